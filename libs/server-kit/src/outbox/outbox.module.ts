import { Module } from '@nestjs/common';
import { Outbox } from './outbox.js';
import { OutboxPublisher } from './outbox-publisher.js';

/**
 * Events that must not be lost, for any service: import this module, add `OutboxEvent` to the
 * service's entities and `outboxTableSql(schema)` to a migration, and call `Outbox.record` before
 * the flush that writes the change.
 */
@Module({
  providers: [Outbox, OutboxPublisher],
  exports: [Outbox],
})
export class OutboxModule {}
