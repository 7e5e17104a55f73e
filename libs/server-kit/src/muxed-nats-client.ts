import { ClientNats, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { createInbox, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';

type ReplyHandler = (error: Error | null, message: Msg) => unknown;

interface Inbox {
  connection: NatsConnection;
  /** `_INBOX.<unique>.`: a request's reply subject is this plus its token. */
  prefix: string;
  subscription: Subscription;
}

/**
 * Nest's NATS client with one reply subscription per connection instead of one per request.
 *
 * Nest subscribes to a fresh inbox for every request and unsubscribes when the reply has come:
 * three protocol operations per call, and the NATS server updates its subscription index (and
 * drops its routing cache) twice per call. Here every request's reply subject is a token under
 * one wildcard subscription opened with the connection (NATS' own clients do the same for
 * `request`), and a reply is handed to the waiting request by its token. Replies, errors, "no
 * responders" and streamed answers reach Nest's own handler as before.
 */
export class MuxedNatsClient extends ClientNats {
  private inbox: Inbox | null = null;
  private readonly waiting = new Map<string, ReplyHandler>();
  private nextToken = 0;

  override async connect(): Promise<NatsConnection> {
    const connection = (await super.connect()) as NatsConnection;
    // A client that gave up reconnecting is replaced by a new connection: open its inbox too.
    if (this.inbox?.connection !== connection) this.inbox = this.openInbox(connection);
    return connection;
  }

  private openInbox(connection: NatsConnection): Inbox {
    const prefix = `${createInbox(this.options.inboxPrefix)}.`;
    const subscription = connection.subscribe(`${prefix}*`, {
      callback: (error, message) => {
        if (error) {
          this.logger.error(`reply inbox: ${error.message}`);
          return;
        }
        void this.waiting.get(message.subject.slice(prefix.length))?.(null, message);
      },
    });
    return { connection, prefix, subscription };
  }

  protected override publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => unknown): () => void {
    const packet = this.assignPacketId(partialPacket);
    const token = (this.nextToken++).toString(36);
    this.routingMap.set(packet.id, callback);
    const forget = () => {
      this.routingMap.delete(packet.id);
      this.waiting.delete(token);
    };
    try {
      const inbox = this.inbox;
      if (!inbox) throw new Error('Connection to transport failed');
      const serialized = this.serializer.serialize(packet);
      this.waiting.set(token, this.createSubscriptionHandler(packet, callback));
      inbox.connection.publish(this.normalizePattern(partialPacket.pattern), serialized.data, {
        reply: inbox.prefix + token,
        headers: this.mergeHeaders(serialized.headers),
      });
      return forget;
    } catch (err) {
      forget();
      callback({ err });
      return () => undefined;
    }
  }

  /**
   * Resolves once the NATS server has everything this connection published so far (a PING it
   * answered). An event flushed before a reply is sent reaches the server first, although the
   * reply goes out on the service's other connection.
   */
  async flush(): Promise<void> {
    await this.inbox?.connection.flush();
  }

  override async close(): Promise<void> {
    this.inbox = null;
    await super.close();
    this.waiting.clear();
  }
}
