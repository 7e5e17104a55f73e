import { afterEach, describe, expect, it } from '@jest/globals';
import type { BrowserSession } from '@openset/testing/browser';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, expectAccessible, openBrowser, signIn, urlMatches, visible } from './support';

// The custom outcome builder end to end: pro builds an outcome with a multiple-choice question, a
// number and a formula summing them (a formula naming an unknown key is refused, the server's
// reason under the formula), assigns it to Jane Doe for manual entry through the wizard, enters a
// result and sees the formula's value in the history.

const sessions: BrowserSession[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

/** Adds a question of this type at the end of the builder and answers the newest question's editor. */
async function addQuestion(page: Page, type: string): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Question type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByTestId('builder-question').last();
  await visible(question.getByRole('heading', { name: new RegExp(`: ${type}$`) }));
  return question;
}

describe('custom outcome builder', () => {
  it('pro builds an outcome whose formula sums a multiple choice and a number, assigns it to Jane Doe and sees the formula worked out from a result', async () => {
    const session = await openBrowser();
    sessions.push(session);
    const { page } = session;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\//);

    await page.goto(`${baseUrl()}/clinician/outcomes`);
    await page.getByRole('link', { name: 'Custom outcomes' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Custom outcomes' }));
    await page.getByRole('link', { name: 'New custom outcome' }).click();
    await urlMatches(page, /\/clinician\/outcomes\/definitions\/new$/);

    // Unique to the run: pro is shared with other tests, and the wizard lists every custom outcome.
    const title = `Knee ${Date.now().toString(36).slice(-6)}`;
    await page.getByLabel('Title').fill(title);

    const choice = await addQuestion(page, 'Multiple choice');
    await choice.getByLabel('Key (named in formulas)').fill('pain');
    await choice.getByRole('textbox', { name: /^Question/ }).fill('How bad is the pain?');
    await choice.getByLabel('Answer 1: number').fill('1');
    await choice.getByLabel('Answer 1: label').fill('Mild');
    await choice.getByLabel('Answer 2: number').fill('3');
    await choice.getByLabel('Answer 2: label').fill('Severe');

    const number = await addQuestion(page, 'Number');
    await number.getByLabel('Key (named in formulas)').fill('stairs');
    await number.getByRole('textbox', { name: /^Question/ }).fill('Stairs climbed today');

    const formula = await addQuestion(page, 'Formula');
    await formula.getByLabel('Key (named in formulas)').fill('total');
    await formula.getByRole('textbox', { name: /^Question/ }).fill('Total');
    // A key no question has: the server's reason shows under the formula.
    await formula.getByRole('textbox', { name: /^Formula/ }).fill('pain + steps');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(formula.getByText('steps is not an earlier question', { exact: false }));
    expect(await formula.getByRole('textbox', { name: /^Formula/ }).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/definitions\/new$/);
    await expectAccessible(page, 'outcome builder');

    await formula.getByRole('textbox', { name: /^Formula/ }).fill('pain + stairs');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Saved.'));
    await urlMatches(page, /\/clinician\/outcomes\/definitions\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Edit custom outcome' }));
    // Read back from the server: the three questions, the formula as saved.
    await visible(page.getByTestId('builder-question').nth(2));
    expect(await page.getByTestId('builder-question').count()).toBe(3);
    expect(await page.getByTestId('builder-question').nth(2).getByRole('textbox', { name: /^Formula/ }).inputValue()).toBe('pain + stairs');

    // Listed among the custom outcomes.
    await page.getByRole('link', { name: 'All custom outcomes' }).click();
    await visible(page.getByRole('link', { name: title }));
    await expectAccessible(page, 'custom outcomes');

    // Assigned through the wizard for manual entry.
    await page.goto(`${baseUrl()}/clinician/outcomes?assign=1`);
    const wizard = page.getByRole('dialog', { name: 'Assign an outcome' });
    const radio = wizard.getByRole('radio', { name: `${title}: ${title}` });
    await visible(radio);
    await radio.check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Search clients').fill('jane@example.test');
    await visible(wizard.getByRole('radio', { name: /^Jane Doe/ }));
    await wizard.getByRole('radio', { name: /^Jane Doe/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await visible(wizard.getByRole('radio', { name: /^Manual/ }));
    await wizard.getByRole('radio', { name: /^Manual/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Assign' }).click();
    await visible(page.getByText('Schedule started.'));
    await visible(page.getByRole('heading', { level: 1, name: `${title} · Jane Doe` }));

    // A result entered by hand: Severe (3) and 5 stairs make a total of 8.
    await page.getByRole('button', { name: 'Enter a result' }).click();
    const entry = page.getByRole('dialog', { name: new RegExp(`^Enter a result: ${title}`) });
    await entry.getByRole('radio', { name: 'Severe' }).check();
    await entry.getByLabel('Number', { exact: true }).fill('5');
    await entry.getByRole('button', { name: 'Save result' }).click();
    await visible(page.getByText('Saved.'));
    const row = page.getByTestId('result-row').first();
    await visible(row);
    expect(await row.textContent()).toMatch(/Total: 8(?![0-9])/);
  }, 180_000);
});
