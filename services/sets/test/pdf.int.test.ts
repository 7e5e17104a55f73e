import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { PDF_TEMPLATES, defaultParameterKeyOf, type ClientCreated, type Delivery, type EducationListItem, type ExerciseSet, type HeaderFooter, type PdfTemplate, type Resource, type SetElement } from '@openset/contracts';
import { ApiClient, type ApiResponse } from '@openset/testing';
import { expectAbout } from '@openset/testing/expect';
import { readPdf } from '@openset/testing/pdf';
import sharp from 'sharp';
import { CLIENTS, SETS, bodyOf, clientSet, createSet, customExercise, errorOf, exercises, signedIn } from './helpers.js';

const PDF = `${SETS}/pdf`;

/** An image of this clinician, large enough to print (the library keeps up to 1000 px). */
async function picture(api: ApiClient, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).png().toBuffer();
  return bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'picture.png', 'image/png')).id;
}

const exercise = (customId: string, title: string, thumbnailId: string | null, parameters: [string, string][], reflect = false): SetElement => ({
  type: 'setExercise',
  key: `k-${randomUUID().slice(0, 8)}`,
  stockId: null,
  customId,
  title,
  instructions: `Instructions of ${title}.`,
  reflect,
  thumbnailId,
  // As the designer keys them: a default parameter carries its key, any other title none.
  parameters: parameters.map(([title, value], n) => ({ key: `p${n}`, title, value, ...(defaultParameterKeyOf(title) ? { standard: defaultParameterKeyOf(title) } : {}) })),
  resources: [],
});

async function pdfOf(api: ApiClient, body: Record<string, unknown>) {
  const answer = await api.download('POST', PDF, body);
  if (answer.status !== 200) return { answer, read: null };
  return { answer, read: await readPdf(answer.bytes) };
}

/** The positions of `parts` in `text`, each searched after the one before: -1 when one is missing or out of order. */
function inOrder(text: string, parts: string[]): number {
  // A long title wraps: lines are joined as words.
  const words = text.replace(/\s+/g, ' ');
  let at = 0;
  for (const part of parts) {
    const found = words.indexOf(part.replace(/\s+/g, ' '), at);
    if (found < 0) return -1;
    at = found + part.length;
  }
  return at;
}

