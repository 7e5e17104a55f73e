import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PortalLock } from '@openset/contracts';
import { SecretAttemptLimiter } from '@openset/server-kit';
import type { ClientViewer } from '../clients/client-access.js';
import { ClientEvents } from '../clients/client-events.js';
import { ClientsService } from '../clients/clients.service.js';

/**
 * What a clinician sees of wrong portal keys and how they lift a lock (decision 017): ten wrong
 * keys lock the username from that address only; the clinician who may see the client sees how
 * many addresses are locked and until when, and may lift the locks without changing the key (the
 * client on the phone says it was them). Counts of wrong keys from anywhere are lifted with them.
 */
@Injectable()
export class PortalLocksService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsService,
    private readonly portalKeys: SecretAttemptLimiter,
    private readonly events: ClientEvents,
  ) {}

  async of(id: string, viewer: ClientViewer): Promise<PortalLock> {
    const row = await this.clients.visible(id, viewer);
    return this.lockOf(row.id);
  }

  async lift(id: string, viewer: ClientViewer): Promise<PortalLock> {
    const row = await this.clients.visible(id, viewer, true);
    await this.portalKeys.clearAccount({ kind: 'portal-key', account: row.id });
    this.events.record('portalLockLifted', row.id, viewer);
    await this.em.flush();
    return this.lockOf(row.id);
  }

  private async lockOf(clientId: string): Promise<PortalLock> {
    const { addresses, until } = await this.portalKeys.locksOf({ kind: 'portal-key', account: clientId });
    return { locked: addresses > 0, addresses, until: until?.toISOString() ?? null };
  }
}
