import { Controller, Optional, type Type } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { healthSubject, type ServiceHealth } from '@openset/contracts';
import { serverConfig } from './config.js';
import { Handle } from './handle.decorator.js';

const startedAt = Date.now();

/** Each service answers `<name>.health` with its own state and its database's. */
export function healthController(service: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Optional() private readonly orm?: MikroORM) {}

    @Handle(healthSubject(service))
    async health(): Promise<ServiceHealth> {
      let database: ServiceHealth['database'] = 'none';
      if (this.orm) {
        // A real round trip: MikroORM 7 connects lazily, so its own connected flag can lag.
        database = await this.orm.em
          .getConnection()
          .execute('select 1')
          .then(() => 'up' as const)
          .catch(() => 'down' as const);
      }
      return {
        service,
        status: 'up',
        database,
        instance: serverConfig.instance,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    }
  }
  return HealthController;
}
