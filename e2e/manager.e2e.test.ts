import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from '@jest/globals';
import { TEAMS_SUBJECTS, type ClientCreated, type Element, type ManagerTeamList, type Membership } from '@openset/contracts';
import { ApiClient, createTestAccount, rpc, waitFor, waitForMails } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, PASSWORD, signIn, UI_TIMEOUT, urlMatches, visible } from './support';

// The manager's day with a new member of staff (spec sections 2, 4 and 6): a team, an e-mailed
// invitation accepted from the link, the team's shared exercises, a permission taken down to read
// only, and the member's client view found in the activity log and its CSV. `manager` is the
// seeded manager of api-conventions.md (ten seats).

const browsers: BrowserSession[] = [];

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
});

async function newBrowser(): Promise<Page> {
  const browser = await openBrowser();
  browsers.push(browser);
  return browser.page;
}

/** Chooses an option of an MUI select: a combobox named by its label and its value, which opens a listbox. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('manager mode', () => {
  it('manager creates a team and invites a member, who joins from the e-mail, sees the team exercises, loses their editing and is found in the activity log', async () => {
    const tag = randomUUID().slice(0, 6);
    const teamTitle = `Knee clinic ${tag}`;
    const invitee = { email: `iris.${tag}@example.test`, firstname: 'Iris', lastname: `Nguyen${tag}`, username: `iris_${tag}`, password: 'Knee-clinic-2026' };
    const exercise = `Team wall squat ${tag}`;

    // The manager creates the team.
    const manager = await newBrowser();
    await manager.goto(`${baseUrl()}/login`);
    await signIn(manager, 'manager');
    await urlMatches(manager, /\/manager\/teams$/);
    await manager.getByRole('button', { name: 'New team' }).click();
    const dialog = manager.getByRole('dialog', { name: 'New team' });
    await dialog.getByLabel(/^Team name/).fill(teamTitle);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(manager.getByText(`Team “${teamTitle}” created.`));
    const card = manager.getByRole('region', { name: teamTitle });
    await visible(card.getByRole('button', { name: 'Team exercises: Read and write' }));

    // A colleague already in the team shares an exercise with it.
    const managerApi = new ApiClient(baseUrl());
    expect((await managerApi.login('manager', PASSWORD)).status).toBe(200);
    const team = bodyOf<ManagerTeamList>(await managerApi.get('/api/manager/teams', { limit: 100 })).items.find((one) => one.title === teamTitle)!;
    const colleague = await createTestAccount({ type: 'staff' });
    await rpc<Membership>(TEAMS_SUBJECTS.addMember, { teamId: team.id, accountId: colleague.id });
    const colleagueApi = new ApiClient(baseUrl());
    expect((await colleagueApi.login(colleague.username, colleague.password)).status).toBe(200);
    bodyOf<Element>(await colleagueApi.post('/api/clinician/exercises', { title: exercise, instructions: 'Back to the wall, knees over toes.', folderKind: 'team' }));

    // The invitation.
    await manager.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Staff' }).click();
    await urlMatches(manager, /\/manager\/staff$/);
    await manager.getByRole('button', { name: 'Invite staff' }).click();
    const invite = manager.getByRole('dialog', { name: 'Invite staff' });
    await invite.getByLabel(/^E-mail/).fill(invitee.email);
    await invite.getByLabel('First name').fill(invitee.firstname);
    await invite.getByLabel('Last name').fill(invitee.lastname);
    await choose(manager, 'Team', teamTitle);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await visible(manager.getByText(`Invitation sent to ${invitee.email}.`));
    await visible(manager.getByRole('table', { name: 'Invitations sent' }).getByRole('rowheader', { name: invitee.email }));

    // The invitee follows the e-mail's link, chooses a username and a password, and signs in.
    const [mail] = await waitForMails(invitee.email);
    const link = /https?:\/\/\S+?(\/invitation\/[A-Za-z0-9_-]+)/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    const member = await newBrowser();
    await member.goto(`${baseUrl()}${link![1]}`);
    await visible(member.getByRole('heading', { name: 'Join your team' }));
    await visible(member.getByText(new RegExp(`invites you to the team ${teamTitle}`)));
    await member.getByLabel(/^Username/).fill(invitee.username);
    await member.getByLabel(/^Password/).fill(invitee.password);
    expect(await member.getByTestId('invite-strength').textContent()).toBe('Strength: strong');
    await member.getByLabel(/^Confirm the password/).fill(invitee.password);
    expect(await member.getByTestId('invite-match').textContent()).toBe('Passwords match!');
    await member.getByRole('button', { name: 'Create my account' }).click();
    await visible(member.getByRole('heading', { name: 'Your account is ready' }));
    await member.getByRole('button', { name: 'Go to sign in' }).click();
    await signIn(member, invitee.username, invitee.password);
    await urlMatches(member, /\/clinician\/designer\//);

    // The team's exercise is there, and theirs to edit.
    const details = member.getByRole('dialog', { name: exercise });
    const openExercise = async () => {
      await member.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/custom/setBuilder`);
      await member.getByRole('list', { name: 'Exercises' }).getByRole('button', { name: `Show details of ${exercise}`, exact: true }).click();
      await visible(details.getByRole('button', { name: 'Add to set' }));
    };
    await openExercise();
    expect(await details.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);

    // The manager takes the team's exercises to read only: one press to "not shared", one more.
    await manager.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Teams' }).click();
    await card.getByRole('button', { name: 'Team exercises: Read and write' }).click();
    await card.getByRole('button', { name: 'Team exercises: Not shared' }).click();
    await visible(card.getByRole('button', { name: 'Team exercises: Read only' }));
    await visible(manager.getByText('Team exercises: Read only.'));

    // On the member's next look, the exercise is read-only: no Edit, and the service refuses a change.
    await openExercise();
    await visible(details.getByText('Read-only', { exact: true }));
    expect(await details.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    const memberApi = new ApiClient(baseUrl());
    expect((await memberApi.login(invitee.username, invitee.password)).status).toBe(200);
    const shared = bodyOf<{ items: Element[] }>(await memberApi.get('/api/clinician/exercises/team', { search: exercise })).items[0]!;
    expect((await memberApi.put(`/api/clinician/exercises/${shared.id}`, { title: 'Changed' })).status).toBe(403);

    // The member opens a client of theirs.
    const client = bodyOf<ClientCreated>(await memberApi.post('/api/clinician/clients', { firstname: 'Noor', lastname: `Haddad${tag}`, email: `noor.${tag}@example.test` }));
    await member.goto(`${baseUrl()}/clinician/clients/${client.client.id}`);
    await visible(member.getByRole('heading', { level: 1, name: `Noor Haddad${tag}` }));

    // The manager finds that view in the activity log, filtered by the member, "Viewed" and "Client".
    await manager.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity log' }).click();
    await urlMatches(manager, /\/manager\/uam$/);
    await choose(manager, 'Staff member', `${invitee.firstname} ${invitee.lastname}`);
    await choose(manager, 'Action', 'Viewed');
    await choose(manager, 'Object', 'Client');
    await urlMatches(manager, /\/manager\/uam\?staff=[^&]+&action=viewed&object=client$/);
    const entries = manager.getByRole('table', { name: 'Activity entries' });
    const viewed = entries.getByRole('row').filter({ hasText: client.client.id });
    // The log is written from the event stream: a reload shows what arrived since.
    await waitFor(async () => {
      if ((await viewed.count()) > 0) return true;
      await manager.reload();
      await entries.or(manager.getByTestId('activity-empty')).first().waitFor({ timeout: UI_TIMEOUT });
      return (await viewed.count()) > 0 ? true : undefined;
    }, 60_000);
    expect(await viewed.first().getByRole('rowheader').textContent()).toBe(`${invitee.firstname} ${invitee.lastname}`);

    const download = manager.waitForEvent('download');
    await manager.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('occurredAt,staffId,staffName,action,object,reference,clientId,ip');
    // Only what the filters show: this member's client views.
    expect(lines.slice(1).length).toBeGreaterThan(0);
    for (const line of lines.slice(1)) expect(line).toContain(',viewed,client,');
    expect(lines.some((line) => line.includes(client.client.id))).toBe(true);
  }, 240_000);
});
