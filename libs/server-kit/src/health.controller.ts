import { hostname } from 'node:os';
import { Controller, Optional, type Type } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { healthSubject, type ServiceHealth } from '@openset/contracts';
import { serverConfig } from './config.js';
import { Handle } from './handle.decorator.js';

const startedAt = Date.now();

/**
 * The health subject of the copies on one host: `<name>.health.<host>`. `<name>.health` is
 * answered by any copy of the queue group; this one only by the copies running on `host`, which
 * in Kubernetes is one pod (its host name is the pod's name), so a probe run inside a pod
 * (deploy/health/service-health.mjs) learns about that pod's own process and no other.
 */
export const instanceHealthSubject = (service: string, host = hostname()) => `${healthSubject(service)}.${host.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * Each service answers `<name>.health` with its own state and its database's, and the same on
 * `instanceHealthSubject` for a probe of one copy.
 */
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

    @Handle(instanceHealthSubject(service))
    instanceHealth(): Promise<ServiceHealth> {
      return this.health();
    }
  }
  return HealthController;
}
