import { AUTH_TEST_SUBJECTS, healthSubject, type HoldReply, type ServiceHealth } from '@openset/contracts';
import { exited, privateEnv, rpc, startServiceProcess, waitFor } from '@openset/testing';
import { describe, expect, it } from '@jest/globals';

/** Asks the copies on `prefix` until the one with process id `pid` answers. */
const answeredBy = async (prefix: string, pid: number) => {
  const health = await rpc<ServiceHealth>(healthSubject('auth'), {}, 2_000, prefix);
  return health.instance.endsWith(`:${pid}`) ? health : undefined;
};

describe('a copy told to stop (SIGTERM)', () => {
  it('finishes the call it is answering, takes no new ones (the other copy answers them), and exits', async () => {
    const env = privateEnv({ OPENSET_TEST_HOOKS: '1' });
    const prefix = env.NATS_PREFIX!;
    const first = startServiceProcess('auth', env);
    await waitFor(() => answeredBy(prefix, first.child.pid!));

    // A call that takes 4 s, answered by the only copy there is.
    const held = rpc<HoldReply>(AUTH_TEST_SUBJECTS.hold, { ms: 4_000 }, 15_000, prefix);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = startServiceProcess('auth', env);
    await waitFor(() => answeredBy(prefix, second.child.pid!));

    first.child.kill('SIGTERM');
    const exit = exited(first.child);
    // While the first copy finishes its call, every new call is answered: by the first until its
    // subscription is drained, then only by the second.
    const answeredBySecond = (health: ServiceHealth) => health.instance.endsWith(`:${second.child.pid}`);
    const batches: ServiceHealth[][] = [];
    for (let i = 0; i < 20 && !batches.at(-1)?.every(answeredBySecond); i++) {
      batches.push(await Promise.all(Array.from({ length: 5 }, () => rpc<ServiceHealth>(healthSubject('auth'), {}, 5_000, prefix))));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(batches.at(-1)!.every(answeredBySecond)).toBe(true);

    const reply = await held;
    expect(reply.instance.endsWith(`:${first.child.pid}`)).toBe(true);
    // Held to its end (Node's timers may fire a millisecond early by the wall clock: 3,999 ms once).
    expect(reply.heldMs).toBeGreaterThanOrEqual(3_990);
    // It exited on its own, after answering: Nest re-raises the signal once it has closed.
    expect(await exit).toEqual({ code: null, signal: 'SIGTERM' });
  });
});
