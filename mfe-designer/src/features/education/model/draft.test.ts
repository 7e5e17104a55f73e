import { describe, expect, it } from '@jest/globals';
import { emptyDraft, isDirty } from './draft';

describe('the article form', () => {
  it('is dirty once any field the clinician sees changes, not before', () => {
    const initial = emptyDraft('en');
    expect(isDirty({ ...initial }, initial)).toBe(false);
    expect(isDirty({ ...initial, title: 'Knee' }, initial)).toBe(true);
    expect(isDirty({ ...initial, body: '<p>x</p>' }, initial)).toBe(true);
    expect(isDirty({ ...initial, scope: 'team' }, initial)).toBe(true);
  });
});
