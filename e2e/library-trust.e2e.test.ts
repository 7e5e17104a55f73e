import type { ClientCreated, Element, ElementPage, ExerciseSet } from '@openset/contracts';
import { createTestAccount, type ApiClient, type TestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf, signedIn } from '@openset/testing/clinicians';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Page, Response } from 'playwright-core';
import { baseUrl, openBrowser, setExercise, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

/**
 * What makes the library and the designer trustworthy to a clinician (issue 49): a category lists
 * its region, a search by condition finds that region first, the patient reads default parameters
 * in their language, and the designer neither loses unsaved work nor leaves a client's program
 * unnamed.
 */
let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

async function openDesigner(page: Page, account?: TestAccount): Promise<void> {
  account ??= await createTestAccount();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, account.username, account.password);
  await urlMatches(page, /\/clinician\/designer\/exerciseBrowser\/stock\/setBuilder/);
  await visible(page.getByRole('region', { name: 'Exercise browser' }));
}

/** A free-exercise-db exercise the stock library holds with its photographs. */
const PHOTOGRAPHED = 'All Fours Quad Stretch';

const results = (page: Page) => page.getByRole('list', { name: 'Exercises' });
const titleButtons = (page: Page) => results(page).getByRole('button', { name: /^Show details of / });
const isStockList = (response: Response) => new URL(response.url()).pathname.endsWith('/clinician/exercises/stock');

interface Row {
  title: string;
  bodyRegions: string[];
}

/**
 * The first rows of the stock list the page asked for and shows, with their body regions (read
 * by id as the clinician, since a list row does not carry them).
 */
