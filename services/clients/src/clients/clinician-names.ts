import { Injectable } from '@nestjs/common';
import { AUTH_SUBJECTS, type AccountNamesReply } from '@openset/contracts';
import { boundedCache, DomainError, RpcClient, serviceLogger } from '@openset/server-kit';

const logger = serviceLogger('clients');

/**
 * The clinician names shown beside clients ("clinician name", spec section 3): accounts belong to
 * the auth service, asked for the names a page needs and kept a minute. Without an answer the
 * name is empty rather than the list failing.
 */
@Injectable()
export class ClinicianNames {
  private readonly cache = boundedCache<{ name: string }>({ max: 5_000, ttlMs: 60_000 });

  constructor(private readonly rpc: RpcClient) {}

  async of(ids: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = this.cache.get(id);
      if (cached) names.set(id, cached.name);
      else missing.push(id);
    }
    if (missing.length === 0) return names;
    try {
      const reply = await this.rpc.call<AccountNamesReply>(AUTH_SUBJECTS.accountNames, { ids: missing }, { idempotent: true });
      for (const account of reply.accounts) {
        const name = `${account.firstname} ${account.lastname}`.trim();
        this.cache.set(account.id, { name });
        names.set(account.id, name);
      }
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'ERRUNAVAILABLE') throw error;
      logger.warn('auth service unavailable: clinician names left empty');
    }
    return names;
  }
}
