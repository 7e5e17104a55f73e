import { ACCESS_RULES, allRoutes, type RpcRequest } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';

/** An anonymous call, as the gateway would forward it: handlers refuse it, but they answer. */
function anonymous(): RpcRequest {
  return { principal: null, params: {}, query: {}, body: undefined, meta: { ip: '127.0.0.1', requestId: randomUUID() } };
}

/** 'answered' when a handler replied (a refusal is a reply), else what NATS said instead. */
async function outcome(subject: string): Promise<string> {
  try {
    await rpc(subject, anonymous(), 5_000);
    return 'answered';
  } catch (error) {
    // A service's refusal is the contract's error body; "no responders" or a timeout is not.
    const refused = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
    return refused ? 'answered' : `no handler (${String(error)})`;
  }
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
});
