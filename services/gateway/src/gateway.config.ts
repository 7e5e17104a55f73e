import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/** Gateway settings, read once from the environment. */
export const gatewayConfig = {
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  /** JSON bodies larger than this are refused before parsing. */
  jsonLimit: process.env.JSON_LIMIT ?? '1mb',
  /** Where the built front ends are; unset or missing folders are simply not served. */
  staticRoot: process.env.STATIC_ROOT ?? repoRoot,
  serveFrontEnds: process.env.SERVE_FRONTENDS !== '0',
  /** Remote manifest URLs handed to the shell at run time (app-config.json). */
  remoteUrl: (name: string) =>
    process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? `/remotes/${name}/mf-manifest.json`,
  /** Validate service replies against the contract too (on in tests, to catch drift). */
  validateResponses: process.env.VALIDATE_RESPONSES === '1',
  /**
   * Number of proxies in front of us whose X-Forwarded-For and X-Forwarded-Proto we believe
   * (client IPs for the limits; https for HSTS and `Secure` cookies). 0: none, the socket counts.
   */
  trustProxy: Number(process.env.TRUST_PROXY ?? 0),
  healthTimeoutMs: Number(process.env.HEALTH_TIMEOUT_MS ?? 1500),
  /** How long /api/health answers from its last check instead of asking every service again. */
  healthCacheMs: Number(process.env.HEALTH_CACHE_MS ?? 5000),
};
