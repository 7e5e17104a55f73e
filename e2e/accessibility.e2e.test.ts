import type { AssignedOutcome, ClientCreated, Element, ExerciseSet, ManagerTeamList } from '@openset/contracts';
import { ApiClient, waitForMails } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf, signedIn } from '@openset/testing/clinicians';
import { expectAbout } from '@openset/testing/expect';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, expectAccessible, lineTopsOf, openBrowser, PASSWORD, setExercise, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

// Each test walks many screens, each waited for and checked by axe: more than one screen's minute.
jest.setTimeout(180_000);

// Each screen a clinician or a client works in, with content on it, checked by axe-core against
// WCAG 2.1 A and AA (names and labels, roles, contrast, landmarks, ARIA use). A failure names the
// rule and the elements that break it.

let browser: BrowserSession | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** The labels in a part of the page cut short by an ellipsis, and the controls that reach past its right edge. */
async function cutOff(part: Locator): Promise<{ labels: (string | null)[]; pastTheEdge: (string | null)[] }> {
  return part.evaluate((root) => {
    const edge = root.getBoundingClientRect().right;
    return {
      labels: [...root.querySelectorAll('label')].filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      pastTheEdge: [...root.querySelectorAll('input, button, label')].filter((node) => node.getBoundingClientRect().right > edge + 1).map((node) => node.getAttribute('aria-label') ?? node.textContent),
    };
  });
}

/** A clinician with a template, a client with an enabled set of two exercises and a divider. */
async function clinic() {
  const { api, account } = await signedIn('professional');
  const tag = Date.now().toString(36);
  const created = bodyOf<ClientCreated>(
    await api.post('/api/clinician/clients', { firstname: 'Ada', lastname: `Lovelace${tag}`, email: `a${tag}@example.test`, portalKey: '1815' }),
  );
  const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Wall squat', instructions: 'Slowly, knees over toes.' })).id;
  const elements = [setExercise(customId, 'e1', 'Wall squat'), { type: 'setDivider', key: 'd1', title: 'Evening', instructions: '' }, setExercise(customId, 'e2', 'Step up')];
  const set = bodyOf<ExerciseSet>(
    await api.post('/api/clinician/sets', { type: 'clientSet', clientId: created.client.id, enabled: true, savename: 'Home program', title: 'Knee', elements }),
  );
  bodyOf(await api.post('/api/clinician/sets', { type: 'folderSet', savename: 'Knee rehab', title: 'Knee', elements }));
  await keepsADiary(created);
  return { account, client: created, set };
}

/** The client's diary of the last two days (pain and blood pressure), as the portal sends it: the charts have something to draw. */
async function keepsADiary(created: ClientCreated): Promise<void> {
  const portal = new ApiClient();
  portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: created.portal.username, key: '1815' })).csrfToken;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  for (const entry of [
    { type: 'pain', value: 5, date: day(1), note: 'Stiff after the stairs.' },
    { type: 'pain', value: 3, date: day(0) },
    { type: 'bp', systolic: 128, diastolic: 84, unit: 'mmHg', date: day(0) },
  ]) {
    bodyOf(await portal.post('/api/portal/diaries', entry));
  }
}

/**
 * Moves the keyboard's focus with Tab, from the top of the page, until `target` has it, and
 * answers the outline drawn around `ringed` (the target itself, or what draws it: a switch's
 * focused input is invisible).
 */
