import { describe, expect, it } from '@jest/globals';
import {
  EDUCATION_SUBJECTS,
  TEAMS_SUBJECTS,
  type EducationArticle,
  type EducationList,
  type EducationPage,
  type EducationPrintList,
  type Resource,
} from '@openset/contracts';
import { EDUCATION_ARTICLES } from '@openset/education-library';
import { rpc, type ApiClient } from '@openset/testing';
import sharp from 'sharp';
import { bodyOf, errorOf, signedIn, teamWith } from './helpers.js';

const ED = '/api/clinician/education';

const page = async (api: ApiClient, query: Record<string, string | number> = {}) => bodyOf<EducationPage>(await api.get(ED, query));
const write = async (api: ApiClient, body: Record<string, unknown>) => bodyOf<EducationArticle>(await api.post(ED, { lang: 'en', body: '<p>Walk a little every day.</p>', ...body }));

describe('education articles', () => {
  it('the stock library lists a page at a time, in the clinician’s language, with the same ids in both', async () => {
    const en = await signedIn('professional', 'en');
    const fr = await signedIn('professional', 'fr');
    const first = await page(en.api, { tab: 'stock', limit: 2 });
    const second = await page(en.api, { tab: 'stock', limit: 2, skip: 2 });
    expect(first.total).toBe(EDUCATION_ARTICLES.length);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(second.items.map((item) => item.id)).not.toEqual(expect.arrayContaining(first.items.map((item) => item.id)));
    const ordered = EDUCATION_ARTICLES.slice(0, 4);
    expect([...first.items, ...second.items].map((item) => [item.id, item.title, item.readOnly, item.attach.type])).toEqual(
      ordered.map((article) => [article.id, article.en.title, true, 'stockEducation']),
    );
    expect((await page(en.api, { tab: 'stock', skip: 1000 })).total).toBe(EDUCATION_ARTICLES.length);

    const french = await page(fr.api, { tab: 'stock', limit: 2 });
    expect(french.items.map((item) => [item.id, item.title, item.lang])).toEqual(ordered.slice(0, 2).map((article) => [article.id, article.fr.title, 'fr']));
    const [read] = bodyOf<EducationList>(await fr.api.get(`${ED}/${ordered[0]!.id}`)).items;
    expect(read!.html).toContain(`<h2>`);
    expect(read!.sources.length).toBeGreaterThan(0);
    const firstFrenchHeading = ordered[0]!.fr.body.find((block) => block.type === 'heading');
    expect(read!.html).toContain(firstFrenchHeading && 'text' in firstFrenchHeading ? firstFrenchHeading.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : '');
  });

  it('search finds an article by the words of its title, accents or not, in either language', async () => {
    const en = await signedIn('professional', 'en');
    const fr = await signedIn('professional', 'fr');
    expect((await page(en.api, { search: 'ice heat' })).items[0]?.id).toBe('ice-and-heat');
    expect((await page(fr.api, { search: 'chaleur glace' })).items[0]?.id).toBe('ice-and-heat');
    expect((await page(en.api, { search: 'zzzqqq' }))).toEqual({ items: [], total: 0 });
  });

  it('custom articles: written, sanitised, listed, edited (a set keeps the version it named), copied and deleted', async () => {
    const { api } = await signedIn();
    const dirty = '<h2 onclick="steal()">Knee care</h2><p style="x" onmouseover="steal()">Bend <strong>gently</strong>.<script>steal()</script></p>'
      + '<img src="https://evil.example/x.png" onerror="steal()"><iframe src="https://evil.example"></iframe><a href="javascript:steal()">link</a>';
    const created = await write(api, { title: 'After your knee surgery', summary: 'The first weeks', body: dirty });
    expect(created).toMatchObject({ scope: 'user', title: 'After your knee surgery', readOnly: false, attach: { type: 'customEducationHistory' } });
    expect(created.html).toBe('<h2>Knee care</h2><p>Bend <strong>gently</strong>.</p><a rel="noopener noreferrer nofollow" target="_blank">link</a>');
    for (const forbidden of ['script', 'onclick', 'onerror', 'onmouseover', 'style', 'iframe', 'img', 'javascript:']) {
      expect(created.html).not.toContain(forbidden);
    }

    const mine = await page(api, { tab: 'user' });
    expect(mine.items.map((item) => item.title)).toEqual(['After your knee surgery']);
    expect((await page(api, { tab: 'custom', search: 'knee' })).items.map((item) => item.id)).toEqual([created.id]);

    const edited = bodyOf<EducationArticle>(await api.put(`${ED}/${created.id}`, { title: 'After a knee replacement', summary: '', body: '<p>New text</p>', lang: 'en', attachmentIds: [] }));
    expect(edited).toMatchObject({ id: created.id, title: 'After a knee replacement', html: '<p>New text</p>' });
    expect(edited.attach.id).not.toBe(created.attach.id);
    const kept = bodyOf<EducationList>(await api.get(`${ED}/history/${created.attach.id}`)).items[0]!;
    expect(kept).toMatchObject({ title: 'After your knee surgery', readOnly: true });

    const copy = bodyOf<EducationArticle>(await api.post(`${ED}/ice-and-heat/copy`));
    expect(copy).toMatchObject({ scope: 'user', readOnly: false, title: EDUCATION_ARTICLES.find((article) => article.id === 'ice-and-heat')!.en.title });
    expect(errorOf(await api.put(`${ED}/ice-and-heat`, { title: 'Mine now', summary: '', body: '', lang: 'en', attachmentIds: [] }))).toMatchObject({ code: 'ERRPERMISSION' });

    expect(bodyOf(await api.delete(`${ED}/${created.id},${copy.id}`))).toEqual({ ok: true });
    expect(errorOf(await api.get(`${ED}/${created.id}`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    expect((await page(api, { tab: 'custom' })).total).toBe(0);

    // What the PDF and the portal read: the set's ids in order, the deleted article as it was attached.
    const printed = await rpc<EducationPrintList>(EDUCATION_SUBJECTS.articles, { ids: [edited.attach.id, 'ice-and-heat', 'no-such-article'], lang: 'fr' });
    expect(printed.items.map((item) => [item.type, item.title, item.lang])).toEqual([
      ['customEducationHistory', 'After a knee replacement', 'en'],
      ['stockEducation', EDUCATION_ARTICLES.find((article) => article.id === 'ice-and-heat')!.fr.title, 'fr'],
    ]);
    expect(printed.items[0]!.blocks).toEqual([{ type: 'paragraph', text: 'New text' }]);
  });

  it('another clinician’s article answers ERRNOTFOUND to every call and to a set naming it, as an unknown id does', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const mine = await write(owner.api, { title: 'Private advice' });
    const body = { title: 'Taken', summary: '', body: '', lang: 'en', attachmentIds: [] };
    for (const response of [
      await other.api.get(`${ED}/${mine.id}`),
      await other.api.get(`${ED}/history/${mine.attach.id}`),
      await other.api.put(`${ED}/${mine.id}`, body),
      await other.api.post(`${ED}/${mine.id}/copy`),
      await other.api.delete(`${ED}/${mine.id}`),
      await other.api.get(`${ED}/no-such-article`),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    }
    expect((await page(other.api, { tab: 'custom' })).items).toEqual([]);
    expect(bodyOf<EducationList>(await owner.api.get(`${ED}/${mine.id}`)).items[0]!.title).toBe('Private advice');

    // A set names only articles its author may attach: another's snapshot as an unknown id.
    const set = (education: unknown[]) => ({ type: 'folderSet', savename: 'Knee', title: 'Knee', folderKind: 'user', education });
    for (const education of [[mine.attach], [{ id: 'no-such-article', type: 'stockEducation' }]]) {
      expect(errorOf(await other.api.post('/api/clinician/sets', set(education)))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    }
    const saved = bodyOf<{ education: unknown[] }>(await owner.api.post('/api/clinician/sets', set([mine.attach, { id: 'ice-and-heat', type: 'stockEducation' }])));
    expect(saved.education).toEqual([mine.attach, { id: 'ice-and-heat', type: 'stockEducation' }]);
  });

  it('team sharing follows teamEducation: shown, written, read-only or hidden, whatever teamExercises says', async () => {
    const { staff } = await teamWith([
      { teamEducation: 'readWrite' },
      { teamEducation: 'readWrite' },
      { teamEducation: false, teamExercises: 'readWrite' },
    ]);
    const [a, b, c] = staff;
    const shared = await write(a!.api, { title: 'Team back care', scope: 'team' });
    expect(shared).toMatchObject({ scope: 'team', readOnly: false });
    await write(a!.api, { title: 'Only mine' });

    expect((await page(b!.api, { tab: 'team' })).items.map((item) => [item.title, item.readOnly])).toEqual([['Team back care', false]]);
    expect((await page(b!.api, { tab: 'custom' })).items.map((item) => item.title)).toEqual(['Team back care']);
    const edited = bodyOf<EducationArticle>(await b!.api.put(`${ED}/${shared.id}`, { title: 'Team back care, updated', summary: '', body: '<p>x</p>', lang: 'en', attachmentIds: [] }));
    expect(edited.title).toBe('Team back care, updated');
    const snapshot = bodyOf<EducationList>(await b!.api.get(`${ED}/history/${edited.attach.id}`)).items[0]!;
    expect(snapshot.title).toBe('Team back care, updated');

    expect((await page(c!.api, { tab: 'team' })).items).toEqual([]);
    expect(errorOf(await c!.api.get(`${ED}/${shared.id}`))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(errorOf(await c!.api.get(`${ED}/history/${edited.attach.id}`))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(errorOf(await c!.api.post(ED, { title: 'x', body: '', lang: 'en', scope: 'team' }))).toMatchObject({ code: 'ERRPERMISSION' });

    await rpc(TEAMS_SUBJECTS.setMemberPermissions, { accountId: b!.account.id, overrides: { teamEducation: 'readOnly' } });
    expect((await page(b!.api, { tab: 'team' })).items.map((item) => item.readOnly)).toEqual([true]);
    expect(errorOf(await b!.api.put(`${ED}/${shared.id}`, { title: 'No', summary: '', body: '', lang: 'en', attachmentIds: [] }))).toMatchObject({ code: 'ERRPERMISSION' });
    expect(errorOf(await b!.api.delete(`${ED}/${shared.id}`))).toMatchObject({ code: 'ERRPERMISSION' });
  });

  it('attachments are uploads of the writer’s, seen by whoever sees the article, and in use while attached', async () => {
    const { staff } = await teamWith([{ teamEducation: 'readWrite' }, { teamEducation: 'readOnly' }, { teamEducation: false }]);
    const [writer, reader, outsider] = staff;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
    const picture = bodyOf<Resource>(await writer!.api.upload('/api/clinician/resources/upload/image', 'file', png, 'knee.png', 'image/png'));
    // Another's upload cannot be attached: as an unknown id.
    expect(errorOf(await reader!.api.post(ED, { title: 'x', body: '', lang: 'en', attachmentIds: [picture.id] }))).toMatchObject({ code: 'ERRNOTFOUND' });
    const article = await write(writer!.api, { title: 'Knee brace', scope: 'team', attachmentIds: [picture.id] });
    expect(article.attachmentIds).toEqual([picture.id]);

    expect(bodyOf<{ items: Resource[] }>(await reader!.api.get(`/api/clinician/resources/${picture.id}`)).items.map((resource) => resource.id)).toEqual([picture.id]);
    expect(errorOf(await outsider!.api.get(`/api/clinician/resources/${picture.id}`))).toMatchObject({ code: 'ERRNOTFOUND' });
    expect(errorOf(await writer!.api.delete(`/api/clinician/resources/${picture.id}`))).toMatchObject({ code: 'ERROPERATION' });
    const printed = await rpc<EducationPrintList>(EDUCATION_SUBJECTS.articles, { ids: [article.attach.id], lang: 'en' });
    expect(printed.items[0]!.attachmentIds).toEqual([picture.id]);
  });
});
