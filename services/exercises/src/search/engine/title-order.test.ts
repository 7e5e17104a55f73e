import { describe, expect, it } from '@jest/globals';
import { TitleOrder } from './title-order.js';

describe('TitleOrder', () => {
  it('places elements by key, and keeps the places right through additions, changes and removals', () => {
    const keys: (string | undefined)[] = ['delta', 'alpha', 'charlie'];
    const order = new TitleOrder((doc) => keys[doc]);
    const inOrder = () => {
      const places = order.current(keys.length);
      return keys.map((key, doc) => ({ key, doc })).filter(({ key }) => key !== undefined).sort((a, b) => places[a.doc]! - places[b.doc]!).map(({ key }) => key);
    };
    keys.forEach((_, doc) => order.touch(doc));
    expect(inOrder()).toEqual(['alpha', 'charlie', 'delta']);
    keys.push('bravo');
    order.touch(3);
    keys[0] = 'echo';
    order.touch(0);
    expect(inOrder()).toEqual(['alpha', 'bravo', 'charlie', 'echo']);
    keys[1] = undefined;
    order.touch(1);
    expect(inOrder()).toEqual(['bravo', 'charlie', 'echo']);
  });
});
