import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ExerciseSet } from '@openset/contracts';
import { SETS, bodyOf, clientSet, customExercise, errorOf, exercises, newClient, signedIn, teamWith, updateOf, uploadedImage } from './helpers.js';

const setFile = (setId: string, resourceId: string, imgWidth?: number) =>
  `${SETS}/${setId}/resources/${resourceId}/file${imgWidth ? `?imgWidth=${imgWidth}` : ''}`;
const libraryFile = (resourceId: string) => `/api/clinician/resources/${resourceId}/file?imgWidth=120`;

describe('set files', () => {
  it("a team-mate sees the images a shared client's set shows, also one removed since (its history), and nothing else", async () => {
    // The team shares clients, not exercises: the author's uploads are not in the team-mate's library.
    const { staff } = await teamWith([{ teamExercises: false, orgExercises: false }, { teamExercises: false, orgExercises: false }]);
    const [author, mate] = staff;
    const stranger = await signedIn();
    const clientId = await newClient(author!.api, 'Shared');
    const customId = await customExercise(author!.api);
    const [thumb, step, unused] = await Promise.all([uploadedImage(author!.api), uploadedImage(author!.api), uploadedImage(author!.api)]);
    const elements = exercises(1, customId, { thumbnailId: thumb, resources: [{ key: 'r1', resourceId: step, caption: 'Start position' }] });
    const set = bodyOf<ExerciseSet>(await author!.api.post(SETS, clientSet(clientId, { elements })));

    expect(errorOf(await mate!.api.get(libraryFile(thumb))).code).toBe('ERRNOTFOUND');
    // Through the set they are: the image the author gets from the library.
    const mine = await author!.api.get(libraryFile(thumb));
    const theirs = await mate!.api.get(setFile(set.id, thumb, 120));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('content-type')).toMatch(/^image\//);
    expect(Number(theirs.headers.get('content-length'))).toBeGreaterThan(0);
    expect(theirs.headers.get('content-length')).toBe(mine.headers.get('content-length'));
    expect((await mate!.api.get(setFile(set.id, step, 1000))).status).toBe(200);
    expect(errorOf(await mate!.api.get(setFile(set.id, step, 480))).code).toBe('ERRVALIDATION');

    // An upload the set does not show answers as an unknown id; a set one cannot read, as an unknown set.
    const unknownResource = errorOf(await mate!.api.get(setFile(set.id, randomUUID())));
    expect(unknownResource.code).toBe('ERRNOTFOUND');
    expect(errorOf(await mate!.api.get(setFile(set.id, unused)))).toEqual(unknownResource);
    const unknownSet = errorOf(await stranger.api.get(setFile(randomUUID(), thumb)));
    expect(unknownSet.code).toBe('ERRNOTFOUND');
    expect(errorOf(await stranger.api.get(setFile(set.id, thumb)))).toEqual(unknownSet);
    expect((await stranger.api.get(`${SETS}/${set.id}/resources/${thumb}/poster`)).status).toBe(404);

    // The author takes the images out: a history point still shows them, so they stay readable through the set.
    const without = exercises(1, customId);
    bodyOf(await author!.api.put(`${SETS}/${set.id}`, updateOf(set, { elements: without, signature: true })));
    expect((await mate!.api.get(setFile(set.id, thumb, 120))).status).toBe(200);
  });
});
