import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { isIdempotent, type RouteDef, type RouteReply, type RpcRequest } from '@openset/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { firstValueFrom, lastValueFrom, Subject, takeUntil, throwIfEmpty, timeout, TimeoutError } from 'rxjs';
import { prefixed, serverConfig } from './config.js';
import { DomainError, unavailable } from './domain-error.js';
import { rootLogger, serviceLogger } from './logger.js';
import { JsonReply } from './rpc-codec.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

const rpcLogger = serviceLogger('rpc');

/** What RpcClient uses of Nest's NATS client (MuxedNatsClient in every process). */
type MessageClient = Pick<ClientProxy, 'send' | 'emit' | 'close'> & {
  on(event: 'reconnect', callback: () => void): void;
  flush(): Promise<void>;
};

/** The bus connection was lost and came back while a request waited: its reply may be lost with it. */
export class ReplyLostError extends Error {
  constructor() {
    super('Connection to NATS lost and restored before the reply came');
  }
}

export interface CallOptions {
  /** One attempt's limit (RPC_TIMEOUT_MS by default). */
  timeoutMs?: number;
  /** Answering twice does no harm: may be sent again after a timeout. */
  idempotent?: boolean;
  /** false: one attempt only, whatever happens (health checks want the truth at once). */
  retry?: false;
}

/** An event's flush waits no longer (the bus being away must not hold a reply). */
const EMIT_FLUSH_LIMIT_MS = 1_000;

/** Retry settings of every RpcClient (RPC_NOT_DELIVERED_RETRY_MS, RPC_ATTEMPTS). */
export const rpcRetryConfig = {
  notDeliveredRetryMs: Number(process.env.RPC_NOT_DELIVERED_RETRY_MS ?? 2000),
  attempts: Number(process.env.RPC_ATTEMPTS ?? 2),
};

