import { ACCESS_RULES, allRoutes, type Principal, type RpcRequest } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';

/** An anonymous call, as the gateway would forward it: handlers refuse it, but they answer. */
function anonymous(): RpcRequest {
  return { principal: null, params: {}, query: {}, body: undefined, meta: { ip: '127.0.0.1', requestId: randomUUID() } };
}

/**
 * How a service took the call: 'answered', the contract code it refused it with, or what NATS
 * said instead ("no answer (...)": no responders, a timeout), which is no reply of a handler.
 */
async function replyTo(subject: string, request: RpcRequest = anonymous()): Promise<string> {
  try {
    await rpc(subject, request, 5_000);
    return 'answered';
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
    return code ?? `no answer (${String(error)})`;
  }
}

/** 'answered' when a handler replied (a refusal is a reply), else what NATS said instead. */
async function outcome(subject: string): Promise<string> {
  const reply = await replyTo(subject);
  return reply.startsWith('no answer') ? reply : 'answered';
}

describe('the route table', () => {
  it('gives every route an access rule the gateway checks', () => {
    for (const route of allRoutes()) {
      expectAbout(ACCESS_RULES, `${route.method} ${route.path}`).toContain(route.access);
    }
  });

  it('has a running handler answering on the subject of every route', async () => {
    const results = await Promise.all(
      allRoutes().map(async (route) => `${route.method} ${route.path} -> ${route.subject}: ${await outcome(route.subject)}`),
    );
    const missing = results.filter((line) => !line.endsWith(': answered'));
    expect(missing).toEqual([]);
  });

  it('has every service refuse a call without a session to a signed-in route itself, before its handler reads the call', async () => {
    // Straight to the service, past the gateway: no principal, no body. Each answers ERRAUTH,
    // never a server error from a handler that read the body before it looked at the caller.
    const codes = await Promise.all(
      allRoutes()
        .filter((route) => route.access !== 'public')
        .map(async (route) => `${route.method} ${route.path}: ${await replyTo(route.subject)}`),
    );
    expect(codes.filter((line) => !line.endsWith(': ERRAUTH'))).toEqual([]);
  });

  it('has every service refuse a portal session on an account route, and an account session on a portal route', async () => {
    const as = (principal: Principal): RpcRequest => ({ ...anonymous(), principal });
    const session = { sessionId: randomUUID(), lang: 'en' } as const;
    const client = as({ accountId: randomUUID(), type: 'client', role: 'client', ownerId: randomUUID(), ...session });
    const clinician = as({ accountId: randomUUID(), type: 'professional', role: 'clinician', ...session });
    const codes = await Promise.all(
      allRoutes()
        .filter((route) => route.access !== 'public' && route.access !== 'session')
        .map(async (route) => {
          const caller = route.access === 'portal' ? clinician : client;
          return `${route.method} ${route.path}: ${await replyTo(route.subject, caller)}`;
        }),
    );
    expect(codes.filter((line) => !line.endsWith(': ERRPERMISSION'))).toEqual([]);
  });
});
