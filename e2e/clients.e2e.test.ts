import { ApiClient, createTestAccount, waitFor } from '@openset/testing';
import { bodyOf, signedIn, teamWith } from '@openset/testing/clinicians';
import type { ClientCreated, Element } from '@openset/contracts';
import type { BrowserSession } from '@openset/testing/browser';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, KNEE_REPLACEMENT_NOTES, openBrowser, setExercise, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Clients' });

/** Waits until the table shows exactly these last names, in this order. */
async function namesAre(page: Page, expected: string[]): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = (await table(page).getByRole('rowheader').allTextContents()).map((name) => name.trim());
    const busy = await page.getByRole('progressbar', { name: 'Updating the list…' }).count();
    if (busy === 0 && JSON.stringify(shown) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  expect(shown).toEqual(expected);
}

/** Waits until the header says this `aria-sort` (the URL, then the table, follow a click). */
async function sortIs(header: Locator, expected: string): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT;
  let shown: string | null = null;
  while (Date.now() < deadline) {
    shown = await header.getAttribute('aria-sort');
    if (shown === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(shown).toBe(expected);
}

/** Waits for the focus to be on the main region (where it lands after a link went with its screen). */
const focusIsOnMain = (page: Page) => waitFor(async () => ((await page.evaluate(() => document.activeElement?.id)) === 'main' ? true : undefined), UI_TIMEOUT);
const flash = (page: Page, text: string) => visible(page.getByRole('status').filter({ hasText: text }));

/** Signs in, waits for the designer a sign-in leads to, and goes to the clients by the main navigation. */
async function signInToClients(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, account.username, account.password);
  await urlMatches(page, /\/clinician\/designer\//);
  await clientsLink(page).click();
  await urlMatches(page, /\/clinician\/clients$/);
}

/** Waits for the tab's title; a timeout says which title it had. */
async function titleIs(page: Page, expected: string): Promise<void> {
  await waitFor(async () => ((await page.title()) === expected ? true : undefined), UI_TIMEOUT).catch(async () => {
    throw new Error(`the title stayed "${await page.title()}", not "${expected}" (at ${page.url()})`);
  });
}

const clientsLink = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' });

describe('clients manager', () => {
  it('adds (asking once about a duplicate e-mail), edits, searches, sorts, archives and unarchives a client, then assigns a template to it from the designer and enables it in the portal', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const existing = await api.post('/api/clinician/clients', { firstname: 'Ada', lastname: 'Zimmer', email: 'family@example.test' });
    expect(existing.status).toBe(200);
    const template = await api.post('/api/clinician/sets', { type: 'folderSet', savename: 'Knee rehab', title: 'Knee, week 1' });
    expect(template.status).toBe(200);
    const templateId = (template.json as { body: { id: string } }).body.id;

    const { page } = browser;
    await signInToClients(page, account);
    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
    await namesAre(page, ['Zimmer']);

    // Add a client with the same e-mail: the duplicate is confirmed once, then the login shown.
    await page.getByRole('button', { name: 'Add client' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a client' });
    await visible(addDialog);
    await addDialog.getByLabel('First name').fill('Bob');
    await addDialog.getByLabel('Last name').fill('<Alpha>');
    await addDialog.getByLabel('E-mail').fill('family@example.test');
    await addDialog.getByLabel('Year of birth').fill('1987');
    expect(await addDialog.getByLabel('Last name').inputValue()).toBe('Alpha');
    expect(await addDialog.getByLabel('Portal key').inputValue()).toBe('1987');
    await addDialog.getByRole('button', { name: 'Save' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate client e-mail' });
    await visible(duplicate);
    // Not now: the form is as it was, the focus back on Save.
    await duplicate.getByRole('button', { name: 'Cancel' }).click();
    await duplicate.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await waitFor(async () => ((await page.evaluate(() => document.activeElement?.textContent)) === 'Save' ? true : undefined), UI_TIMEOUT);
    expect(await addDialog.getByLabel('First name').inputValue()).toBe('Bob');
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await visible(duplicate);
    await duplicate.getByRole('button', { name: 'Save anyway' }).click();
    const login = page.getByRole('dialog', { name: 'Portal login' });
    await visible(login);
    // The flash is heard while the dialog is open: the dialog hides the page behind it from
    // screen readers, and the flash used to be part of that page.
    await flash(page, 'Saved.');
    expect(await login.getByTestId('portal-login').textContent()).toContain('1987');
    expect(await duplicate.count()).toBe(0);
    // The key is shown only now: Escape or a click beside the dialog does not lose it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await visible(login);
    await login.getByRole('button', { name: 'Close' }).click();
    await namesAre(page, ['Alpha', 'Zimmer']);

    // Edit: a new e-mail nobody has is saved without asking.
    await table(page).getByRole('link', { name: 'Alpha', exact: true }).click();
    await urlMatches(page, /\/clinician\/clients\/[^/]+$/);
    const clientId = new URL(page.url()).pathname.split('/').pop()!;
    await visible(page.getByRole('heading', { level: 1, name: 'Bob Alpha' }));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bob Alpha' });
    await visible(edit);
    // No key to suggest the year of birth for, when editing.
    expect(await edit.getByText('suggested as the portal key').count()).toBe(0);
    await edit.getByLabel('E-mail').fill('bob.alpha@example.test');
    await edit.getByRole('button', { name: 'Save' }).click();
    await flash(page, 'Saved.');
    await visible(page.getByTestId('client-email').filter({ hasText: 'bob.alpha@example.test' }));
    expect(await page.getByRole('dialog', { name: 'Duplicate client e-mail' }).count()).toBe(0);
    await page.getByRole('link', { name: 'All clients' }).click();
    await namesAre(page, ['Alpha', 'Zimmer']);

    // Search (1 s after typing) and the none → ascending → descending → none sort.
    await page.getByLabel('Search clients').pressSequentially('zimm', { delay: 60 });
    await namesAre(page, ['Zimmer']);
    await urlMatches(page, /[?&]search=zimm/);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await namesAre(page, ['Alpha', 'Zimmer']);
    const nameHeader = table(page).getByRole('columnheader', { name: 'Last name', exact: true });
    await sortIs(nameHeader, 'none');
    await nameHeader.getByRole('button', { name: 'Last name', exact: true }).click();
    await sortIs(nameHeader, 'ascending');
    await namesAre(page, ['Alpha', 'Zimmer']);
    await nameHeader.getByRole('button', { name: 'Last name', exact: true }).click();
    await namesAre(page, ['Zimmer', 'Alpha']);
    await sortIs(nameHeader, 'descending');
    await urlMatches(page, /sort=lastname&dir=desc/);
    await nameHeader.getByRole('button', { name: 'Last name', exact: true }).click();
    await sortIs(nameHeader, 'none');

    // Archive, then unarchive from the archived tab, with their flashes.
    await page.getByRole('checkbox', { name: 'Select Ada Zimmer' }).check();
    await visible(page.getByTestId('selection-count').filter({ hasText: '1 selected' }));
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const archive = page.getByRole('dialog', { name: 'Archive 1 client?' });
    await visible(archive);
    // While the archive runs (held here), it cannot be "cancelled": Escape and Cancel would
    // close the dialog and the clients would be archived all the same.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // (The address has a query, `?value=true`, which a glob would have to match too.)
    const archiving = (url: URL) => url.pathname.endsWith('/archived');
    await page.route(archiving, async (route) => {
      await held;
      await route.continue();
    });
    await archive.getByRole('button', { name: 'Archive', exact: true }).click();
    await visible(archive.getByRole('button', { name: 'Cancel', disabled: true }));
    await page.keyboard.press('Escape');
    await visible(archive);
    release();
    await flash(page, '1 client archived.');
    await archive.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    // A dialog opened while a flash shows leaves it heard (it used to hide it from screen readers).
    const adding = page.getByRole('dialog', { name: 'Add a client' });
    await page.getByRole('button', { name: 'Add client' }).click();
    await visible(adding);
    await flash(page, '1 client archived.');
    await adding.getByRole('button', { name: 'Cancel' }).click();
    await adding.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.unroute(archiving);
    await namesAre(page, ['Alpha']);
    await page.getByRole('tab', { name: 'Archived' }).click();
    await urlMatches(page, /tab=archived/);
    await namesAre(page, ['Zimmer']);
    // An archived client cannot sign in to the portal, and the list says so.
    expect(await table(page).getByRole('row', { name: /Zimmer/ }).getByText('Off', { exact: true }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Select Ada Zimmer' }).check();
    await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
    const unarchive = page.getByRole('dialog', { name: 'Unarchive 1 client?' });
    await visible(unarchive);
    await unarchive.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await flash(page, '1 client unarchived.');
    await visible(page.getByTestId('clients-empty'));
    await page.getByRole('tab', { name: 'Active' }).click();
    await namesAre(page, ['Alpha', 'Zimmer']);

    // Assign the template from the designer, picking the client by a search.
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${templateId}`);
    // The template gets a stock exercise first: an empty set is not assigned.
    const builder = page.getByRole('region', { name: 'Set builder' });
    // The template is open (not an empty document that Assign would copy without its name).
    await waitFor(async () => ((await builder.getByLabel('Set title').inputValue()) === 'Knee, week 1' ? true : undefined), UI_TIMEOUT);
    const elements = builder.getByRole('list', { name: 'Elements of the set' }).getByRole('listitem');
    const add = page.getByRole('list', { name: 'Exercises' }).getByRole('button', { name: /^Add .+ to the set$/ }).first();
    await visible(add);
    await add.click();
    await visible(elements.first());
    await page.getByRole('button', { name: 'Assign to client' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign to a client' });
    await visible(assign);
    await assign.getByRole('combobox', { name: 'Client' }).pressSequentially('alpha', { delay: 60 });
    await page.getByRole('option', { name: 'Alpha, Bob (bob.alpha@example.test)' }).click();
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create client set' });
    await visible(create);
    await create.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByRole('status').filter({ hasText: /./ }).first());
    const setsOf = async () => {
      const response = await api.get(`/api/clinician/clients/${clientId}/sets`);
      return (response.json as { body: { items: { id: string; enabled: boolean; savename: string; title: string }[] } }).body.items;
    };
    const deadline = Date.now() + UI_TIMEOUT;
    while ((await setsOf()).length === 0 && Date.now() < deadline) await page.waitForTimeout(200);
    const [clientSet] = await setsOf();
    expect(clientSet).toBeDefined();

    // The client's sets view: the set is shown in the portal by its switch.
    await clientsLink(page).click();
    await table(page).getByRole('link', { name: 'Alpha', exact: true }).click();
    await page.getByRole('tab', { name: 'Sets' }).click();
    await urlMatches(page, new RegExp(`/clinician/clients/${clientId}/sets$`));
    const name = clientSet!.savename || clientSet!.title;
    const portalSwitch = page.getByRole('switch', { name: `Show ${name} in the portal` }).or(page.getByRole('checkbox', { name: `Show ${name} in the portal` }));
    await visible(portalSwitch);
    if (await portalSwitch.isChecked()) {
      await portalSwitch.uncheck();
      await visible(page.getByRole('status').filter({ hasText: `${name} is hidden from the portal.` }));
      expect((await setsOf())[0]!.enabled).toBe(false);
    }
    await portalSwitch.check();
    await visible(page.getByRole('status').filter({ hasText: `${name} is shown in the portal.` }));
    expect((await setsOf())[0]!.enabled).toBe(true);
    // By keyboard: the focus stays on the switch while it saves, so a second Space turns it back.
    await portalSwitch.focus();
    await page.keyboard.press('Space');
    await visible(page.getByRole('status').filter({ hasText: `${name} is hidden from the portal.` }));
    expect(await portalSwitch.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await visible(page.getByRole('status').filter({ hasText: `${name} is shown in the portal.` }));
    expect((await setsOf())[0]!.enabled).toBe(true);
    // The page fits its window: nothing (a live region's box among them) scrolls it sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // "Create a client set" opens a new designer document whose Assign starts from this client.
    await page.getByRole('button', { name: 'Create a client set' }).click();
    await urlMatches(page, new RegExp(`/setBuilder/[^?]*n~[^?]+\\?client=${clientId}$`));
    await visible(add);
    await add.click();
    await page.getByRole('button', { name: 'Assign to client' }).click();
    await visible(assign);
    const picker = assign.getByRole('combobox', { name: 'Client' });
    const pickDeadline = Date.now() + UI_TIMEOUT;
    while ((await picker.inputValue()) !== 'Alpha, Bob (bob.alpha@example.test)' && Date.now() < pickDeadline) await page.waitForTimeout(100);
    expect(await picker.inputValue()).toBe('Alpha, Bob (bob.alpha@example.test)');
  });

  it('holds at most 100 clients in a selection, says so when a row or a page does not fit, and archives the 100 at once', async () => {
    const { account, api } = await signedIn('professional');
    // A caseload of 101: every pairing of ten first names and ten surnames, and Zoé Zimmermann.
    const firstNames = ['Amira', 'Bruno', 'Chloé', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ingrid', 'Jonas'];
    const surnames = ['Aubert', 'Bianchi', 'Cohen', 'Dubois', 'Eriksen', 'Fontaine', 'Garcia', 'Haddad', 'Ivanova', 'Jensen'];
    const caseload = [...surnames.flatMap((lastname) => firstNames.map((firstname) => ({ firstname, lastname }))), { firstname: 'Zoé', lastname: 'Zimmermann' }];
    const tag = Date.now().toString(36);
    for (let start = 0; start < caseload.length; start += 10) {
      await Promise.all(caseload.slice(start, start + 10).map(({ firstname, lastname }, index) =>
        api.post('/api/clinician/clients', { firstname, lastname, email: `${lastname}.${start + index}.${tag}@example.test`.toLowerCase(), portalEnabled: false }).then(bodyOf)));
    }
    // By last name, a page holds five surnames' ten clients each.
    const pageOfSurnames = (first: number) => surnames.slice(first, first + 5).flatMap((surname) => Array<string>(10).fill(surname));
    const { page } = browser;
    await signInToClients(page, account);
    const selectPage = () => page.getByRole('checkbox', { name: 'Select the clients of this page' }).check();
    await namesAre(page, pageOfSurnames(0));
    await selectPage();
    await visible(page.getByText('50 selected'));
    // While the next page is on its way (held here), the first page's rows stay on screen: the
    // page's checkbox waits for the rows it would select.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const secondPage = (url: URL) => url.pathname.endsWith('/api/clinician/clients') && url.searchParams.get('skip') === '50';
    await page.route(secondPage, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next page' }).click();
    await visible(page.getByRole('checkbox', { name: 'Select the clients of this page', disabled: true }));
    await namesAre(page, pageOfSurnames(0));
    release();
    await namesAre(page, pageOfSurnames(5));
    await page.unroute(secondPage);
    await selectPage();
    await visible(page.getByText('100 selected'));
    // The last client, alone on the third page, does not fit: neither by its row nor by its page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await namesAre(page, ['Zimmermann']);
    const last = page.getByRole('checkbox', { name: 'Select Zoé Zimmermann' });
    await last.click();
    await flash(page, 'At most 100 clients can be selected.');
    expect(await last.isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Select the clients of this page' }).click();
    expect(await last.isChecked()).toBe(false);
    await visible(page.getByText('100 selected'));

    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('dialog', { name: 'Archive 100 clients?' }).getByRole('button', { name: 'Archive', exact: true }).click();
    await flash(page, '100 clients archived.');
    // The third page emptied: the one client left is on the first.
    await namesAre(page, ['Zimmermann']);
    await page.getByRole('tab', { name: 'Archived' }).click();
    await visible(page.getByText('1–50 of 100'));
  });

  it('marks a portal username another client has beside its field, and goes back from a client to the list as it was left', async () => {
    const { account, api } = await signedIn('professional');
    const tag = Date.now().toString(36);
    const taken = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Ines', lastname: `Taken${tag}`, email: `ines.${tag}@example.test` }));
    bodyOf(await api.post('/api/clinician/clients', { firstname: 'Ivo', lastname: `Other${tag}`, email: `ivo.${tag}@example.test` }));
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\//);
    await page.goto(`${baseUrl()}/clinician/clients?search=taken`);
    await namesAre(page, [`Taken${tag}`]);

    await page.getByRole('button', { name: 'Add client' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a client' });
    await visible(addDialog);
    await addDialog.getByLabel('First name').fill('Noor');
    await addDialog.getByLabel('Last name').fill('Haddad');
    await addDialog.getByLabel('E-mail').fill(`noor.${tag}@example.test`);
    await addDialog.getByLabel('Portal username').fill(taken.portal.username);
    await addDialog.getByRole('button', { name: 'Save' }).click();
    // Said beside the field, which has the focus; the dialog stays open with what was typed.
    const username = addDialog.getByRole('textbox', { name: 'Portal username' });
    await visible(addDialog.getByText('Another client has this username.', { exact: false }));
    expect(await username.evaluate((input) => [input === document.activeElement, input.getAttribute('aria-invalid')])).toEqual([true, 'true']);
    expect(await page.getByRole('status').filter({ hasText: 'something didn' }).count()).toBe(0);
    await username.fill('');
    await addDialog.getByRole('button', { name: 'Save' }).click();
    const login = page.getByRole('dialog', { name: 'Portal login' });
    await visible(login);
    await login.getByRole('button', { name: 'Close' }).click();

    // From the searched list to a client and back, by keyboard: the search is still there, and
    // the focus, which went with the link left behind, is on the main region each time.
    await table(page).getByRole('link', { name: `Taken${tag}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { level: 1, name: `Ines Taken${tag}` }));
    await focusIsOnMain(page);
    await page.getByRole('tab', { name: 'Tracking' }).click();
    await page.getByRole('link', { name: 'All clients' }).focus();
    await page.keyboard.press('Enter');
    await urlMatches(page, /\/clinician\/clients\?search=taken$/);
    await focusIsOnMain(page);
    await namesAre(page, [`Taken${tag}`]);
    expect(await page.getByLabel('Search clients').inputValue()).toBe('taken');
  });

  it('fits a tablet held upright (768 px) in French: nothing scrolls sideways, long names, e-mails, messages and notes wrap, the last update stays in view', async () => {
    const { api, account } = await signedIn('professional');
    bodyOf(await api.put('/api/clinician', { lang: 'fr' }));
    const created = bodyOf<ClientCreated>(
      await api.post('/api/clinician/clients', {
        firstname: 'Marie-Élisabeth',
        lastname: 'Vaillancourt-Desrochers-Bissonnette',
        email: `marie-elisabeth.vaillancourt.${Date.now()}@physio-quebec.example.test`,
        portalKey: '4826',
      }),
    );
    const portal = new ApiClient();
    portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: created.portal.username, key: '4826' })).csrfToken;
    const link = 'https://physio.example.org/programmes/genou/semaine-deux/flexion-assise-avec-serviette-et-progression-vers-la-marche';
    bodyOf(await portal.post('/api/portal/feedback', { text: `Est-ce bien cet exercice ? ${link}` }));
    bodyOf(await portal.post('/api/portal/diaries', { type: 'pain', value: 4, date: new Date().toISOString().slice(0, 10), note: `Douleur après la vidéo ${link}` }));

    const { page } = browser;
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\//);
    const fitsSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto(`${baseUrl()}/clinician/clients`);
    await namesAre(page, ['Vaillancourt-Desrochers-Bissonnette']);
    expect(await fitsSideways()).toBe(true);
    // The table does not scroll inside itself either: the last column is in view.
    expect(await table(page).evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    const updated = await table(page).locator('time').first().boundingBox();
    expect(updated!.x + updated!.width).toBeLessThanOrEqual(768);

    await page.goto(`${baseUrl()}/clinician/clients/${created.client.id}/tracking`);
    await visible(page.getByRole('region', { name: 'Messages avec le client' }).getByText(/^Est-ce bien cet exercice/));
    await page.getByRole('table', { name: 'Valeurs du journal Douleur (0–10)' }).waitFor({ state: 'attached', timeout: UI_TIMEOUT });
    expect(await fitsSideways()).toBe(true);
    // Nothing was asked of the client: no failing score of 0 %.
    await visible(page.getByTestId('adherence-summary').filter({ hasText: /^Aucun exercice n’était prévu/ }));
    // The header's log-out button keeps its words on one line.
    const logout = page.getByRole('button', { name: 'Se déconnecter' });
    const box = await logout.boundingBox();
    expect(box!.height).toBeLessThan(45);
  });

  it("shows a client's messages ten at a time, newest first, and the older ones when asked; the clinician replies", async () => {
    const { api, account } = await signedIn('professional');
    const created = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Noor', lastname: 'Haddad', email: `noor.${Date.now()}@example.test`, portalKey: '4826' }));
    const notes = KNEE_REPLACEMENT_NOTES;
    const portal = new ApiClient();
    portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: created.portal.username, key: '4826' })).csrfToken;
    for (const text of notes) bodyOf(await portal.post('/api/portal/feedback', { text }));

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\//);
    await page.goto(`${baseUrl()}/clinician/clients/${created.client.id}/tracking`);
    const messages = page.getByRole('region', { name: 'Messages with the client' });
    await visible(messages.getByText('10 of 12 messages'));
    // Each message's text (its paragraphs are the text, then the date).
    const texts = () => messages.getByTestId('feedback-item').evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
    expect(await texts()).toEqual(notes.slice(2).reverse());
    // The tracking below stays in reach: ten messages, then the older ones on demand. A first
    // try cut off by the network says so and keeps the button; the next one brings them.
    const olderPage = (url: URL) => url.pathname.endsWith(`/clients/${created.client.id}/feedback`) && url.searchParams.has('before');
    await page.route(olderPage, (route) => route.abort('connectionreset'));
    await messages.getByRole('button', { name: 'Show older messages' }).click();
    await visible(messages.getByRole('alert').filter({ hasText: 'The older messages could not be loaded. Try again.' }));
    expect(await texts()).toEqual(notes.slice(2).reverse());
    await page.unroute(olderPage);
    // Meanwhile the client writes again: the older page still brings the two oldest messages,
    // none of those shown a second time. The new one shows when the conversation is read again.
    const later = 'Forgot to say: the stairs felt easier tonight.';
    bodyOf(await portal.post('/api/portal/feedback', { text: later }));
    await messages.getByRole('button', { name: 'Show older messages' }).click();
    await visible(messages.getByText('12 of 12 messages'));
    expect(await messages.getByRole('alert').count()).toBe(0);
    expect(await texts()).toEqual([...notes].reverse());
    expect(await messages.getByRole('button', { name: 'Show older messages' }).count()).toBe(0);
    // The button went with the last page: the focus is on the first of the older messages.
    await page.waitForFunction((text) => document.activeElement?.tagName === 'LI' && document.activeElement.textContent?.includes(text), notes[1]!, { timeout: UI_TIMEOUT });

    // A reply: on top of the messages, not read by the client until the portal has shown it.
    // It answers the client's messages, so they are no longer new.
    expect(await messages.getByText('New', { exact: true }).count()).toBe(12);
    const answer = 'The clicking is common after a knee replacement. Keep going, and tell me if it hurts.';
    await messages.getByRole('button', { name: 'Send' }).click();
    await visible(messages.getByText('Write the message first.'));
    await messages.getByLabel('Message to Noor Haddad').fill(answer);
    await messages.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Message sent.' }));
    const newest = messages.getByTestId('feedback-item').first();
    await visible(newest.filter({ hasText: answer }).filter({ hasText: /Reply from \S/ }).filter({ hasText: 'Not read by the client yet' }));
    await waitFor(async () => ((await messages.getByText('New', { exact: true }).count()) === 0 ? true : undefined), UI_TIMEOUT);
    expect(await page.getByLabel('Message to Noor Haddad').inputValue()).toBe('');
    // Read again, the conversation holds the client's later message too, each message once.
    await visible(messages.getByText('14 of 14 messages'));
    expect(await texts()).toEqual([answer, later, ...[...notes].reverse()]);
    bodyOf(await portal.put('/api/portal/feedback/read'));
    await page.reload();
    await visible(messages.getByTestId('feedback-item').first().filter({ hasText: answer }).filter({ hasText: 'Read by the client' }));
  });

  it("archives and unarchives one client from its page, whose tab title names the client; the unread link and the portal switch say what they are for", async () => {
    const { api, account } = await signedIn('professional');
    const tag = Date.now().toString(36);
    const created = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Inès', lastname: `Moreau${tag}`, email: `ines.${tag}@example.test`, portalKey: '5173' }));
    const clientName = `Inès Moreau${tag}`;
    const exerciseId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Heel slide' })).id;
    bodyOf(await api.post('/api/clinician/sets', { type: 'clientSet', clientId: created.client.id, enabled: true, savename: 'Knee, week 2', title: 'Knee', elements: [setExercise(exerciseId, 'ex-1', 'Heel slide')] }));
    const portal = new ApiClient();
    portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: created.portal.username, key: '5173' })).csrfToken;
    bodyOf(await portal.post('/api/portal/feedback', { text: 'The heel slides pinch at the end of the bend.' }));
    const archivedNow = async () => bodyOf<{ archived: boolean }>(await api.get(`/api/clinician/clients/${created.client.id}`)).archived;

    const { page } = browser;
    await signInToClients(page, account);
    await titleIs(page, 'Clients – OpenSet');
    // The filter calls them what the client page and the portal call them: messages.
    await visible(page.getByLabel('With unread messages'));
    // The unread count names its client: read alone (a screen reader's list of links), "1 unread" says nothing.
    await table(page).getByRole('link', { name: `1 unread message from ${clientName}` }).click();
    await urlMatches(page, new RegExp(`/clinician/clients/${created.client.id}/tracking$`));
    await titleIs(page, `${clientName} – Clients – OpenSet`);
    // The tab shows the count in a badge, which fits a phone in French too; its name says what it counts.
    expect(await page.getByRole('tab', { name: 'Tracking (1 new message)' }).textContent()).toBe('Tracking1');
    // The program went into the portal today and nothing is marked yet: the day is not over, so
    // no failing "0%, Low" either.
    await visible(page.getByTestId('adherence-summary').filter({ hasText: /^Nothing to count yet from/ }));
    await visible(page.getByTestId('exercise-adherence').filter({ hasText: 'Heel slide' }).filter({ hasText: 'Not yet' }));
    expect(await page.getByText('Low', { exact: true }).count()).toBe(0);

    // The portal switch has a visible label of its own, and the label works it.
    await page.getByRole('tab', { name: 'Sets' }).click();
    const portalSwitch = page.getByRole('switch', { name: 'Show Knee, week 2 in the portal' }).or(page.getByRole('checkbox', { name: 'Show Knee, week 2 in the portal' }));
    await visible(portalSwitch);
    expect(await portalSwitch.isChecked()).toBe(true);
    await page.getByTestId('client-set').getByText('In the portal', { exact: true }).click();
    await flash(page, 'Knee, week 2 is hidden from the portal.');
    expect(await portalSwitch.isChecked()).toBe(false);

    // Archive from the page, asked first by name; then the page offers Unarchive, the sets are
    // read-only, and the page says the client cannot sign in to the portal.
    const portalStatus = page.getByTestId('client-portal');
    expect(await portalStatus.textContent()).toBe('On');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${clientName}?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
    await flash(page, 'Archived.');
    await visible(page.getByRole('button', { name: 'Unarchive', exact: true }));
    await visible(page.getByText('This client is archived: the sets are read-only.'));
    expect(await portalSwitch.isDisabled()).toBe(true);
    expect(await portalStatus.textContent()).toBe('Off');
    expect(await archivedNow()).toBe(true);
    await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await flash(page, 'Unarchived.');
    await visible(page.getByRole('button', { name: 'Archive', exact: true }));
    expect(await portalSwitch.isDisabled()).toBe(false);
    expect(await portalStatus.textContent()).toBe('On');
    expect(await archivedNow()).toBe(false);

    // Back on the list, the title names the list again.
    await page.getByRole('link', { name: 'All clients' }).click();
    await visible(table(page));
    await titleIs(page, 'Clients – OpenSet');
  });

  it('shows restrictPhi staff the profile and sets of a client, and no health information', async () => {
    const { staff } = await teamWith([{ restrictPhi: true }]);
    const { account, api } = staff[0]!;
    const created = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Rae', lastname: 'Quill', email: `rae.${Date.now()}@example.test` }));
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\//);

    await page.goto(`${baseUrl()}/clinician/clients`);
    await namesAre(page, ['Quill']);
    // No unread-messages filter: a client's messages are health information.
    expect(await page.getByLabel('With unread messages').count()).toBe(0);

    await page.goto(`${baseUrl()}/clinician/clients/${created.client.id}/tracking`);
    await visible(page.getByRole('heading', { name: /Rae Quill/ }));
    const restricted = page.getByTestId('restricted-panel');
    await visible(restricted.filter({ hasText: 'Health information is not available for your account.' }));
    expect(await page.getByRole('table', { name: 'Days with exercises done' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Outcomes' }).click();
    await visible(page.getByTestId('restricted-panel'));
    expect(await page.getByTestId('outcomes-placeholder').count()).toBe(0);
    // The profile and the sets stay theirs to work with.
    await visible(page.getByRole('button', { name: 'Edit' }));
    await page.getByRole('tab', { name: 'Sets' }).click();
    await visible(page.getByRole('tabpanel', { name: 'Sets' }));
    expect(await page.getByTestId('restricted-panel').count()).toBe(0);
  });
});
