import { afterAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_TEST_SUBJECTS, DAY_MS } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc, stackInfo, waitFor } from '@openset/testing';
import { bodyOf } from '@openset/testing/clinicians';
import { expectAbout } from '@openset/testing/expect';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 2 });
afterAll(() => db.end());

/** The schemas of the services that keep something of a clinician. */
const SCHEMAS = ['auth', 'clients', 'sets', 'exercises', 'teams', 'outcomes', 'notifications'];
const png = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();

/**
 * Rows naming any of these ids anywhere in the row (an owner column, a client id, an event's
 * payload), per table of every schema: what "every row of that account" means, counted without
 * knowing the tables.
 */
async function rowsNaming(ids: string[]): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by 1, 2`,
    [SCHEMAS],
  );
  const pattern = ids.join('|');
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from "${schema}"."${name}" t where t::text ~ $1`, [pattern]);
    if (Number(rows[0]!.n) > 0) counts[`${schema}.${name}`] = Number(rows[0]!.n);
  }
  return counts;
}

/** A clinician with something of everything: a client with a program, a template in a folder, a custom exercise with its photo, a spare upload, a preset, a draft, a header. */
async function clinicianWithContent(colour: string) {
  const account = await createTestAccount();
  const api = new ApiClient();
  await api.login(account.username, account.password);
  const created = bodyOf<{ client: { id: string }; portal: { username: string } }>(
    await api.post('/api/clinician/clients', { firstname: 'Casey', lastname: colour, email: `casey.${account.username}@example.test`, yearOfBirth: 1980, portalKey: '1980' }),
  );
  const client = created.client;
  const photo = bodyOf<{ id: string }>(await api.upload('/api/clinician/resources/upload/image', 'file', await png(colour), 'photo.png', 'image/png'));
  const spare = bodyOf<{ id: string }>(await api.upload('/api/clinician/resources/upload/image', 'file', await png(colour), 'spare.png', 'image/png'));
  expect((await api.get(`/api/clinician/resources/${photo.id}/file`, { imgWidth: 300 })).status).toBe(200);
  const exerciseFolder = bodyOf<{ id: string }>(await api.post('/api/clinician/exercises/folders', { title: 'Mine' }));
  const exercise = bodyOf<{ id: string }>(
    await api.post('/api/clinician/exercises', { title: 'Wall slide', thumbnailId: photo.id, folderId: exerciseFolder.id, parameters: [{ title: 'Reps', value: '10' }] }),
  );
  const element = { type: 'setExercise', key: 'k1', customId: exercise.id, title: 'Wall slide', thumbnailId: photo.id, parameters: [{ key: 'p1', title: 'Reps', value: '10' }] };
  const setFolder = bodyOf<{ id: string }>(await api.post('/api/clinician/sets/folders', { title: 'Knees' }));
  bodyOf(await api.post('/api/clinician/sets', { type: 'folderSet', folderId: setFolder.id, title: 'Template', savename: 'Template', elements: [element] }));
  bodyOf(await api.post('/api/clinician/sets', { type: 'clientSet', clientId: client.id, title: 'Program', savename: 'Program', elements: [element] }));
  bodyOf(await api.post('/api/clinician/parameters', { parameters: [{ title: 'Sets', value: '3' }] }));
  bodyOf(await api.post('/api/clinician/sets/draft', { revision: 1, content: { title: 'Draft', elements: [element] } }));
  bodyOf(await api.post('/api/clinician/headerFooters', { headerLine1: 'Clinic', headerLine2: '', headerLine3: '', footer: '', logo: spare.id }));
  // An outcome with a result entered in the clinic, and a message from the portal that rings the bell.
  const outcome = bodyOf<{ id: string }>(await api.post('/api/clinician/clients/outcomes', { clientId: client.id, type: 'vas', schedule: { kind: 'manual' } }));
  bodyOf(await api.post(`/api/clinician/clients/outcomes/${outcome.id}/result`, { answers: [40] }));
  bodyOf(await api.post('/api/clinician/outcomes/definitions', { title: 'Stairs today', lang: 'en', questions: [{ type: 'number', key: 'steps', text: 'Steps climbed', required: true }] }));
  const portal = new ApiClient();
  portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: created.portal.username, key: '1980' })).csrfToken;
  bodyOf(await portal.post('/api/portal/feedback', { text: 'Done.' }));
  await waitFor(async () => ((await api.get('/api/clinician/notifications')).json as { body?: { total: number } }).body?.total || undefined);
  const { rows } = await db.query<{ storage_key: string }>('select storage_key from exercises.resources where owner_id = $1', [account.id]);
  return { account, api, clientId: client.id, files: rows.map((row) => join(stackInfo().fileStoreDir, row.storage_key)) };
}

describe('a closed account, six months on', () => {
  it('is deleted for good: every row and file of it, and nothing of another clinician', async () => {
    const leaving = await clinicianWithContent('#aa3300');
    const staying = await clinicianWithContent('#0033aa');
    const leavingIds = [leaving.account.id, leaving.clientId];
    const stayingIds = [staying.account.id, staying.clientId];

    const leavingBefore = await rowsNaming(leavingIds);
    const stayingBefore = await rowsNaming(stayingIds);
    for (const table of ['auth.accounts', 'clients.clients', 'outcomes.client_outcomes', 'outcomes.results', 'outcomes.custom_definitions', 'notifications.notifications', 'sets.sets', 'sets.drafts', 'sets.presets', 'sets.folders', 'sets.header_footers', 'exercises.elements', 'exercises.folders', 'exercises.resources']) {
      expectAbout(leavingBefore[table] ?? 0, table).toBeGreaterThan(0);
    }
    expect(leaving.files).toHaveLength(2);
    for (const file of [...leaving.files, ...staying.files]) expectAbout(existsSync(file), file).toBe(true);

    bodyOf(await leaving.api.put('/api/clinician/close', { confirm: 'CLOSE', reason: 'leftPractice' }));
    const runJobs = (now: number) => rpc<{ purged: string[] }>(ACCOUNT_TEST_SUBJECTS.runAccountJobs, { now: new Date(now).toISOString(), accountIds: [leaving.account.id, staying.account.id] });
    // Still dormant five months on: nothing goes.
    expect((await runJobs(Date.now() + 150 * DAY_MS)).purged).toEqual([]);
    expect((await runJobs(Date.now() + 185 * DAY_MS)).purged).toEqual([leaving.account.id]);

    expect(await rowsNaming(leavingIds)).toEqual({});
    for (const file of leaving.files) expectAbout(existsSync(file), file).toBe(false);
    expect(await rowsNaming(stayingIds)).toEqual(stayingBefore);
    for (const file of staying.files) expectAbout(existsSync(file), file).toBe(true);
    expect((await staying.api.get('/api/clinician/clients')).status).toBe(200);
    expect((await new ApiClient().login(leaving.account.username, leaving.account.password)).status).toBe(401);
  });
});
