import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { permissionsChangedSchema, TEAMS_SUBJECTS, type EffectivePermissions, type PermissionsChanged } from '@openset/contracts';
import { listenForAnnouncements } from '../announcements.js';
import { boundedCache, deleteWhere } from '../bounded-cache.js';

/**
 * Effective permissions from the teams service, kept a few seconds: a browser session makes
 * bursts of calls and each asked the teams service again (a NATS hop and two queries each). The
 * teams service announces every change and the affected entries are dropped at once; the short
 * lifetime bounds staleness if an announcement is ever missed, and a gap in the bus drops all.
 */
@Injectable()
export class PermissionsCache implements OnModuleInit, OnApplicationShutdown {
  private readonly ttlMs = Number(process.env.PERMISSIONS_CACHE_MS ?? 5000);
  private readonly entries = boundedCache<EffectivePermissions>({ max: 20_000, ttlMs: this.ttlMs });
  private stopListening: (() => Promise<void>) | null = null;

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.stopListening = await listenForAnnouncements(TEAMS_SUBJECTS.permissionsChanged, permissionsChangedSchema, {
      onAnnouncement: (change) => this.drop(change),
      onGap: () => this.entries.clear(),
    });
  }

  get(accountId: string): EffectivePermissions | undefined {
    return this.entries.get(accountId);
  }

  /** Kept only with a lifetime: PERMISSIONS_CACHE_MS=0 asks the teams service every time. */
  set(permissions: EffectivePermissions): void {
    if (this.ttlMs > 0) this.entries.set(permissions.accountId, permissions);
  }

  drop(change: PermissionsChanged): void {
    for (const accountId of change.accountIds ?? []) this.entries.delete(accountId);
    if (change.teamId) deleteWhere(this.entries, (permissions) => permissions.teamId === change.teamId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
  }
}
