import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEST_SUBJECTS, type ClinicianProfile, type SignedIn } from '@openset/contracts';
import { ApiClient, rpc } from '@openset/testing';
import { bodyOf, errorOf } from '@openset/testing/clinicians';

describe('the demo: POST /api/demo/login/{lang}', () => {
  it('gives each visitor a fresh demo account with sample clients and sets, which cannot print or e-mail, removed when it expires', async () => {
    const api = new ApiClient();
    const started = Date.now();
    const signedIn = bodyOf<SignedIn>(await api.post('/api/demo/login/fr'));
    api.csrfToken = signedIn.csrfToken;
    const profile = signedIn.profile as ClinicianProfile;
    expect(profile).toMatchObject({ type: 'demo', lang: 'fr', closed: false });
    const until = new Date(profile.demoUntil!).getTime();
    expect(until - started).toBeGreaterThan(110 * 60_000);
    expect(until - started).toBeLessThan(130 * 60_000);

    const other = bodyOf<SignedIn>(await new ApiClient().post('/api/demo/login/en'));
    expect(other.profile.id).not.toBe(profile.id);

    const clients = bodyOf<{ items: { id: string; firstname: string }[]; total: number }>(await api.get('/api/clinician/clients'));
    expect(clients.total).toBe(3);
    const sets = bodyOf<{ items: { id: string; title: string; type: string; clientId: string | null }[]; total: number }>(await api.get('/api/clinician/sets', { limit: 100 }));
    expect(sets.items.map((set) => set.title)).toContain('Renforcement du genou, semaine 1');
    const programs = await Promise.all(
      clients.items.map(async (client) => bodyOf<{ items: { id: string }[] }>(await api.get('/api/clinician/sets', { type: 'clientSet', clientId: client.id })).items),
    );
    expect(programs.map((items) => items.length)).toEqual([1, 1, 1]);

    // Printing (PDF) and e-mailing answer 'Not available in the demo.'
    const clientSet = programs.flat()[0]!;
    const notInDemo = { status: 403, code: 'ERRPERMISSION', message: 'Not available in the demo.', details: { key: 'notInDemo' } };
    expect(errorOf(await api.post('/api/clinician/sets/pdf', { setId: clientSet.id }))).toMatchObject(notInDemo);
    expect(errorOf(await api.put(`/api/clinician/sets/${clientSet.id}/email`, { subject: 'Your program', body: 'Hello', cc: '', attachPdf: false }))).toMatchObject(notInDemo);

    // When it expires, the account and all it made go.
    const run = await rpc<{ purged: string[] }>(ACCOUNT_TEST_SUBJECTS.runAccountJobs, { now: new Date(until + 60_000).toISOString(), accountIds: [profile.id, other.profile.id] });
    expect(run.purged.sort()).toEqual([profile.id, other.profile.id].sort());
    expect((await api.get('/api/clinician/clients')).status).toBe(401);
  });

  it('refuses a language it does not speak', async () => {
    expect(errorOf(await new ApiClient().post('/api/demo/login/de'))).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
  });
});
