import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { permissionsChangedSchema, TEAMS_SUBJECTS, type EffectivePermissions, type PermissionsChanged } from '@openset/contracts';
import { ExpiringMap, listenForAnnouncements } from '@openset/server-kit';

/**
 * Effective permissions from the teams service, kept a few seconds: a browser session makes
 * bursts of calls and each asked the teams service again (a NATS hop and two queries each). The
 * teams service announces every change and the affected entries are dropped at once; the short
 * lifetime bounds staleness if an announcement is ever missed, and a gap in the bus drops all.
 */
@Injectable()
export class PermissionsCache implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = new ExpiringMap<EffectivePermissions>(Number(process.env.PERMISSIONS_CACHE_MS ?? 5000), 20_000);
  private stopListening: (() => Promise<void>) | null = null;

  async onModuleInit(): Promise<void> {
    if (!this.entries.enabled) return;
    this.stopListening = await listenForAnnouncements(TEAMS_SUBJECTS.permissionsChanged, permissionsChangedSchema, {
      onAnnouncement: (change) => this.drop(change),
      onGap: () => this.entries.clear(),
    });
  }

  get(accountId: string, now = Date.now()): EffectivePermissions | undefined {
    return this.entries.get(accountId, now);
  }

  set(permissions: EffectivePermissions, now = Date.now()): void {
    this.entries.set(permissions.accountId, permissions, now);
  }

  drop(change: PermissionsChanged): void {
    for (const accountId of change.accountIds ?? []) this.entries.delete(accountId);
    if (change.teamId) this.entries.deleteWhere((permissions) => permissions.teamId === change.teamId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
  }
}
