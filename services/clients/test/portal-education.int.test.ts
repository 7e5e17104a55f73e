import { describe, expect, it } from '@jest/globals';
import type { EducationArticle, ExerciseSet, PortalSet, Resource } from '@openset/contracts';
import { EDUCATION_ARTICLES } from '@openset/education-library';
import { ApiClient } from '@openset/testing';
import sharp from 'sharp';
import { PORTAL, addClient, bodyOf, signedIn } from './helpers.js';

const SETS = '/api/clinician/sets';
const ED = '/api/clinician/education';

describe('education in the client portal', () => {
  it('the portal answers the articles attached to the client’s enabled sets, whole, stock ones in the client’s language, custom ones as attached', async () => {
    const { api } = await signedIn();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const upload = async () => bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'knee.png', 'image/png')).id;
    const [picture, unrelated] = [await upload(), await upload()];
    const custom = bodyOf<EducationArticle>(await api.post(ED, { title: 'Your knee after surgery', summary: 'Weeks 1 to 6', body: '<p>Walk <strong>often</strong>.</p>', lang: 'en', attachmentIds: [picture] }));
    const jane = await addClient(api, { portalKey: '1987', lang: 'fr' });
    const education = [
      { id: 'ice-and-heat', type: 'stockEducation' },
      custom.attach,
    ];
    const set = bodyOf<ExerciseSet>(await api.post(SETS, { type: 'clientSet', clientId: jane.client.id, savename: 'Home', title: 'Genou', education }));
    expect(set.education).toEqual(education);
    bodyOf(await api.post(SETS, { type: 'clientSet', clientId: jane.client.id, savename: 'Off', title: 'Off', education: [{ id: 'sleep-and-pain', type: 'stockEducation' }], enabled: false }));
    // Edited after it was attached: the client keeps what was attached.
    bodyOf(await api.put(`${ED}/${custom.id}`, { title: 'Changed later', summary: '', body: '<p>New</p>', lang: 'en', attachmentIds: [] }));

    const portal = new ApiClient();
    const signedInBody = bodyOf<{ csrfToken: string }>(await portal.post(`${PORTAL}/login`, { username: jane.portal.username, key: '1987' }));
    portal.csrfToken = signedInBody.csrfToken;
    const sets = bodyOf<{ items: PortalSet[] }>(await portal.get(`${PORTAL}/sets`)).items;
    expect(sets.map((item) => item.id)).toEqual([set.id]);
    const ice = EDUCATION_ARTICLES.find((article) => article.id === 'ice-and-heat')!;
    expect(sets[0]!.education.map((article) => [article.type, article.lang, article.title, article.summary])).toEqual([
      ['stockEducation', 'fr', ice.fr.title, ice.fr.summary],
      ['customEducationHistory', 'en', 'Your knee after surgery', 'Weeks 1 to 6'],
    ]);
    expect(sets[0]!.education[1]!.html).toBe('<p>Walk <strong>often</strong>.</p>');
    // The article's picture is the client's to see; another upload of the clinician's is not.
    expect(sets[0]!.education[1]!.attachmentIds).toEqual([picture]);
    const file = await portal.get(`${PORTAL}/resources/${picture}/file`, { imgWidth: 300 });
    expect(file.status).toBe(200);
    expect((await portal.get(`${PORTAL}/resources/${unrelated}/file`)).status).toBe(404);
  });
});
