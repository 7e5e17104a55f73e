import type { ClientCreated, Element, ExerciseSet, Resource, Tracking } from '@openset/contracts';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf, signedIn } from '@openset/testing/clinicians';
import { ApiClient, waitFor } from '@openset/testing';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, KNEE_REPLACEMENT_NOTES, lineTopsOf, openBrowser, setExercise, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

// The client portal on a phone: a fresh clinician's client signs in, sees the enabled set,
// marks an exercise done and records pain; the clinician's tracking shows both. Offline, a
// diary entry waits in the outbox and arrives exactly once when the network returns.

const PHONE = { width: 375, height: 667 };
// The phone is in Reykjavik, whose days are UTC's all year (no summer time): the tests' days
// hold at any hour, and the phone names a time zone other than the clinician's browser.
const PHONE_ZONE = 'Atlantic/Reykjavik';
let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser({ viewport: PHONE, timezoneId: PHONE_ZONE });
});

afterEach(async () => {
  await browser.close();
});

interface Prescribed {
  api: ApiClient;
  /** The clinician's sign-in. */
  clinician: { username: string; password: string };
  clientId: string;
  username: string;
  key: string;
  /** The picture of the set's second exercise. */
  imageId: string;
}

/** A client named Portia of this clinician, with portal key 2468. */
async function clientOf(api: ApiClient): Promise<ClientCreated> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: 'Portia', lastname: `Test${tag}`, email: `p${tag}@example.test`, portalKey: '2468' }));
}

/** A set of the client's, shown in the portal. */
async function enabledSet(api: ApiClient, clientId: string, title: string, elements: unknown[]): Promise<void> {
  bodyOf<ExerciseSet>(await api.post('/api/clinician/sets', { type: 'clientSet', clientId, enabled: true, savename: title, title, instructions: 'Twice a day.', elements }));
}

/** A fresh clinician, a client and an enabled client set of two exercises and a divider. */
async function prescribed(): Promise<Prescribed> {
  const { api, account } = await signedIn('professional');
  const created = await clientOf(api);
  const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Squat' })).id;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a4a' } }).png().toBuffer();
  const imageId = bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'step.png', 'image/png')).id;
  await enabledSet(api, created.client.id, 'Knee program', [
    // Three days a week (Frequency 3/7): the portal shows the week's progress of it.
    setExercise(customId, 'ex-1', 'Wall squat', { parameters: [{ key: 'ex-1-f', title: 'Frequency', value: '3/7' }] }),
    { type: 'setDivider', key: 'div-1', title: 'Evening', instructions: '' },
    // A web address in the instructions, one long word: it wraps on the phone.
    setExercise(customId, 'ex-2', 'Step up', { reflect: true, thumbnailId: imageId, instructions: 'Video of the step up: https://physio.example.org/programmes/knee/step-up-with-rail-progressions' }),
  ]);
  return {
    api,
    clinician: { username: account.username, password: account.password },
    clientId: created.client.id,
    username: created.portal.username,
    key: created.portal.key,
    imageId,
  };
}

/** A real WebM video (1.5 s, 160 by 120), recorded in the browser from a canvas. */
async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const draw = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const elapsed = performance.now() - started;
        draw.fillStyle = '#2a7a4a';
        draw.fillRect(0, 0, 160, 120);
        draw.fillStyle = '#ffffff';
        draw.fillRect((elapsed / 10) % 140, 50, 20, 20);
        if (elapsed < 1500) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Waits until the focus is on an element of this tag (and this text, when given). */
async function focusOn(page: Page, tagName: string, text?: string): Promise<void> {
  const focused = ([tag, content]: [string, string | undefined]) =>
    document.activeElement?.tagName === tag && (content === undefined || document.activeElement.textContent?.trim() === content);
  await page.waitForFunction(focused, [tagName, text] as [string, string | undefined], { timeout: UI_TIMEOUT });
}

/** Lets this page's requests go past the service worker (Chromium's bypass, for this page alone). */
async function bypassServiceWorker(page: Page): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBypassServiceWorker', { bypass: true });
  return devtools;
}

async function portalSignIn(page: Page, username: string, key: string): Promise<void> {
  await page.goto(`${baseUrl()}/portal`);
  await visible(page.getByLabel('Portal username'));
  await submitSignIn(page, username, key);
}

/** Signs the prescribed client in, and waits for their program. */
async function signInToProgram(page: Page, client: Prescribed): Promise<void> {
  await portalSignIn(page, client.username, client.key);
  await visible(page.getByRole('heading', { level: 2, name: 'Knee program' }));
}

/** Signs in through the sign-in form the page shows. */
async function submitSignIn(page: Page, username: string, key: string): Promise<void> {
  await page.getByLabel('Portal username').fill(username);
  await page.getByLabel('Four-digit key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Hello Portia' }));
}

/** Waits until the image with this text has loaded and has a picture. */
async function shown(page: Page, alt: string): Promise<void> {
  await page.getByRole('img', { name: alt }).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (text) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${text}"]`);
      return Boolean(img?.complete && img.naturalWidth > 0);
    },
    alt,
    { timeout: UI_TIMEOUT },
  );
}

/**
 * The portal's service worker holds this client's sets (those that show `imageId`), that
 * picture, and every file the page loaded.
 */
async function keptForOffline(imageId: string): Promise<boolean> {
  const data = await caches.open('openset-portal-data-v1');
  const keys = await data.keys();
  // The sets as the portal reads them, a page at a time (one page here).
  const setsPage = keys.find((request) => new URL(request.url).pathname === '/api/portal/sets');
  const sets = setsPage && (await data.match(setsPage));
  const picture = keys.some((request) => new URL(request.url).pathname === `/api/portal/resources/${imageId}/file`);
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin) && /\.(?:js|css|json)$/.test(new URL(url).pathname));
  const files = await caches.open('openset-portal-files-v1');
  const kept = await Promise.all(loaded.map((url) => files.match(url)));
  return Boolean(sets && (await sets.text()).includes(imageId)) && picture && kept.every(Boolean);
}

