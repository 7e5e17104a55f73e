/** The last page (counted from 0) of `total` rows shown `pageSize` a page; 0 when there are none. */
export const lastPageOf = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize) - 1);

/** A page of a conversation read newest first, by `before` (`conversationPageQuerySchema`). */
interface ConversationPage {
  items: { id: string }[];
  /** The whole conversation on the first page; on an older one, the messages from its `before` on. */
  total: number;
}

/**
 * An infinite query's next page of a conversation: read on from the oldest message shown while
 * the last page says older ones remain. Messages that arrive meanwhile shift nothing.
 */
export const nextBefore = (last: ConversationPage): string | undefined => (last.items.length < last.total ? last.items.at(-1)?.id : undefined);

/**
 * How many messages a conversation read by `nextBefore` holds for its reader: those shown, and
 * the older ones the last page counted. One that arrived after the first page is not counted
 * until the conversation is read again, as it is not shown either.
 */
export function conversationTotal(pages: readonly ConversationPage[]): number {
  const last = pages.at(-1);
  if (!last) return 0;
  const before = pages.slice(0, -1).reduce((shown, page) => shown + page.items.length, 0);
  return before + last.total;
}