async function shownPage(page: Page, answered: Promise<Response>, api: ApiClient): Promise<Row[]> {
  const items = ((await (await answered).json()) as { body: ElementPage }).body.items.slice(0, 10);
  await page.getByText('Loading exercises…').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  await page.getByRole('progressbar', { name: 'Updating the list…' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  if (items.length === 0) return [];
  await visible(titleButtons(page).filter({ hasText: items[0]!.title }).first());
  const read = bodyOf<Element[] | { items: Element[] }>(await api.get(`/api/clinician/exercises/${items.map((item) => item.id).join(',')}`));
  const elements = Array.isArray(read) ? read : read.items;
  return items.map((item) => ({ title: item.title, bodyRegions: elements.find((element) => element.id === item.id)?.bodyRegions ?? [] }));
}

/** The share of the first ten rows that lie in the region. */
const shareIn = (rows: Row[], region: string) => rows.filter((row) => row.bodyRegions.includes(region)).length / rows.length;

async function searchFor(page: Page, text: string, api: ApiClient): Promise<Row[]> {
  const answered = page.waitForResponse((response) => isStockList(response) && new URL(response.url()).searchParams.get('search') === text, { timeout: UI_TIMEOUT });
  const box = page.getByLabel('Search exercises');
  await box.fill('');
  await box.pressSequentially(text, { delay: 40 });
  return shownPage(page, answered, api);
}

describe('a library a clinician trusts', () => {
  it('lists knee exercises under the category Knee, and finds the right region first for "knee osteoarthritis" and "lombalgie"', async () => {
    const { api, account } = await signedIn('professional');
    const { page } = browser;
    await openDesigner(page, account);
    await visible(titleButtons(page).first());

    const byCategory = page.waitForResponse((response) => isStockList(response) && new URL(response.url()).searchParams.has('categoryId'), { timeout: UI_TIMEOUT });
    await page.getByRole('tree', { name: 'Categories' }).getByRole('treeitem', { name: 'Knee', exact: true }).click();
    const knee = await shownPage(page, byCategory, api);
    expect(knee.length).toBeGreaterThan(0);
    expect(await page.getByText(/^0 results$/).count()).toBe(0);
    expect(knee[0]!.bodyRegions).toContain('knee');
    expect(shareIn(knee, 'knee')).toBeGreaterThanOrEqual(0.8);

    await page.getByRole('tree', { name: 'Categories' }).getByRole('treeitem', { name: 'All categories' }).click();
    const osteoarthritis = await searchFor(page, 'knee osteoarthritis', api);
    expect(osteoarthritis[0]!.bodyRegions).toContain('knee');
    expect(shareIn(osteoarthritis, 'knee')).toBeGreaterThanOrEqual(0.8);

    const lowBack = await searchFor(page, 'lombalgie', api);
    expect(lowBack[0]!.bodyRegions).toContain('lumbar');
    expect(shareIn(lowBack, 'lumbar')).toBeGreaterThanOrEqual(0.8);
  });

  it('shows the default parameters in French in a French client\'s portal, a typed title as typed, and a free-exercise-db photograph', async () => {
    const { api } = await signedIn('professional');
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = bodyOf<ClientCreated>(
      await api.post('/api/clinician/clients', { firstname: 'Élise', lastname: `Test${tag}`, email: `e${tag}@example.test`, portalKey: '2468', lang: 'fr' }),
    );
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Squat' })).id;
    // A stock exercise of free-exercise-db (public domain): its thumbnail is a photograph.
    const photographed = bodyOf<ElementPage>(await api.get('/api/clinician/exercises/stock', { search: PHOTOGRAPHED, limit: 5 })).items.find((item) => item.title === PHOTOGRAPHED);
    expect(photographed?.thumbnailId).toBeTruthy();
    bodyOf<ExerciseSet>(
      await api.post('/api/clinician/sets', {
        type: 'clientSet',
        clientId: created.client.id,
        enabled: true,
        savename: 'Genou',
        title: 'Programme genou',
        elements: [
          setExercise(customId, 'ex-1', 'Squat au mur', {
            parameters: [
              { key: 'p-sets', title: 'Sets', value: '3', standard: 'sets' },
              { key: 'p-reps', title: 'Reps', value: '10', standard: 'reps' },
              { key: 'p-side', title: 'Reps per side', value: '8' },
            ],
          }),
          {
            ...setExercise(customId, 'ex-2', PHOTOGRAPHED, { parameters: [{ key: 'p2-hold', title: 'Hold', value: '30 s', standard: 'hold' }] }),
            customId: null,
            stockId: photographed!.id,
            thumbnailId: photographed!.thumbnailId,
          },
        ],
      }),
    );
    const { page } = browser;
    await page.goto(`${baseUrl()}/portal`);
    await visible(page.getByLabel('Portal username'));
    await page.getByLabel('Portal username').fill(created.portal.username);
    await page.getByLabel('Four-digit key').fill('2468');
    const served = page.waitForResponse((response) => response.url().includes(photographed!.thumbnailId!) && response.request().resourceType() === 'image', { timeout: 2 * UI_TIMEOUT });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Programme genou' }));
    const names = page.getByRole('term');
    await visible(names.filter({ hasText: /^Séries$/ }));
    await visible(names.filter({ hasText: /^Répétitions$/ }));
    await visible(names.filter({ hasText: /^Reps per side$/ }));
    expect(await names.allTextContents()).toEqual(['Séries', 'Répétitions', 'Reps per side', 'Maintien']);

    // The photograph shows: loaded, a real picture, served as a JPEG.
    const photo = page.locator(`img[src*="${photographed!.thumbnailId}"]`).first();
    await photo.scrollIntoViewIfNeeded();
    await visible(photo);
    expect((await served).headers()['content-type']).toBe('image/jpeg');
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await photo.elementHandle(), { timeout: UI_TIMEOUT });
  });
});

describe('the designer\'s tabs', () => {
  it('asks before closing a set with unsaved changes', async () => {
    const { page } = browser;
    await openDesigner(page);
    const builder = page.getByRole('region', { name: 'Set builder' });
    await results(page).getByRole('button', { name: /^Add .+ to the set$/ }).first().click();
    await visible(builder.getByRole('list', { name: 'Elements of the set' }).getByRole('listitem').first());
    await builder.getByLabel('Set title').fill('Shoulder draft');
    const tab = builder.getByRole('tablist', { name: 'Open sets' }).getByRole('tab', { name: /Shoulder draft/ });
    await visible(tab);

    await tab.focus();
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('dialog', { name: 'Close without saving?' });
    await visible(dialog);
    await visible(dialog.getByText('“Shoulder draft” has changes that are not saved'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(await tab.count()).toBe(1);

    await tab.getByTestId('close-document').click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await tab.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  });

  it('names the client in the tab after "Assign to client" and says what was created', async () => {
    const { api, account } = await signedIn('professional');
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const lastname = `Tremblay${tag}`;
    bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Marc', lastname, email: `m${tag}@example.test`, portalKey: '2468' }));
    const { page } = browser;
    await openDesigner(page, account);
    const builder = page.getByRole('region', { name: 'Set builder' });
    await results(page).getByRole('button', { name: /^Add .+ to the set$/ }).first().click();
    await visible(builder.getByRole('list', { name: 'Elements of the set' }).getByRole('listitem').first());
    await builder.getByLabel('Set title').fill('Knee OA program');

    await builder.getByRole('button', { name: 'Assign to client' }).click();
    const picker = page.getByRole('dialog', { name: 'Assign to a client' });
    await visible(picker);
    await picker.getByRole('combobox', { name: /^Client/ }).pressSequentially(lastname, { delay: 30 });
    await page.getByRole('option', { name: new RegExp(`${lastname}, Marc`) }).click();
    await picker.getByRole('button', { name: 'Assign', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Create client set' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await visible(page.getByText(`Program “Knee OA program” created for Marc ${lastname}`));
    await visible(builder.getByRole('tablist', { name: 'Open sets' }).getByRole('tab', { name: new RegExp(`Knee OA program — Marc ${lastname}`) }));
  });
});
