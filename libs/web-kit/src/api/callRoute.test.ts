/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { authAddresses, authRoutes } from '@openset/contracts';
import { configure } from '../config';
import { callRoute } from './callRoute';

// A real HTTP server standing in for the gateway, as in baseQuery.test.ts.
let server: Server;
let lastRequest: IncomingMessage | null = null;
let lastBody = '';
let reply: { status: number; body: string } = { status: 200, body: 'null' };
let unavailable = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      lastBody = Buffer.concat(chunks).toString('utf8');
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configure({ apiBase: `http://127.0.0.1:${port}/api`, onUnavailable: () => unavailable++ });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  lastRequest = null;
  lastBody = '';
  unavailable = 0;
});

const answer = (status: number, body: unknown) => {
  reply = { status, body: JSON.stringify(body) };
};

describe('a call by route address, without the store', () => {
  it('has the method and path of the route it stands for', () => {
    for (const name of ['bootstrap', 'login'] as const) {
      expect({ method: authAddresses[name].method, path: authAddresses[name].path }).toEqual({
        method: authRoutes[name].method,
        path: authRoutes[name].path,
      });
    }
  });

  it('sends the body as JSON and unwraps the success wrapper', async () => {
    answer(200, { status: 'success', body: { outcome: 'closed', type: 'staff', checkoutUri: null } });
    const result = await callRoute(authAddresses.login, { body: { token: 'pro', password: 'secret' } });
    expect(result).toEqual({ outcome: 'closed', type: 'staff', checkoutUri: null });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.url).toBe('/api/login');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastBody)).toEqual({ token: 'pro', password: 'secret' });
  });

  it('sends the CSRF token on a state-changing call only', async () => {
    answer(200, { status: 'success', body: { authenticated: false } });
    await callRoute(authAddresses.bootstrap, undefined, { csrfToken: 'token-1' });
    expect(lastRequest?.headers['x-csrf-token']).toBeUndefined();
    answer(200, { status: 'success', body: { outcome: 'closed', type: 'staff', checkoutUri: null } });
    await callRoute(authAddresses.login, { body: { token: 'pro', password: 'secret' } }, { csrfToken: 'token-1' });
    expect(lastRequest?.headers['x-csrf-token']).toBe('token-1');
  });

  it('rejects with the ApiError of the error wrapper', async () => {
    answer(401, { status: 'error', error: { code: 'ERRAUTH', message: 'Wrong Password', details: 'You entered an incorrect password.' } });
    await expect(callRoute(authAddresses.login, { body: { token: 'pro', password: 'nope' } })).rejects.toEqual({
      status: 401,
      code: 'ERRAUTH',
      message: 'Wrong Password',
      details: 'You entered an incorrect password.',
    });
  });

  it('goes to the maintenance page on a 503, even when the body is not JSON', async () => {
    reply = { status: 503, body: '<html>down</html>' };
    await expect(callRoute(authAddresses.bootstrap)).rejects.toMatchObject({ status: 503, code: 'ERRUNAVAILABLE' });
    expect(unavailable).toBe(1);
  });

  it('reports ERRCONNECTION when the server cannot be reached', async () => {
    const { port } = server.address() as AddressInfo;
    configure({ apiBase: 'http://127.0.0.1:1/api' });
    try {
      await expect(callRoute(authAddresses.bootstrap)).rejects.toMatchObject({ code: 'ERRCONNECTION', message: 'Cannot connect to server' });
    } finally {
      configure({ apiBase: `http://127.0.0.1:${port}/api` });
    }
  });
});
