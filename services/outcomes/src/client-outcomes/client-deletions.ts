import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CLIENT_DELETED_EVENT, clientDeletedDataSchema, type DomainEvent } from '@openset/contracts';
import { EventsConsumer, serviceLogger } from '@openset/server-kit';

const logger = serviceLogger('outcomes');

/**
 * A deleted client's outcomes go with the client: when the clients service's deletion event
 * arrives (JetStream: one published while this service was down arrives when it is back), the
 * client's outcomes are deleted with their invitations and results (cascade). Idempotent.
 */
@Injectable()
export class ClientDeletions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer = new EventsConsumer({ name: 'outcomes-client-deleted', types: [CLIENT_DELETED_EVENT], handle: (event) => this.forget(event) });

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }

  async forget(event: DomainEvent): Promise<void> {
    const { clientId } = clientDeletedDataSchema.parse(event.data);
    const deleted = await this.orm.em.fork().execute<{ id: string }[]>(`delete from "outcomes"."client_outcomes" where "client_id" = ? returning "id"`, [clientId]);
    logger.debug({ clientId, outcomes: deleted.length }, 'deleted client: outcomes removed');
  }
}
