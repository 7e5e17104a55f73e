import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DELIVERY_KINDS } from '@openset/contracts';

/**
 * One time a set left the product: e-mailed to its client, exported as a PDF, or printed. Written
 * in the transaction of the call that did it, never changed; deleting the set deletes its rows.
 * E-mails also count against the account's daily maximum (`accountId`, `kind`, `createdAt`).
 */
export const DeliverySchema = defineEntity({
  name: 'Delivery',
  tableName: 'deliveries',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    setId: p.uuid(),
    kind: p.enum(DELIVERY_KINDS),
    /** Who sent, exported or printed it. */
    accountId: p.text(),
    /** E-mail: the client's address; else null. */
    recipient: p.text().nullable(),
    cc: p.json<string[]>(),
    /** E-mail: its subject; PDF and print: the templates chosen. */
    detail: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DeliveryRow = InferEntity<typeof DeliverySchema>;
