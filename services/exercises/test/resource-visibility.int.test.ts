import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import type { Element, ElementList, Resource, StackElement } from '@openset/contracts';
import type { ApiClient } from '@openset/testing';
import { EX, bodyOf, createExercise, errorOf, signedIn, sql, teamWith } from './helpers.js';

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

  it("a team member's upload may be attached by a colleague once a team exercise they see uses it, not before", async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readOnly' }]);
    const shared = await upload(staff[0]!.api);
    const attach = () => staff[1]!.api.post(EX, { title: 'Uses the team picture', thumbnailId: shared.id });
    expect(errorOf(await attach()).code).toBe('ERRNOTFOUND');
    await createExercise(staff[0]!.api, { title: 'Team picture', folderKind: 'team', thumbnailId: shared.id });
    const exercise = bodyOf<Element>(await attach());
    const page = bodyOf<ElementList>(await staff[1]!.api.get(`${EX}/${exercise.id}`));
    expect(page.resources.map((resource) => resource.id)).toEqual([shared.id]);
  });

  it("a team-mate opens a colleague's upload only through an exercise they may see: one used only in a private exercise answers as an unknown id", async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: 'readWrite' }]);
    const [author, mate] = [staff[0]!, staff[1]!];
    const [privateOnly, inTeam] = [await upload(author.api), await upload(author.api)];
    await createExercise(author.api, { title: 'Mine alone', thumbnailId: privateOnly.id, resources: [{ resourceId: privateOnly.id, caption: 'Step' }] });
    await createExercise(author.api, { title: 'For the team', folderKind: 'team', resources: [{ resourceId: inTeam.id, caption: 'Step' }] });
    const unknown = randomUUID();
    const reads: [string, (id: string) => string][] = [
      ['metadata', (id) => `${RES}/${id}`],
      ['file', (id) => `${RES}/${id}/file?imgWidth=120`],
      ['poster', (id) => `${RES}/${id}/poster?imgWidth=120`],
    ];
    for (const [what, path] of reads) {
      const forPrivate = await refusal(mate.api.get(path(privateOnly.id)));
      expect({ what, ...forPrivate }).toEqual({ what, ...(await refusal(mate.api.get(path(unknown)))) });
      expect({ what, status: forPrivate.status }).toEqual({ what, status: 404 });
      expect({ what, status: (await mate.api.get(path(inTeam.id))).status }).toEqual({ what, status: 200 });
      // The uploader opens both.
      expect({ what, status: (await author.api.get(path(privateOnly.id))).status }).toEqual({ what, status: 200 });
    }
    const opened = bodyOf<{ items: Resource[] }>(await mate.api.get(`${RES}/${inTeam.id},${privateOnly.id}`)).items;
    expect(opened.map((resource) => [resource.id, resource.caption])).toEqual([[inTeam.id, 'Private caption']]);
  });

  it('a team exercise stops showing a colleague\'s upload to team-mates when team sharing is off', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }, { teamExercises: false }]);
    const picture = await upload(staff[0]!.api);
    await createExercise(staff[0]!.api, { title: 'For the team', folderKind: 'team', thumbnailId: picture.id });
    expect(errorOf(await staff[1]!.api.get(`${RES}/${picture.id}`)).code).toBe('ERRNOTFOUND');
  });

  it('lists that join resources show what their elements use, and leave out ids that name nothing', async () => {
    const other = await signedIn();
    const gone = randomUUID();
    const own = await upload(other.api);
    const stack = (await createExercise(other.api, { kind: 'stack', title: 'Holder', exercises: [{ title: 'Child' }] })) as StackElement;
    // Rows naming an id the store does not hold (an upload gone since) and one of the viewer's.
    await sql(`update "exercises"."elements" set "thumbnail_id" = ?, "resources" = ?::jsonb where "id" in (?, ?)`, [
      gone,
      JSON.stringify([{ resourceId: gone, caption: '' }, { resourceId: own.id, caption: '' }]),
      stack.id,
      stack.exercises[0]!.id,
    ]);
    const page = bodyOf<ElementList>(await other.api.get(`${EX}/${stack.id}`));
    expect(page.resources.map((resource) => resource.id)).toEqual([own.id]);
    const moved = bodyOf<ElementList>(await other.api.put(`${EX}/${stack.id}/folder/user`));
    expect(moved.resources.map((resource) => resource.id)).toEqual([own.id]);
  });
});
