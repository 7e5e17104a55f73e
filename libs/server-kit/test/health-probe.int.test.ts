import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SERVICE_NAMES } from '@openset/contracts';
import { expectAbout } from '@openset/testing/expect';
import { stackInfo } from '@openset/testing';
import { describe, expect, it } from '@jest/globals';

/**
 * The Kubernetes probe of a service copy (deploy/health/service-health.mjs) against the running
 * stack: it asks the copy on this host over NATS, and fails where no copy of that name answers.
 */
const script = join(import.meta.dirname, '..', '..', '..', 'deploy', 'health', 'service-health.mjs');

function probe(service: string, mode: 'ready' | 'live', natsUrl = stackInfo().natsUrl) {
  const run = spawnSync(process.execPath, [script, service, mode], {
    env: { ...process.env, NATS_URL: natsUrl, NATS_PREFIX: stackInfo().natsPrefix, HEALTH_PROBE_TIMEOUT_MS: '2000' },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('service health probe', () => {
  it('finds every service copy on this host ready and live', () => {
    for (const service of SERVICE_NAMES) {
      for (const mode of ['ready', 'live'] as const) {
        const result = probe(service, mode);
        expectAbout(result, `${service} ${mode}`).toMatchObject({ code: 0 });
        expectAbout(result.output, `${service} ${mode}`).toMatch(/ok: instance .*database up/);
      }
    }
  });

  it('fails for a service that has no copy here', () => {
    const result = probe('nobody', 'live');
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/no answer on .*\.nobody\.health\./);
  });

  it('leaves liveness alone but fails readiness when NATS cannot be reached', () => {
    expect(probe('teams', 'live', 'nats://127.0.0.1:1').code).toBe(0);
    expect(probe('teams', 'ready', 'nats://127.0.0.1:1').code).toBe(1);
  });
});
