import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { from, lastValueFrom, Observable } from 'rxjs';
import { IN_TRANSACTION } from './handle.decorator.js';

/**
 * NATS handlers run outside any HTTP middleware, so each message gets its own forked
 * EntityManager here; otherwise every message would share one identity map.
 *
 * Writes are atomic: a handler marked by `Handle` as transactional (every route but GETs) runs in
 * one transaction of that EntityManager, so a call that is refused half-way (a bad stack child, a
 * field checked after another was saved) leaves nothing behind. Inside it, flushes and plain
 * statements sent with `em.execute` join the transaction; `em.getConnection().execute` would not.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(
    private readonly orm: MikroORM,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const transactional = this.reflector.get<boolean | undefined>(IN_TRANSACTION, context.getHandler()) === true;
    return new Observable((subscriber) =>
      RequestContext.create(this.orm.em, () => {
        const handled = transactional ? from(this.orm.em.transactional(() => lastValueFrom(next.handle()))) : next.handle();
        const subscription = handled.subscribe(subscriber);
        return () => subscription.unsubscribe();
      }),
    );
  }
}
