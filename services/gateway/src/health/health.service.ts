import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { healthSubject, SERVICE_NAMES, type HealthResponse } from '@openset/contracts';
import { boundedCache, RpcClient, serverConfig } from '@openset/server-kit/transport';
import pg from 'pg';
import { gatewayConfig } from '../gateway.config.js';

const startedAt = Date.now();

/** /api/health: the gateway itself, every service over NATS, and PostgreSQL. No auth, no PHI. */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly pool = new pg.Pool({ connectionString: serverConfig.databaseUrl, max: 1, idleTimeoutMillis: 10_000 });

  constructor(private readonly rpc: RpcClient) {
    // A dropped connection must not crash the gateway; the next check reports "down".
    this.pool.on('error', () => undefined);
  }

  /** The check under way or done, kept HEALTH_CACHE_MS (0: every hit checks). */
  private readonly reports = boundedCache<Promise<HealthResponse>>({ max: 1, ttlMs: gatewayConfig.healthCacheMs });

  /**
   * The last check while it is young enough (hits arriving during a check share it): an
   * unauthenticated endpoint must not cost a query and a call to every service each time.
   */
  check(): Promise<HealthResponse> {
    const kept = this.reports.get('health');
    if (kept) return kept;
    const report = this.checkNow();
    if (gatewayConfig.healthCacheMs > 0) this.reports.set('health', report);
    return report;
  }

  private async checkNow(): Promise<HealthResponse> {
    const [database, ...services] = await Promise.all([
      this.database(),
      ...SERVICE_NAMES.map(async (name) => [name, await this.service(name)] as const),
    ]);
    const allUp = database === 'up' && services.every(([, state]) => state.status === 'up');
    return {
      status: allUp ? 'up' : 'degraded',
      gateway: { status: 'up', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
      database,
      services: Object.fromEntries(services),
    };
  }

  private async service(name: string): Promise<{ status: 'up' | 'down'; latencyMs: number | null }> {
    const started = performance.now();
    try {
      await this.rpc.call(healthSubject(name), {}, { timeoutMs: gatewayConfig.healthTimeoutMs, retry: false });
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return { status: 'down', latencyMs: null };
    }
  }

  protected async database(): Promise<'up' | 'down'> {
    try {
      await this.pool.query('select 1');
      return 'up';
    } catch {
      return 'down';
    }
  }

  async onApplicationShutdown() {
    await this.pool.end();
  }
}
