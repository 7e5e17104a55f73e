import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DomainEvent } from '@openset/contracts';
import { EventsConsumer } from './events-consumer.js';

/**
 * A Nest provider that handles domain events with a durable consumer of its own (EventsConsumer):
 * the subclass names the consumer and the event types and implements `handle`. The consumer starts
 * once the application has bootstrapped, so every provider a handler uses is ready, and stops on
 * shutdown: it takes no further event and lets the one in hand finish.
 *
 * `handle` runs outside any request: a service whose EntityManager follows the request needs a
 * `RequestContext` of its own for each event (as the notifications inbox does).
 */
export abstract class DomainEventHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  /**
   * The durable consumer's name, unique in the deployment: `<service>-<purpose>`. The server keeps
   * its place in the stream under it: a new name starts again from the stream's first event.
   */
  protected abstract readonly consumerName: string;
  /** The event types it takes (`clients.clientDeleted`); the others are acknowledged unhandled. */
  protected abstract readonly eventTypes: readonly string[];
  private consumer: EventsConsumer | null = null;

  /**
   * Must be idempotent: an event is delivered again when a copy stopped before acknowledging it.
   * A throw delivers it again a few seconds later.
   */
  protected abstract handle(event: DomainEvent): Promise<void>;

  /** Whether this copy of the service takes the events: a setting may leave them to other copies. */
  protected consumesHere(): boolean {
    return true;
  }

  onApplicationBootstrap(): void {
    if (!this.consumesHere()) return;
    this.consumer = new EventsConsumer({ name: this.consumerName, types: this.eventTypes, handle: (event) => this.handle(event) });
    this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
