import { describe, expect, it } from '@jest/globals';
import { ALL_KINDS, kindsQuery, toggleKind } from './filters';

describe('kind filters', () => {
  it('turns one filter off while the other stays on', () => {
    expect(toggleKind(ALL_KINDS, 'stacks')).toEqual({ exercises: true, stacks: false });
    expect(toggleKind(ALL_KINDS, 'exercises')).toEqual({ exercises: false, stacks: true });
  });

  it('never leaves both off: turning off the last one switches to the other kind', () => {
    expect(toggleKind({ exercises: true, stacks: false }, 'exercises')).toEqual({ exercises: false, stacks: true });
    expect(toggleKind({ exercises: false, stacks: true }, 'stacks')).toEqual({ exercises: true, stacks: false });
  });

  it('turns a filter back on', () => {
    expect(toggleKind({ exercises: false, stacks: true }, 'exercises')).toEqual(ALL_KINDS);
  });

  it('maps the filters to the list query', () => {
    expect(kindsQuery(ALL_KINDS)).toBe('all');
    expect(kindsQuery({ exercises: true, stacks: false })).toBe('exercise');
    expect(kindsQuery({ exercises: false, stacks: true })).toBe('stack');
  });
});
