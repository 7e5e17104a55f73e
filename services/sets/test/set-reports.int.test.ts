import { describe, expect, it } from '@jest/globals';
import type { DeliveryList } from '@openset/contracts';
import { SETS, bodyOf, createSet, errorOf, signedIn, sql } from './helpers.js';

describe('a set\'s reports (GET /sets/{id}/reports)', () => {
  it('lists what was sent and printed, newest first, a page at a time, with who did it; another account is not found', async () => {
    const { api, account } = await signedIn();
    const other = await signedIn();
    const set = await createSet(api, {});
    expect(bodyOf<DeliveryList>(await api.get(`${SETS}/${set.id}/reports`))).toEqual({ items: [], total: 0 });

    // Rows as DeliveriesService.record writes them (the PDF and print routes record theirs so).
    for (const [kind, minutesAgo, detail] of [['pdf', 3, 'comprehensive'], ['print', 2, 'summary'], ['email', 1, 'Your program']] as const) {
      await sql(
        `insert into "sets"."deliveries" ("id", "set_id", "kind", "account_id", "recipient", "cc", "detail", "created_at")
         values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, ?, now() - make_interval(mins => ?))`,
        [set.id, kind, account.id, kind === 'email' ? 'jane@example.test' : null, JSON.stringify(kind === 'email' ? ['cc@example.test'] : []), detail, minutesAgo],
      );
    }
    const all = bodyOf<DeliveryList>(await api.get(`${SETS}/${set.id}/reports`));
    expect(all.total).toBe(3);
    expect(all.items.map((d) => [d.kind, d.to, d.cc, d.detail, d.byId, d.byName])).toEqual([
      ['email', 'jane@example.test', ['cc@example.test'], 'Your program', account.id, `Test ${account.username.slice(2)}`],
      ['print', null, [], 'summary', account.id, `Test ${account.username.slice(2)}`],
      ['pdf', null, [], 'comprehensive', account.id, `Test ${account.username.slice(2)}`],
    ]);
    expect(bodyOf<DeliveryList>(await api.get(`${SETS}/${set.id}/reports`, { skip: 1, limit: 1 }))).toMatchObject({ items: [{ kind: 'print' }], total: 3 });
    expect(errorOf(await api.get(`${SETS}/${set.id}/reports`, { limit: 101 })).code).toBe('ERRVALIDATION');
    expect(errorOf(await other.api.get(`${SETS}/${set.id}/reports`)).code).toBe('ERRNOTFOUND');

    bodyOf(await api.delete(`${SETS}/${set.id}`));
    expect(await sql(`select 1 from "sets"."deliveries" where "set_id" = ?`, [set.id])).toEqual([]);
  });
});
