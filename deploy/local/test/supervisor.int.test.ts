import { healthSubject, type ServiceHealth } from '@openset/contracts';
import { exited, privateEnv, rpc, serviceMain, waitFor } from '@openset/testing';
import { describe, expect, it } from '@jest/globals';
import { supervise } from '../supervisor.mjs';

/** Which process answers `auth.health` on the private prefix now. */
const answeringPid = async (prefix: string) => {
  const health = await rpc<ServiceHealth>(healthSubject('auth'), {}, 2_000, prefix);
  return Number(health.instance.split(':').pop());
};

describe('the launcher (npm start) keeps services up', () => {
  it('starts a killed service again and says so, and does not start it again once told to stop', async () => {
    const env = privateEnv();
    const prefix = env.NATS_PREFIX!;
    const said: string[] = [];
    const auth = supervise({
      name: 'auth',
      command: process.execPath,
      args: [serviceMain('auth')],
      spawnOptions: { env: { ...process.env, ...env }, stdio: 'ignore' },
      log: (message) => said.push(message),
    });
    try {
      const first = auth.child;
      await waitFor(async () => ((await answeringPid(prefix)) === first.pid ? true : undefined));

      first.kill('SIGKILL');
      expect(await exited(first)).toEqual({ code: null, signal: 'SIGKILL' });
      // A new process answers, without anyone restarting anything by hand.
      await waitFor(async () => {
        const pid = await answeringPid(prefix);
        return pid !== first.pid && pid === auth.child.pid ? true : undefined;
      });
      expect(auth.restarts).toBe(1);
      expect(said).toEqual([expect.stringMatching(/^auth was killed by SIGKILL; starting it again in \d+ ms \(restart 1\)$/)]);

      const second = auth.child;
      await auth.stop();
      expect(second.signalCode ?? second.exitCode).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(auth.child).toBe(second);
      expect(auth.restarts).toBe(1);
    } finally {
      await auth.stop();
    }
  });
});
