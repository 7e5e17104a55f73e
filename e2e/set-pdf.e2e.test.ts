import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Delivery, Element, ExerciseSet } from '@openset/contracts';
import { ApiClient, waitFor } from '@openset/testing';
import type { BrowserSession } from '@openset/testing/browser';
import { bodyOf } from '@openset/testing/clinicians';
import { readPdf } from '@openset/testing/pdf';
import { baseUrl, openBrowser, PASSWORD, setExercise, signIn, urlMatches, visible } from './support';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});

afterEach(async () => {
  await browser.close();
});

describe('PDF of a set', () => {
  it('pro opens a set, chooses comprehensive and the tracking sheet, and downloads the PDF; the choices are remembered', async () => {
    const api = new ApiClient(baseUrl());
    expect((await api.login('pro', PASSWORD)).status).toBe(200);
    const custom = bodyOf<Element>(await api.post('/api/clinician/exercises', { title: 'Wall squat' }));
    const title = `Knee program ${randomUUID().slice(0, 6)}`;
    const elements = [
      setExercise(custom.id, 'e1', 'Wall squat', { parameters: [{ key: 'p1', title: 'Sets', value: '3' }, { key: 'p2', title: 'Reps', value: '12' }] }),
      setExercise(custom.id, 'e2', 'Heel raise', { parameters: [{ key: 'p3', title: 'Reps', value: '20' }] }),
    ];
    const set = bodyOf<ExerciseSet>(await api.post('/api/clinician/sets', { type: 'folderSet', savename: title, title, elements }));

    const { page } = browser;
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'pro');
    await urlMatches(page, /\/clinician\/designer/);
    await page.goto(`${baseUrl()}/clinician/designer/exerciseBrowser/stock/setBuilder/${set.id}`);
    const builder = page.getByRole('region', { name: 'Set builder' });
    await visible(builder.getByRole('button', { name: 'PDF', exact: true }));
    await builder.getByRole('button', { name: 'PDF', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `PDF of “${title}”` });
    await visible(dialog);
    // The spec's default is the summary: this time comprehensive and the tracking sheet, 10 days.
    expect(await dialog.getByRole('checkbox', { name: 'Summary', exact: true }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Summary', exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Comprehensive' }).check();
    await dialog.getByRole('checkbox', { name: 'Tracking sheet' }).check();
    await dialog.getByLabel('Days on the tracking sheet').fill('10');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title.replace(/ /g, '-')}.pdf`);
    const read = await readPdf(await readFile((await file.path())!));
    const text = read.text.replace(/\s+/g, ' ');
    expect(text).toContain(`${title} · Your exercises`);
    expect(text).toMatch(/1\. Wall squat.*Sets: 3 Reps: 12.*2\. Heel raise.*Reps: 20/);
    expect(text).toContain(`${title} · Tracking sheet`);
    expect(text).not.toContain(' · Summary');
    await waitFor(async () => ((await dialog.count()) === 0 ? true : undefined));

    // It is in the set's reports.
    const reports = bodyOf<{ items: Delivery[] }>(await api.get(`/api/clinician/sets/${set.id}/reports`));
    expect(reports.items[0]).toMatchObject({ kind: 'pdf', detail: 'comprehensive, tracking' });

    // The dialog opens again with the last choices of this profile.
    await builder.getByRole('button', { name: 'PDF', exact: true }).click();
    await visible(dialog);
    expect(await dialog.getByRole('checkbox', { name: 'Summary', exact: true }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: 'Comprehensive' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Tracking sheet' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Days on the tracking sheet').inputValue()).toBe('10');
  });
});
