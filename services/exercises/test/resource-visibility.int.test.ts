import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import type { ElementList, Resource, StackElement } from '@openset/contracts';
import type { ApiClient } from '@openset/testing';
import { EX, bodyOf, createExercise, signedIn, sql, teamWith } from './helpers.js';

const RES = '/api/clinician/resources';

async function upload(api: ApiClient): Promise<Resource> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
  return bodyOf<Resource>(await api.upload(`${RES}/upload/image`, 'file', png, 'private.png', 'image/png', { caption: 'Private caption' }));
}

/** Status and error body as the wire has them: a foreign id must not be told from an unknown one. */
async function refusal(response: Promise<{ status: number; json: unknown }>) {
  const { status, json } = await response;
  return { status, json };
}

describe('resource visibility: attaching and listing resources', () => {
  it("answers another account's resource exactly as an unknown one, on create, update and stack children", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const foreign = (await upload(owner.api)).id;
    const unknown = randomUUID();
    const mine = await createExercise(other.api, { title: 'Mine' });

    const attempts: [string, (id: string) => Promise<{ status: number; json: unknown }>][] = [
      ['thumbnail on create', (id) => other.api.post(EX, { title: 'Thief', thumbnailId: id })],
      ['resource on create', (id) => other.api.post(EX, { title: 'Thief', resources: [{ resourceId: id, caption: 'x' }] })],
      ['thumbnail on update', (id) => other.api.put(`${EX}/${mine.id}`, { thumbnailId: id })],
      ['resource on update', (id) => other.api.put(`${EX}/${mine.id}`, { resources: [{ resourceId: id, caption: 'x' }] })],
      ['stack child', (id) => other.api.post(EX, { kind: 'stack', title: 'Thief', exercises: [{ title: 'Child', thumbnailId: id }] })],
    ];
    for (const [what, attempt] of attempts) {
      const forForeign = await refusal(attempt(foreign));
      const forUnknown = await refusal(attempt(unknown));
      expect({ what, ...forForeign }).toEqual({ what, ...forUnknown });
      expect({ what, status: forForeign.status, code: (forForeign.json as { error: { code: string } }).error.code }).toEqual({
        what,
        status: 404,
        code: 'ERRNOTFOUND',
      });
    }
    // Nothing of the owner's upload reached the other account.
    const after = bodyOf<ElementList>(await other.api.get(`${EX}/${mine.id}`));
    expect(after.items[0]).toMatchObject({ thumbnailId: null, resources: [] });
    expect(after.resources).toEqual([]);
  });

  it("a team member's upload may be attached by a colleague who sees team exercises", async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readOnly' }]);
    const shared = await upload(staff[0]!.api);
    const exercise = await createExercise(staff[1]!.api, { title: 'Uses the team picture', thumbnailId: shared.id });
    const page = bodyOf<ElementList>(await staff[1]!.api.get(`${EX}/${exercise.id}`));
    expect(page.resources.map((resource) => resource.id)).toEqual([shared.id]);
  });

  it('lists that join resources leave out those the viewer may not see', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const foreign = await upload(owner.api);
    const own = await upload(other.api);
    const stack = (await createExercise(other.api, { kind: 'stack', title: 'Holder', exercises: [{ title: 'Child' }] })) as StackElement;
    // A row that already names a foreign resource (written before attaching was checked).
    await sql(`update "exercises"."elements" set "thumbnail_id" = ?, "resources" = ?::jsonb where "id" in (?, ?)`, [
      foreign.id,
      JSON.stringify([{ resourceId: foreign.id, caption: '' }, { resourceId: own.id, caption: '' }]),
      stack.id,
      stack.exercises[0]!.id,
    ]);
    const page = bodyOf<ElementList>(await other.api.get(`${EX}/${stack.id}`));
    expect(page.resources.map((resource) => resource.id)).toEqual([own.id]);
    const moved = bodyOf<ElementList>(await other.api.put(`${EX}/${stack.id}/folder/user`));
    expect(moved.resources.map((resource) => resource.id)).toEqual([own.id]);
  });
});