async function focusRingReachedByTab(page: Page, target: Locator, ringed = target): Promise<string> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      return ringed.evaluate((element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`);
    }
  }
  throw new Error('Tab never reached the element');
}

/** The browser tab's title names the screen, then the product (WCAG 2.4.2). */
async function titled(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title, { timeout: UI_TIMEOUT }).catch(async () => {
    expect(await page.title()).toBe(title);
  });
}

describe('accessibility (WCAG 2.1 AA, axe-core)', () => {
  it("the clinician's screens: sign-in, designer with a set and an open editor, templates, clients, a client's sets and tracking", async () => {
    const { account, client, set } = await clinic();
    browser = await openBrowser();
    const { page } = browser;

    await page.goto(`${baseUrl()}/login`);
    await visible(page.getByLabel('Username or e-mail'));
    await expectAccessible(page, 'sign-in');
    await titled(page, 'Sign in – OpenSet');
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);

    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    const builder = page.getByRole('region', { name: 'Set builder' });
    await visible(builder.getByRole('listitem', { name: /Wall squat/ }));
    await builder.getByRole('button', { name: 'Edit Wall squat' }).click();
    await visible(builder.getByLabel('Value 1', { exact: true }));
    await visible(page.getByRole('list', { name: 'Exercises' }).getByRole('listitem').first());
    await expectAccessible(page, 'designer');

    await page.goto(`${baseUrl()}/clinician/templates`);
    await visible(page.getByRole('button', { name: 'Open in the designer: Knee rehab' }));
    await expectAccessible(page, 'templates');
    await titled(page, 'Templates – OpenSet');

    await page.goto(`${baseUrl()}/clinician/clients`);
    await visible(page.getByRole('link', { name: client.client.lastname, exact: true }));
    await expectAccessible(page, 'clients');
    await titled(page, 'Clients – OpenSet');
    // Keyboard focus is seen on every control, a sort header too (MUI draws none of its own).
    expect(await focusRingReachedByTab(page, page.getByRole('button', { name: 'Last name', exact: true }))).toBe('solid 3px');
    await page.getByRole('button', { name: 'Add client' }).click();
    await visible(page.getByRole('dialog'));
    await expectAccessible(page, 'the add-client dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/clinician/clients/${client.client.id}/sets`);
    await visible(page.getByRole('button', { name: 'Open in the designer: Home program' }));
    await expectAccessible(page, "a client's sets");
    // A switch's focused input is invisible: the ring is drawn around its thumb.
    const shown = page.getByRole('switch', { name: 'Show Home program in the portal' });
    expect(await focusRingReachedByTab(page, shown, shown.locator('xpath=..'))).toBe('solid 3px');
    await page.goto(`${baseUrl()}/clinician/clients/${client.client.id}/tracking`);
    await visible(page.getByRole('tabpanel', { name: 'Tracking' }));
    await page.getByText('Loading the tracking…').waitFor({ state: 'hidden' });
    await visible(page.getByRole('figure', { name: 'Blood pressure (mmHg)' }).locator('svg').first());
    await expectAccessible(page, "a client's tracking");
  });

  it("the clinician's screens reflow at 320 CSS px (WCAG 1.4.10): no page scrolls sideways, and Log out stays on the bar", async () => {
    const { account, client, set } = await clinic();
    browser = await openBrowser({ viewport: { width: 320, height: 640 } });
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\/designer\//);
    const screens: [string, string, Locator][] = [
      ['designer', `/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`, page.getByRole('region', { name: 'Set builder' }).getByRole('listitem', { name: /Wall squat/ })],
      ['templates', '/clinician/templates', page.getByRole('button', { name: 'Open in the designer: Knee rehab' })],
      ['clients', '/clinician/clients', page.getByRole('link', { name: client.client.lastname, exact: true })],
      ["a client's sets", `/clinician/clients/${client.client.id}/sets`, page.getByRole('button', { name: 'Open in the designer: Home program' })],
      ["a client's tracking", `/clinician/clients/${client.client.id}/tracking`, page.getByRole('figure', { name: 'Blood pressure (mmHg)' }).locator('svg').first()],
    ];
    const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' });
    for (const [screen, path, content] of screens) {
      await page.goto(`${baseUrl()}${path}`);
      await visible(content);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const bar = await page.getByRole('banner').boundingBox();
      const button = await logOut.boundingBox();
      expectAbout({ sideways, logOutOnTheBar: !!bar && !!button && button.x >= 0 && button.x + button.width <= bar.x + bar.width }, screen).toEqual({ sideways: 0, logOutOnTheBar: true });
    }
    // The client's views are all there to tap, the last one not cut off.
    const views = await page.getByRole('tablist', { name: 'Client views' }).boundingBox();
    const tracking = await page.getByRole('tab', { name: 'Tracking' }).boundingBox();
    expect(!!views && !!tracking && tracking.x + tracking.width <= views.x + views.width).toBe(true);
    // Three lines of bar are not kept over a phone's screen: they scroll away with the page.
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrolledBar = await page.getByRole('banner').boundingBox();
    expect(scrolledBar && scrolledBar.y + scrolledBar.height).toBeLessThanOrEqual(0);

    // In the designer, an exercise's name keeps room beside or under its buttons: the browser's
    // Add button sat over it, and the set's card gave it a column a few letters wide.
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/custom/setBuilder/${set.id}`);
    const row = page.getByRole('region', { name: 'Exercise browser' }).getByRole('listitem').filter({ hasText: 'Wall squat' });
    const card = page.getByRole('region', { name: 'Set builder' }).getByRole('listitem', { name: /Wall squat/ });
    const named: [string, Locator, Locator][] = [
      ['browser row', row.getByRole('button', { name: 'Show details of Wall squat' }), row.getByRole('button', { name: 'Add Wall squat to the set' })],
      // The card's title (its picture, a neutral card without one, repeats the title for the eye only).
      ['set card', card.getByRole('paragraph').filter({ hasText: 'Wall squat' }), card.getByRole('button', { name: 'Edit Wall squat' })],
    ];
    for (const [where, name, button] of named) {
      await visible(name);
      const [text, tap] = [await name.boundingBox(), await button.boundingBox()];
      const apart = !!text && !!tap && (tap.x >= text.x + text.width || tap.y >= text.y + text.height || tap.x + tap.width <= text.x || tap.y + tap.height <= text.y);
      // The lines the name's words take: one, where it is given room.
      const lines = new Set((await lineTopsOf(name)).map(Math.round)).size;
      expectAbout({ lines, apart }, where).toEqual({ lines: 1, apart: true });
    }

    // A card's editor, a stock exercise with its pictures: every field's label whole (a
    // parameter's two fields side by side cut theirs to "Parameter 1 …") and nothing past the
    // card's edge (the thumbnail choice was).
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    const add = page.getByRole('region', { name: 'Exercise browser' }).getByRole('button', { name: /^Add .+ to the set$/ }).first();
    const stockTitle = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to the set$/, '$1');
    await add.click();
    const stockCard = page.getByRole('region', { name: 'Set builder' }).getByRole('listitem', { name: new RegExp(stockTitle) });
    await stockCard.getByRole('button', { name: `Edit ${stockTitle}` }).click();
    await visible(stockCard.getByRole('checkbox', { name: 'Show image 1' }));
    for (const [where, editor] of [['stock card', stockCard], ['custom card', card]] as const) {
      if (where === 'custom card') await card.getByRole('button', { name: 'Edit Wall squat' }).click();
      await visible(editor.getByLabel('Value 1', { exact: true }));
      expectAbout(await cutOff(editor), where).toEqual({ labels: [], pastTheEdge: [] });
    }

    // A dialog leaves the page a narrow margin, not MUI's 32 px a side: its form gets the room.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New exercise' }).click();
    const dialog = page.getByRole('dialog', { name: 'New exercise' });
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    await visible(dialog.getByLabel('Value 1', { exact: true }));
    const box = await dialog.boundingBox();
    expect(box && { left: box.x, right: 320 - box.x - box.width }).toEqual({ left: 12, right: 12 });
    expectAbout(await cutOff(dialog), 'new exercise dialog').toEqual({ labels: [], pastTheEdge: [] });
  });

  it("the outcome screens: the manager, the assign wizard, an outcome's chart and history, manual entry, and the portal's questionnaire on a phone", async () => {
    const { account, client } = await clinic();
    const api = new ApiClient();
    expect((await api.login(account.username, account.password)).status).toBe(200);
    // QuickDASH entered by hand twice (59.1 then 40.9: a meaningful improvement of 18.2), and an NDI the client is asked once.
    const manual = bodyOf<AssignedOutcome>(await api.post('/api/clinician/clients/outcomes', { clientId: client.client.id, type: 'quickdash', schedule: { kind: 'manual' } }));
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    bodyOf(await api.post(`/api/clinician/clients/outcomes/${manual.id}/result`, { answers: [4, 4, 4, 3, 3, 4, 3, 3, 3, 3, 3], takenOn: day(20) }));
    bodyOf(await api.post(`/api/clinician/clients/outcomes/${manual.id}/result`, { answers: [3, 3, 3, 2, 2, 3, 2, 3, 3, 3, 2], takenOn: day(1) }));
    const asked = bodyOf<AssignedOutcome>(await api.post('/api/clinician/clients/outcomes', { clientId: client.client.id, type: 'ndi', schedule: { kind: 'once' } }));

    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, account.username, account.password);
    await urlMatches(page, /\/clinician\//);
    await page.goto(`${baseUrl()}/clinician/outcomes`);
    await visible(page.getByRole('link', { name: `Open QuickDASH of ${client.client.firstname} ${client.client.lastname}` }));
    await expectAccessible(page, 'outcomes manager');
    await titled(page, 'Outcomes – OpenSet');
    await page.getByRole('button', { name: 'Assign outcome' }).click();
    await visible(page.getByRole('dialog', { name: 'Assign an outcome' }).getByRole('radio').first());
    await expectAccessible(page, 'assign wizard');
    await page.goto(`${baseUrl()}/clinician/outcomes/${manual.id}`);
    const chart = page.getByRole('figure', { name: /^QuickDASH · / });
    await visible(chart.locator('svg').first());
    // The second result is ringed as a clinically meaningful improvement, and its row says so.
    expect(await chart.locator('[data-verdict="improved"]').count()).toBe(1);
    expect(await chart.getByRole('row').last().textContent()).toContain('better: clinically meaningful');
    await expectAccessible(page, 'an outcome with its chart');
    await page.getByRole('button', { name: 'Enter a result' }).click();
    const entry = page.getByRole('dialog', { name: /^Enter a result/ });
    await visible(entry.getByRole('group').first());
    await expectAccessible(page, 'manual entry');
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl()}/clinician/clients/${client.client.id}/outcomes`);
    await visible(page.getByTestId('client-outcome-row').first());
    await expectAccessible(page, "a client's outcomes");

    const phone = await openBrowser({ viewport: { width: 375, height: 667 } });
    try {
      await phone.page.goto(`${baseUrl()}/portal/outcomes/${asked.id}`);
      await visible(phone.page.getByLabel('Portal username'));
      await phone.page.getByLabel('Portal username').fill(client.portal.username);
      await phone.page.getByLabel('Four-digit key').fill('1815');
      await phone.page.getByRole('button', { name: 'Sign in' }).click();
      await visible(phone.page.getByText(/^Question 1 of \d+$/));
      await expectAccessible(phone.page, 'portal questionnaire');
      await titled(phone.page, 'Questionnaire – Client portal');
    } finally {
      await phone.close();
    }
  }, 240_000);

  it("the client's portal on a phone: sign-in, the set, the diary and the message form", async () => {
    const { client } = await clinic();
    browser = await openBrowser({ viewport: { width: 375, height: 667 } });
    const { page } = browser;

    await page.goto(`${baseUrl()}/portal`);
    await visible(page.getByLabel('Portal username'));
    await expectAccessible(page, 'portal sign-in');
    await titled(page, 'Sign in – Client portal');
    await page.getByLabel('Portal username').fill(client.portal.username);
    await page.getByLabel('Four-digit key').fill('1815');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('heading', { name: 'Knee' }));
    await expectAccessible(page, 'portal set');
    await titled(page, 'Exercises – Client portal');
    for (const tab of ['Diary', 'Message']) {
      await page.getByRole('tab', { name: tab }).click();
      await visible(page.getByRole('tabpanel', { name: tab }));
      if (tab === 'Diary') {
        // Blood pressure as the clinician's chart has it: both pressures, not the systolic alone.
        const pressure = page.getByRole('figure', { name: 'Blood pressure' });
        await visible(pressure.locator('svg').first());
        expect(await pressure.getByRole('row').allTextContents()).toEqual(['DaySystolicDiastolic', expect.stringMatching(/12884$/)]);
      }
      await expectAccessible(page, `portal ${tab.toLowerCase()}`);
      await titled(page, `${tab} – Client portal`);
    }
  });

  it("the manager's screens: teams with their toggles, the team and invite dialogs, staff, the activity log, settings, and the invitation's page", async () => {
    // The seeded manager (api-conventions.md): a team with staff, and seats for an invitation.
    const api = new ApiClient(baseUrl());
    expect((await api.login('manager', PASSWORD)).status).toBe(200);
    const [team] = bodyOf<ManagerTeamList>(await api.get('/api/manager/teams')).items;
    const email = `a11y.${Date.now().toString(36)}@example.test`;
    bodyOf(await api.post('/api/manager/invitations', { email, teamId: team!.id }));
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'manager');
    await urlMatches(page, /\/manager\/teams$/);
    await visible(page.getByRole('region', { name: team!.title }).getByRole('button', { name: /^Team exercises: / }));
    await expectAccessible(page, 'teams');
    await titled(page, 'Teams – OpenSet');
    await page.getByRole('button', { name: 'New team' }).click();
    await visible(page.getByRole('dialog', { name: 'New team' }));
    await expectAccessible(page, 'the new-team dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/manager/staff`);
    await visible(page.getByRole('table', { name: 'Invitations sent' }).getByRole('rowheader', { name: email }));
    await visible(page.getByRole('table', { name: 'Staff members' }).getByRole('row').nth(1));
    await expectAccessible(page, 'staff');
    await titled(page, 'Staff – OpenSet');
    await page.getByRole('button', { name: 'Invite staff' }).click();
    await visible(page.getByRole('dialog', { name: 'Invite staff' }));
    await expectAccessible(page, 'the invite dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl()}/manager/uam`);
    await visible(page.getByRole('link', { name: 'Download CSV' }));
    await page.getByText('Loading the activity…').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'activity log');
    await titled(page, 'Activity log – OpenSet');

    const settings: [string, Locator][] = [
      ['personal', page.getByLabel('First name')],
      ['password', page.getByRole('button', { name: 'Change password' })],
      ['security', page.getByRole('switch', { name: 'Two-step sign-in' })],
      ['billing', page.getByTestId('billing-facts')],
    ];
    for (const [section, content] of settings) {
      await page.goto(`${baseUrl()}/manager/settings/${section}`);
      await visible(content);
      await expectAccessible(page, `settings ${section}`);
    }

    // The invitee's page, signed out.
    const [mail] = await waitForMails(email);
    const link = /https?:\/\/\S+?(\/invitation\/[A-Za-z0-9_-]+)/.exec(mail!.text ?? '');
    const invitee = await openBrowser();
    try {
      await invitee.page.goto(`${baseUrl()}${link![1]}`);
      await visible(invitee.page.getByLabel(/^Username/));
      await expectAccessible(invitee.page, 'invitation');
      await titled(invitee.page, 'Join your team – OpenSet');
    } finally {
      await invitee.close();
    }
    // Eleven screens and dialogs, each measured once it has stopped moving.
  }, 180_000);
});
