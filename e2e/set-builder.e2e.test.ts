import {
  ApiClient,
  createTestAccount,
  privateEnv,
  startServiceProcess,
  stopProcess,
  waitFor,
  type StartedProcess,
  type TestAccount,
} from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf, teamWith } from '@openset/testing/clinicians';
import type { ClientCreated, Element, ExerciseSet, Resource } from '@openset/contracts';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { freePort } from '../deploy/local/ports.mjs';
import { baseUrl, openBrowser, setExercise, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

/** The builder's draft autosave, shortened for the test (the product waits 30 s, 15 s timeout). */
const AUTOSAVE = { intervalMs: 1500, timeoutMs: 5000 };

async function openDesigner(page: Page, account: TestAccount, base = baseUrl()): Promise<void> {
  await page.addInitScript((timing) => Object.assign(window, { opensetAutosave: timing }), AUTOSAVE);
  await page.goto(`${base}/login`);
  await signIn(page, account.username, account.password);
  await urlMatches(page, /\/clinician\/designer\/exerciseBrowser\/stock\/setBuilder/);
  await visible(builder(page));
  await visible(addButtons(page).first());
}

const builder = (page: Page) => page.getByRole('region', { name: 'Set builder' });
const addButtons = (page: Page) =>
  page.getByRole('list', { name: 'Exercises' }).getByRole('button', { name: /^Add .+ to the set$/ });
const elements = (page: Page) => builder(page).getByRole('list', { name: 'Elements of the set' }).getByRole('listitem');
const draftStatus = (page: Page) => builder(page).getByTestId('draft-status');

async function elementLabels(page: Page): Promise<string[]> {
  return (await elements(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^\w+ \d+: /, ''),
  );
}

/** Waits until dnd-kit's live region (what a screen reader reads out) says `text`. */
async function heard(page: Page, text: string): Promise<void> {
  const region = page.locator('[id^="DndLiveRegion"]');
  await waitFor(async () => ((await region.allTextContents()).some((said) => said.includes(text)) ? true : undefined), UI_TIMEOUT);
}

async function waitForCount(locator: Locator, count: number): Promise<void> {
  await waitFor(async () => ((await locator.count()) === count ? true : undefined), UI_TIMEOUT);
}

/** Adds the browser's first `count` exercises by their "Add to set" buttons; answers their titles. */
async function addExercises(page: Page, count: number): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = addButtons(page).nth(i);
    titles.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to the set$/, '$1'));
    const before = await elements(page).count();
    await button.click();
    await waitForCount(elements(page), before + 1);
  }
  return titles;
}

async function setParameter(page: Page, title: string, index: number, value: string): Promise<void> {
  const item = elements(page).filter({ hasText: title }).first();
  const edit = item.getByRole('button', { name: `Edit ${title}`, exact: true });
  if ((await edit.count()) > 0) await edit.click();
  await item.getByLabel(`Value ${index}`, { exact: true }).fill(value);
}

