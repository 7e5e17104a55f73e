import type { ClientCreated, Element, ExerciseSet } from '@openset/contracts';
import { EDUCATION_ARTICLES } from '@openset/education-library';
import { waitFor } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf, signedIn } from '@openset/testing/clinicians';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, expectAccessible, openBrowser, setExercise, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

// A clinician reads a stock article, writes one of their own (the editor, a picture, the
// unsaved-change question), attaches both to a client's set in the designer and saves it; the
// set lists them, and the client reads them in the portal.

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

const flash = (page: Page, text: string) => visible(page.getByRole('status').filter({ hasText: text }));
const ICE = EDUCATION_ARTICLES.find((article) => article.id === 'ice-and-heat')!;

describe('education', () => {
  it('attaches a stock and a custom article to a client’s set, saves it, and the set and the portal list them', async () => {
    const { api, account } = await signedIn('professional');
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Edna', lastname: `Reader${tag}`, email: `e${tag}@example.test`, portalKey: '1357' }));
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Squat' })).id;
    const set = bodyOf<ExerciseSet>(await api.post('/api/clinician/sets', {
      type: 'clientSet', clientId: created.client.id, enabled: true, savename: 'Knee', title: 'Knee program', elements: [setExercise(customId, 'ex-1', 'Wall squat')],
    }));
    const { page } = browser;

    // The education manager: a stock article found by a search and read.
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Education' }).click();
    await urlMatches(page, /\/clinician\/education/);
    await page.getByLabel('Search articles').fill('ice heat');
    await page.getByLabel('Search articles').press('Enter');
    const articles = page.getByRole('list', { name: 'Articles' });
    await articles.getByRole('button', { name: new RegExp(ICE.en.title.replace(/[?]/g, '\\?')) }).click();
    await urlMatches(page, /\/clinician\/education\/ice-and-heat$/);
    await visible(page.getByRole('heading', { level: 2, name: ICE.en.title }));
    await visible(page.getByRole('heading', { name: 'Sources' }));
    await expectAccessible(page, 'the education manager with an article');

    // A custom article written in the editor; leaving it unsaved asks first.
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title').fill('Your knee at home');
    const editor = page.getByTestId('article-editor');
    await visible(editor);
    await editor.click();
    await page.keyboard.type('Keep the knee moving a little every hour.');
    await expectAccessible(page, 'the article editor');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a4a' } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'knee.png', mimeType: 'image/png', buffer: png });
    await visible(page.getByRole('img', { name: 'Picture 1 of the article' }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    const unsaved = page.getByRole('dialog', { name: 'Discard your changes?' });
    await visible(unsaved);
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    await urlMatches(page, /\/clinician\/education\/ice-and-heat$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await flash(page, 'Article saved.');
    await visible(page.getByRole('heading', { level: 2, name: 'Your knee at home' }));
    await visible(page.getByTestId('article-body').getByText('Keep the knee moving a little every hour.'));
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[alt="Picture 1 of the article"]')].some((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: UI_TIMEOUT });

    // The set in the designer: both attached through the dialog, then saved over the client's set.
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    const builder = page.getByRole('region', { name: 'Set builder' });
    await waitFor(async () => ((await builder.getByLabel('Set title').inputValue()) === 'Knee program' ? true : undefined), UI_TIMEOUT);
    const attached = builder.getByTestId('set-education');
    await visible(attached.getByText('No education attached.'));
    await attached.getByRole('button', { name: 'Attach education' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attach education' });
    await visible(dialog);
    await dialog.getByLabel('Search articles').fill('ice heat');
    await dialog.getByLabel('Search articles').press('Enter');
    await dialog.getByRole('button', { name: `Attach: ${ICE.en.title}` }).click();
    await visible(dialog.getByRole('button', { name: `Attached: ${ICE.en.title}` }));
    await dialog.getByLabel('Search articles').fill('knee at home');
    await dialog.getByLabel('Search articles').press('Enter');
    await dialog.getByRole('button', { name: 'Attach: Your knee at home' }).click();
    await expectAccessible(page, 'the attach-education dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await visible(attached.getByRole('button', { name: `Read ${ICE.en.title}` }));
    await visible(attached.getByRole('button', { name: 'Read Your knee at home' }));

    await page.getByRole('button', { name: 'Assign to client' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign to a client' });
    await visible(assign);
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    const overwrite = page.getByRole('dialog', { name: 'Overwrite client set' });
    await visible(overwrite);
    await overwrite.getByRole('button', { name: 'Confirm' }).click();
    const signature = page.getByRole('dialog', { name: 'Signature required' });
    if (await signature.isVisible().catch(() => false)) await signature.getByRole('button', { name: 'Confirm' }).click();
    const saved = async () => bodyOf<{ items: ExerciseSet[] }>(await api.get(`/api/clinician/sets/${set.id}`)).items[0]!;
    await waitFor(async () => ((await saved()).education.length === 2 ? true : undefined), UI_TIMEOUT);
    expect((await saved()).education.map((item) => item.type)).toEqual(['stockEducation', 'customEducationHistory']);

    // Opened again, the saved set lists them.
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    await visible(page.getByTestId('set-education').getByRole('button', { name: 'Read Your knee at home' }));
    await page.getByTestId('set-education').getByRole('button', { name: `Read ${ICE.en.title}` }).click();
    const reading = page.getByRole('dialog', { name: ICE.en.title });
    await visible(reading.getByRole('heading', { name: 'Sources' }));
    await reading.getByRole('button', { name: 'Close' }).click();

    // The client reads them in the portal.
    const portal = await browser.context.newPage();
    await portal.goto(`${baseUrl()}/portal`);
    await portal.getByLabel('Portal username').fill(created.portal.username);
    await portal.getByLabel('Four-digit key').fill('1357');
    await portal.getByRole('button', { name: 'Sign in' }).click();
    await visible(portal.getByRole('heading', { level: 2, name: 'Knee program' }));
    const reads = portal.getByTestId('portal-education');
    await visible(reads.getByRole('heading', { name: 'To read' }));
    await reads.getByText('Your knee at home').click();
    await visible(reads.getByText('Keep the knee moving a little every hour.'));
    await portal.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[alt="Picture 1 of Your knee at home"]')].some((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: UI_TIMEOUT });
    await visible(reads.getByText(ICE.en.title));
    await expectAccessible(portal, 'the portal with an article open');
  });
});
