import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { Observable } from 'rxjs';

/**
 * NATS handlers run outside any HTTP middleware, so each message gets its own forked
 * EntityManager here; otherwise every message would share one identity map.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly orm: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) =>
      RequestContext.create(this.orm.em, () => {
        const subscription = next.handle().subscribe(subscriber);
        return () => subscription.unsubscribe();
      }),
    );
  }
}
