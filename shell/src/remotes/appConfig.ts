import { API_BASE_PATH } from '@openset/contracts/plain';

/** `/app-config.json`, served by the gateway: where the API is and where each remote lives. */
export const REMOTE_KEYS = ['designer', 'clients', 'outcomes', 'manager', 'portal'] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];

export interface AppConfig {
  apiBase: string;
  remotes: Record<RemoteKey, string>;
}

const DEFAULTS: AppConfig = {
  apiBase: API_BASE_PATH,
  remotes: {
    designer: '/remotes/designer/mf-manifest.json',
    clients: '/remotes/clients/mf-manifest.json',
    outcomes: '/remotes/outcomes/mf-manifest.json',
    manager: '/remotes/manager/mf-manifest.json',
    portal: '/remotes/portal/mf-manifest.json',
  },
};

/** Reads the configuration; a missing or broken file falls back to the one-origin layout of `npm start`. */
export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULTS;
    const data = (await response.json()) as Partial<AppConfig>;
    return {
      apiBase: typeof data.apiBase === 'string' ? data.apiBase : DEFAULTS.apiBase,
      remotes: { ...DEFAULTS.remotes, ...(data.remotes ?? {}) },
    };
  } catch {
    return DEFAULTS;
  }
}
