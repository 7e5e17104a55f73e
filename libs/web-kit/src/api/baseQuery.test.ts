/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { configure } from '../config';
import { sessionStarted, swappingChanged } from '../session/sessionSlice';
import { createAppStore } from '../store/store';
import { authApi } from './authApi';

// A real HTTP server standing in for the gateway: the base query is exercised over the network.
let server: Server;
let lastRequest: IncomingMessage | null = null;
let reply: { status: number; body: unknown } = { status: 200, body: null };
let unavailable = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    req.resume();
    req.on('end', () => {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configure({ apiBase: `http://127.0.0.1:${port}/api`, onUnavailable: () => unavailable++ });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  lastRequest = null;
  unavailable = 0;
});

function signedInStore() {
  const store = createAppStore();
  store.dispatch(sessionStarted({ role: 'clinician', accountId: 'a1', csrfToken: 'token-1', now: Date.now() }));
  return store;
}

describe('base API', () => {
  it('unwraps the success envelope and sends no CSRF header on GET', async () => {
    reply = { status: 200, body: { status: 'success', body: { id: 'a1' } } };
    const store = signedInStore();
    const result = await store.dispatch(authApi.endpoints.clinicianProfile.initiate());
    expect(result.data).toEqual({ id: 'a1' });
    expect(lastRequest?.url).toBe('/api/clinician');
    expect(lastRequest?.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends the session CSRF token on state-changing calls', async () => {
    reply = { status: 200, body: { status: 'success', body: { ok: true } } };
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.headers['x-csrf-token']).toBe('token-1');
  });

  it('signs the user out locally on a 401', async () => {
    reply = { status: 401, body: { status: 'error', error: { code: 'ERRAUTH', message: 'Session expired' } } };
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.clinicianProfile.initiate());
    // Every cached answer goes with the session, so the next account never sees this one's data.
    expect(store.getState().session.authenticated).toBe(false);
    expect(store.getState().api.queries).toEqual({});
  });

  it('keeps the session on a 401 during a team swap', async () => {
    reply = { status: 401, body: { status: 'error', error: { code: 'ERRAUTH', message: 'Swapping' } } };
    const store = signedInStore();
    store.dispatch(swappingChanged(true));
    await store.dispatch(authApi.endpoints.clinicianProfile.initiate());
    expect(store.getState().session.authenticated).toBe(true);
  });

  it('goes to the maintenance page on a 503', async () => {
    reply = { status: 503, body: { status: 'error', error: { code: 'ERRUNAVAILABLE', message: 'Down' } } };
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.managerProfile.initiate());
    expect(unavailable).toBe(1);
  });

  it('stays on the page on a 503 of a background call (the draft autosave), which shows the failure itself', async () => {
    reply = { status: 503, body: { status: 'error', error: { code: 'ERRUNAVAILABLE', message: 'Down' } } };
    const store = signedInStore();
    const background = authApi.injectEndpoints({
      endpoints: (build) => ({
        autosave: build.mutation<unknown, void>({
          query: () => ({ url: '/draft', method: 'POST' }),
          extraOptions: { silent: true, background: true },
        }),
      }),
    });
    const result = await store.dispatch(background.endpoints.autosave.initiate());
    expect(result).toMatchObject({ error: { status: 503, code: 'ERRUNAVAILABLE' } });
    expect(unavailable).toBe(0);
  });

  it('flashes a general apology for an unexpected error, but not for silent calls', async () => {
    reply = { status: 500, body: { status: 'error', error: { code: 'ERRINTERNAL', message: 'Boom' } } };
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.ping.initiate());
    expect(store.getState().flash.queue).toEqual([]);
    const withFlash = authApi.injectEndpoints({
      endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/probe' }) }),
    });
    await store.dispatch(withFlash.endpoints.probe.initiate());
    expect(store.getState().flash.queue).toMatchObject([{ severity: 'error', key: 'errors.general' }]);
  });

  it('reports ERRCONNECTION when the server cannot be reached', async () => {
    configure({ apiBase: 'http://127.0.0.1:1/api' });
    const store = signedInStore();
    const result = await store.dispatch(authApi.endpoints.clinicianProfile.initiate());
    expect(result.error).toMatchObject({ code: 'ERRCONNECTION', message: 'Cannot connect to server' });
    const { port } = server.address() as AddressInfo;
    configure({ apiBase: `http://127.0.0.1:${port}/api` });
  });
});