/**
 * The one way to call another service over NATS: request/reply with a timeout, so a missing or
 * dying responder answers ERRUNAVAILABLE instead of hanging, and remote errors come back as
 * DomainErrors with their contract code.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  /** Emits each time the bus connection comes back after a loss. */
  private readonly reconnected = new Subject<void>();

  constructor(@Inject(NATS_CLIENT) private readonly client: MessageClient) {
    client.on('reconnect', () => this.reconnected.next());
  }

  async call<T>(subject: string, payload: unknown, options: CallOptions = {}): Promise<T> {
    const reply = await this.request(subject, payload, options);
    return (reply instanceof JsonReply ? reply.parse() : reply) as T;
  }

  /** The reply as JSON, not parsed: what the gateway writes into an HTTP answer as it is. */
  async callForJson(subject: string, payload: unknown, options: CallOptions = {}): Promise<JsonReply | undefined> {
    const reply = await this.request(subject, payload, options);
    return reply === undefined ? undefined : JsonReply.of(reply);
  }

  /**
   * Sends the request again where that is safe: at once when no copy was listening (the request
   * was delivered to nobody, so even a write can go again), for up to `notDeliveredRetryMs`, which
   * covers a copy restarting or a stop handing its queue over; and after a timeout only when
   * answering twice does no harm (`idempotent`), at most `attempts` times. Never a second
   * delivery of a write that may have happened.
   */
  private async request(subject: string, payload: unknown, options: CallOptions): Promise<unknown> {
    const timeoutMs = options.timeoutMs ?? serverConfig.rpcTimeoutMs;
    const started = Date.now();
    let answeredLate = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        const reply = this.client.send<unknown>(prefixed(subject), payload).pipe(timeout(timeoutMs));
        // A request in flight when NATS went away may have been lost with the server (a restart
        // keeps no messages): one that may be sent again goes again as soon as the connection is
        // back, instead of after its whole timeout. Others wait for their reply or their timeout.
        return await firstValueFrom(
          options.idempotent === true ? reply.pipe(takeUntil(this.reconnected), throwIfEmpty(() => new ReplyLostError())) : reply,
        );
      } catch (error) {
        const failure = RpcClient.failureOf(error);
        if (failure === 'no-answer') answeredLate++;
        const again =
          options.retry !== false &&
          ((failure === 'not-delivered' && Date.now() - started < rpcRetryConfig.notDeliveredRetryMs) ||
            (failure === 'no-answer' && options.idempotent === true && answeredLate < rpcRetryConfig.attempts));
        const cause = String((error as Error)?.message ?? error);
        if (!again) {
          if (failure !== 'refused') rpcLogger.warn({ subject, attempt, failure, cause }, 'rpc failed');
          throw RpcClient.toDomainError(error, subject);
        }
        this.retries++;
        rpcLogger.warn({ subject, attempt, failure, cause }, 'rpc retried');
        await sleep(Math.min(50 * 2 ** (attempt - 1), 400));
      }
    }
  }

  /**
   * Publishes a core NATS event (fire and forget, no reply, may be lost if nobody listens). For
   * events that must not be lost, use JetStream instead.
   *
   * Resolves once the server has it (at most EMIT_FLUSH_LIMIT_MS later): a handler that announces
   * a change (permissions, sessions) before it answers then has the announcement on its way to the
   * caches before the caller's next request can be. Unflushed, it could leave after the reply,
   * which goes out on the other connection, and that next call was served from the old entry.
   */
  async emit(subject: string, payload: unknown): Promise<void> {
    try {
      await lastValueFrom(this.client.emit(prefixed(subject), payload), { defaultValue: undefined });
      await Promise.race([this.client.flush(), sleep(EMIT_FLUSH_LIMIT_MS, undefined, { ref: false })]);
    } catch (error) {
      rootLogger.warn({ err: error, subject }, 'event not published');
    }
  }

  /**
   * Forwards an HTTP route's validated request to the service that owns it. A write with an
   * Idempotency-Key may go again after a timeout: the service applies it once per key.
   */
  forward<R extends RouteDef>(route: R, request: RpcRequest): Promise<RouteReply<R>> {
    return this.call<RouteReply<R>>(route.subject, request, { idempotent: RpcClient.mayRepeat(route, request) });
  }

  /** Same, with the reply left as JSON (undefined when the handler returned nothing). */
  forwardForJson(route: RouteDef, request: RpcRequest): Promise<JsonReply | undefined> {
    return this.callForJson(route.subject, request, { idempotent: RpcClient.mayRepeat(route, request) });
  }

  private static mayRepeat(route: RouteDef, request: RpcRequest): boolean {
    return isIdempotent(route) || request.meta.idempotencyKey !== undefined;
  }

  /** What a failed attempt says about the request: nobody got it, or nobody answered in time. */
  static failureOf(error: unknown): 'not-delivered' | 'no-answer' | 'refused' {
    if (DomainError.isBody(error)) return 'refused';
    // NATS answers "no responders" at once when no copy is subscribed; Nest reports the empty
    // status message as an EmptyResponseException.
    if (error instanceof EmptyResponseException || /no responders|no subscribers/i.test(String((error as Error)?.message))) {
      return 'not-delivered';
    }
    // While its connection is down (NATS restarting) Nest's client refuses before publishing.
    if (/Connection lost\. Trying to reconnect|Connection to transport failed/.test(String((error as Error)?.message ?? error))) {
      return 'not-delivered';
    }
    return 'no-answer';
  }

  /** Requests sent again since the process started (the failover bench reads the log lines). */
  retries = 0;

  static toDomainError(error: unknown, subject: string): DomainError {
    if (DomainError.isBody(error)) {
      return DomainError.fromBody(error);
    }
    if (error instanceof TimeoutError) {
      return unavailable(`${subject.split('.')[0]} did not answer in time`);
    }
    // NATS answers "no responders" at once when no copy of the service is subscribed (Nest
    // reports it as an EmptyResponseException), and connection errors mean the bus itself is
    // away: both are "unavailable" to a caller.
    const text = String((error as { message?: unknown })?.message ?? error);
    if (/no responders|no subscribers|Empty response|503|CONNECTION|disconnect|closed|timeout/i.test(text)) {
      return unavailable(`${subject.split('.')[0]} is unavailable`);
    }
    return new DomainError('ERRINTERNAL', 'Internal error');
  }

  async onApplicationShutdown() {
    await this.client.close();
  }
}
