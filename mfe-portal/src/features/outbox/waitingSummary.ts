import type { Lang } from '@openset/contracts';
import type { Translate } from '../diary/diaryText';
import type { OutboxCall } from './outbox';

/** What an entry of the outbox is to the client; an unticked exercise is not one done. */
type EntryKind = 'marked' | 'unmarked' | 'diary' | 'diaryDelete' | 'feedback' | 'outcome';
const ORDER: readonly EntryKind[] = ['marked', 'unmarked', 'diary', 'diaryDelete', 'feedback', 'outcome'];

const kindOf = (entry: OutboxCall): EntryKind => (entry.kind === 'adherence' ? (entry.body.done === false ? 'unmarked' : 'marked') : entry.kind);

/**
 * Entries of the outbox counted by what they are, as the language lists them: "2 exercises
 * marked done, 1 diary entry and 1 message". "3 entries" said nothing of what waited: a client
 * who had ticked exercises and written a message read of diary entries.
 */
export function describeEntries(t: Translate, lang: Lang, entries: readonly OutboxCall[]): string {
  const counts = new Map<EntryKind, number>();
  for (const entry of entries) {
    const kind = kindOf(entry);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = ORDER.flatMap((kind) => {
    const count = counts.get(kind);
    return count ? [t(`outboxKinds.${kind}`, { count })] : [];
  });
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
}
