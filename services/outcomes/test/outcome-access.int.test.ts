// Who sees client outcomes and custom definitions: another clinician's outcome is ERRNOTFOUND on every
// call; restrictPhi staff see the outcome but no result; custom outcomes are shared with the team as
// exercises are (teamOutcomes); every view and change is an activity-log event.
import { afterAll, describe, expect, it } from '@jest/globals';
import { type AssignedOutcome, type AssignedOutcomePage, type OutcomeDefinition, type OutcomeDefinitionPage, type OutcomeResult } from '@openset/contracts';
import { stackInfo } from '@openset/testing';
import { bodyOf, errorOf, signedIn, teamWith } from '@openset/testing/clinicians';
import pg from 'pg';
import { addClient, assign, DEFINITIONS, OUTCOMES } from './helpers.js';

const db = new pg.Pool({ connectionString: stackInfo().databaseUrl, max: 1 });
afterAll(() => db.end());

const eventsOf = async (clientOutcomeId: string) =>
  (await db.query<{ type: string; actor: string | null; ip: string | null }>(
    `select "payload"->>'type' as "type", "payload"->>'actorId' as "actor", "payload"->'data'->>'ip' as "ip" from "outcomes"."outbox" where "payload"->'data'->>'clientOutcomeId' = $1 order by "created_at"`,
    [clientOutcomeId],
  )).rows;

describe("another clinician's outcome", () => {
  it('is ERRNOTFOUND on every call, and in no list', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const client = await addClient(owner.api);
    const assigned = await assign(owner.api, { clientId: client.client.id, type: 'rmdq', schedule: { kind: 'manual' } });
    const result = bodyOf<OutcomeResult>(await owner.api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: Array(24).fill(0) }));

    const manual = { enabled: true, schedule: { kind: 'manual' }, instructions: '' };
    for (const response of [
      await other.api.get(`${OUTCOMES}/${assigned.id}`),
      await other.api.get(`${OUTCOMES}/${assigned.id}/history`),
      await other.api.get(`${OUTCOMES}/results/${result.id}`),
      await other.api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: Array(24).fill(0) }),
      await other.api.post(`${OUTCOMES}/${assigned.id}/resend`),
      await other.api.put(`${OUTCOMES}/${assigned.id}`, manual),
      await other.api.delete(`${OUTCOMES}/${assigned.id}`),
      await other.api.get(`/api/clinician/clients/${client.client.id}/outcomes/rmdq/exists`),
      await other.api.post(OUTCOMES, { clientId: client.client.id, type: 'rmdq', schedule: { kind: 'manual' } }),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    }
    expect(bodyOf<AssignedOutcomePage>(await other.api.get(OUTCOMES)).total).toBe(0);
    expect(bodyOf<AssignedOutcomePage>(await owner.api.get(`${OUTCOMES}?clientId=${client.client.id}`)).items.map((item) => item.id)).toEqual([assigned.id]);
    expect(bodyOf(await owner.api.get(`/api/clinician/clients/${client.client.id}/outcomes/rmdq/exists`))).toEqual({ exists: true, id: assigned.id });
  });
});

describe('restrictPhi staff', () => {
  it("see a team-mate's client outcome but none of its results", async () => {
    const { staff } = await teamWith([{}, { restrictPhi: true }]);
    const [owner, restricted] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const client = await addClient(owner.api);
    const assigned = await assign(owner.api, { clientId: client.client.id, type: 'nrs', schedule: { kind: 'manual' } });
    const result = bodyOf<OutcomeResult>(await owner.api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: [4] }));
    expect(bodyOf<AssignedOutcome>(await owner.api.get(`${OUTCOMES}/${assigned.id}`)).latest).toHaveLength(1);

    expect(bodyOf<AssignedOutcome>(await restricted.api.get(`${OUTCOMES}/${assigned.id}`))).toMatchObject({ resultsHidden: true, latest: [], resultCount: 1 });
    for (const response of [
      await restricted.api.get(`${OUTCOMES}/${assigned.id}/history`),
      await restricted.api.get(`${OUTCOMES}/results/${result.id}`),
      await restricted.api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: [2] }),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 403, code: 'ERRPERMISSION' });
    }
  });
});

