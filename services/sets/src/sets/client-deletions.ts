import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CLIENT_DELETED_EVENT, clientDeletedDataSchema, type DomainEvent } from '@openset/contracts';
import { EventsConsumer, serviceLogger } from '@openset/server-kit';

const logger = serviceLogger('sets');

/**
 * A deleted client's programs go with the client: when the clients service's deletion event
 * arrives (JetStream, so one published while this service was down arrives when it is back), the
 * client's sets are deleted with their history points (cascade) and drafts. Idempotent: a second
 * delivery finds nothing left.
 */
@Injectable()
export class ClientDeletions implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer = new EventsConsumer({ name: 'sets-client-deleted', types: [CLIENT_DELETED_EVENT], handle: (event) => this.forget(event) });

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }

  async forget(event: DomainEvent): Promise<void> {
    const { clientId } = clientDeletedDataSchema.parse(event.data);
    const deleted = await this.orm.em.fork().transactional(async (em) => {
      await em.execute(
        `delete from "sets"."drafts" where "original_id" in (select "id"::text from "sets"."sets" where "client_id" = ?)`,
        [clientId],
      );
      return em.execute<{ id: string }[]>(`delete from "sets"."sets" where "client_id" = ? returning "id"`, [clientId]);
    });
    logger.debug({ clientId, sets: deleted.length }, 'deleted client: sets removed');
  }
}
