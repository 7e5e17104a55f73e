import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AppConfig, RemoteKey } from './appConfig';

/** Federation names: valid identifiers, as each remote's build declares them. */
export const FEDERATION_NAMES: Record<RemoteKey, string> = {
  designer: 'mfe_designer',
  clients: 'mfe_clients',
  outcomes: 'mfe_outcomes',
  manager: 'mfe_manager',
  portal: 'mfe_portal',
};

/** Spec section 9: a chunk that has not loaded after 120 s is a load error. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;

let entries: Partial<Record<RemoteKey, string>> = {};

/** Registers every remote of the configuration with the instance the build plugin created. */
export function registerConfiguredRemotes(config: AppConfig): void {
  entries = config.remotes;
  registerRemotes(
    Object.entries(config.remotes).map(([key, entry]) => ({ name: FEDERATION_NAMES[key as RemoteKey], entry })),
  );
}

/** What a remote exposes for the shell to mount: its routes; the designer also the templates and education managers. */
export type RemoteModule = 'Routes' | 'Templates' | 'Education';

/**
 * Loads a remote's `./Routes` (or another of its route modules). A retry registers the remote again with `force`, which drops
 * the failed entry from the runtime's cache so the manifest is fetched anew.
 */
export async function loadRemoteRoutes(key: RemoteKey, retry: boolean, timeoutMs = REMOTE_LOAD_TIMEOUT_MS, exposed: RemoteModule = 'Routes'): Promise<ComponentType> {
  const name = FEDERATION_NAMES[key];
  const entry = entries[key];
  if (!entry) throw new Error(`remote ${key} is not configured`);
  if (retry) registerRemotes([{ name, entry }], { force: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`remote ${key} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<{ default: ComponentType }>(`${name}/${exposed}`), timeout]);
    if (!module?.default) throw new Error(`remote ${key} exposes no ${exposed} component`);
    return module.default;
  } finally {
    clearTimeout(timer);
  }
}