describe('custom outcomes', () => {
  it('are shared with the team as exercises are, scored by their formulas, and every view and change is an activity event', async () => {
    const { staff } = await teamWith([{}, {}, { teamOutcomes: false }]);
    const [author, mate, unshared] = staff as [(typeof staff)[0], (typeof staff)[0], (typeof staff)[0]];
    const written = bodyOf<OutcomeDefinition>(
      await author.api.post(DEFINITIONS, {
        title: 'Stairs check',
        lang: 'en',
        scope: 'team',
        questions: [
          { type: 'number', key: 'up', text: 'Seconds to climb', min: 0, max: 600, required: true },
          { type: 'number', key: 'down', text: 'Seconds to come down', min: 0, max: 600 },
          { type: 'formula', key: 'total', text: 'Total seconds', expression: 'up + down', decimals: 0, higherIsBetter: false },
        ],
      }),
    );
    expect(written).toMatchObject({ kind: 'custom', scope: 'team', version: '1', scales: [expect.objectContaining({ key: 'total', higherIsBetter: false })] });
    expect(bodyOf<OutcomeDefinitionPage>(await mate.api.get(`${DEFINITIONS}?tab=team`)).items.map((item) => item.id)).toEqual([written.id]);
    expect(bodyOf<OutcomeDefinitionPage>(await unshared.api.get(`${DEFINITIONS}?tab=team`)).items).toEqual([]);
    expect(errorOf(await unshared.api.get(`${DEFINITIONS}/${written.id}`)).code).toBe('ERRNOTFOUND');
    expect(errorOf(await author.api.post(DEFINITIONS, { title: 'Bad', lang: 'en', questions: [{ type: 'formula', key: 'f', text: 'F', expression: 'constructor' }] }))).toMatchObject({
      status: 400,
      details: [expect.objectContaining({ path: 'questions.0.expression' })],
    });

    const client = await addClient(mate.api);
    const assigned = await assign(mate.api, { clientId: client.client.id, type: 'custom', definitionId: written.id, schedule: { kind: 'manual' } });
    expect(assigned).toMatchObject({ kind: 'custom', name: 'Stairs check', definitionVersion: '1' });
    const result = bodyOf<OutcomeResult>(await mate.api.post(`${OUTCOMES}/${assigned.id}/result`, { answers: { up: 12, down: 9 } }));
    expect(result.scores).toEqual([expect.objectContaining({ key: 'total', value: 21 })]);

    // Saved again: a new version; the result keeps the one it was answered on.
    const saved = bodyOf<OutcomeDefinition>(await author.api.put(`${DEFINITIONS}/${written.id}`, { title: 'Stairs check', lang: 'en', questions: [{ type: 'number', key: 'up', text: 'Seconds up' }] }));
    expect(saved.version).toBe('2');
    expect(bodyOf<OutcomeResult>(await mate.api.get(`${OUTCOMES}/results/${result.id}`)).definitionVersion).toBe('1');
    expect(bodyOf<OutcomeDefinition>(await author.api.put(`${DEFINITIONS}/${written.id}/archived?value=true`)).archived).toBe(true);
    expect(errorOf(await mate.api.post(OUTCOMES, { clientId: client.client.id, type: 'custom', definitionId: written.id, schedule: { kind: 'manual' } })).code).toBe('ERRPERMISSION');

    await mate.api.get(`${OUTCOMES}/${assigned.id}`);
    // Each with the address the gateway saw (the test clients' benchmarking range, X-Forwarded-For).
    const ip = expect.stringMatching(/^198\.18\./);
    expect(await eventsOf(assigned.id)).toEqual(
      expect.arrayContaining([
        { type: 'outcomes.outcomeCreated', actor: mate.account.id, ip },
        { type: 'outcomes.resultCreated', actor: mate.account.id, ip },
        { type: 'outcomes.resultViewed', actor: mate.account.id, ip },
        { type: 'outcomes.outcomeViewed', actor: mate.account.id, ip },
      ]),
    );
  });
});
