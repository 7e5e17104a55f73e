import { ApiClient, privateEnv, startServiceProcess, stopProcess, waitFor } from '@openset/testing';
import { describe, expect, it } from '@jest/globals';
import { freePort } from '../../../deploy/local/ports.mjs';

describe('gateway: a service that is down', () => {
  it('answers ERRUNAVAILABLE at once while auth is stopped, and works again when it is back without a gateway restart', async () => {
    const env = privateEnv();
    const port = await freePort();
    startServiceProcess('gateway', { ...env, PORT: String(port), SERVE_FRONTENDS: '0' });
    const api = new ApiClient(`http://localhost:${port}`);
    await waitFor(async () => ((await fetch(`http://localhost:${port}/api/health`)).ok ? true : undefined));

    const started = Date.now();
    const down = await api.login('pro', 'Password-123');
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ status: 'error', error: { code: 'ERRUNAVAILABLE' } });
    // NATS says "no responders" at once: no waiting for the RPC timeout.
    expect(Date.now() - started).toBeLessThan(5_000);

    const auth = startServiceProcess('auth', env);
    const back = await waitFor(async () => {
      const res = await api.login('pro', 'Password-123');
      return res.status === 200 ? res : undefined;
    });
    expect(back.json).toMatchObject({ status: 'success', body: { outcome: 'success', role: 'clinician' } });
    expect(api.sessionCookie).toMatch(/^sid=/);

    await stopProcess(auth.child);
    const again = await api.get('/api/clinician');
    expect(again.status).toBe(503);
    expect(again.json).toMatchObject({ error: { code: 'ERRUNAVAILABLE' } });
  });
});
