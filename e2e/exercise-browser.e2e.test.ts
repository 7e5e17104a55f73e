import type { ElementPage } from '@openset/contracts';
import { ApiClient, createTestAccount, type TestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

/** Screenshots for review when E2E_SCREENSHOTS names a directory. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page
    .waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** A clinician of its own (no stars or custom exercises from other tests), on the designer. */
async function openDesigner(page: Page, account?: TestAccount): Promise<void> {
  account ??= await createTestAccount();
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, account.username, account.password);
  await urlMatches(page, /\/clinician\/designer\/exerciseBrowser\/stock\/setBuilder/);
  await visible(page.getByRole('region', { name: 'Exercise browser' }));
}

/** Spec section 9: search and list refresh wait 1 s after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 1000;

const results = (page: Page) => page.getByRole('list', { name: 'Exercises' });
const titleButtons = (page: Page) => results(page).getByRole('button', { name: /^Show details of / });

async function titlesShown(page: Page, max = 10): Promise<string[]> {
  await visible(titleButtons(page).first());
  const all = await titleButtons(page).allTextContents();
  return all.slice(0, max);
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Search exercises');
  await box.fill('');
  // Typed like a person, a key at a time: the list waits for the pause.
  await box.pressSequentially(text, { delay: 60 });
}

/** Types a search and waits until the list shows its answer (not the list it replaces). */
async function searchAndWait(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === text, { timeout: UI_TIMEOUT });
  await search(page, text);
  await answered;
  // The list it replaces stays up (under a progress bar) until the answer is in the store.
  await page.getByText('Loading exercises…').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  await page.getByRole('progressbar', { name: 'Updating the list…' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
}

describe('exercise browser', () => {
  it('finds shoulder exercises for "shoulder" and for "épaule", asking the server once per search', async () => {
    const { page } = browser;
    await openDesigner(page);
    await visible(titleButtons(page).first());

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/clinician/exercises/stock') && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });

    await searchAndWait(page, 'shoulder');
    const english = await titlesShown(page);
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((title) => /shoulder/i.test(title)).length).toBeGreaterThanOrEqual(Math.ceil(english.length / 2));
    // The 1 s debounce: one request for the whole word, none for "s", "sh", "sho"...
    expect(searches).toEqual(['shoulder']);
    await snapshot(page, 'search-shoulder-en');

    await searchAndWait(page, 'épaule');
    const french = await titlesShown(page);
    expect(french.filter((title) => /shoulder/i.test(title)).length).toBeGreaterThanOrEqual(Math.ceil(french.length / 2));
  });

  it('keeps the list it replaces under a progress bar until the search answers', async () => {
    const { page } = browser;
    await openDesigner(page);
    const before = await titlesShown(page);

    // The answer to "knee" is held back until the test has looked at the waiting list.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/clinician/exercises/stock') && url.searchParams.get('search') === 'knee',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await search(page, 'knee');
    await visible(page.getByRole('progressbar', { name: 'Updating the list…' }));
    expect(await titlesShown(page)).toEqual(before);
    await expect(results(page).getAttribute('aria-busy')).resolves.toBe('true');

    release();
    await page.getByRole('progressbar', { name: 'Updating the list…' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    const knee = await titlesShown(page);
    expect(knee.filter((title) => /knee/i.test(title)).length).toBeGreaterThanOrEqual(Math.ceil(knee.length / 2));
  });

  it('searches 1 s after the last keystroke, at once on Enter, and shows the whole list at once when the box is cleared', async () => {
    const { page } = browser;
    // The page's timers run on a clock the test moves: the 1 s is counted exactly, not waited for.
    await page.clock.install();
    await openDesigner(page);
    const wholeList = await titlesShown(page, 3);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/clinician/exercises/stock') && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await page.clock.pauseAt(Date.now() + 5_000);

    const box = page.getByLabel('Search exercises');
    await box.pressSequentially('knee', { delay: 20 });
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches).toEqual([]);
    const knee = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') === 'knee', { timeout: UI_TIMEOUT });
    await page.clock.runFor(1);
    await knee;
    // One request for the whole word, none for "k", "kn", "kne".
    expect(searches).toEqual(['knee']);

    await box.fill('');
    await box.pressSequentially('hip', { delay: 20 });
    const hip = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') === 'hip', { timeout: UI_TIMEOUT });
    await box.press('Enter');
    await hip;
    expect(searches).toEqual(['knee', 'hip']);

    await page.getByRole('button', { name: 'Clear search' }).click();
    // The clock stays paused: the whole list is back without any time passing.
    for (const started = Date.now(); JSON.stringify((await titleButtons(page).allTextContents()).slice(0, 3)) !== JSON.stringify(wholeList); ) {
      if (Date.now() - started > UI_TIMEOUT) throw new Error('the whole list did not come back when the search was cleared');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(searches).toEqual(['knee', 'hip']);
    await page.clock.resume();
  });

  it('loads the next 100 exercises when the list is scrolled to its end, asking only for that page', async () => {
    const { page } = browser;
    await openDesigner(page);
    await visible(titleButtons(page).first());
    const setSize = () => results(page).getByRole('listitem').first().getAttribute('aria-setsize');
    expect(await setSize()).toBe('100');
    const skips: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/clinician/exercises/stock')) skips.push(url.searchParams.get('skip') ?? '');
    });
    const next = page.waitForRequest((request) => new URL(request.url()).searchParams.get('skip') === '100', { timeout: UI_TIMEOUT });
    await results(page).evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await next;
    await page.waitForFunction(() => document.querySelector('[aria-label="Exercises"] [role="listitem"]')?.getAttribute('aria-setsize') === '200', undefined, {
      timeout: UI_TIMEOUT,
    });
    expect(skips).toEqual(['100']);
  });

  it('shows one row per movement, opens its variant picker from the keyboard, and shows a variant\'s detail', async () => {
    const { page } = browser;
    await openDesigner(page);
    await visible(titleButtons(page).first());
    const answer = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === 'pull-down', { timeout: UI_TIMEOUT });
    await searchAndWait(page, 'pull-down');
    // One row per movement: no movement is listed twice, and the total counts rows.
    const { body } = (await (await answer).json()) as { body: ElementPage };
    const keys = body.items.flatMap((item) => item.movementKey ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    await visible(page.getByText(new RegExp(`^${body.total} results?$`)));

    const opener = results(page).getByRole('button', { name: /^Show the \d+ variants of / }).first();
    await visible(opener);
    const count = Number((await opener.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(1);
    await opener.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: /^Variants of / });
    await visible(picker.getByText(`${count} variants match the search and filters.`));
    const entries = picker.getByRole('list', { name: 'Variants' }).getByRole('listitem');
    expect(await entries.count()).toBe(count);
    await snapshot(page, 'variant-picker-en');

    // A left variant says that reflect stands for the right side, which is one click away.
    const sided = picker.getByText('Left side · “Reflect” in the set mirrors it for the right side').first();
    if (await sided.count()) await visible(picker.getByRole('button', { name: /^Show details of .*right/ }).first());

    // Pick the second variant with the keyboard: its detail opens over the picker.
    // The entry's own title comes first; a left entry also offers its right side.
    const pick = entries.nth(1).getByRole('button', { name: /^Show details of / }).first();
    const label = (await pick.textContent())!.trim();
    await pick.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Instructions' }) });
    await visible(detail.getByRole('heading', { name: 'Instructions' }));
    await visible(detail.getByRole('button', { name: 'Add to set' }));
    // The detail is that variant's: its title says the variant the picker named.
    expect(await detail.locator('h2').textContent()).toContain(label.split(',')[0]!.trim());
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await visible(picker);
  });

  it('stars an exercise, shows it pressed, and lists it under Starred', async () => {
    const { page } = browser;
    await openDesigner(page);
    const [title] = await titlesShown(page, 1);
    const star = results(page).getByRole('button', { name: `Star ${title}`, exact: true });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="Star ${name}"]`)?.getAttribute('aria-pressed') === 'true',
      title,
      { timeout: UI_TIMEOUT },
    );

    await page.getByRole('tab', { name: 'Starred' }).click();
    await urlMatches(page, /\/exerciseBrowser\/starred\/setBuilder/);
    await visible(results(page).getByRole('button', { name: `Show details of ${title}`, exact: true }));
    expect(await results(page).getByRole('button', { name: `Star ${title}`, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await snapshot(page, 'starred-en');

    // The detail of a stock exercise: its instructions, and its star pressed there too.
    await results(page).getByRole('button', { name: `Show details of ${title}`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: title });
    await visible(detail.getByRole('heading', { name: 'Instructions' }));
    expect(await detail.getByRole('button', { name: `Star ${title}`, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await snapshot(page, 'stock-detail-en');
  });

  it('creates a custom exercise with an uploaded image and finds it under Custom with its thumbnail', async () => {
    const { page } = browser;
    await openDesigner(page);
    await page.getByRole('tab', { name: 'Custom' }).click();
    await urlMatches(page, /\/exerciseBrowser\/custom\/setBuilder/);
    await visible(page.getByTestId('browser-empty'));

    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New exercise' }).click();
    const dialog = page.getByRole('dialog', { name: 'New exercise' });
    await visible(dialog);
    // `<` and `>` are refused as they are typed (spec section 5); the value is trimmed.
    await dialog.getByLabel('Title').pressSequentially('  Wall <slide> with band  ');
    expect(await dialog.getByLabel('Title').inputValue()).toBe('  Wall slide with band  ');
    await dialog.getByLabel('Instructions').fill('Stand with your back to the wall and slide your arms up slowly.');
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    await dialog.getByLabel('Parameter 1', { exact: true }).fill('Reps');
    await dialog.getByLabel('Value 1', { exact: true }).fill('10');

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3d8596' } }).png().toBuffer();
    await dialog.locator('input[type="file"][accept^="image/"]').setInputFiles({ name: 'wall-slide.png', mimeType: 'image/png', buffer: png });
    await visible(dialog.getByLabel('Caption (wall-slide.png)'));
    await dialog.getByLabel('Caption (wall-slide.png)').fill('Start position');
    await snapshot(page, 'editor-en');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    const row = results(page).getByRole('button', { name: 'Show details of Wall slide with band', exact: true });
    await visible(row);
    const thumbnail = results(page).getByRole('img', { name: 'Wall slide with band' });
    await visible(thumbnail);
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('img[alt="Wall slide with band"]')].some((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: UI_TIMEOUT },
    );
    expect(await thumbnail.getAttribute('src')).toMatch(/\/api\/clinician\/resources\/[^/]+\/file\?imgWidth=120$/);

    await row.click();
    const detail = page.getByRole('dialog', { name: 'Wall slide with band' });
    await visible(detail.getByText('Start position'));
    await visible(detail.getByRole('rowheader', { name: 'Reps' }));
    await snapshot(page, 'detail-en');
  });

  it('keeps the browser usable in French, with the folder in the URL', async () => {
    const { page } = browser;
    await openDesigner(page);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await visible(page.getByRole('region', { name: 'Navigateur d’exercices' }));
    await visible(page.getByLabel('Rechercher des exercices'));
    await visible(page.getByRole('tree', { name: 'Catégories' }));
    // The list loads again in the new language, its count formatted the French way.
    await visible(page.getByText(/^\d{1,3}(\s\d{3})* résultats$/));
    await snapshot(page, 'stock-fr');

    await page.getByRole('tab', { name: 'Personnalisés' }).click();
    await page.getByRole('button', { name: 'Nouveau', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Nouveau dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau dossier' });
    await dialog.getByLabel('Nom du dossier').fill('Épaule');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('button', { name: 'Ouvrir le dossier Épaule' }).click();
    await urlMatches(page, /\/exerciseBrowser\/custom\/[^/]+\/setBuilder/);
    await visible(page.getByRole('navigation', { name: 'Chemin du dossier' }).getByText('Épaule'));
    await snapshot(page, 'folder-fr');
  });

  it('moves an exercise into a folder with the keyboard only, and shows a stack with its first exercises', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const folder = await api.post('/api/clinician/exercises/folders', { title: 'Shoulder programme' });
    const folderId = (folder.json as { body: { id: string } }).body.id;
    expect(folder.status).toBe(200);
    expect((await api.post('/api/clinician/exercises', { title: 'Band external rotation' })).status).toBe(200);

    const { page } = browser;
    await openDesigner(page, account);
    await page.getByRole('tab', { name: 'Custom' }).click();
    const handle = results(page).getByRole('button', { name: 'Move Band external rotation' });
    await visible(handle);
    await visible(page.getByRole('button', { name: 'Open folder Shoulder programme' }));
    await handle.focus();
    // One key at a time, as a person presses them: the sensor listens from the next tick.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    await visible(page.getByRole('status').filter({ hasText: 'Moved.' }));
    await results(page).getByRole('button', { name: 'Show details of Band external rotation' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    await page.getByRole('button', { name: 'Open folder Shoulder programme' }).click();
    await urlMatches(page, new RegExp(`/exerciseBrowser/custom/${folderId}/setBuilder`));
    await visible(results(page).getByRole('button', { name: 'Show details of Band external rotation' }));

    // A stack made of five exercises shows the first four in the list.
    const stock = (await api.get('/api/clinician/exercises/stock', { limit: 5 })).json as { body: { items: { id: string }[] } };
    const exercises = stock.body.items.map(({ id }) => ({ id }));
    const stack = await api.post('/api/clinician/exercises', { kind: 'stack', title: 'Morning routine', exercises });
    expect(stack.status).toBe(200);
    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'Custom' }).click();
    await urlMatches(page, /\/exerciseBrowser\/custom\/setBuilder$/);
    // The stack was made behind the page's back (through the API): a reload shows it.
    await page.reload();
    const preview = results(page).getByRole('list', { name: 'First exercises of the stack' });
    await visible(preview);
    expect(await preview.getByRole('listitem').count()).toBe(4);
    await snapshot(page, 'custom-en');
  });

  it('filters by category from the keyboard, and never lets both kind filters be off', async () => {
    const { page } = browser;
    await openDesigner(page);
    const count = page.getByText(/^[\d,]+ results?$/);
    await visible(count);
    const everything = await count.textContent();

    const tree = page.getByRole('tree', { name: 'Categories' });
    await tree.getByRole('treeitem', { name: 'All categories' }).focus();
    for (let step = 0; step < 20; step++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused === 'Shoulder') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    expect(await tree.getByRole('treeitem', { name: 'Shoulder' }).getAttribute('aria-selected')).toBe('true');
    await page.waitForFunction((before) => {
      const text = [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent).find((t) => /results?$/.test(t ?? ''));
      return text && text !== before;
    }, everything, { timeout: UI_TIMEOUT });

    const exercises = page.getByRole('button', { name: 'Exercises', exact: true });
    const stacks = page.getByRole('button', { name: 'Stacks', exact: true });
    expect([await exercises.getAttribute('aria-pressed'), await stacks.getAttribute('aria-pressed')]).toEqual(['true', 'true']);
    await exercises.click();
    expect([await exercises.getAttribute('aria-pressed'), await stacks.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    await stacks.click();
    // Turning off the last one shows the other kind instead of nothing.
    expect([await exercises.getAttribute('aria-pressed'), await stacks.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
  });

  it('selects exercises and hands them to the set builder with Add to set', async () => {
    const { page } = browser;
    await openDesigner(page);
    const [first, second] = await titlesShown(page, 2);
    const secondBox = results(page).getByRole('checkbox', { name: `Select ${second}`, exact: true });
    const before = await secondBox.boundingBox();
    await results(page).getByRole('checkbox', { name: `Select ${first}`, exact: true }).check();
    // Selecting shows the count and Clear in the bar without moving the list under the pointer.
    await visible(page.getByTestId('selection-count').filter({ hasText: '1 selected' }));
    expect(await secondBox.boundingBox()).toEqual(before);
    await secondBox.check();
    await visible(page.getByTestId('selection-count').filter({ hasText: '2 selected' }));
    await page.getByRole('button', { name: 'Add to set' }).click();
    // The exerciseBrowser/addToSet action went out; the browser's selection has done its job.
    await page.getByTestId('selection-count').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(await results(page).getByRole('checkbox', { name: `Select ${first}`, exact: true }).isChecked()).toBe(false);
  });

  it('refuses to delete a folder that is not empty, with the catalogue message, and deletes it once emptied', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const folder = await api.post('/api/clinician/exercises/folders', { title: 'Knee' });
    const folderId = (folder.json as { body: { id: string } }).body.id;
    expect((await api.post('/api/clinician/exercises', { title: 'Step down', folderId })).status).toBe(200);

    const { page } = browser;
    await openDesigner(page, account);
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/custom/${folderId}/setBuilder`);
    await visible(results(page).getByRole('button', { name: 'Show details of Step down' }));
    const folderActions = page.getByRole('group', { name: 'Folder actions' });

    await folderActions.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete folder?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Only empty folders can be deleted.' }));

    await results(page).getByRole('button', { name: 'More actions for Step down' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete exercise?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByTestId('browser-empty'));

    await folderActions.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete folder?' }).getByRole('button', { name: 'Delete' }).click();
    await urlMatches(page, /\/exerciseBrowser\/custom\/setBuilder$/);
    await page.getByRole('button', { name: 'Open folder Knee' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  });

  it('saves an edited stock exercise as a personal copy, found under Custom', async () => {
    const { page } = browser;
    await openDesigner(page);
    const [title] = await titlesShown(page, 1);
    await results(page).getByRole('button', { name: `Show details of ${title}`, exact: true }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit a copy' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit exercise' });
    await editor.getByLabel('Title').fill(`${title} (my version)`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'A personal copy was saved.' }));

    await page.getByRole('tab', { name: 'Custom' }).click();
    await visible(results(page).getByRole('button', { name: `Show details of ${title} (my version)`, exact: true }));
  });
});
