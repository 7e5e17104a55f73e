import { describe, expect, it } from '@jest/globals';
import type { ClinicianProfile } from '@openset/contracts';
import { ApiClient, createTestAccount } from '@openset/testing';

/** headerFooterId is an id: markup or any other text is refused before it is stored. */
describe('header/footer id of the clinician profile', () => {
  it('refuses a value that is not an id, and stores nothing', async () => {
    const account = await createTestAccount();
    const client = new ApiClient();
    expect((await client.login(account.username, account.password)).status).toBe(200);
    const refused = await client.put('/api/clinician', { headerFooterId: '<script>alert(1)</script>', firstname: 'Changed' });
    expect(refused.status).toBe(400);
    expect((refused.json as { error: { code: string; details: { path: string }[] } }).error).toMatchObject({
      code: 'ERRVALIDATION',
      details: [expect.objectContaining({ path: 'headerFooterId' })],
    });
    const profile = (await client.get('/api/clinician')).json as { body: ClinicianProfile };
    expect(profile.body).toMatchObject({ headerFooterId: null, firstname: 'Test' });
  });
});
