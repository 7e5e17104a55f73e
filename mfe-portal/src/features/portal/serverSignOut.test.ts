import { describe, expect, it } from '@jest/globals';
import { endServerSession, forgetPendingSignOut, sendPendingSignOut, SIGN_OUT_PENDING_KEY } from './serverSignOut';

/** localStorage's three calls over a Map. */
function flags() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

const offline = () => Promise.reject({ status: 'FETCH_ERROR', code: 'ERRCONNECTION' });
const deploying = () => Promise.reject({ status: 503, code: 'ERRUNAVAILABLE' });
const alreadyGone = () => Promise.reject({ status: 401, code: 'ERRAUTH' });

describe('ending the portal session on the server', () => {
  it('keeps a sign-out made offline (or during a deploy) and sends it once the server answers', async () => {
    const storage = flags();
    await endServerSession(offline, storage);
    expect(storage.kept.has(SIGN_OUT_PENDING_KEY)).toBe(true);
    await sendPendingSignOut(deploying, false, storage);
    expect(storage.kept.has(SIGN_OUT_PENDING_KEY)).toBe(true);
    let sent = 0;
    await sendPendingSignOut(async () => void sent++, false, storage);
    expect(sent).toBe(1);
    expect(storage.kept.has(SIGN_OUT_PENDING_KEY)).toBe(false);
    // Nothing more to send.
    await sendPendingSignOut(async () => void sent++, false, storage);
    expect(sent).toBe(1);
  });

  it('settles on any answer of the server: a session already gone needs no sign-out', async () => {
    const storage = flags();
    await endServerSession(offline, storage);
    await sendPendingSignOut(alreadyGone, false, storage);
    expect(storage.kept.has(SIGN_OUT_PENDING_KEY)).toBe(false);
  });

  it('never signs out a client who signed in since: the cookie is theirs', async () => {
    const storage = flags();
    await endServerSession(offline, storage);
    let sent = 0;
    await sendPendingSignOut(async () => void sent++, true, storage);
    expect(sent).toBe(0);
    expect(storage.kept.has(SIGN_OUT_PENDING_KEY)).toBe(false);
    // And a sign-in forgets it at once (another tab may load later, with nobody signed in).
    await endServerSession(offline, storage);
    forgetPendingSignOut(storage);
    await sendPendingSignOut(async () => void sent++, false, storage);
    expect(sent).toBe(0);
  });
});
