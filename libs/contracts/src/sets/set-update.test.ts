import { describe, expect, it } from '@jest/globals';
import { setUpdateSchema } from './set.js';

const content = { savename: 'Knee', title: 'Knee', instructions: '', elements: [], education: [] };

describe('setUpdateSchema', () => {
  it('refuses a body without the whole content, naming each missing field (a default would empty the set)', () => {
    const result = setUpdateSchema.safeParse({ version: 1, title: 'Only a title' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['education', 'elements', 'instructions', 'savename']);
  });

  it('takes the whole content; the save options keep their defaults', () => {
    expect(setUpdateSchema.parse({ ...content, version: 2 })).toEqual({ ...content, version: 2, draftId: null, signature: false });
  });
});
