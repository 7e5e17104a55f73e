import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NatsContext } from '@nestjs/microservices';
import { from, lastValueFrom, Observable } from 'rxjs';
import { withEffectsAfterCommit } from './after-commit.js';
import { unprefixed } from './config.js';
import { IN_TRANSACTION } from './handle.decorator.js';
import { keyedRequest, oncePerKey } from './idempotency/once-per-key.js';

/**
 * Every message of a service with a database passes here:
 * - NATS handlers run outside any HTTP middleware, so each message gets its own forked
 *   EntityManager; otherwise every message would share one identity map.
 * - Writes are atomic: a handler marked by `Handle` as transactional (every route but GETs) runs
 *   in one transaction of that EntityManager, so a call that is refused half-way (a bad stack
 *   child, a field checked after another was saved) leaves nothing behind. Inside it, flushes and
 *   plain statements sent with `em.execute` join the transaction; `em.getConnection().execute`
 *   would not.
 * - A transactional write that carries an Idempotency-Key runs once per account and key
 *   (once-per-key.ts), in that same transaction with the record of its answer. A handler that
 *   opts out of the transaction (sign-in keeps the failures it records) ignores the key: a key
 *   must never be a way to have a refused attempt forgotten.
 * - What a transactional handler asks to do after its commit (`afterCommit`: announcements that
 *   drop other processes' caches) runs once the transaction has committed, before the answer.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(
    private readonly orm: MikroORM,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const transactional = this.reflector.get<boolean | undefined>(IN_TRANSACTION, context.getHandler()) === true;
    const keyed = transactional && context.getType() === 'rpc' ? keyedRequest(context.switchToRpc().getData()) : null;
    // The route is part of what a key names: one key sent to two routes is two requests.
    const subject = keyed ? unprefixed(context.switchToRpc().getContext<NatsContext>().getSubject()) : '';
    const run = () => lastValueFrom(next.handle(), { defaultValue: undefined });
    return new Observable((subscriber) =>
      RequestContext.create(this.orm.em, () => {
        const handled = keyed
          ? from(withEffectsAfterCommit(() => oncePerKey(this.orm.em as EntityManager, this.orm.config.get('schema')!, keyed, subject, run)))
          : transactional
            ? from(withEffectsAfterCommit(() => this.orm.em.transactional(run)))
            : next.handle();
        const subscription = handled.subscribe(subscriber);
        return () => subscription.unsubscribe();
      }),
    );
  }
}
