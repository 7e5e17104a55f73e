import { CLIENT_DELETED_EVENT, clientDeletedDataSchema, type DomainEvent } from '@openset/contracts';
import type { Logger } from 'pino';
import { serviceLogger } from '../logger.js';
import { DomainEventHandler } from './domain-event-handler.js';

/**
 * A deleted client's data goes with the client, in every service that keeps some: the clients
 * service records `clients.clientDeleted`, and each such service removes its own rows of that
 * client when the event arrives (JetStream: one published while the service was down arrives
 * when it is back). The subclass says what to remove; this reads the event and logs the counts.
 */
export abstract class ClientDeletionHandler extends DomainEventHandler {
  protected readonly consumerName: string;
  protected readonly eventTypes = [CLIENT_DELETED_EVENT];
  private readonly logger: Logger;

  /** `service` names the durable consumer (`<service>-client-deleted`) and the log lines. */
  constructor(service: string) {
    super();
    this.consumerName = `${service}-client-deleted`;
    this.logger = serviceLogger(service);
  }

  /**
   * Removes the client's rows and answers how many of each kind (`{ sets: 2 }`). Idempotent: a
   * second delivery finds nothing left.
   */
  protected abstract forgetClient(clientId: string): Promise<Record<string, number>>;

  protected async handle(event: DomainEvent): Promise<void> {
    const { clientId } = clientDeletedDataSchema.parse(event.data);
    const removed = await this.forgetClient(clientId);
    this.logger.debug({ clientId, ...removed }, `deleted client: ${Object.keys(removed).join(', ')} removed`);
  }
}
