import { afterAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { PORTAL_SESSION_SUBJECTS, type PortalSessionReply } from '@openset/contracts';
import { ormOptions } from '@openset/server-kit';
import { rpc, stackInfo } from '@openset/testing';
import { randomUUID } from 'node:crypto';
import { authData } from '../src/auth.data.js';
import { Housekeeping } from '../src/sessions/housekeeping.js';
import { sessionIdOf } from '../src/sessions/session-rules.js';

const orm = MikroORM.init(ormOptions(authData, { clientUrl: stackInfo().databaseUrl, pool: { min: 0, max: 2 } }));
const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) => (await orm).em.getConnection().execute(query, params) as Promise<T[]>;

afterAll(async () => {
  await (await orm).close(true);
});

/** A client's portal session, as the clients service asks for one after checking the key. */
const portalSession = async (clientId: string) =>
  sessionIdOf((await rpc<PortalSessionReply>(PORTAL_SESSION_SUBJECTS.create, { clientId, ownerId: randomUUID(), lang: 'en', ip: '203.0.113.9' })).sid);

describe('auth housekeeping', () => {
  it('removes portal sessions that ended or sat idle past the portal limit, and keeps the live one', async () => {
    const client = randomUUID();
    const [live, idle, ended] = [await portalSession(client), await portalSession(client), await portalSession(client)];
    // A client who closed the page 61 minutes ago, and a session past its 24 hours.
    await sql(`update "auth"."portal_sessions" set "last_seen_at" = now() - interval '61 minutes' where "id" = ?`, [idle]);
    await sql(`update "auth"."portal_sessions" set "expires_at" = now() - interval '1 second' where "id" = ?`, [ended]);

    await new Housekeeping(await orm).sweep();

    const left = await sql<{ id: string }>(`select "id" from "auth"."portal_sessions" where "client_id" = ?`, [client]);
    expect(left.map((row) => row.id)).toEqual([live]);
  });
});
