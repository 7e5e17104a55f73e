import { describe, expect, it } from '@jest/globals';
import { INTEGRATION_TEST_SUBJECTS, type ClinicianProfile, type Integration, type IntegrationList } from '@openset/contracts';
import { rpc, storedEvents, waitFor } from '@openset/testing';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';

const profileOf = async (api: Awaited<ReturnType<typeof signedIn>>['api']) => bodyOf<ClinicianProfile>(await api.get('/api/clinician'));

describe('integrations: /api/clinician/integrations (spec sections 2, 4 and 5)', () => {
  it('lists none and offers no provider yet', async () => {
    const { api } = await signedIn();
    expect(bodyOf<IntegrationList>(await api.get('/api/clinician/integrations'))).toEqual({ items: [], total: 0, providers: [] });
    expect(await profileOf(api)).toMatchObject({ emr: null, emrEnabled: false });
  });

  it('is enabled, paused on error, restarted and removed with REMOVE typed, the profile following each step', async () => {
    const { account, api } = await signedIn();

    // An unknown provider type; then the test provider (a test stack knows it), through the spec's route.
    expect(errorOf(await api.put('/api/clinician/emr/noSuchEmr', {}))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    const connected = bodyOf<Integration>(await api.put('/api/clinician/emr/testEmr', {}));
    expect(connected).toMatchObject({ providerId: 'testEmr', providerName: 'Test EMR', status: 'enabled', error: null });
    expect(bodyOf<IntegrationList>(await api.get('/api/clinician/integrations'))).toMatchObject({ items: [connected], total: 1 });
    expect(await profileOf(api)).toMatchObject({ emr: 'testEmr', emrEnabled: true });
    // A second one while the first is live: the profile names one provider.
    expect(errorOf(await api.put('/api/clinician/emr/testEmr', {}))).toMatchObject({ status: 409, code: 'ERROPERATION' });
    // Nothing to restart while it runs.
    expect(errorOf(await api.put('/api/clinician/emr'))).toMatchObject({ status: 409, code: 'ERROPERATION' });

    await rpc(INTEGRATION_TEST_SUBJECTS.fail, { accountId: account.id, integrationId: connected.id, error: 'permissionMissing' });
    const [paused] = bodyOf<IntegrationList>(await api.get('/api/clinician/integrations')).items;
    expect(paused).toMatchObject({ id: connected.id, status: 'paused', error: 'permissionMissing' });
    expect(await profileOf(api)).toMatchObject({ emr: 'testEmr', emrEnabled: false });

    const restarted = bodyOf<Integration>(await api.put('/api/clinician/emr'));
    expect(restarted).toMatchObject({ id: connected.id, status: 'enabled', error: null });
    expect(await profileOf(api)).toMatchObject({ emr: 'testEmr', emrEnabled: true });

    const refused = errorOf(await api.delete('/api/clinician/emr'));
    expect(refused).toMatchObject({ status: 400, code: 'ERRVALIDATION' });
    expect(JSON.stringify(refused.details)).toContain('confirm');
    expect(errorOf(await api.delete('/api/clinician/emr?confirm=remove')).code).toBe('ERRVALIDATION');
    expect(bodyOf<IntegrationList>(await api.get('/api/clinician/integrations')).total).toBe(1);

    expect(bodyOf(await api.delete('/api/clinician/emr?confirm=REMOVE'))).toEqual({ ok: true });
    expect(bodyOf<IntegrationList>(await api.get('/api/clinician/integrations'))).toEqual({ items: [], total: 0, providers: [] });
    expect(await profileOf(api)).toMatchObject({ emr: null, emrEnabled: false });
    // Gone: removing or restarting it again finds nothing.
    expect(errorOf(await api.delete('/api/clinician/emr?confirm=REMOVE')).status).toBe(404);
    expect(errorOf(await api.put('/api/clinician/emr')).status).toBe(404);

    // Each step is recorded, with the address of the owner's calls.
    const types = await waitFor(async () => {
      const events = (await storedEvents('events.auth.*')).filter(({ event }) => event.data.integrationId === connected.id);
      return events.length >= 4 ? events.map(({ event }) => event.type) : undefined;
    }, 15_000);
    expect([...types].sort()).toEqual(['auth.integrationEnabled', 'auth.integrationPaused', 'auth.integrationRemoved', 'auth.integrationRestarted']);

    // A new one may be connected once the old one is removed.
    expect(await rpc<Integration>(INTEGRATION_TEST_SUBJECTS.connect, { accountId: account.id })).toMatchObject({ status: 'enabled' });
  });

  it("answers another account's integration as not found, and leaves it as it was", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const integration = await rpc<Integration>(INTEGRATION_TEST_SUBJECTS.connect, { accountId: owner.account.id });
    await rpc(INTEGRATION_TEST_SUBJECTS.fail, { accountId: owner.account.id, integrationId: integration.id, error: 'providerError' });

    expect(errorOf(await other.api.put('/api/clinician/emr'))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect(errorOf(await other.api.delete('/api/clinician/emr?confirm=REMOVE'))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect(bodyOf<IntegrationList>(await other.api.get('/api/clinician/integrations')).total).toBe(0);
    // Nor may a provider's report name another account's integration.
    await expect(rpc(INTEGRATION_TEST_SUBJECTS.fail, { accountId: other.account.id, integrationId: integration.id, error: 'providerError' })).rejects.toMatchObject({ code: 'ERRNOTFOUND' });

    expect(bodyOf<IntegrationList>(await owner.api.get('/api/clinician/integrations')).items).toEqual([expect.objectContaining({ id: integration.id, status: 'paused', error: 'providerError' })]);
  });

  it('is for clinicians: a manager is refused', async () => {
    const { api } = await signedIn('manager');
    expect(errorOf(await api.get('/api/clinician/integrations')).status).toBe(403);
  });
});
