import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { ClientCreated, DeliveryList, ExerciseSet, HistoryPointSummary, SetEmailed } from '@openset/contracts';
import { ApiClient, createTestAccount, mailsTo, TEST_PASSWORD, waitFor, waitForMails } from '@openset/testing';
import { readPdf } from '@openset/testing/pdf';
import { CLIENTS, SETS, bodyOf, clientSet, createSet, customExercise, dividers, errorOf, exercises, signedIn, sql } from './helpers.js';

/** The test stack's daily maximum (SET_EMAIL_DAILY_MAX in libs/testing/src/global-setup.ts). */
const DAILY_MAX = 5;

const email = (changes: Record<string, unknown> = {}) => ({ subject: 'Your knee program', body: 'Here is what we did today.', cc: '', attachPdf: false, ...changes });

async function clientWith(api: ApiClient, lang: 'en' | 'fr' = 'en', local = 'jane') {
  const address = `${local}.${randomUUID().slice(0, 8)}@example.test`;
  const created = bodyOf<ClientCreated>(await api.post(CLIENTS, { firstname: 'Jane', lastname: 'Doe', email: address, lang }));
  return { id: created.client.id, email: address, portalUsername: created.client.portalUsername };
}

describe('e-mailing a set to its client (PUT /sets/{id}/email)', () => {
  it('sends over SMTP: the client as recipient, the CC, the subject, the message with the signature, the program, the portal link and the PDF', async () => {
    const { api, account } = await signedIn();
    bodyOf(await api.put('/api/clinician', { clientEmailBody: 'unused default', clientEmailSig: 'Pat Pro, PT\nKnee Clinic', clientEmailCC: 'front.desk@example.test' }));
    const client = await clientWith(api);
    const customId = await customExercise(api, 'Squat');
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(client.id, { title: 'Knee week 1', elements: [...dividers(1), ...exercises(2, customId)] })));
    const cc = `cc.${randomUUID().slice(0, 8)}@example.test`;

    const sent = bodyOf<SetEmailed>(await api.put(`${SETS}/${set.id}/email`, email({ cc, attachPdf: true, pdf: { templates: ['summary', 'comprehensive'] } })));
    expect(sent).toMatchObject({ to: client.email, cc: [cc], remainingToday: DAILY_MAX - 1 });

    const [mail] = await waitForMails(client.email);
    expect(mail!.to).toMatchObject({ value: [{ address: client.email }] });
    expect(mail!.cc).toMatchObject({ value: [{ address: cc }] });
    expect(mail!.subject).toBe('Your knee program');
    expect(mail!.messageId).toBe(`<${sent.id}@openset.localhost>`);
    expect(mail!.replyTo?.value[0]?.address).toBe(account.email);
    const text = mail!.text!;
    expect(text).toContain('Hello Jane,\n\nHere is what we did today.');
    expect(text).toContain('Your program: Knee week 1');
    expect(text).toContain('Part 1\n1. Exercise 1 (Reps: 10)\n2. Exercise 2 (Reps: 10)');
    expect(text).toContain(`http://localhost:`);
    expect(text).toMatch(/http:\/\/localhost:\d+\/portal\n/);
    expect(text).toContain(`Your username: ${client.portalUsername}`);
    expect(text.trimEnd().endsWith('-- \nPat Pro, PT\nKnee Clinic')).toBe(true);
    // The HTML part says the same, with the portal as a link.
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost:\d+\/portal"/);
    expect(mail!.html).toContain('Pat Pro, PT<br>Knee Clinic');
    expect(mail!.html).toContain('Exercise 2 (Reps: 10)');

    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([['exercise-program.pdf', 'application/pdf']]);
    const pdf = await readPdf(mail!.attachments[0]!.content);
    expect(pdf.text).toContain('Knee week 1');
    expect(pdf.text.indexOf('Exercise 1')).toBeLessThan(pdf.text.indexOf('Exercise 2'));

    // An e-mail point in the set's history, and the e-mail in its reports.
    const [point] = bodyOf<{ items: HistoryPointSummary[] }>(await api.get(`${SETS}/${set.id}/history`)).items;
    expect(point).toMatchObject({ id: sent.historyPointId, type: 'email', title: 'Knee week 1', exerciseCount: 2 });
    expect(bodyOf<DeliveryList>(await api.get(`${SETS}/${set.id}/reports`)).items).toMatchObject([{ kind: 'email', to: client.email, cc: [cc], detail: 'Your knee program', byId: account.id }]);
    // Sent once: the notifications service keeps its id, and nothing more arrives.
    await waitFor(async () => ((await sql(`select 1 from "notifications"."sent_mails" where "id" = ?`, [sent.id])).length === 1 ? true : undefined));
    expect(await mailsTo(client.email)).toHaveLength(1);
    // The sender's outbox keeps no address or text once published.
    const [row] = await waitFor(async () => {
      const rows = await sql<{ payload: Record<string, unknown>; published_at: Date | null }>(`select "payload", "published_at" from "sets"."outbox" where "id" = ?`, [sent.id]);
      return rows[0]?.published_at ? rows : undefined;
    });
    expect(row!.payload).toEqual({ id: sent.id, kind: 'clientSet' });
  });

  it('writes to a French client in French, the attached education listed, without a PDF unless asked for', async () => {
    const { api } = await signedIn();
    const client = await clientWith(api, 'fr');
    const education = [{ id: 'knee-osteoarthritis', type: 'stockEducation' }];
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(client.id, { title: 'Genou', education })));
    bodyOf(await api.put(`${SETS}/${set.id}/email`, email({ subject: 'Votre programme', body: '' })));
    const [mail] = await waitForMails(client.email);
    expect(mail!.subject).toBe('Votre programme');
    expect(mail!.text).toContain('Bonjour Jane,\n\nVotre programme d’exercices est prêt.');
    expect(mail!.text).toContain('Votre programme\u00a0: Genou');
    expect(mail!.text).toContain('portail client\u00a0:');
    // The article in the client's language, linked to the portal where it is read whole.
    expect(mail!.text).toContain('\nÀ lire\n- Arthrose du genou\u00a0: le mouvement est un remède\u00a0: ');
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost:\d+\/portal">Arthrose du genou\u00a0: le mouvement est un remède<\/a>/);
    expect(mail!.headers.get('content-language')).toBe('fr');
    expect(mail!.attachments).toEqual([]);
  });

  it('refuses demo accounts, templates, clients without an address and sets of others', async () => {
    const demo = await createTestAccount({ type: 'demo' });
    const demoApi = new ApiClient();
    expect((await demoApi.login(demo.username, TEST_PASSWORD)).status).toBe(200);
    expect(errorOf(await demoApi.put(`${SETS}/${randomUUID()}/email`, email()))).toMatchObject({ status: 403, code: 'ERRPERMISSION', message: 'Not available in the demo.' });

    const { api } = await signedIn();
    const other = await signedIn();
    const template = await createSet(api, {});
    expect(errorOf(await api.put(`${SETS}/${template.id}/email`, email()))).toMatchObject({ status: 409, code: 'ERROPERATION', message: 'Email not available.' });

    const client = await clientWith(api);
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(client.id)));
    expect(errorOf(await other.api.put(`${SETS}/${set.id}/email`, email())).code).toBe('ERRNOTFOUND');
    // A client kept without an address (imported so): nothing to send to.
    await sql(`update "clients"."clients" set "email" = '' where "id" = ?`, [client.id]);
    expect(errorOf(await api.put(`${SETS}/${set.id}/email`, email()))).toMatchObject({ status: 409, code: 'ERROPERATION', message: 'Email not available.' });
    expect(errorOf(await api.put(`${SETS}/${set.id}/email`, email({ cc: 'not an address' }))).code).toBe('ERRVALIDATION');
    expect(bodyOf<{ items: HistoryPointSummary[] }>(await api.get(`${SETS}/${set.id}/history`)).items.map((p) => p.type)).toEqual(['save']);
    expect(bodyOf<DeliveryList>(await api.get(`${SETS}/${set.id}/reports`)).total).toBe(0);
  });

  it(`stops at the daily maximum (${DAILY_MAX} here), also for e-mails sent at the same moment`, async () => {
    const { api } = await signedIn();
    const client = await clientWith(api);
    const set = bodyOf<ExerciseSet>(await api.post(SETS, clientSet(client.id)));
    const answers = await Promise.all(Array.from({ length: DAILY_MAX + 2 }, () => api.put(`${SETS}/${set.id}/email`, email())));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(DAILY_MAX);
    const refused = answers.filter((answer) => answer.status !== 200).map(errorOf);
    expect(refused).toEqual(Array(2).fill({ status: 403, code: 'ERRPERMISSION', message: 'You have reached your daily max for that action.', details: 'Daily max' }));
    expect(bodyOf<DeliveryList>(await api.get(`${SETS}/${set.id}/reports`)).total).toBe(DAILY_MAX);
    expect(await waitForMails(client.email, DAILY_MAX)).toHaveLength(DAILY_MAX);

    // A day later (the window is the last 24 hours), the account may send again.
    await sql(`update "sets"."deliveries" set "created_at" = "created_at" - interval '24 hours 1 minute' where "set_id" = ?`, [set.id]);
    expect(bodyOf<SetEmailed>(await api.put(`${SETS}/${set.id}/email`, email()))).toMatchObject({ remainingToday: DAILY_MAX - 1 });
  });
});
