import { afterEach, describe, expect, it } from '@jest/globals';
import type { AssignedOutcome, OutcomeHistory } from '@openset/contracts';
import { ApiClient, waitFor } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import { baseUrl, expectAccessible, openBrowser, PASSWORD, signIn, urlMatches, visible } from './support';

// Outcome measures end to end: pro assigns QuickDASH to Jane Doe once (the seeded accounts of
// api-conventions.md); Jane answers it in the portal on a phone, one question at a time, her
// answers surviving a reload; pro sees the score, the band (QuickDASH publishes none, which the
// screen says) and the chart with its table.

const PHONE = { width: 375, height: 667 };
const sessions: BrowserSession[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

/** QuickDASH's eleven core items as Jane answers them: codes 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3 → ((33 / 11) − 1) × 25 = 50. */
const CORE_ANSWERS = ['Moderate difficulty', 'Moderate difficulty', 'Moderate difficulty', 'Moderate difficulty', 'Moderate difficulty', 'Moderate difficulty', 'Moderately', 'Moderately limited', 'Moderate', 'Moderate', 'Moderate difficulty'];

describe('outcome measures', () => {
  it('pro assigns QuickDASH to Jane Doe once; Jane fills it in on her phone; pro sees the score, the band and the chart', async () => {
    const clinician = await openBrowser();
    sessions.push(clinician);
    const { page } = clinician;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\//);

    // The manager, then the wizard: outcome, client, delivery, instructions.
    await page.goto(`${baseUrl()}/clinician/outcomes`);
    await visible(page.getByRole('heading', { level: 1, name: 'Outcomes' }));
    await page.getByRole('button', { name: 'Assign outcome' }).click();
    const wizard = page.getByRole('dialog', { name: 'Assign an outcome' });
    await visible(wizard.getByRole('radio', { name: /^QuickDASH: / }));
    await wizard.getByRole('radio', { name: /^QuickDASH: / }).check();
    // The IWH licence notice shows with it.
    await visible(wizard.getByTestId('licence-notice').filter({ hasText: 'Institute for Work & Health' }));
    await expectAccessible(page, 'assign wizard: outcome');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Search clients').fill('jane@example.test');
    await visible(wizard.getByRole('radio', { name: /^Jane Doe/ }));
    await wizard.getByRole('radio', { name: /^Jane Doe/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await visible(wizard.getByRole('radio', { name: 'Once' }));
    expect(await wizard.getByRole('radio', { name: 'Once' }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Custom instructions').fill('Your right shoulder, this last week.');
    await visible(wizard.getByTestId('assign-summary').filter({ hasText: 'QuickDASH for Jane Doe: Once.' }));
    await wizard.getByRole('button', { name: 'Assign' }).click();
    await visible(page.getByText('Schedule started.'));
    await urlMatches(page, /\/clinician\/outcomes\/[^/?]+$/);
    const outcomeId = new URL(page.url()).pathname.split('/').at(-1)!;
    await visible(page.getByRole('heading', { level: 1, name: 'QuickDASH · Jane Doe' }));
    await visible(page.getByText('No result yet.').first());

    // Jane, on her phone: the questionnaire waits above her exercises once its invitation went.
    const phone = await openBrowser({ viewport: PHONE });
    sessions.push(phone);
    const portal = phone.page;
    await portal.goto(`${baseUrl()}/portal`);
    await visible(portal.getByLabel('Portal username'));
    await portal.getByLabel('Portal username').fill('jane.doe');
    await portal.getByLabel('Four-digit key').fill('1987');
    await portal.getByRole('button', { name: 'Sign in' }).click();
    await visible(portal.getByRole('heading', { level: 1, name: 'Hello Jane' }));
    const answer = portal.getByTestId('due-questionnaires').getByRole('link', { name: 'Answer QuickDASH' });
    await waitFor(async () => {
      if ((await answer.count()) > 0) return true;
      await portal.reload();
      await visible(portal.getByRole('heading', { level: 1, name: 'Hello Jane' }));
      return undefined;
    }, 30_000);
    await answer.first().click();
    await urlMatches(portal, new RegExp(`/portal/outcomes/${outcomeId}$`));
    await visible(portal.getByText('Your right shoulder, this last week.'));

    // One question at a time: its position, then Next.
    const questions = CORE_ANSWERS.length + 8;
    for (const [index, label] of CORE_ANSWERS.entries()) {
      await visible(portal.getByText(`Question ${index + 1} of ${questions}`));
      if (index === 0) await expectAccessible(portal, 'portal questionnaire');
      await portal.getByRole('radio', { name: label, exact: true }).check();
      await visible(portal.getByTestId('questionnaire-progress').filter({ hasText: `${index + 1} of ${questions} questions answered` }));
      // A reload half way keeps the answers and the question shown.
      if (index === 4) {
        await portal.reload();
        await visible(portal.getByText('Question 5 of 19'));
        await visible(portal.getByTestId('questionnaire-progress').filter({ hasText: '5 of 19 questions answered' }));
        expect(await portal.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(true);
      }
      await portal.getByRole('button', { name: 'Next' }).click();
    }
    // The optional work and sports modules are left unanswered.
    for (let index = CORE_ANSWERS.length; index < questions; index++) {
      await visible(portal.getByText(`Question ${index + 1} of ${questions}`));
      await portal.getByRole('button', { name: index === questions - 1 ? 'Finish' : 'Next' }).click();
    }
    await visible(portal.getByRole('heading', { name: 'Ready to send' }));
    await visible(portal.getByText('8 questions have no answer. You can send anyway, or go back to them.'));
    await portal.getByRole('button', { name: 'Send my answers' }).click();
    await visible(portal.getByText('Thank you! Your answers were sent to your clinician.'));

    const api = new ApiClient(baseUrl());
    expect((await api.login('pro', PASSWORD)).status).toBe(200);
    const history = bodyOf<OutcomeHistory>(await api.get(`/api/clinician/clients/outcomes/${outcomeId}/history`));
    expect(history.items.map((result) => [result.source, result.scores[0]?.value])).toEqual([['portal', 50]]);

    // pro: the score in the history, the band said, the chart drawn with its table.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'QuickDASH · Jane Doe' }));
    const row = page.getByTestId('result-row');
    await visible(row);
    expect(await row.textContent()).toContain('QuickDASH disability/symptom score: 50');
    const chart = page.getByRole('figure', { name: 'QuickDASH · QuickDASH disability/symptom score' });
    await visible(chart.locator('svg').first());
    await visible(chart.getByText('Lower scores are better.', { exact: false }));
    await visible(chart.getByText('The instrument defines no bands for this score.', { exact: false }));
    expect(await chart.getByRole('table').getByRole('row').allTextContents()).toEqual(['DateScoreBandChange from baseline', expect.stringMatching(/50 points—Baseline$/)]);
    await expectAccessible(page, 'outcome edit view');
    const outcome = bodyOf<AssignedOutcome>(await api.get(`/api/clinician/clients/outcomes/${outcomeId}`));
    expect(outcome.latest[0]?.scores[0]?.value).toBe(50);
    // The manager lists it with the score.
    await page.goto(`${baseUrl()}/clinician/outcomes`);
    await visible(page.getByRole('link', { name: 'Open QuickDASH of Jane Doe' }).first());
    await expectAccessible(page, 'outcomes manager');
  }, 240_000);
});
