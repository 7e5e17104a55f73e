import AxeBuilder from '@axe-core/playwright';
import { BROWSER_CPU_THROTTLE, stackInfo } from '@openset/testing';
import { expectAbout } from '@openset/testing/expect';
import { launchBrowser, type BrowserSession, type LaunchOptions } from '@openset/testing/browser';
import type { SetExercise } from '@openset/contracts';
import type { Locator, Page } from 'playwright-core';
import { journalOf, startJournal } from './page-journal';

/** Seeded development accounts (api-conventions.md). */
export const PASSWORD = 'Password-123';

/** Generous for a 2-core machine running the whole stack beside the browser (longer when slowed down on purpose). */
export const UI_TIMEOUT = 20_000 * BROWSER_CPU_THROTTLE;

/** The stack of the integration set-up; E2E_BASE_URL points the tests at another server. */
export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? stackInfo().baseUrl;
}

/** A fresh browser whose page keeps a journal (page-journal.ts) for the failure messages of `visible`. */
export async function openBrowser(options: LaunchOptions = {}): Promise<BrowserSession> {
  const session = await launchBrowser(options);
  await startJournal(session.page);
  await throttleCpu(session);
  return session;
}

/** Slows the page's scripts down as E2E_CPU_THROTTLE asks (libs/testing cpu-throttle.ts). */
async function throttleCpu(session: BrowserSession): Promise<void> {
  if (BROWSER_CPU_THROTTLE === 1) return;
  const devtools = await session.context.newCDPSession(session.page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: BROWSER_CPU_THROTTLE });
}

/**
 * Waits until the element is on screen (playwright-core has no web-first assertions). When it
 * never shows, the failure says what the page showed instead: its address, language, messages
 * (alerts and flashes) and landmarks, so a failure in CI can be read without a screenshot.
 */
export async function visible(locator: Locator): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  } catch (error) {
    const shown = await describePage(locator.page()).catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message}\n${shown}`, { cause: error });
  }
}

/** Where each line of the element's text starts (CSS px from the viewport's top): one value per line and text node. */
export function lineTopsOf(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const tops: number[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      tops.push(...Array.from(range.getClientRects(), (rect) => rect.top));
    }
    return tops;
  });
}

async function describePage(page: Page): Promise<string> {
  const facts = await page.evaluate(() => {
    const nameOf = (el: HTMLElement) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const label = labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.innerText : el.getAttribute('aria-label');
      return (label ?? el.innerText).trim();
    };
    const names = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map(nameOf).filter(Boolean);
    return {
      lang: document.documentElement.lang,
      messages: names('[role="alert"], [role="status"]'),
      landmarks: names('[role="region"], section[aria-label], section[aria-labelledby], [role="dialog"], main h1'),
      // A control still waiting on the server (the language switch while the profile saves).
      busy: [...document.querySelectorAll<HTMLElement>('[aria-busy="true"]')].map((el) => el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? el.tagName.toLowerCase()),
    };
  }, undefined);
  return [
    `page: ${page.url()} (lang ${facts.lang})`,
    `messages: ${JSON.stringify(facts.messages)}`,
    `landmarks: ${JSON.stringify(facts.landmarks)}`,
    `busy: ${JSON.stringify(facts.busy)}`,
    ...(await journalOf(page)),
  ].join('\n');
}

/**
 * Waits until the address matches. The app routes in the page (history.pushState), so there is
 * no document load to wait for: waiting for "load" after such a move timed out once in CI with
 * the address already right. What a test does next waits for what it needs on screen.
 */
export async function urlMatches(page: Page, pattern: RegExp): Promise<void> {
  try {
    await page.waitForURL(pattern, { timeout: UI_TIMEOUT, waitUntil: 'commit' });
  } catch (error) {
    const shown = await describePage(page).catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message}\nwanted: ${pattern}\n${shown}`, { cause: error });
  }
}

/** Fills and submits the login form as a person would. */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await visible(page.getByLabel('Username or e-mail'));
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A set exercise copied from a custom exercise, as the designer sends it (10 reps). */
export function setExercise(customId: string, key: string, title: string, extra: Partial<SetExercise> = {}): SetExercise {
  return {
    type: 'setExercise',
    key,
    stockId: null,
    customId,
    title,
    instructions: 'Slowly, knees over toes.',
    reflect: false,
    thumbnailId: null,
    parameters: [{ key: `${key}-reps`, title: 'Reps', value: '10' }],
    resources: [],
    ...extra,
  };
}

/** Two weeks of a client's messages after a knee replacement, oldest first (more than a page of ten). */
export const KNEE_REPLACEMENT_NOTES = [
  'Home from the hospital. The knee is swollen but I did the ankle pumps.',
  'Slept badly, the ice helped in the evening.',
  'Could bend the knee a bit further on the heel slides today.',
  'The quad sets are hard to feel. Am I doing them right?',
  'Walked to the mailbox with the walker.',
  'Swelling is down after keeping the leg up.',
  'Did all the exercises twice today.',
  'Some pain at the back of the knee after the straight leg raises.',
  'Climbed the stairs at home one step at a time.',
  'Walked around the block with a cane.',
  'The knee clicks when I bend it. Is that normal?',
  'Ready for the next program when you are.',
];

/**
 * axe-core finds nothing against WCAG 2.1 A and AA on the page as drawn: once its animations
 * have ended (a dialog fading in has not its final contrast yet; endless ones, progress
 * indicators, run on). A failure names the rule, its impact and the elements with their markup.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: UI_TIMEOUT },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expectAbout(
    violations.map((rule) => `${rule.id} (${rule.impact}): ${rule.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 300)}`).join(', ')}`),
    screen,
  ).toEqual([]);
}