async function enterPain(page: Page, value: string): Promise<void> {
  await page.getByRole('tab', { name: 'Diary' }).click();
  await visible(page.getByRole('heading', { name: 'New diary entry' }));
  await page.getByLabel('Pain (0–10)', { exact: false }).first().fill(value);
  await page.getByRole('button', { name: 'Save entry' }).click();
}

/** Polls the API until `read` holds (the outbox sends in the background). */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const until = Date.now() + UI_TIMEOUT;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const tracking = async ({ api, clientId }: Prescribed) => bodyOf<Tracking>(await api.get(`/api/clinician/clients/${clientId}/tracking`));

describe('client portal on a phone', () => {
  it('signs in, shows the set, marks an exercise done and records pain; the clinician sees both', async () => {
    const client = await prescribed();
    const { page } = browser;
    await page.goto(`${baseUrl()}/portal`);
    await visible(page.getByLabel('Four-digit key'));
    // A wrong key says so, in the client's language.
    await page.getByLabel('Portal username').fill(client.username);
    await page.getByLabel('Four-digit key').fill('0000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'do not match' }));
    // The way back from a forgotten key is the clinician, said before the client guesses on into the lock-out.
    const forgot = page.getByRole('button', { name: 'Forgot your username or key?' });
    expect(await forgot.getAttribute('aria-expanded')).toBe('false');
    await forgot.click();
    expect(await forgot.getAttribute('aria-expanded')).toBe('true');
    await visible(page.getByText(/^Ask your clinician: they can tell you your username and give you a new key at any time\./));

    await signInToProgram(page, client);
    await visible(page.getByRole('heading', { level: 3, name: 'Exercise 1: Wall squat' }));
    await visible(page.getByRole('heading', { level: 3, name: 'Evening' }));
    await visible(page.getByRole('heading', { level: 3, name: 'Exercise 2: Step up' }));
    // The exercise's image loads through the portal's own file route, mirrored (reflect).
    const image = page.getByRole('img', { name: 'Image of Step up' });
    await visible(image);
    await image.scrollIntoViewIfNeeded();
    await shown(page, 'Image of Step up');
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, getComputedStyle(img).transform, new URL(img.currentSrc).pathname])).toEqual([
      true,
      'matrix(-1, 0, 0, 1, 0, 0)',
      expect.stringMatching(/^\/api\/portal\/resources\/[^/]+\/file$/),
    ]);
    // Nothing wider than the phone, the web address in the instructions included.
    await visible(page.getByText('https://physio.example.org/programmes/knee/step-up-with-rail-progressions', { exact: false }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const squat = page.getByRole('listitem').filter({ hasText: 'Wall squat' });
    await visible(squat.getByTestId('week-progress').filter({ hasText: 'This week: 0 of 3 days' }));
    expect(await page.getByRole('listitem').filter({ hasText: 'Step up' }).getByTestId('week-progress').count()).toBe(0);
    // Each box is named with its exercise, so a list of the page's controls tells them apart.
    await page.getByRole('checkbox', { name: 'Done today Exercise 1: Wall squat', exact: true }).check();
    await visible(squat.getByTestId('week-progress').filter({ hasText: 'This week: 1 of 3 days' }));
    // Forgot to mark it yesterday: the client records yesterday too (on a Monday, in last week).
    const mondayToday = new Date().getDay() === 1;
    await page.getByRole('group', { name: 'Mark exercises done for' }).getByRole('button', { name: 'Yesterday' }).click();
    await squat.getByRole('checkbox', { name: 'Done yesterday' }).check();
    await visible(squat.getByTestId('week-progress').filter({ hasText: mondayToday ? 'Last week: 1 of 3 days' : 'This week: 2 of 3 days' }));
    await page.getByRole('group', { name: 'Mark exercises done for' }).getByRole('button', { name: 'Today' }).click();
    expect(await squat.getByRole('checkbox', { name: 'Done today' }).isChecked()).toBe(true);
    await enterPain(page, '6');
    await visible(page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 6' }));
    // The chart, on a time axis, and its table for screen readers: today in the phone's words.
    const painChart = page.getByRole('figure', { name: 'Pain (0–10)' });
    await visible(painChart.locator('svg').first());
    const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: PHONE_ZONE }).format(new Date());
    expect(await painChart.getByRole('table').getByRole('cell').allTextContents()).toEqual([today, '6']);
    await page.getByRole('tab', { name: 'Message' }).click();
    // About the one program, to start with.
    await visible(page.getByRole('combobox', { name: 'About' }).filter({ hasText: 'Knee program' }));
    await page.getByLabel('Your message').fill('The wall squat hurts my left knee.');
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Message sent.'));
    // Back in the emptied message box (Send, disabled once the box is empty, lost the focus).
    await focusOn(page, 'TEXTAREA');

    const seen = await eventually(
      () => tracking(client),
      (value) => value.diaries.length === 1 && value.adherence.days.filter((day) => day.done === 1).length === 2,
    );
    expect(seen.diaries.map((entry) => [entry.type, entry.values.value])).toEqual([['pain', 6]]);
    // Yesterday and today, one of the two exercises each, counted in the phone's time zone.
    expect(seen.adherence.days.filter((day) => day.done > 0).map((day) => [day.done, day.planned])).toEqual([[1, 2], [1, 2]]);
    expect(seen.timeZone).toBe(PHONE_ZONE);

    // The clinician's tracking view, in a browser of its own, shows the day and the pain score.
    const clinician = await openBrowser();
    try {
      const desk = clinician.page;
      await desk.goto(`${baseUrl()}/login`);
      await signIn(desk, client.clinician.username, client.clinician.password);
      await urlMatches(desk, /\/clinician\//);
      // The list's unread count leads to the message, which the clinician marks read.
      await desk.goto(`${baseUrl()}/clinician/clients`);
      await desk.getByRole('link', { name: '1 unread' }).click();
      await visible(desk.getByRole('tab', { name: 'Tracking (1 new message)' }));
      const message = desk.getByTestId('feedback-item').filter({ hasText: 'The wall squat hurts my left knee.' });
      await visible(message.filter({ hasText: 'About Knee program' }).filter({ hasText: 'New' }));
      await desk.getByRole('button', { name: 'Mark as read' }).click();
      await visible(desk.getByRole('tab', { name: 'Tracking', exact: true }));
      // The button is gone: the focus is on the messages' heading.
      await focusOn(desk, 'H2', 'Messages with the client');
      // The tab's count and the messages are two reads: the mark goes once the messages' answer is in.
      await waitFor(async () => ((await message.getByText('New', { exact: true }).count()) === 0 ? true : undefined), UI_TIMEOUT);
      const calendar = desk.getByRole('table', { name: 'Days with exercises done' });
      await visible(calendar);
      await visible(calendar.getByLabel(/: 1 of 2 exercises done$/).first());
      // The clinician's browser is elsewhere: the view says whose days these are.
      await visible(desk.getByText(/^The days are the client's own, in their time zone: .+ \(Atlantic\/Reykjavik\)\.$/));
      expect(await calendar.getByLabel(/: 1 of 2 exercises done$/).count()).toBe(2);
      // A day's details are shown for a touch or a click, not in a hover title only, and the
      // arrows move from day to day (one day in the tab order).
      const details = desk.getByTestId('calendar-day-details');
      await calendar.getByLabel(/: 1 of 2 exercises done$/).first().click();
      await visible(details.filter({ hasText: /: 1 of 2 exercises done$/ }));
      expect(await calendar.getByRole('button').evaluateAll((days) => days.filter((day) => day.getAttribute('tabindex') === '0').length)).toBe(1);
      await desk.keyboard.press('End');
      const today = calendar.getByRole('button').last();
      await waitFor(async () => ((await today.evaluate((day) => day === document.activeElement)) ? true : undefined), UI_TIMEOUT);
      expect(await details.textContent()).toBe(await today.getAttribute('aria-label'));
      // By exercise: the squat (3/7) done on both days is all that was asked; the step-up never.
      const byExercise = desk.getByRole('table', { name: 'By exercise' });
      const rows = await byExercise.getByTestId('exercise-adherence').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())));
      expect(rows).toEqual([
        ['Wall squat', '3 days a week', '2', '100%'],
        ['Step up', 'Every day', '0', '0%Low'],
      ]);
      // Four weeks to start with; twelve to look back over a whole program.
      expect(await calendar.getByRole('button').count()).toBe(28);
      await desk.getByRole('combobox', { name: 'Period' }).click();
      await desk.getByRole('option', { name: 'Last 12 weeks' }).click();
      await waitFor(async () => ((await calendar.getByRole('button').count()) === 84 ? true : undefined), UI_TIMEOUT);
      expect(await calendar.getByLabel(/: 1 of 2 exercises done$/).count()).toBe(2);
      // Twelve weeks span three or four months: the rows name them, the first with its year.
      const months = (await calendar.getByRole('rowheader').allTextContents()).filter(Boolean);
      expect(months.length).toBeGreaterThanOrEqual(3);
      expect(months[0]).toMatch(/^[A-Z][a-z]{2,3} \d{4}$/);
      expect(months.at(-1)).toMatch(new RegExp(`^${new Intl.DateTimeFormat('en', { month: 'short' }).format(new Date())}\\b`));
      const pain = desk.getByRole('table', { name: 'Values of the Pain (0–10) diary' });
      await pain.waitFor({ state: 'attached', timeout: UI_TIMEOUT });
      expect((await pain.getByRole('cell').allTextContents()).map((text) => text.trim())).toContain('6');
    } finally {
      await clinician.close();
    }
  });

  it('signs the client out with a note when the session ends, and back in with the focus on the heading', async () => {
    const client = await prescribed();
    const { page } = browser;
    await signInToProgram(page, client);
    // The clinician gives the same key again: the client's sessions end with it.
    bodyOf(await client.api.put(`/api/clinician/clients/${client.clientId}/reset`, { key: client.key }));
    // The next read answers 401: back to the sign-in, which says why.
    await page.getByRole('tab', { name: 'Diary' }).click();
    await visible(page.getByText('Your session has ended. Sign in again.'));
    // A missing username takes the focus to its field.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username', undefined, { timeout: UI_TIMEOUT });
    await submitSignIn(page, client.username, client.key);
    await focusOn(page, 'H1');
    // The diary's recent entries show the client's note.
    await page.getByRole('tab', { name: 'Diary' }).click();
    await visible(page.getByLabel('Note (optional)'));
    await page.getByLabel('Note (optional)').fill('After the walk');
    await enterPain(page, '4');
    await visible(page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 4' }).filter({ hasText: 'Note: After the walk' }));
  });

  it('keeps every tab on the session the others keep: a mark made in a tab signed in again elsewhere is sent', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    await portalSignIn(page, client.username, client.key);
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/portal`);
    await visible(other.getByRole('heading', { level: 1, name: 'Hello Portia' }));
    // Signed out in the other tab: this one shows the sign-in too.
    await other.getByRole('button', { name: 'Sign out' }).click();
    await visible(other.getByLabel('Portal username'));
    await visible(page.getByLabel('Portal username'));
    // Signed in again there (a new session, a new CSRF token): this tab follows.
    await submitSignIn(other, client.username, client.key);
    await visible(page.getByRole('heading', { level: 2, name: 'Knee program' }));
    // A mark made here reaches the clinician.
    await page.getByRole('listitem').filter({ hasText: 'Wall squat' }).getByRole('checkbox', { name: 'Done today' }).check();
    const after = await eventually(
      () => tracking(client),
      (read) => read.adherence.days.some((day) => day.done > 0),
    );
    expect(after.adherence.days.filter((day) => day.done > 0).map((day) => day.done)).toEqual([1]);
  });

  it("keeps a clinician signed in who tries their client's login in the same browser, and the portal signed in when the clinician signs in again", async () => {
    const client = await prescribed();
    const { page, context } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, client.clinician.username, client.clinician.password);
    await urlMatches(page, /\/clinician\//);
    const portal = await context.newPage();
    await portalSignIn(portal, client.username, client.key);
    await visible(portal.getByRole('heading', { level: 2, name: 'Knee program' }));
    // The clinician's tab still opens their clients, not the sign-in.
    await page.goto(`${baseUrl()}/clinician/clients`);
    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
    // The clinician signs in again (a new session of theirs): the portal keeps its own.
    const login = await context.request.post(`${baseUrl()}/api/login`, { data: { token: client.clinician.username, password: client.clinician.password } });
    expect(login.status()).toBe(200);
    await portal.reload();
    await visible(portal.getByRole('heading', { level: 2, name: 'Knee program' }));
    await enterPain(portal, '3');
    const after = await eventually(
      () => tracking(client),
      (read) => read.diaries.length > 0,
    );
    expect(after.diaries.map((entry) => entry.values.value)).toEqual([3]);
    // Signing out of the portal leaves the clinician signed in.
    await portal.getByRole('button', { name: 'Sign out' }).click();
    await visible(portal.getByLabel('Portal username'));
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Clients' }));
  });

  it('ends the session on the server after a sign-out made offline, once the connection returns', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    await signInToProgram(page, client);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await visible(page.getByLabel('Portal username'));
    // The button went with its screen: the focus is on the sign-in's heading, not lost.
    await focusOn(page, 'H1');
    await context.setOffline(false);
    // The next person on this phone cannot read the client's diaries with the cookie left behind.
    const status = () => page.evaluate(async () => (await fetch('/api/portal/diaries', { credentials: 'include' })).status);
    await waitFor(async () => ((await status()) === 401 ? true : undefined), UI_TIMEOUT);
  });

  it('sends an entry queued offline once the client signs in again under the new username a reset gave', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    await signInToProgram(page, client);
    await context.setOffline(true);
    await enterPain(page, '5');
    await visible(page.getByTestId('outbox-count').filter({ hasText: 'Waiting to send: 1 diary entry.' }));
    // Meanwhile the clinician resets the login with another username: the session ends with it.
    const username = `${client.username}.new`;
    bodyOf(await client.api.put(`/api/clinician/clients/${client.clientId}/reset`, { key: client.key, username }));
    await context.setOffline(false);
    await visible(page.getByText('Your session has ended. Sign in again.'));
    await submitSignIn(page, username, client.key);
    // Still the same client: the entry is theirs, and it goes.
    const after = await eventually(
      () => tracking(client),
      (read) => read.diaries.length > 0,
    );
    expect(after.diaries.map((entry) => [entry.type, entry.values.value])).toEqual([['pain', 5]]);
    await page.getByTestId('outbox-count').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  });

  it("plays an exercise's video, which the browser fetches in byte ranges, in a strip of pictures that scrolls by keyboard", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/portal`);
    const webm = await recordedWebm(page);
    const { api } = await signedIn('professional');
    const created = await clientOf(api);
    const customId = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Lunge' })).id;
    const videoId = bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/video', 'file', webm, 'lunge.webm', 'video/webm')).id;
    const drawing = async (background: string) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer();
      return bodyOf<Resource>(await api.upload('/api/clinician/resources/upload/image', 'file', png, 'lunge.png', 'image/png')).id;
    };
    const [start, end] = [await drawing('#2a7a4a'), await drawing('#7a2a4a')];
    await enabledSet(api, created.client.id, 'Hip program', [
      setExercise(customId, 'ex-1', 'Forward lunge', { thumbnailId: start, resources: [{ key: 'res-1', resourceId: videoId, caption: '' }, { key: 'res-2', resourceId: end, caption: 'End position' }] }),
    ]);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/api/portal/resources/${videoId}/file`) answers.push(response.status());
    });

    await portalSignIn(page, created.portal.username, created.portal.key);
    const video = page.getByLabel('Video of Forward lunge');
    await visible(video);
    await video.scrollIntoViewIfNeeded();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction((id) => (document.querySelector<HTMLVideoElement>(`video[src*="${id}"]`)?.currentTime ?? 0) > 0.5, videoId, { timeout: UI_TIMEOUT });
    // The player asked for ranges and got them (206), as Safari needs to play a video at all.
    expect(answers).toContain(206);

    // Three pictures are wider than the phone: the strip is a stop of its own, and the arrows scroll it.
    const strip = page.getByRole('region', { name: 'Pictures of Forward lunge' });
    const scrolled = () => strip.evaluate((element) => element.scrollLeft);
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Back to its start (playing the video scrolled it into view).
    await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    expect(await scrolled()).toBe(0);
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await waitFor(async () => ((await scrolled()) > 0 ? true : undefined), UI_TIMEOUT);
    await visible(strip.getByText('End position'));
  });

  it("sends an entry by itself once the server takes it again, online all along: a 503 and a proxy's 404 page lose nothing", async () => {
    const client = await prescribed();
    const { page } = browser;
    // The service worker lets POSTs through; bypassed all the same, so that the route below
    // sees every one whoever controls the page.
    await bypassServiceWorker(page);
    // A deploy: the gateway answers 503, then the proxy in front of it its own 404 page (no
    // API envelope), then the gateway is back.
    const refusals = [
      { status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: { code: 'ERRUNAVAILABLE', message: 'Service unavailable' } }) },
      { status: 404, contentType: 'text/html', body: '<html><body><h1>404 Not Found</h1><hr>nginx</body></html>' },
    ];
    let refused = 0;
    await page.route('**/api/portal/diaries', async (route) => {
      const refusal = route.request().method() === 'POST' ? refusals[refused] : undefined;
      if (!refusal) return route.fallback();
      refused++;
      return route.fulfill(refusal);
    });
    await portalSignIn(page, client.username, client.key);
    await enterPain(page, '4');
    await visible(page.getByTestId('outbox-count').filter({ hasText: 'Waiting to send: 1 diary entry.' }));
    // Sent without a reload, a new entry or an online event: after about 5 s, then about 10.
    await page.getByTestId('outbox-count').waitFor({ state: 'detached', timeout: 2 * UI_TIMEOUT });
    expect(refused).toBe(2);
    const after = await tracking(client);
    expect(after.diaries.map((entry) => [entry.type, entry.values.value])).toEqual([['pain', 4]]);
  });

  it('says an entry the server failed to save is kept and will be sent again, not "Saving…" while it retries, and saves it once', async () => {
    const client = await prescribed();
    const { page } = browser;
    await bypassServiceWorker(page);
    const isDiaries = (url: URL) => url.pathname === '/api/portal/diaries';
    let failures = 0;
    await page.route(isDiaries, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      failures++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: { code: 'ERRINTERNAL', message: 'Internal server error' } }) });
    });
    await portalSignIn(page, client.username, client.key);
    await enterPain(page, '5');
    const notice = page.getByRole('status').filter({ hasText: /^(Entry|Saving|Not saved)/ });
    // Said after the first failed try, long before the next (about 5 s later).
    await visible(notice.filter({ hasText: 'Not saved yet: the server did not take the entry. It is kept on this phone and will be sent again by itself.' }));
    expect(failures).toBe(1);
    // The server takes it again: the same entry goes by itself, once.
    await page.unroute(isDiaries);
    await notice.filter({ hasText: 'Entry saved.' }).waitFor({ timeout: 2 * UI_TIMEOUT });
    const after = await tracking(client);
    expect(after.diaries.map((entry) => [entry.type, entry.values.value])).toEqual([['pain', 5]]);
  });

  it('keeps the language the client chose at the next sign-in, and reads a French decimal comma as one', async () => {
    const client = await prescribed();
    const { page } = browser;
    await portalSignIn(page, client.username, client.key);
    // The clinician set English for Portia; she reads French.
    await page.getByRole('button', { name: 'FR, Français' }).click();
    await page.getByRole('tab', { name: 'Journal' }).click();
    await page.getByLabel('Que voulez-vous noter\u00a0?').click();
    await page.getByRole('option', { name: 'Eau' }).click();
    // Half a litre, typed on the keyboard as French writes it.
    await page.getByLabel('Eau (litres)').click();
    await page.keyboard.type('0,5');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Saisie enregistrée.' }));
    // Water adds up over a day: the form says what is already noted before another glass is added to it.
    const alreadyNoted = page.getByTestId('diary-already-noted');
    await visible(alreadyNoted.filter({ hasText: 'Déjà noté aujourd’hui\u00a0: 0,5 litre. Cette saisie s’y ajoutera.' }));
    // Hours by quarters: a reason that says so.
    await page.getByLabel('Que voulez-vous noter\u00a0?').click();
    await page.getByRole('option', { name: 'Sommeil' }).click();
    // No sleep noted today: nothing to add to.
    expect(await alreadyNoted.count()).toBe(0);
    await page.getByLabel('Sommeil (heures)').click();
    await page.keyboard.type('7,3');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page.getByText('Arrondissez au quart d’heure : 7 ; 7,25 ; 7,5 ou 7,75.'));

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByLabel('Nom d’utilisateur du portail').fill(client.username);
    await page.getByLabel('Clé à quatre chiffres').fill(client.key);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Bonjour Portia' }));

    const water = await eventually(
      async () => (await tracking(client)).diaries,
      (diaries) => diaries.length > 0,
    );
    expect(water.map((entry) => [entry.type, entry.values.value, entry.values.unit])).toEqual([['water', 0.5, 'l']]);
  });

  it('charts every entry of the last four weeks, more than the API answers at once', async () => {
    const client = await prescribed();
    // Four diaries kept daily for 26 days: 104 entries, more than one page of the API (100).
    const phone = new ApiClient();
    phone.csrfToken = bodyOf<{ csrfToken: string }>(await phone.post('/api/portal/login', { username: client.username, key: client.key })).csrfToken;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (let daysAgo = 26; daysAgo >= 1; daysAgo--) {
      for (const entry of [{ type: 'pain', value: daysAgo % 11 }, { type: 'fatigue', value: 4 }, { type: 'hr', value: 60 + daysAgo }, { type: 'steps', value: 3000 + daysAgo * 100 }]) {
        bodyOf(await phone.post('/api/portal/diaries', { ...entry, date: day(daysAgo) }));
      }
    }
    const { page } = browser;
    await portalSignIn(page, client.username, client.key);
    await page.getByRole('tab', { name: 'Diary' }).click();
    // The pain chart's table (its text alternative) has a row for each day, the oldest too.
    const rowsOf = (diary: string) => page.getByRole('table', { name: `${diary}: entries by day` }).locator('tbody tr');
    expect(await eventually(() => rowsOf('Pain (0–10)').count(), (rows) => rows === 26)).toBe(26);
    expect(await rowsOf('Steps a day').count()).toBe(26);
    // Heart rate says its unit, which its axis does not.
    await visible(page.locator('figcaption').filter({ hasText: /^Heart rate \(bpm\)$/ }));
    expect(await rowsOf('Heart rate (bpm)').count()).toBe(26);
  });

  it('shows the whole name of the chosen diary and scale on a 320 px phone, in English and French', async () => {
    const client = await prescribed();
    const { page } = browser;
    await page.setViewportSize({ width: 320, height: 640 });
    await portalSignIn(page, client.username, client.key);
    await page.getByRole('tab', { name: 'Diary' }).click();
    const chosen = page.getByRole('combobox', { name: 'What to record' });
    await chosen.click();
    await page.getByRole('option', { name: 'Effort or breathlessness (0–10)' }).click();
    const scale = page.getByRole('combobox', { name: 'Scale' });
    await scale.click();
    await page.getByRole('option', { name: 'Breathlessness (dyspnea)' }).click();
    // Cut, a select's text is wider than its box (it ended "(0…").
    const whole = (select: typeof chosen) => select.evaluate((element) => ({ text: element.textContent, cut: element.scrollWidth > element.clientWidth }));
    expect(await whole(chosen)).toEqual({ text: 'Effort or breathlessness (0–10)', cut: false });
    expect(await whole(scale)).toEqual({ text: 'Breathlessness (dyspnea)', cut: false });
    await page.getByRole('button', { name: 'FR, Français' }).click();
    const chosenFr = page.getByRole('combobox', { name: 'Que voulez-vous noter\u00a0?' });
    await visible(chosenFr.filter({ hasText: 'Effort ou essoufflement (0–10)' }));
    expect(await whole(chosenFr)).toEqual({ text: 'Effort ou essoufflement (0–10)', cut: false });
    expect(await whole(page.getByRole('combobox', { name: 'Échelle' }))).toEqual({ text: 'Essoufflement (dyspnée)', cut: false });
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('keeps the key typed when signing in offline, and drops the offline note back online or at the next attempt', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    await page.goto(`${baseUrl()}/portal`);
    const key = page.getByLabel('Four-digit key');
    await visible(key);
    await context.setOffline(true);
    await page.getByLabel('Portal username').fill(client.username);
    await key.fill(client.key);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await signIn.click();
    const offline = page.getByRole('alert').filter({ hasText: 'You are offline. Connect to sign in.' });
    await visible(offline);
    expect(await key.inputValue()).toBe(client.key);
    // The next attempt answers alone: no offline note above the key's own error.
    await key.fill('');
    await signIn.click();
    await visible(page.getByText('The key is four digits.'));
    expect(await offline.count()).toBe(0);
    await key.fill(client.key);
    await signIn.click();
    await visible(offline);
    // Back online, the note goes; the key is still there.
    await context.setOffline(false);
    await offline.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(await key.inputValue()).toBe(client.key);
    // Only a wrong key is emptied.
    await key.fill('1357');
    await signIn.click();
    await visible(page.getByRole('alert').filter({ hasText: 'That username and key do not match. Check them and try again.' }));
    expect(await key.inputValue()).toBe('');
    await key.fill(client.key);
    await signIn.click();
    await visible(page.getByRole('heading', { level: 1, name: 'Hello Portia' }));
  });

  it('says a message is about nothing in particular until the client of two programs picks one', async () => {
    const client = await prescribed();
    const customId = bodyOf<Element>(await client.api.post('/api/clinician/exercises', { title: 'Clam' })).id;
    await enabledSet(client.api, client.clientId, 'Hip program', [setExercise(customId, 'hip-1', 'Clam shell')]);
    const { page } = browser;
    await portalSignIn(page, client.username, client.key);
    await page.getByRole('tab', { name: 'Message' }).click();
    const about = page.getByRole('combobox', { name: 'About' });
    await visible(about.filter({ hasText: 'Nothing in particular' }));
    await about.click();
    await page.getByRole('option', { name: 'Hip program' }).click();
    await visible(about.filter({ hasText: 'Hip program' }));
  });

  it('keeps a message being written while the client looks at another tab and over a reload, and forgets it on signing out', async () => {
    const client = await prescribed();
    const { page } = browser;
    await portalSignIn(page, client.username, client.key);
    await page.getByRole('tab', { name: 'Message' }).click();
    await page.getByLabel('Your message').fill('Which knee should I start with?');
    await page.getByRole('tab', { name: 'Exercises' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Knee program' }));
    await page.getByRole('tab', { name: 'Message' }).click();
    expect(await page.getByLabel('Your message').inputValue()).toBe('Which knee should I start with?');
    await page.reload();
    await visible(page.getByRole('tab', { name: 'Message', selected: true }));
    // The message too (a phone may drop a page in the background and load it again).
    await visible(page.getByLabel('Your message'));
    expect(await page.getByLabel('Your message').inputValue()).toBe('Which knee should I start with?');
    // Signing out forgets it: the phone may be shared.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await visible(page.getByLabel('Portal username'));
    await portalSignIn(page, client.username, client.key);
    await page.getByRole('tab', { name: 'Message' }).click();
    expect(await page.getByLabel('Your message').inputValue()).toBe('');
  });

  it('says an entry is kept while offline and saved once it has gone, and asks before signing out with entries unsent', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    await signInToProgram(page, client);
    await context.setOffline(true);
    await enterPain(page, '4');
    const notice = page.getByRole('status').filter({ hasText: /^Entry / });
    await visible(notice.filter({ hasText: 'Entry kept: it will be sent when you are back online.' }));
    // Signing out now would leave the entry on the phone: the client is asked, and may stay.
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not sent yet' });
    await visible(dialog.getByText('Not sent yet: 1 diary entry. It all stays on this phone and is sent the next time you sign in here.'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await visible(page.getByRole('heading', { level: 1, name: 'Hello Portia' }));

    await context.setOffline(false);
    // The same notice now says what happened, and the count of what waited says it went.
    await visible(notice.filter({ hasText: 'Entry saved.' }));
    await visible(page.getByRole('status').filter({ hasText: 'Back online, sent: 1 diary entry.' }));
    expect((await tracking(client)).diaries.map((entry) => [entry.type, entry.values.value])).toEqual([['pain', 4]]);
    // Nothing waits now: signing out asks nothing.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await visible(page.getByLabel('Portal username'));
  });

  it('deletes an entry typed wrong, asked first, online and offline (sent once the connection returns); the clinician no longer sees it', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    // The page's own requests, not the service worker's, so that the route below sees the list's.
    await bypassServiceWorker(page);
    await signInToProgram(page, client);
    const today = new Date().toISOString().slice(0, 10);
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`));
    const notice = page.getByRole('status').filter({ hasText: /^(Entry|The entry|Deleting)/ });
    const painsTracked = async () => (await tracking(client)).diaries.map((entry) => entry.values.value).sort();
    // 8 typed for 3, then 3, then a 5.
    for (const value of ['8', '3', '5']) {
      await enterPain(page, value);
      await visible(notice.filter({ hasText: 'Entry saved.' }));
      await visible(page.getByTestId('diary-entry').filter({ hasText: `Pain (0–10): ${value}` }));
    }
    expect(await painsTracked()).toEqual([3, 5, 8]);

    // Asked first; Cancel keeps it.
    const deleteEight = page.getByRole('button', { name: `Delete Pain (0–10): 8, ${day}` });
    await deleteEight.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await visible(dialog.getByText(`Pain (0–10): 8, ${day}. Your clinician will no longer see it.`));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(await painsTracked()).toEqual([3, 5, 8]);
    // The list is read again after the deletion: held here, so the moment between shows.
    const listRead = (url: URL) => url.pathname === '/api/portal/diaries';
    await page.route(listRead, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await deleteEight.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(notice.filter({ hasText: 'Entry deleted.' }));
    // Not shown again, with its button, while the list is read again.
    expect(await page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 8' }).count()).toBe(0);
    // Let go once the held read has gone on: unrouted while it waits, its continue found the
    // request already handled and failed the test now and then.
    await page.unrouteAll({ behavior: 'wait' });
    // The focus waits on the list's heading, not lost with the button.
    await focusOn(page, 'H2', 'Recent entries');
    expect(await painsTracked()).toEqual([3, 5]);

    // Offline: the deletion is kept, shown, and sent once the connection returns.
    await context.setOffline(true);
    await page.getByRole('button', { name: `Delete Pain (0–10): 5, ${day}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(notice.filter({ hasText: 'The entry will be deleted when you are back online.' }));
    await visible(page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 5' }).filter({ hasText: 'Being deleted' }));
    expect(await painsTracked()).toEqual([3, 5]);
    await context.setOffline(false);
    await visible(notice.filter({ hasText: 'Entry deleted.' }));
    await page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 5' }).waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(await eventually(painsTracked, (pains) => pains.length === 1)).toEqual([3]);
  });

  it('says a message the server refused was not sent, and gives its text back', async () => {
    const client = await prescribed();
    const { page } = browser;
    await portalSignIn(page, client.username, client.key);
    await page.getByRole('tab', { name: 'Message' }).click();
    // Sending nothing says what is missing (once the form is there, as a person sees it first).
    await visible(page.getByLabel('Your message'));
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Write your message first.'));
    await page.route('**/api/portal/feedback', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: { code: 'ERRVALIDATION', message: 'Refused', details: [] } }) }),
    );
    await page.getByLabel('Your message').fill('Can I do the squats twice a day?');
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'The server refused this message, so it was not sent. Its text is back in the box.' }));
    expect(await page.getByLabel('Your message').inputValue()).toBe('Can I do the squats twice a day?');
    await page.unroute('**/api/portal/feedback');
  });

  it('shows the client the conversation, newest first and ten at a time: whether the clinician has read each message, and the replies, new until seen', async () => {
    const client = await prescribed();
    const phone = new ApiClient();
    phone.csrfToken = bodyOf<{ csrfToken: string }>(await phone.post('/api/portal/login', { username: client.username, key: client.key })).csrfToken;
    for (const text of KNEE_REPLACEMENT_NOTES) bodyOf(await phone.post('/api/portal/feedback', { text }));
    bodyOf(await client.api.put(`/api/clinician/clients/${client.clientId}/feedback/read`));

    const { page } = browser;
    await signInToProgram(page, client);
    await page.getByRole('tab', { name: 'Message' }).click();
    const sent = page.getByRole('region', { name: 'Messages with your clinician' });
    const items = sent.getByTestId('feedback-sent');
    const texts = () => items.evaluateAll((lis) => lis.map((li) => li.querySelector('.MuiListItemText-primary')?.textContent));
    await visible(sent.getByText('10 of 12 messages'));
    expect(await texts()).toEqual(KNEE_REPLACEMENT_NOTES.slice(2).reverse());
    expect(await items.filter({ hasText: 'Read by your clinician' }).count()).toBe(10);
    await sent.getByRole('button', { name: 'Show older messages' }).click();
    await visible(sent.getByText('12 of 12 messages'));
    expect(await texts()).toEqual([...KNEE_REPLACEMENT_NOTES].reverse());
    // The button went with the last page: the focus is on the first of the older messages.
    await page.waitForFunction((text) => document.activeElement?.tagName === 'LI' && document.activeElement.textContent?.includes(text), KNEE_REPLACEMENT_NOTES[1]!, { timeout: UI_TIMEOUT });

    // A new message goes on top, about the one program, not read yet; read once the clinician has.
    const question = 'Is the wall squat still three days a week?';
    await page.getByLabel('Your message').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByText('Message sent.'));
    await visible(items.first().filter({ hasText: question }).filter({ hasText: 'about Knee program' }).filter({ hasText: 'Not read yet' }));
    await visible(sent.getByText('13 of 13 messages'));
    bodyOf(await client.api.put(`/api/clinician/clients/${client.clientId}/feedback/read`));
    await page.reload();
    await visible(items.first().filter({ hasText: question }).filter({ hasText: 'Read by your clinician' }));

    // The clinician answers while the client looks at the exercises: the Message tab says so,
    // and the reply is on top, new until the client has seen it.
    await page.getByRole('tab', { name: 'Exercises' }).click();
    const answer = 'Yes, three days a week until our next visit.';
    bodyOf(await client.api.post(`/api/clinician/clients/${client.clientId}/feedback`, { text: answer }));
    await page.reload();
    const messageTab = page.getByRole('tab', { name: 'Message (1 new reply)' });
    // The count is a badge beside the word: on the phone the tab's label stays on one line.
    const lineTops = await lineTopsOf(messageTab);
    expect(Math.max(...lineTops) - Math.min(...lineTops)).toBeLessThan(8);
    await messageTab.click();
    await visible(items.first().filter({ hasText: answer }).filter({ hasText: /Reply from \S/ }));
    await visible(items.first().getByText('New', { exact: true }));
    // Seen: the tab's count goes, the mark stays while the client is on the tab.
    await visible(page.getByRole('tab', { name: 'Message', exact: true, selected: true }));
    await visible(items.first().getByText('New', { exact: true }));
    await page.reload();
    await visible(items.first().filter({ hasText: answer }));
    expect(await items.first().getByText('New', { exact: true }).count()).toBe(0);
  });

  it('shows, after a reload offline, the days marked done, the recent diary entries and the messages as last read', async () => {
    const client = await prescribed();
    const reply = 'Keep the step low until the knee settles.';
    bodyOf(await client.api.post(`/api/clinician/clients/${client.clientId}/feedback`, { text: reply }));
    const { page, context } = browser;
    await signInToProgram(page, client);
    // Read once online, through the service worker: a mark, a pain score and the clinician's reply.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: UI_TIMEOUT });
    const squatDone = page.getByRole('checkbox', { name: 'Done today Exercise 1: Wall squat', exact: true });
    await squatDone.check();
    await visible(page.getByRole('listitem').filter({ hasText: 'Wall squat' }).getByTestId('week-progress').filter({ hasText: 'This week: 1 of 3 days' }));
    await enterPain(page, '4');
    await visible(page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 4' }));
    await page.getByRole('tab', { name: /^Message/ }).click();
    await visible(page.getByTestId('feedback-sent').filter({ hasText: reply }));

    // The phone opens the portal again without a connection: each tab as it was last read.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Exercises' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Knee program' }));
    await visible(page.getByRole('listitem').filter({ hasText: 'Wall squat' }).getByTestId('week-progress').filter({ hasText: 'This week: 1 of 3 days' }));
    expect(await squatDone.isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Diary' }).click();
    await visible(page.getByTestId('diary-entry').filter({ hasText: 'Pain (0–10): 4' }));
    await page.getByRole('tab', { name: /^Message/ }).click();
    await visible(page.getByTestId('feedback-sent').filter({ hasText: reply }));
    await context.setOffline(false);
  });

  it('keeps a diary entry made offline as waiting, and sends it exactly once when the network returns', async () => {
    const client = await prescribed();
    const { page, context } = browser;
    // As on a first visit, before the service worker took control: it sees nothing this page
    // loads (Chromium's bypass, for this page alone). What the page loaded without it (the sets,
    // the picture, the portal's files) is kept all the same, for the next start offline.
    const devtools = await bypassServiceWorker(page);
    await signInToProgram(page, client);
    await shown(page, 'Image of Step up');
    const seenByWorker = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/portal/'))
        .some((entry) => (entry as PerformanceResourceTiming).workerStart > 0),
    );
    expect(seenByWorker).toBe(false);
    // (Playwright's waitForFunction does not wait for a promise: polled here.)
    await waitFor(async () => ((await page.evaluate(keptForOffline, client.imageId)) ? true : undefined), UI_TIMEOUT);
    await devtools.detach();

    // The phone opens the portal again later, without a connection.
    await page.goto('about:blank');
    await context.setOffline(true);
    const phone = await context.newPage();
    await phone.goto(`${baseUrl()}/portal`);
    await visible(phone.getByRole('heading', { level: 2, name: 'Knee program' }));
    await shown(phone, 'Image of Step up');

    await enterPain(phone, '3');
    await visible(phone.getByTestId('diary-waiting').filter({ hasText: 'Waiting to send' }));
    await visible(phone.getByTestId('outbox-count').filter({ hasText: 'Waiting to send: 1 diary entry.' }));
    // A message written offline is kept the same way, as the offline note promises.
    await phone.getByRole('tab', { name: 'Message' }).click();
    await phone.getByLabel('Your message').fill('No signal at the cabin: the knee is fine.');
    await phone.getByRole('button', { name: 'Send' }).click();
    await visible(phone.getByText('Message kept: it will be sent when you are back online.'));
    await visible(phone.getByTestId('feedback-waiting').filter({ hasText: 'No signal at the cabin' }));
    await visible(phone.getByTestId('outbox-count').filter({ hasText: 'Waiting to send: 1 diary entry and 1 message.' }));
    // The last sets stay readable offline, pictures included, after a reload too (the service
    // worker's cache), also once the browser's own cache has let them go (a day later).
    const phoneTools = await context.newCDPSession(phone);
    await phoneTools.send('Network.clearBrowserCache');
    await phoneTools.detach();
    await phone.reload();
    // The reload keeps the tab shown (the address names it), offline too; then the programs.
    await visible(phone.getByRole('tab', { name: 'Message', selected: true }));
    await phone.getByRole('tab', { name: 'Exercises' }).click();
    await visible(phone.getByRole('heading', { level: 2, name: 'Knee program' }));
    await visible(phone.getByTestId('outbox-count'));
    await shown(phone, 'Image of Step up');

    await context.setOffline(false);
    await phone.getByTestId('outbox-count').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    // The count of what waited gives way to what went.
    await visible(phone.getByRole('status').filter({ hasText: 'Back online, sent: 1 diary entry and 1 message.' }));
    // A second chance to send it twice (load and online together) must not store it twice.
    await phone.reload();
    await visible(phone.getByRole('heading', { level: 2, name: 'Knee program' }));
    await phone.close();
    const after = await tracking(client);
    expect(after.diaries.map((entry) => [entry.type, entry.values.value])).toEqual([['pain', 3]]);
    const messages = bodyOf<{ items: { text: string }[] }>(await client.api.get(`/api/clinician/clients/${client.clientId}/feedback`));
    expect(messages.items.map((message) => message.text)).toEqual(['No signal at the cabin: the knee is fine.']);
  });
});
