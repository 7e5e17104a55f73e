import { afterEach, describe, expect, it } from '@jest/globals';
import { jetStreamReplicas, natsServers, serverConfig } from './config.js';

describe('cluster configuration', () => {
  const replicas = serverConfig.jetStreamReplicas;
  afterEach(() => {
    serverConfig.jetStreamReplicas = replicas;
  });

  it('gives streams the configured replica count, 1 when JETSTREAM_REPLICAS is unset', () => {
    expect(process.env.JETSTREAM_REPLICAS ?? '1').toBe(String(jetStreamReplicas()));
    serverConfig.jetStreamReplicas = 3;
    expect(jetStreamReplicas()).toBe(3);
  });

  it('refuses a count JetStream cannot keep', () => {
    for (const wrong of [0, 6, 2.5, Number.NaN]) {
      serverConfig.jetStreamReplicas = wrong;
      expect(() => jetStreamReplicas()).toThrow(/JETSTREAM_REPLICAS/);
    }
  });

  it('reads one NATS server or a cluster’s list from NATS_URL', () => {
    expect(natsServers('nats://127.0.0.1:4222')).toEqual(['nats://127.0.0.1:4222']);
    expect(natsServers('nats://nats-0:4222, nats://nats-1:4222,nats://nats-2:4222')).toEqual(['nats://nats-0:4222', 'nats://nats-1:4222', 'nats://nats-2:4222']);
  });
});
