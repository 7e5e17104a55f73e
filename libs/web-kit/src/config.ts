import { API_BASE_PATH } from '@openset/contracts/plain';

/**
 * Run-time configuration of the front ends. The shell reads `/app-config.json` at start-up
 * and calls `configure`; the base API reads `apiBase` on every call, so a change applies at once.
 */
export interface WebConfig {
  apiBase: string;
  /** Where the app goes when the API answers 503. */
  onUnavailable: () => void;
}

const config: WebConfig = {
  apiBase: API_BASE_PATH,
  onUnavailable: () => window.location.assign('/maintenance'),
};

export function configure(changes: Partial<WebConfig>): void {
  Object.assign(config, changes);
}

export function webConfig(): Readonly<WebConfig> {
  return config;
}
