import { describe, expect, it } from '@jest/globals';
import { movementKeyOf } from './movement-key.js';

describe('movementKeyOf', () => {
  it('keeps a readable key when source and key make an id', () => {
    expect(movementKeyOf('openset', 'shoulder-flexion')).toBe('openset_shoulder-flexion');
  });

  it('digests keys that would not make an id, and keeps sources apart', () => {
    const odd = movementKeyOf('json', 'Épaule / flexion.1');
    expect(odd).toMatch(/^json_[0-9a-f]{32}$/);
    expect(movementKeyOf('json', 'Épaule / flexion.1')).toBe(odd);
    expect(movementKeyOf('csv', 'Épaule / flexion.1')).not.toBe(odd);
    expect(movementKeyOf('wger', 'x'.repeat(80))).toMatch(/^wger_[0-9a-f]{32}$/);
  });
});
