import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { permissionsChangedSchema, TEAMS_SUBJECTS, type EffectivePermissions, type PermissionsChanged } from '@openset/contracts';
import { listenForAnnouncements } from '@openset/server-kit';

interface Entry {
  permissions: EffectivePermissions;
  expiresAt: number;
}

/**
 * Effective permissions from the teams service, kept a few seconds: a browser session makes
 * bursts of calls and each asked the teams service again (a NATS hop and two queries each). The
 * teams service announces every change and the affected entries are dropped at once; the short
 * lifetime bounds staleness if an announcement is ever missed, and a gap in the bus drops all.
 */
@Injectable()
export class PermissionsCache implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs = Number(process.env.PERMISSIONS_CACHE_MS ?? 5000);
  private readonly maxEntries = 20_000;
  private stopListening: (() => Promise<void>) | null = null;

  async onModuleInit(): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.stopListening = await listenForAnnouncements(TEAMS_SUBJECTS.permissionsChanged, permissionsChangedSchema, {
      onAnnouncement: (change) => this.drop(change),
      onGap: () => this.entries.clear(),
    });
  }

  get(accountId: string, now = Date.now()): EffectivePermissions | undefined {
    const entry = this.entries.get(accountId);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(accountId);
      return undefined;
    }
    return entry.permissions;
  }

  set(permissions: EffectivePermissions, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(permissions.accountId, { permissions, expiresAt: now + this.ttlMs });
  }

  drop(change: PermissionsChanged): void {
    for (const accountId of change.accountIds ?? []) this.entries.delete(accountId);
    if (change.teamId) {
      for (const [accountId, { permissions }] of this.entries) {
        if (permissions.teamId === change.teamId) this.entries.delete(accountId);
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stopListening?.();
  }
}
