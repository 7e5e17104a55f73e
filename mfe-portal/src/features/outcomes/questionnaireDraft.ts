import type { CustomAnswer } from '@openset/contracts';

/**
 * A questionnaire being answered is kept on the phone as the client goes (each answer, and the
 * question shown), so a reload, the phone closing the page, or a moment offline loses nothing.
 * Kept per client and questionnaire (`owner`, the client outcome's id): on a shared phone one
 * client never sees another's answers. localStorage, as the outbox (a few hundred bytes, written
 * synchronously before the screen moves on). Removed once the answers are queued to be sent, and
 * every questionnaire's at sign-out: they are health information.
 */
export interface QuestionnaireDraft {
  answers: Record<string, CustomAnswer>;
  /** The question shown one at a time (a phone). */
  index: number;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

const PREFIX = 'openset.portal.questionnaire.';
const keyOf = (owner: string, outcomeId: string) => `${PREFIX}${owner}.${outcomeId}`;

export function readDraft(storage: DraftStorage, owner: string, outcomeId: string): QuestionnaireDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(owner, outcomeId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { answers, index } = parsed as Partial<QuestionnaireDraft>;
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
    return { answers, index: typeof index === 'number' && Number.isInteger(index) && index >= 0 ? index : 0 };
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the storage would not (full, or blocked): the screen still works. */
export function writeDraft(storage: DraftStorage, owner: string, outcomeId: string, draft: QuestionnaireDraft): boolean {
  try {
    storage.setItem(keyOf(owner, outcomeId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, owner: string, outcomeId: string): void {
  try {
    storage.removeItem(keyOf(owner, outcomeId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Every questionnaire draft on the phone goes (sign-out). */
export function removeAllDrafts(storage: DraftStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
