import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { from, lastValueFrom, Observable } from 'rxjs';
import { keyedRequest, oncePerKey } from './idempotency/once-per-key.js';

/**
 * Every message of a service with a database passes here:
 * - NATS handlers run outside any HTTP middleware, so each message gets its own forked
 *   EntityManager; otherwise every message would share one identity map.
 * - A write that carries an Idempotency-Key runs once per account and key (once-per-key.ts), in
 *   one transaction with the record of its answer.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly orm: MikroORM) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const keyed = context.getType() === 'rpc' ? keyedRequest(context.switchToRpc().getData()) : null;
    return new Observable((subscriber) =>
      RequestContext.create(this.orm.em, () => {
        const answer = keyed
          ? from(oncePerKey(this.orm.em as EntityManager, this.orm.config.get('schema')!, keyed, () => lastValueFrom(next.handle(), { defaultValue: undefined })))
          : next.handle();
        const subscription = answer.subscribe(subscriber);
        return () => subscription.unsubscribe();
      }),
    );
  }
}
