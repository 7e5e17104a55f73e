import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { Outbox } from './outbox.js';
import { OutboxPublisher } from './outbox-publisher.js';

/**
 * Events that must not be lost, for any service: import this module, add `OutboxEvent` to the
 * service's entities and `outboxTableSql(schema)` to a migration, and call `Outbox.record` before
 * the flush that writes the change (`MailOutbox.send` for an e-mail).
 */
@Module({
  providers: [Outbox, MailOutbox, OutboxPublisher],
  exports: [Outbox, MailOutbox],
})
export class OutboxModule {}
