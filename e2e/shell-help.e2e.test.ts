import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiClient, createTestAccount, mailsTo, parsedMail, waitFor, type TestAccount } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import type { ClinicianProfile } from '@openset/contracts';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { baseUrl, expectAccessible, openBrowser, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

let browser: BrowserSession;
const others: BrowserSession[] = [];

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
  await Promise.all(others.splice(0).map((session) => session.close()));
});

const TIP_TITLES = [
  'Find exercises in the designer',
  'Build a set and its parameters',
  'Keep templates in folders',
  'Clients and their portal',
  'Print, PDF and e-mail',
  'Measure outcomes',
];

async function signedInAt(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await signIn(page, account.username, account.password);
  await urlMatches(page, /\/clinician\/designer\//);
  await visible(page.getByRole('button', { name: 'Log out' }));
}

/** Opens an entry of the frame's Help menu (named in the page's language). */
async function openHelp(page: Page, menu: string, entry: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function toFrench(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await visible(page.getByRole('status').filter({ hasText: 'Langue changée' }));
}

describe('the shell’s help: tips, about, feedback', () => {
  it('offers the six tips once after sign-in, pages through them, and "don’t show" keeps them away at the next sign-in', async () => {
    const account = await createTestAccount();
    const { page } = browser;
    await signedInAt(page, account);

    // Offered on one line under the bar, beside the work: the designer stays usable.
    const offer = page.getByRole('region', { name: 'Tips' });
    await visible(offer.getByText('Six short tips show you around.'));
    await visible(page.getByRole('region', { name: 'Exercise browser' }));
    await expectAccessible(page, 'the tips offered after sign-in');
    await offer.getByRole('button', { name: 'Show the tips' }).click();
    const tips = page.getByRole('dialog', { name: 'Tips for OpenSet' });
    await visible(tips.getByText('Tip 1 of 6'));
    await expectAccessible(page, 'the tips dialog');
    for (const [index, title] of TIP_TITLES.entries()) {
      await visible(tips.getByRole('heading', { name: title }));
      await visible(tips.getByText(`Tip ${index + 1} of 6`));
      if (index < TIP_TITLES.length - 1) await tips.getByRole('button', { name: 'Next tip' }).click();
    }
    expect(await tips.getByRole('button', { name: 'Next tip' }).isDisabled()).toBe(true);
    // The keyboard is not dropped when Next ends: it is on Close.
    expect(await tips.getByRole('button', { name: 'Close the tips' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await tips.getByRole('button', { name: 'Previous tip' }).click();
    await visible(tips.getByText('Tip 5 of 6'));
    await tips.getByRole('button', { name: 'Close the tips' }).click();
    await tips.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(await offer.count()).toBe(0);

    // Once per sign-in: a reload does not offer them again.
    await page.reload();
    await visible(page.getByRole('region', { name: 'Exercise browser' }));
    expect(await page.getByRole('region', { name: 'Tips' }).count()).toBe(0);

    // From the Help menu, as a dialog; "don't show" saves the profile.
    await openHelp(page, 'Help', 'Tips');
    const dialog = page.getByRole('dialog', { name: 'Tips for OpenSet' });
    await visible(dialog.getByText('Tip 1 of 6'));
    await dialog.getByRole('checkbox', { name: 'Don’t show these tips when I sign in' }).check();
    await visible(page.getByRole('status').filter({ hasText: 'Saved.' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    // The keyboard is back on the Help button.
    expect(await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).evaluate((button) => button === document.activeElement)).toBe(true);

    const api = new ApiClient(baseUrl());
    await api.login(account.username, account.password);
    expect(bodyOf<ClinicianProfile>(await api.get('/api/clinician')).showWelcome).toBe(false);

    // A new sign-in (another browser): no tips.
    const second = await openBrowser();
    others.push(second);
    await signedInAt(second.page, account);
    await visible(second.page.getByRole('region', { name: 'Exercise browser' }));
    expect(await second.page.getByRole('region', { name: 'Tips' }).count()).toBe(0);

    // In French, the dialog from the menu: its words and axe.
    await toFrench(second.page);
    await openHelp(second.page, 'Aide', 'Conseils');
    const french = second.page.getByRole('dialog', { name: 'Conseils pour OpenSet' });
    await visible(french.getByText('Conseil 1 sur 6'));
    expect(await french.getByRole('checkbox', { name: 'Ne plus afficher ces conseils à la connexion' }).isChecked()).toBe(true);
    await expectAccessible(second.page, 'the tips dialog (fr)');
  });

  it('about names the version, OpenSet’s licence, the library’s and the instruments’ licences; feedback reaches the operator with thanks', async () => {
    const account = await createTestAccount({ firstname: 'Fran', lastname: 'Feedback' });
    const { page } = browser;
    await signedInAt(page, account);

    await openHelp(page, 'Help', 'About OpenSet');
    const about = page.getByRole('dialog', { name: 'About OpenSet' });
    await visible(about.getByText(/^Version \d+\.\d+\.\d+/));
    await visible(about.getByText(/GNU Affero General Public License/));
    await visible(about.getByRole('list', { name: 'Exercise library' }).getByText('Everkinetic exercise data', { exact: true }));
    await visible(about.getByRole('list', { name: 'Exercise library' }).getByText('Licence: CC BY-SA 4.0').first());
    // The instruments' owners come from the outcomes service once the dialog is open.
    await visible(about.getByRole('list', { name: 'Outcome instruments' }).getByText(/^LEFS – /));
    await expectAccessible(page, 'the about dialog');
    await about.getByRole('button', { name: 'Close' }).click();
    await about.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    await openHelp(page, 'Help', 'Send feedback');
    const feedback = page.getByRole('dialog', { name: 'Send feedback' });
    await visible(feedback.getByRole('textbox', { name: 'Your message' }));
    await expectAccessible(page, 'the feedback dialog');
    await feedback.getByRole('button', { name: 'Send' }).click();
    await visible(feedback.getByText('Write a message before sending.'));
    const message = `The PDF could show the client's name on each page ${randomUUID()}`;
    await feedback.getByRole('radio', { name: 'A problem' }).check();
    await feedback.getByRole('textbox', { name: 'Your message' }).fill(message);
    await feedback.getByRole('checkbox', { name: /You may contact me/ }).check();
    await feedback.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Thank you!' }));
    await feedback.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });

    // The operator's e-mail says who sent what from where.
    const mail = await waitFor(async () => {
      for (const summary of await mailsTo('operator@openset.example')) {
        const parsed = await parsedMail(summary.id);
        if (parsed.text?.includes(message)) return parsed;
      }
      return undefined;
    });
    expect(mail.subject).toMatch(/^\[OpenSet feedback\] Problem: /);
    expect(mail.text).toContain('Page: /clinician/designer/');
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([account.email]);

    // In French: both dialogs' words and axe.
    await toFrench(page);
    await openHelp(page, 'Aide', 'À propos d’OpenSet');
    const aPropos = page.getByRole('dialog', { name: 'À propos d’OpenSet' });
    await visible(aPropos.getByRole('list', { name: 'Questionnaires de résultats' }).getByText(/^LEFS – /));
    await expectAccessible(page, 'the about dialog (fr)');
    await aPropos.getByRole('button', { name: 'Fermer' }).click();
    await aPropos.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await openHelp(page, 'Aide', 'Envoyer un commentaire');
    const commentaire = page.getByRole('dialog', { name: 'Envoyer un commentaire' });
    await visible(commentaire.getByRole('textbox', { name: 'Votre message' }));
    await expectAccessible(page, 'the feedback dialog (fr)');
  });

  it('gives a manager feedback and about, without the clinicians’ tips', async () => {
    const manager = await createTestAccount({ type: 'manager' });
    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, manager.username, manager.password);
    await urlMatches(page, /\/manager\//);
    await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).click();
    await visible(page.getByRole('menuitem', { name: 'Send feedback' }));
    expect(await page.getByRole('menuitem', { name: 'Tips' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Send feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Send feedback' });
    await feedback.getByRole('textbox', { name: 'Your message' }).fill('The staff list could show the last sign-in.');
    await feedback.getByRole('button', { name: 'Send' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Thank you!' }));
    expect(await page.getByRole('region', { name: 'Tips' }).count()).toBe(0);
  });
});
