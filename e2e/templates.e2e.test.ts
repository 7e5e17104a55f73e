import { ApiClient, createTestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { baseUrl, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

const table = (page: Page) => page.getByRole('table', { name: 'Templates' });
const names = (page: Page) => table(page).getByRole('rowheader');

/** Waits until the table shows exactly these template names, in this order. */
async function namesAre(page: Page, expected: string[]): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = (await names(page).allTextContents()).map((name) => name.trim());
    const busy = await page.getByRole('progressbar', { name: 'Updating the list…' }).count();
    if (busy === 0 && JSON.stringify(shown) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  expect(shown).toEqual(expected);
}

/** The list call with this search or sort has been answered. */
const listAnswered = (page: Page, test: (query: URLSearchParams) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/api/clinician/sets') && response.request().method() === 'GET' && test(url.searchParams);
  }, { timeout: UI_TIMEOUT });

describe('templates manager', () => {
  it('lists a clinician’s templates, searches, sorts, moves, deletes and opens one in the designer', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    const createTemplate = async (savename: string, title: string): Promise<string> => {
      const response = await api.post('/api/clinician/sets', { type: 'folderSet', savename, title });
      expect(response.status).toBe(200);
      return (response.json as { body: { id: string } }).body.id;
    };
    // Created in this order, so the natural order (newest change first) is neither A-Z nor Z-A.
    const knee = await createTemplate('Knee rehab', 'Knee, week 1');
    await createTemplate('Shoulder mobility', 'Shoulder basics');
    await createTemplate('Ankle stability', 'Balance');
    const folder = await api.post('/api/clinician/sets/folders', { title: 'Post-op' });
    expect(folder.status).toBe(200);
    const folderId = (folder.json as { body: { id: string } }).body.id;

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await urlMatches(page, /\/clinician\/templates\/user$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Templates' }));
    await visible(page.getByRole('tree', { name: 'Template folders' }).getByRole('treeitem', { name: 'Post-op' }));
    await namesAre(page, ['Ankle stability', 'Shoulder mobility', 'Knee rehab']);

    // Search: the list asks once the typing pauses, and narrows.
    const searched = listAnswered(page, (query) => query.get('search') === 'knee');
    await page.getByLabel('Search templates').pressSequentially('knee', { delay: 60 });
    await searched;
    await namesAre(page, ['Knee rehab']);
    await urlMatches(page, /[?&]search=knee/);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await namesAre(page, ['Ankle stability', 'Shoulder mobility', 'Knee rehab']);

    // Sorting a column cycles none → ascending → descending → none.
    const nameHeader = table(page).getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    await nameHeader.getByRole('button', { name: 'Name' }).click();
    await namesAre(page, ['Ankle stability', 'Knee rehab', 'Shoulder mobility']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await urlMatches(page, /sort=savename&dir=asc/);
    await nameHeader.getByRole('button', { name: 'Name' }).click();
    await namesAre(page, ['Shoulder mobility', 'Knee rehab', 'Ankle stability']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await nameHeader.getByRole('button', { name: 'Name' }).click();
    await namesAre(page, ['Ankle stability', 'Shoulder mobility', 'Knee rehab']);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');

    // Move one template into the folder through the folder picker.
    await page.getByRole('checkbox', { name: 'Select Ankle stability' }).check();
    await visible(page.getByTestId('selection-count').filter({ hasText: '1 selected' }));
    await page.getByRole('button', { name: 'Move…' }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Move 1 template' });
    await visible(moveDialog);
    await moveDialog.getByRole('combobox', { name: 'Destination folder' }).click();
    await page.getByRole('option', { name: 'My templates / Post-op' }).click();
    await moveDialog.getByRole('button', { name: 'Move' }).click();
    await visible(page.getByRole('status').filter({ hasText: '1 template moved.' }));
    await namesAre(page, ['Shoulder mobility', 'Knee rehab']);
    await page.getByRole('treeitem', { name: 'Post-op' }).click();
    await urlMatches(page, new RegExp(`/clinician/templates/user/${folderId}$`));
    await namesAre(page, ['Ankle stability']);
    await page.getByRole('treeitem', { name: 'My templates' }).click();
    await namesAre(page, ['Shoulder mobility', 'Knee rehab']);

    // Delete one after confirming.
    await page.getByRole('checkbox', { name: 'Select Shoulder mobility' }).check();
    await page.getByRole('button', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 1 template?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('status').filter({ hasText: '1 template deleted.' }));
    await namesAre(page, ['Knee rehab']);
    const left = await api.get('/api/clinician/sets', { folderId: 'user' });
    expect((left.json as { body: { items: { id: string }[] } }).body.items.map((item) => item.id)).toEqual([knee]);

    // Open in the designer, then come back to the same place.
    await page.getByRole('button', { name: 'Open in the designer: Knee rehab' }).click();
    await urlMatches(page, new RegExp(`/clinician/designer/exerciseBrowser/stock/setBuilder/${knee}$`));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await urlMatches(page, /\/clinician\/templates\/user$/);
    await namesAre(page, ['Knee rehab']);
  });

  it('shows the last page that still has templates when a delete empties the page shown', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    // A clinic's week-by-week protocols: 51 templates, one more than a page.
    const protocols: [string, number][] = [
      ['ACL reconstruction', 12],
      ['Rotator cuff repair', 12],
      ['Total knee replacement', 8],
      ['Total hip replacement', 8],
      ['Ankle sprain', 6],
      ['Low back pain', 5],
    ];
    const savenames = protocols.flatMap(([protocol, weeks]) => Array.from({ length: weeks }, (_, week) => `${protocol}, week ${week + 1}`));
    expect(savenames).toHaveLength(51);
    for (const savename of savenames) {
      expect((await api.post('/api/clinician/sets', { type: 'folderSet', savename, title: savename })).status).toBe(200);
    }

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.goto(`${baseUrl()}/clinician/templates`);
    // Newest change first: the first created is alone on the second page.
    await namesAre(page, savenames.slice(1).reverse());
    await page.getByRole('button', { name: 'Next page' }).click();
    await namesAre(page, ['ACL reconstruction, week 1']);
    await page.getByRole('checkbox', { name: 'Select ACL reconstruction, week 1' }).check();
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('dialog', { name: 'Delete 1 template?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('status').filter({ hasText: '1 template deleted.' }));
    // Not an empty second page: the first, whole.
    await namesAre(page, savenames.slice(1).reverse());
    await visible(page.getByText('1–50 of 50'));
  });

  it('keeps the folder, search and sort in the URL and restores them when the clinician comes back', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    for (const savename of ['Hip A', 'Hip B', 'Neck']) {
      expect((await api.post('/api/clinician/sets', { type: 'folderSet', savename, title: savename })).status).toBe(200);
    }

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await namesAre(page, ['Neck', 'Hip B', 'Hip A']);
    await table(page).getByRole('button', { name: 'Name' }).click();
    await namesAre(page, ['Hip A', 'Hip B', 'Neck']);
    await page.getByLabel('Search templates').pressSequentially('hip', { delay: 60 });
    await namesAre(page, ['Hip A', 'Hip B']);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Designer' }).click();
    await urlMatches(page, /\/clinician\/designer\//);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await urlMatches(page, /\/clinician\/templates\/user\?search=hip&sort=savename&dir=asc$/);
    expect(await page.getByLabel('Search templates').inputValue()).toBe('hip');
    expect(await table(page).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await namesAre(page, ['Hip A', 'Hip B']);

    // A reload opens the same place from the URL alone.
    await page.reload();
    await namesAre(page, ['Hip A', 'Hip B']);
    expect(await page.getByLabel('Search templates').inputValue()).toBe('hip');
  });

  it('creates, renames and deletes a folder, and refuses to delete one that holds templates', async () => {
    const account = await createTestAccount();
    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    await page.goto(`${baseUrl()}/clinician/templates`);
    await urlMatches(page, /\/clinician\/templates\/user$/);
    await visible(page.getByTestId('templates-empty'));

    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: 'New folder' });
    await create.getByLabel('Folder name').fill('Knee <post-op>');
    // `<` and `>` are refused as they are typed (spec section 5).
    expect(await create.getByLabel('Folder name').inputValue()).toBe('Knee post-op');
    await create.getByRole('button', { name: 'Create' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Folder created.' }));
    const tree = page.getByRole('tree', { name: 'Template folders' });
    await tree.getByRole('treeitem', { name: 'Knee post-op' }).click();
    await urlMatches(page, /\/clinician\/templates\/user\/[^/?]+$/);
    await visible(page.getByRole('heading', { level: 2, name: 'My templates / Knee post-op' }));

    await page.getByRole('button', { name: 'Rename folder' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename folder' });
    await rename.getByLabel('Folder name').fill('Knee');
    await rename.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Folder renamed.' }));
    await visible(tree.getByRole('treeitem', { name: 'Knee', exact: true }));

    // A folder with a template in it cannot be deleted.
    const folderId = new URL(page.url()).pathname.split('/').pop()!;
    const made = await api.post('/api/clinician/sets', { type: 'folderSet', savename: 'Inside', title: 'Inside', folderId });
    expect(made.status).toBe(200);
    await page.reload();
    await namesAre(page, ['Inside']);
    await page.getByRole('button', { name: 'Delete folder' }).click();
    await page.getByRole('dialog', { name: 'Delete folder?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Only empty folders can be deleted.' }));

    await page.getByRole('checkbox', { name: 'Select Inside' }).check();
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('dialog', { name: 'Delete 1 template?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByTestId('templates-empty'));
    await page.getByRole('button', { name: 'Delete folder' }).click();
    await page.getByRole('dialog', { name: 'Delete folder?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Folder deleted.' }));
    await urlMatches(page, /\/clinician\/templates\/user$/);
    await tree.getByRole('treeitem', { name: 'Knee', exact: true }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  });
});
