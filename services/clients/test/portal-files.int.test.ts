import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Element, ExerciseSet, PortalSet, Resource, SetElement } from '@openset/contracts';
import { ApiClient } from '@openset/testing';
import sharp from 'sharp';
import { PORTAL, addClient, bodyOf, errorOf, signedIn } from './helpers.js';

const SETS = '/api/clinician/sets';

async function portalLogin(username: string, key: string): Promise<ApiClient> {
  const portal = new ApiClient();
  portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post(`${PORTAL}/login`, { username, key })).csrfToken;
  return portal;
}

async function uploadedImage(api: ApiClient, caption = ''): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
  return bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'image.png', 'image/png', caption ? { caption } : {})).id;
}

const exercise = (key: string, customId: string, thumbnailId: string | null, resourceIds: string[] = []): SetElement => ({
  type: 'setExercise',
  key,
  stockId: null,
  customId,
  title: `Exercise ${key}`,
  instructions: '',
  reflect: true,
  thumbnailId,
  parameters: [],
  resources: resourceIds.map((resourceId, index) => ({ key: `${key}-r${index}`, resourceId, caption: `Step ${index + 1}` })),
});

const file = (id: string, imgWidth?: number) => `${PORTAL}/resources/${id}/file${imgWidth ? `?imgWidth=${imgWidth}` : ''}`;

describe('client portal files', () => {
  it("serves only the images of the client's own enabled sets; any other id answers as an unknown one", async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Squat' })).id;
    const [thumb, step, disabledOnly, unused] = await Promise.all([uploadedImage(api), uploadedImage(api, 'Step'), uploadedImage(api), uploadedImage(api)]);
    const foreign = await uploadedImage(other.api);
    const otherCustom = bodyOf<Element>(await other.api.post('/api/clinician/exercises', { title: 'Lunge' })).id;

    const jane = await addClient(api, { portalKey: '1357' });
    const shown = bodyOf<ExerciseSet>(
      await api.post(SETS, { type: 'clientSet', clientId: jane.client.id, savename: 'Home', title: 'Knee', elements: [exercise('e1', customId, thumb, [step])] }),
    );
    bodyOf(await api.post(SETS, { type: 'clientSet', clientId: jane.client.id, savename: 'Later', title: 'Hip', enabled: false, elements: [exercise('e2', customId, disabledOnly)] }));
    const john = await addClient(other.api);
    bodyOf(await other.api.post(SETS, { type: 'clientSet', clientId: john.client.id, savename: 'John', title: 'Back', elements: [exercise('e3', otherCustom, foreign)] }));

    const portal = await portalLogin(jane.portal.username, '1357');

    // The sets name each resource's media.
    const [set] = bodyOf<{ items: PortalSet[] }>(await portal.get(`${PORTAL}/sets`)).items;
    const first = set!.elements[0]!;
    expect(first.type === 'setExercise' && first.resources).toEqual([{ key: 'e1-r0', resourceId: step, caption: 'Step 1', media: 'image', poster: false }]);

    // Their images load, at a width of the contract or the default.
    for (const [id, width] of [
      [thumb, 300],
      [step, 1000],
      [thumb, undefined],
    ] as const) {
      const response = await portal.get(file(id, width));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
    expect(errorOf(await portal.get(file(thumb, 480))).code).toBe('ERRVALIDATION');

    // A disabled set's image, an unused upload, another clinician's image and an unknown id: the same not found.
    const unknown = errorOf(await portal.get(file(randomUUID())));
    expect(unknown.code).toBe('ERRNOTFOUND');
    for (const id of [disabledOnly, unused, foreign]) {
      const response = await portal.get(file(id));
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual(unknown);
    }
    expect((await portal.get(`${PORTAL}/resources/${foreign}/poster`)).status).toBe(404);

    // Only portal sessions: a clinician (even the image's owner) and a stranger are refused.
    expect(errorOf(await api.get(file(thumb))).code).toBe('ERRPERMISSION');
    expect(errorOf(await new ApiClient().get(file(thumb))).code).toBe('ERRAUTH');

    // Disabling the set takes its images away.
    bodyOf(await api.put(`${SETS}/${shown.id}/enabled?value=false`));
    expect(errorOf(await portal.get(file(thumb))).code).toBe('ERRNOTFOUND');
  });
});
