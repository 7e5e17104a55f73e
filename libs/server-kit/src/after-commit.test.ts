import { describe, expect, it } from '@jest/globals';
import { afterCommit, withEffectsAfterCommit } from './after-commit.js';

// A handler's announcements wait for its commit: what they announce must be readable by then.
describe('afterCommit', () => {
  it('runs an effect at once outside a transactional handler', async () => {
    const done: string[] = [];
    await afterCommit(async () => void done.push('told'));
    expect(done).toEqual(['told']);
  });

  it('runs the effects once the transaction resolved, in order, before the answer', async () => {
    const done: string[] = [];
    const answer = await withEffectsAfterCommit(async () => {
      await afterCommit(async () => void done.push('first told'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await afterCommit(async () => void done.push('second told'));
      done.push('committed');
      return 'answer';
    });
    expect(answer).toBe('answer');
    expect(done).toEqual(['committed', 'first told', 'second told']);
  });

  it('drops the effects of a transaction that rolled back', async () => {
    const done: string[] = [];
    const refused = withEffectsAfterCommit(async () => {
      await afterCommit(async () => void done.push('told'));
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(done).toEqual([]);
  });

  it('keeps the committed answer when an effect fails', async () => {
    const answer = await withEffectsAfterCommit(async () => {
      await afterCommit(() => Promise.reject(new Error('bus away')));
      return 'stored';
    });
    expect(answer).toBe('stored');
  });
});
