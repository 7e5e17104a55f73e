import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One diary entry of a client: its type, the day, and its values with units as the client gave them. */
export const DiaryEntrySchema = defineEntity({
  name: 'DiaryEntry',
  tableName: 'diary_entries',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    clientId: p.uuid(),
    type: p.text(),
    date: p.string().columnType('date'),
    values: p.json<Record<string, number | string>>(),
    note: p.text().nullable(),
    /** A hash of the Idempotency-Key it was sent with: stored once per key, however late a repeat. */
    entryKeyHash: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DiaryEntryRow = InferEntity<typeof DiaryEntrySchema>;
