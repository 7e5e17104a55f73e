import type { EntityManager } from '@mikro-orm/postgresql';
import type { RpcRequest } from '@openset/contracts';
import { operationRefused } from '../domain-error.js';
import { JsonReply } from '../rpc-codec.js';
import { keySecrets } from './sealed-reply.js';

/** How long a repeat of a key still gets the first answer. */
const KEPT_FOR = '24 hours';
/**
 * How long a repeat waits for an attempt still running before it is told to try again later.
 * Shorter than the gateway's wait for an answer (RPC_TIMEOUT_MS, 5 s), so a repeat the gateway
 * sent after a slow first attempt answers "still being answered" (ERROPERATION) before the
 * gateway gives up on it too and sends the page to the maintenance screen.
 */
const WAIT_FOR_RUNNING_ATTEMPT = process.env.IDEMPOTENCY_WAIT ?? '3s';
const PURGE_EVERY_MS = 10 * 60_000;
let nextPurge = 0;

/** A request that names itself with an Idempotency-Key and comes from a signed-in account. */
export function keyedRequest(data: unknown): (RpcRequest & { meta: { idempotencyKey: string } }) | null {
  const request = data as Partial<RpcRequest> | null;
  return typeof request?.meta?.idempotencyKey === 'string' && request.principal ? (request as RpcRequest & { meta: { idempotencyKey: string } }) : null;
}

/**
 * Runs a keyed write (`subject`: its route) once per account and key: the key's row is claimed in the transaction that
 * makes the change and holds its answer, so either both are written or neither. A repeat (the
 * gateway's retry after a timeout, a client's after a lost connection) waits for the first
 * attempt's transaction on the primary key and answers with what the first attempt answered; when
 * that attempt failed or its process died, nothing was kept and the repeat does the work itself.
 * The row holds the answer sealed under the key, found by the key's hash (sealed-reply.ts).
 */
export async function oncePerKey(em: EntityManager, schema: string, request: RpcRequest & { meta: { idempotencyKey: string } }, subject: string, run: () => Promise<unknown>): Promise<unknown> {
  const table = `"${schema}"."idempotent_replies"`;
  const accountId = request.principal!.accountId;
  const secrets = keySecrets(accountId, request.meta.idempotencyKey);
  const key = secrets.lookup;
  // The route with the request: the same key and body sent to another route (an edit, then a
  // reset of the same client) is another request, refused, not answered with the first's answer.
  const hash = secrets.fingerprint(JSON.stringify([subject, request.params, request.query, request.body]));
  await purgeOldKeys(em, table);

  const outcome = await em.transactional(async (tx) => {
    await tx.execute(`set local lock_timeout = '${WAIT_FOR_RUNNING_ATTEMPT}'`);
    let claimed: unknown[];
    try {
      claimed = await tx.execute(`insert into ${table} ("account_id", "key", "request_hash") values (?, ?, ?) on conflict do nothing returning "key"`, [accountId, key, hash]);
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') throw operationRefused('A request with this Idempotency-Key is still being answered; try again shortly');
      throw error;
    }
    if (claimed.length === 0) {
      const [first] = await tx.execute<{ request_hash: string; reply: unknown }[]>(`select "request_hash", "reply" from ${table} where "account_id" = ? and "key" = ?`, [accountId, key]);
      if (first!.request_hash !== hash) throw operationRefused('This Idempotency-Key was used for a different request');
      return { repeated: true, reply: JsonReply.fromText(secrets.open(first!.reply as string)) };
    }
    // The wait was for the claim only: the write itself waits on its locks as an unkeyed one
    // does (every write of the app is keyed).
    await tx.execute('set local lock_timeout = default');
    const reply = await run();
    const json = reply instanceof JsonReply ? reply.text : JSON.stringify(reply ?? null);
    // Stored as a JSON string (the column is jsonb): the sealed answer in base64.
    await tx.execute(`update ${table} set "reply" = ? where "account_id" = ? and "key" = ?`, [JSON.stringify(secrets.seal(json)), accountId, key]);
    return { repeated: false, reply };
  });
  return outcome.reply ?? undefined;
}

/** Keys older than a day are forgotten; at most one purge per process every ten minutes. */
async function purgeOldKeys(em: EntityManager, table: string): Promise<void> {
  if (Date.now() < nextPurge) return;
  nextPurge = Date.now() + PURGE_EVERY_MS;
  await em.execute(`delete from ${table} where "created_at" < now() - interval '${KEPT_FOR}'`);
}
