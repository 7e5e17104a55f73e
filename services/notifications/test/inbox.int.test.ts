import { describe, expect, it } from '@jest/globals';
import { notificationRoutes, type NotificationList, type NotificationSignal } from '@openset/contracts';
import { ApiClient, waitFor } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import { bodyOf, errorOf, signedIn } from '@openset/testing/clinicians';
import type { ClientCreated } from '@openset/contracts';

const NOTIFICATIONS = `/api${notificationRoutes.list.path}`;

async function clientWithPortal(api: ApiClient): Promise<{ client: ClientCreated; portal: ApiClient }> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const client = bodyOf<ClientCreated>(await api.post('/api/clinician/clients', { firstname: `Ann${tag}`, lastname: `Lee${tag}`, email: `n${tag}@example.test`, portalKey: '1990' }));
  const portal = new ApiClient();
  portal.csrfToken = bodyOf<{ csrfToken: string }>(await portal.post('/api/portal/login', { username: client.portal.username, key: '1990' })).csrfToken;
  return { client, portal };
}

/** Reads server-sent events of `path` as `client` until `count` events arrived. */
async function liveEvents(client: ApiClient, path: string) {
  const controller = new AbortController();
  const res = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: client.sessionCookie ?? '' }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const next = async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) return { event, data: JSON.parse(data) as unknown };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += value;
    }
  };
  return { status: res.status, type: res.headers.get('content-type'), next, close: () => controller.abort() };
}

describe('clinician notifications', () => {
  it('tells a clinician of their client’s portal message, once, in their bell only, until marked viewed', async () => {
    const { api } = await signedIn();
    const { api: other } = await signedIn();
    const { client, portal } = await clientWithPortal(api);

    bodyOf(await portal.post('/api/portal/feedback', { text: 'The band snapped, can I use a towel?' }));
    const list = await waitFor(async () => {
      const page = bodyOf<NotificationList>(await api.get(NOTIFICATIONS));
      return page.total > 0 ? page : undefined;
    });
    expect(list.unread).toBe(1);
    expect(list.items).toEqual([expect.objectContaining({ kind: 'clientMessage', clientId: client.client.id, viewed: false })]);
    // The client's name and message stay with the clients service: the notification names ids only.
    expect(JSON.stringify(list)).not.toContain('towel');
    expect(bodyOf<NotificationList>(await other.get(NOTIFICATIONS))).toMatchObject({ total: 0, unread: 0 });

    expect(bodyOf<{ updated: number }>(await api.put(`/api${notificationRoutes.markViewed.path}`))).toEqual({ updated: 1 });
    const after = bodyOf<NotificationList>(await api.get(NOTIFICATIONS));
    expect(after).toMatchObject({ total: 1, unread: 0 });
    expect(after.items[0]!.viewed).toBe(true);
  });

  it('tells the clinician when their client answers a questionnaire in the portal, not when they enter answers themself', async () => {
    const { api } = await signedIn();
    const { client, portal } = await clientWithPortal(api);
    // Answers the clinician enters in the clinic (a manual outcome), then a questionnaire sent to the client.
    const manual = bodyOf<{ id: string }>(await api.post('/api/clinician/clients/outcomes', { clientId: client.client.id, type: 'vas', schedule: { kind: 'manual' } }));
    bodyOf(await api.post(`/api/clinician/clients/outcomes/${manual.id}/result`, { answers: [60] }));
    const assigned = bodyOf<{ id: string }>(await api.post('/api/clinician/clients/outcomes', { clientId: client.client.id, type: 'nrs', schedule: { kind: 'once' } }));
    await waitFor(async () => ((await portal.get('/api/portal/outcomes')).json as { body?: { total: number } }).body?.total || undefined);
    bodyOf(await portal.post(`/api/portal/outcomes/${assigned.id}/results`, { answers: [3] }, { 'Idempotency-Key': randomUUID() }));

    const list = await waitFor(async () => {
      const page = bodyOf<NotificationList>(await api.get(NOTIFICATIONS));
      return page.total > 0 ? page : undefined;
    });
    expect(list.items).toEqual([expect.objectContaining({ kind: 'outcomeCompleted', clientId: client.client.id, referenceId: assigned.id })]);
  });

  it('announces a new notification live to the clinician’s open tabs, with the unread count', async () => {
    const { api } = await signedIn();
    const { portal } = await clientWithPortal(api);
    const live = await liveEvents(api, `/api${notificationRoutes.live.path}`);
    try {
      expect(live.status).toBe(200);
      expect(live.type).toMatch(/^text\/event-stream/);
      bodyOf(await portal.post('/api/portal/feedback', { text: 'Done for today.' }));
      expect(await live.next()).toEqual({ event: 'notification', data: { unread: 1 } satisfies NotificationSignal });
      bodyOf(await api.put(`/api${notificationRoutes.markViewed.path}`));
      expect(await live.next()).toEqual({ event: 'notification', data: { unread: 0 } });
    } finally {
      live.close();
    }
  });

  it('is for signed-in clinicians only', async () => {
    const { api } = await signedIn();
    const { portal } = await clientWithPortal(api);
    expect(errorOf(await new ApiClient().get(NOTIFICATIONS)).code).toBe('ERRAUTH');
    expect(errorOf(await portal.get(NOTIFICATIONS)).code).toBe('ERRPERMISSION');
    expect(errorOf(await portal.get(`/api${notificationRoutes.live.path}`)).code).toBe('ERRPERMISSION');
  });
});