describe('set builder', () => {
  it('builds a set of 3 exercises and a divider with parameters, undoes twice and redoes once', async () => {
    const { page } = browser;
    await openDesigner(page, await createTestAccount());

    const titles = await addExercises(page, 3);
    await builder(page).getByRole('button', { name: 'Add divider' }).click();
    await builder(page).getByLabel('Divider title').fill('Cool-down');
    // Stock exercises come with their own parameters (3 sets of 10, say): note them, then change them.
    const first = elements(page).first();
    const valueOf = (index: number) => first.getByLabel(`Value ${index}`, { exact: true }).inputValue();
    const edit = first.getByRole('button', { name: `Edit ${titles[0]!}`, exact: true });
    if ((await edit.count()) > 0) await edit.click();
    const [sets, reps] = [await valueOf(1), await valueOf(2)];
    expect([sets, reps]).not.toContain('7');
    expect([sets, reps]).not.toContain('13');
    await setParameter(page, titles[0]!, 1, '7');
    await setParameter(page, titles[0]!, 2, '13');
    expect(await elementLabels(page)).toEqual([...titles, 'Cool-down']);

    // Undo twice: the reps value, then the sets value; redo once brings the sets back.
    const undo = builder(page).getByRole('button', { name: 'Undo' });
    await undo.click();
    await undo.click();
    await expect(valueOf(1)).resolves.toBe(sets);
    await expect(valueOf(2)).resolves.toBe(reps);
    await builder(page).getByRole('button', { name: 'Redo' }).click();
    await expect(valueOf(1)).resolves.toBe('7');
    await expect(valueOf(2)).resolves.toBe(reps);
    // Ctrl+Shift+Z redoes too; Ctrl+Z undoes.
    await first.getByLabel('Value 1', { exact: true }).press('Control+Shift+Z');
    await expect(valueOf(2)).resolves.toBe('13');
    expect(await elementLabels(page)).toEqual([...titles, 'Cool-down']);
  });

  it('lets a keyboard-only user add exercises and reorder them', async () => {
    const { page } = browser;
    await openDesigner(page, await createTestAccount());
    const first = addButtons(page).nth(0);
    const second = addButtons(page).nth(1);
    const titleOf = async (button: Locator) =>
      ((await button.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to the set$/, '$1');
    const [a, b] = [await titleOf(first), await titleOf(second)];

    await first.focus();
    await page.keyboard.press('Enter');
    await waitForCount(elements(page), 1);
    await second.focus();
    await page.keyboard.press('Space');
    await waitForCount(elements(page), 2);
    expect(await elementLabels(page)).toEqual([a, b]);

    // The handle: Space picks up, the arrow moves, Space drops (dnd-kit's keyboard sensor).
    await builder(page)
      .getByRole('button', { name: `Move ${a}`, exact: true })
      .focus();
    // Each key waits for what a screen reader hears (dnd-kit's live region) before the next.
    await page.keyboard.press('Space');
    await heard(page, `${a} is over position 1 of 2.`);
    await page.keyboard.press('ArrowDown');
    await heard(page, `${a} is over position 2 of 2.`);
    await page.keyboard.press('Space');
    await waitFor(
      async () => ((await elementLabels(page)).join('|') === [b, a].join('|') ? true : undefined),
      UI_TIMEOUT,
    );
    // Undo puts it back.
    await page.keyboard.press('Control+z');
    await waitFor(
      async () => ((await elementLabels(page)).join('|') === [a, b].join('|') ? true : undefined),
      UI_TIMEOUT,
    );

    // A second set opens beside it; Delete on a focused tab closes that set.
    const tabs = builder(page).getByRole('tablist', { name: 'Open sets' }).getByRole('tab');
    await builder(page).getByRole('button', { name: 'New set' }).focus();
    await page.keyboard.press('Enter');
    await waitForCount(tabs, 2);
    await tabs.nth(1).focus();
    await page.keyboard.press('Delete');
    await waitForCount(tabs, 1);
    expect(await elementLabels(page)).toEqual([a, b]);
  });

  it('saves a draft, restores it after a reload and saves it as a template', async () => {
    const { page } = browser;
    const account = await createTestAccount();
    await openDesigner(page, account);
    const titles = await addExercises(page, 3);
    await builder(page).getByRole('button', { name: 'Add divider' }).click();
    await setParameter(page, titles[1]!, 1, '2');
    await builder(page).getByLabel('Set title').fill('Knee program');

    await waitFor(
      async () => ((await draftStatus(page).getAttribute('data-status')) === 'saved' ? true : undefined),
      UI_TIMEOUT,
    );
    // The new document is named by its draft in the URL: a reload opens the draft again.
    await urlMatches(page, /\/setBuilder\/d~[A-Za-z0-9_-]+$/);
    await page.reload();
    await visible(builder(page).getByTestId('restored'));
    expect(await elementLabels(page)).toEqual([...titles, 'Untitled divider']);
    await expect(builder(page).getByLabel('Set title').inputValue()).resolves.toBe('Knee program');

    await builder(page).getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    await dialog.getByLabel('Template name').fill('Knee rehab week 1');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    // The document now edits the saved set: its id in the URL, no draft left.
    await urlMatches(page, /\/setBuilder\/[A-Za-z0-9_-]+$/);
    await builder(page).getByTestId('restored').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const sets = await api.get('/api/clinician/sets?type=folderSet&folderId=user');
    expect(sets.json).toMatchObject({
      status: 'success',
      body: { items: [{ savename: 'Knee rehab week 1', exerciseCount: 3 }] },
    });
    const drafts = await api.get('/api/clinician/sets/drafts');
    expect(drafts.json).toMatchObject({ body: { items: [] } });

    // The templates manager lists it and opens it in the designer: the same set, not a copy.
    const saved = (sets.json as { body: { items: { id: string }[] } }).body.items[0]!.id;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await urlMatches(page, /\/clinician\/templates/);
    await page.getByRole('button', { name: 'Open in the designer: Knee rehab week 1' }).click();
    await urlMatches(page, new RegExp(`/setBuilder/${saved}$`));
    await waitFor(async () => ((await elementLabels(page)).join('|') === [...titles, 'Untitled divider'].join('|') ? true : undefined), UI_TIMEOUT);
    await expect(builder(page).getByLabel('Set title').inputValue()).resolves.toBe('Knee program');
  });

  it("shows a team-mate the images of a shared client's set that are its author's own uploads", async () => {
    // The team shares clients but not exercises: the author's upload is not in the team-mate's library.
    const { staff } = await teamWith([{ teamExercises: false, orgExercises: false }, { teamExercises: false, orgExercises: false }]);
    const [author, mate] = staff;
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2e7d32' } }).png().toBuffer();
    const imageId = bodyOf<Resource>(await author!.api.upload('/api/clinician/resources/upload/image', 'file', png, 'wall.png', 'image/png')).id;
    const customId = bodyOf<Element>(await author!.api.post('/api/clinician/exercises', { title: 'Wall slide', thumbnailId: imageId })).id;
    const client = bodyOf<ClientCreated>(
      await author!.api.post('/api/clinician/clients', { firstname: 'Noor', lastname: 'Haddad', email: `noor.${Date.now()}@example.test` }),
    );
    const element = setExercise(customId, 'e1', 'Wall slide', { thumbnailId: imageId });
    const set = bodyOf<ExerciseSet>(
      await author!.api.post('/api/clinician/sets', { type: 'clientSet', clientId: client.client.id, savename: 'Home', title: 'Shoulder', elements: [element] }),
    );

    const { page } = browser;
    await openDesigner(page, mate!.account);
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    await visible(elements(page).getByRole('img', { name: 'Wall slide' }));
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('img[alt="Wall slide"]')].some((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { timeout: UI_TIMEOUT },
    );
  });

  it('loses nothing while the sets service is down: the status shows the error, the next autosave after it is back stores the edits', async () => {
    // A stack of the test's own (NATS subject prefix of its own), so stopping its sets service
    // disturbs no other test.
    const env = privateEnv();
    const port = await freePort();
    const processes: StartedProcess[] = [startServiceProcess('gateway', { ...env, PORT: String(port) })];
    for (const service of ['auth', 'teams', 'exercises']) processes.push(startServiceProcess(service, env));
    let sets = startServiceProcess('sets', env);
    const base = `http://localhost:${port}`;
    try {
      await waitFor(async () => {
        const health = (await (await fetch(`${base}/api/health`)).json()) as {
          body?: { services?: Record<string, { status: string }> };
        };
        const services = health.body?.services ?? {};
        return ['auth', 'teams', 'exercises', 'sets'].every((name) => services[name]?.status === 'up')
          ? true
          : undefined;
      }, 60_000);
      const { page } = browser;
      const account = await createTestAccount();
      await openDesigner(page, account, base);
      const titles = await addExercises(page, 2);
      await waitFor(
        async () => ((await draftStatus(page).getAttribute('data-status')) === 'saved' ? true : undefined),
        UI_TIMEOUT,
      );

      await stopProcess(sets.child);
      // A value no stock exercise starts with, so it is an edit.
      await setParameter(page, titles[0]!, 1, '17');
      await waitFor(
        async () => ((await draftStatus(page).getAttribute('data-status')) === 'error' ? true : undefined),
        UI_TIMEOUT,
      );
      await expect(draftStatus(page).textContent()).resolves.toMatch(/Draft not saved/);
      // Still on the designer (no maintenance page), with the edit.
      expect(page.url()).toContain('/clinician/designer/');
      await expect(elements(page).first().getByLabel('Value 1', { exact: true }).inputValue()).resolves.toBe('17');

      sets = startServiceProcess('sets', env);
      processes.push(sets);
      await waitFor(
        async () => ((await draftStatus(page).getAttribute('data-status')) === 'saved' ? true : undefined),
        60_000,
      );
      const api = new ApiClient(base);
      await api.login(account.username, account.password);
      const drafts = (await api.get('/api/clinician/sets/drafts')).json as {
        body: { items: { elements: { parameters?: { value: string }[] }[] }[] };
      };
      expect(drafts.body.items).toHaveLength(1);
      expect(drafts.body.items[0]?.elements[0]?.parameters?.[0]?.value).toBe('17');
    } finally {
      await Promise.all([...processes, sets].map((started) => stopProcess(started.child)));
    }
    // Starts and stops a stack of its own: more than the default minute on a busy machine.
  }, 240_000);
});