describe('POST /clinician/sets/pdf', () => {
  it('each template prints the title, the exercises and their parameters in order, and the header lines on every page', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const [red, blue] = await Promise.all([picture(api, '#cc3333'), picture(api, '#3355cc')]);
    const logo = await picture(api, '#117711');
    const header = bodyOf<HeaderFooter>(
      await api.post('/api/clinician/headerFooters', {
        headerLine1: 'Riverside Physiotherapy',
        headerLine2: '12 Bank Street, Ottawa',
        headerLine3: 'Tel. 613 555 0100',
        footer: 'Call us if the pain gets worse.',
        logo,
      }),
    );
    const elements: SetElement[] = [
      exercise(customId, 'Wall squat', red, [['Sets', '3'], ['Reps', '12']]),
      { type: 'setDivider', key: 'd1', title: 'Stretches', instructions: 'After the strength part.' },
      exercise(customId, 'Calf stretch', blue, [['Hold', '30 s'], ['Frequency', 'Daily']], true),
      exercise(customId, 'Bridge', null, [['Reps', '15']]),
    ];
    const set = await createSet(api, { title: 'Knee rehabilitation', instructions: 'Do these every morning.', elements });

    const shows: Record<PdfTemplate, { titles: boolean; parameters: boolean }> = {
      coversheet: { titles: false, parameters: false },
      education: { titles: false, parameters: false },
      summary: { titles: true, parameters: true },
      comprehensive: { titles: true, parameters: true },
      images: { titles: true, parameters: false },
      tracking: { titles: true, parameters: false },
      text: { titles: true, parameters: true },
    };
    for (const template of PDF_TEMPLATES) {
      const { answer, read } = await pdfOf(api, { setId: set.id, templates: [template], headerFooterId: header.id });
      expectAbout(answer.status, template).toBe(200);
      expectAbout(answer.headers.get('content-type'), template).toBe('application/pdf');
      expectAbout(answer.headers.get('content-disposition'), template).toBe('attachment; filename="Knee-rehabilitation.pdf"');
      expectAbout(read!.text, template).toContain('Knee rehabilitation');
      if (shows[template].titles) expectAbout(inOrder(read!.text, ['Wall squat', 'Calf stretch', 'Bridge']), template).toBeGreaterThan(0);
      if (shows[template].parameters) {
        expectAbout(inOrder(read!.text, ['Wall squat', 'Sets: 3', 'Reps: 12', 'Calf stretch', 'Hold: 30 s', 'Frequency: Daily', 'Bridge', 'Reps: 15']), template).toBeGreaterThan(0);
      }
      read!.pages.forEach((page, index) => {
        expectAbout(page, `${template} page ${index + 1}`).toContain('Riverside Physiotherapy');
        expectAbout(page, `${template} page ${index + 1}`).toContain('12 Bank Street, Ottawa');
        expectAbout(page, `${template} page ${index + 1}`).toContain('Tel. 613 555 0100');
        expectAbout(page, `${template} page ${index + 1}`).toContain('Call us if the pain gets worse.');
        expectAbout(page, `${template} page ${index + 1}`).toContain(`Page ${index + 1}`);
      });
    }

    // The comprehensive template prints the pictures (and the logo): three images, the mirrored one said so.
    const { answer, read } = await pdfOf(api, { setId: set.id, templates: ['comprehensive', 'tracking'], trackingDays: 5, size: 'large', headerFooterId: header.id });
    expect((answer.bytes.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(read!.text).toContain('Pictures shown for the other side.');
    expect(read!.text).toContain('Day 5');
    expect(read!.text).not.toContain('Day 6');

    // Each PDF is in the set's reports, with the templates chosen.
    const reports = bodyOf<{ items: Delivery[]; total: number }>(await api.get(`${SETS}/${set.id}/reports`));
    expect(reports.total).toBe(PDF_TEMPLATES.length + 1);
    expect(reports.items[0]).toMatchObject({ kind: 'pdf', detail: 'comprehensive, tracking', setId: set.id });
    // Print opens the same document inline, and is recorded as a print.
    const printed = await api.download('POST', PDF, { setId: set.id, templates: ['summary'], print: true });
    expect(printed.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(bodyOf<{ items: Delivery[] }>(await api.get(`${SETS}/${set.id}/reports`)).items[0]!.kind).toBe('print');
  });

  it("prints the designer's open document as it is, unsaved, checking what it names", async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    const customId = await customExercise(api);
    const foreign = await picture(other.api, '#000000');
    const content = { title: 'Not saved yet', instructions: '', savename: '', education: [], elements: [exercise(customId, 'Step up', null, [['Reps', '8']])] };
    const { read } = await pdfOf(api, { content, templates: ['text'] });
    expect(inOrder(read!.text, ['Not saved yet', 'Step up', 'Reps: 8'])).toBeGreaterThan(0);
    // Another clinician's upload is not the viewer's to print, as an unknown one.
    const withForeign = { ...content, elements: [exercise(customId, 'Step up', foreign, [])] };
    expect(errorOf((await api.post(PDF, { content: withForeign })) as ApiResponse)).toMatchObject({ code: 'ERRNOTFOUND' });
    // Neither a set nor a content: the contract refuses it.
    expect(errorOf(await api.post(PDF, { templates: ['summary'] })).code).toBe('ERRVALIDATION');
  });

  it('the education pages print the articles attached to the set, in the language asked', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const stock = bodyOf<{ items: EducationListItem[] }>(await api.get('/api/clinician/education', { tab: 'stock', limit: 2 })).items;
    expect(stock).toHaveLength(2);
    const set = await createSet(api, { title: 'Back care', elements: [exercise(customId, 'Cat camel', null, [])], education: stock.map((article) => article.attach) });
    const { read } = await pdfOf(api, { setId: set.id, templates: ['education'] });
    expect(read!.text).toContain('Back care · Education');
    expect(inOrder(read!.text, stock.map((article) => article.title))).toBeGreaterThan(0);
    expect(read!.text).toContain('Sources');
    // Each article starts a page of its own.
    expect(read!.pages.length).toBeGreaterThanOrEqual(2);
    const french = bodyOf<{ items: EducationListItem[] }>(await signedIn('professional', 'fr').then(({ api: fr }) => fr.get('/api/clinician/education', { tab: 'stock', limit: 2 }))).items;
    const inFrench = await pdfOf(api, { setId: set.id, templates: ['education'], lang: 'fr' });
    expect(inFrench.read!.text).toContain('Back care · Éducation');
    expect(inOrder(inFrench.read!.text, french.map((article) => article.title))).toBeGreaterThan(0);
  });

  it('a French set is in French', async () => {
    const { api } = await signedIn('professional', 'fr');
    const customId = await customExercise(api, 'Élévation');
    const elements = [exercise(customId, 'Élévation de la jambe tendue', null, [['Sets', '3'], ['Reps', '10'], ['Hold', '5 s']])];
    const set = await createSet(api, { title: 'Genou « droit »', instructions: 'Faites-les chaque matin ; arrêtez si la douleur augmente !', elements });
    const { read } = await pdfOf(api, { setId: set.id, templates: ['coversheet', 'summary', 'tracking', 'text'], lang: 'fr' });
    expect(read!.text).toContain('Genou « droit »');
    expect(read!.text).toContain('Programme d’exercices');
    expect(read!.text).toContain('Faites-les chaque matin ; arrêtez si la douleur augmente !');
    expect(read!.text).toMatch(/Séries\s: 3 · Répétitions\s: 10 · Maintien\s: 5 s/);
    expect(read!.text).toContain('Feuille de suivi');
    expect(read!.text).toContain('Jour 7');
    expect(read!.text).toContain('Résumé');
    expect(read!.text).not.toMatch(/\bSets\b|\bReps\b|Tracking sheet|Page \d+ of/);
  });

  it('51 exercises are refused (ERROPERATION), 50 print; demo accounts and other clinicians cannot', async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const tooMany = await createSet(api, { elements: exercises(51, customId) });
    const refused = errorOf(await api.post(PDF, { setId: tooMany.id, templates: ['summary'] }));
    expect(refused).toMatchObject({ status: 409, code: 'ERROPERATION', message: 'A set converted to PDF holds at most 50 exercises.', details: { key: 'pdfTooLarge' } });
    const content = { title: 'Big', elements: exercises(51, customId) };
    expect(errorOf(await api.post(PDF, { content })).details).toEqual({ key: 'pdfTooLarge' });
    const fifty = await pdfOf(api, { content: { ...content, elements: exercises(50, customId) }, templates: ['text'] });
    expect(inOrder(fifty.read!.text, ['Exercise 1', 'Exercise 50'])).toBeGreaterThan(0);

    const demo = await signedIn('demo');
    const demoSet = await createSet(demo.api, { elements: exercises(1, await customExercise(demo.api)) });
    expect(errorOf(await demo.api.post(PDF, { setId: demoSet.id }))).toMatchObject({ status: 403, code: 'ERRPERMISSION', message: 'Not available in the demo.', details: { key: 'notInDemo' } });

    const stranger = await signedIn();
    expect(errorOf(await stranger.api.post(PDF, { setId: tooMany.id })).code).toBe('ERRNOTFOUND');
    expect(errorOf(await stranger.api.post(PDF, { setId: randomUUID() })).code).toBe('ERRNOTFOUND');
    // A header the clinician may not use: as unknown.
    const othersHeader = bodyOf<HeaderFooter>(await api.post('/api/clinician/headerFooters', { headerLine1: 'Mine', headerLine2: '', headerLine3: '', footer: '', logo: null }));
    const strangerSet = await createSet(stranger.api, { elements: exercises(1, await customExercise(stranger.api)) });
    expect(errorOf(await stranger.api.post(PDF, { setId: strangerSet.id, headerFooterId: othersHeader.id })).code).toBe('ERRNOTFOUND');
  });

  it("the portal answers the PDF of one of the client's enabled sets, in the client's language, and no other", async () => {
    const { api } = await signedIn();
    const customId = await customExercise(api);
    const client = bodyOf<ClientCreated>(await api.post(CLIENTS, { firstname: 'Ana', lastname: 'Roy', email: `ana.${randomUUID().slice(0, 8)}@example.test`, portalKey: '2468', lang: 'fr' }));
    const shown = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(client.client.id, { title: 'Épaule', elements: [exercise(customId, 'Pendule', null, [['Reps', '20']])] })));
    const hidden = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(client.client.id, { title: 'Later', enabled: false })));
    const portal = new ApiClient();
    portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: client.portal.username, key: '2468' })).csrfToken;

    const answer = await portal.download('GET', `/api/portal/sets/${shown.id}/pdf`);
    expect(answer.status).toBe(200);
    const read = await readPdf(answer.bytes);
    expect(inOrder(read.text, ['Épaule', 'Pendule', 'Répétitions'])).toBeGreaterThan(0);
    expect((await portal.download('GET', `/api/portal/sets/${hidden.id}/pdf`)).status).toBe(404);
    const mine = await createSet(api, { elements: exercises(1, customId) });
    expect((await portal.download('GET', `/api/portal/sets/${mine.id}/pdf`)).status).toBe(404);
  });
});
