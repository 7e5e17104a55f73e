import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { RouteDef, RouteReply, RpcRequest } from '@openset/contracts';
import { firstValueFrom, lastValueFrom, timeout, TimeoutError } from 'rxjs';
import { prefixed, serverConfig } from './config.js';
import { DomainError, unavailable } from './domain-error.js';
import { rootLogger } from './logger.js';
import { JsonReply } from './rpc-codec.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/**
 * The one way to call another service over NATS: request/reply with a timeout, so a missing or
 * dying responder answers ERRUNAVAILABLE instead of hanging, and remote errors come back as
 * DomainErrors with their contract code.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async call<T>(subject: string, payload: unknown, timeoutMs = serverConfig.rpcTimeoutMs): Promise<T> {
    const reply = await this.request(subject, payload, timeoutMs);
    return (reply instanceof JsonReply ? reply.parse() : reply) as T;
  }

  /** The reply as JSON, not parsed: what the gateway writes into an HTTP answer as it is. */
  async callForJson(subject: string, payload: unknown, timeoutMs = serverConfig.rpcTimeoutMs): Promise<JsonReply | undefined> {
    const reply = await this.request(subject, payload, timeoutMs);
    return reply === undefined ? undefined : JsonReply.of(reply);
  }

  private async request(subject: string, payload: unknown, timeoutMs: number): Promise<unknown> {
    try {
      return await firstValueFrom(this.client.send<unknown>(prefixed(subject), payload).pipe(timeout(timeoutMs)));
    } catch (error) {
      throw RpcClient.toDomainError(error, subject);
    }
  }

  /**
   * Publishes a core NATS event (fire and forget, no reply, may be lost if nobody listens). For
   * events that must not be lost, use JetStream instead.
   */
  async emit(subject: string, payload: unknown): Promise<void> {
    try {
      await lastValueFrom(this.client.emit(prefixed(subject), payload), { defaultValue: undefined });
    } catch (error) {
      rootLogger.warn({ err: error, subject }, 'event not published');
    }
  }

  /** Forwards an HTTP route's validated request to the service that owns it. */
  forward<R extends RouteDef>(route: R, request: RpcRequest, timeoutMs?: number): Promise<RouteReply<R>> {
    return this.call<RouteReply<R>>(route.subject, request, timeoutMs);
  }

  /** Same, with the reply left as JSON (undefined when the handler returned nothing). */
  forwardForJson(route: RouteDef, request: RpcRequest, timeoutMs?: number): Promise<JsonReply | undefined> {
    return this.callForJson(route.subject, request, timeoutMs);
  }

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
