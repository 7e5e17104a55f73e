import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AUTH_SUBJECTS, type AccountType, type CreateAccountRequest } from '@openset/contracts';
import { randomUUID } from 'node:crypto';
import { stackInfo } from './stack-info.js';

let connection: Promise<NatsConnection> | null = null;

function nats(): Promise<NatsConnection> {
  connection ??= connect({ servers: stackInfo().natsUrl });
  return connection;
}

/** Closes the connection `rpc` opened, if any (after each test file: `after-env.ts`). */
export async function closeRpc(): Promise<void> {
  const opened = connection;
  connection = null;
  await (await opened)?.close();
}

/**
 * Calls a service subject on the running stack the way another service would (Nest's NATS
 * packet format). Rejects with the contract's error body `{code, message, details}`.
 */
export async function rpc<T = unknown>(subject: string, data: unknown, timeoutMs = 10_000, natsPrefix = stackInfo().natsPrefix): Promise<T> {
  const nc = await nats();
  const pattern = `${natsPrefix}.${subject}`;
  const reply = await nc.request(pattern, JSON.stringify({ pattern, data, id: randomUUID() }), { timeout: timeoutMs });
  const packet = JSON.parse(new TextDecoder().decode(reply.data)) as { response?: T; err?: unknown };
  if (packet.err !== undefined && packet.err !== null) throw packet.err;
  return packet.response as T;
}

export const TEST_PASSWORD = 'Test-password-1';

export interface TestAccount {
  id: string;
  username: string;
  email: string;
  password: string;
  type: AccountType;
}

/** A fresh account of its own for each test (no shared fixtures, no truncation). */
export async function createTestAccount(options: Partial<CreateAccountRequest> = {}): Promise<TestAccount> {
  const tag = randomUUID().slice(0, 8);
  const request: CreateAccountRequest = {
    type: 'professional',
    username: `t_${tag}`,
    email: `t_${tag}@example.test`,
    password: TEST_PASSWORD,
    firstname: 'Test',
    lastname: tag,
    ...options,
  };
  const { id } = await rpc<{ id: string }>(AUTH_SUBJECTS.createAccount, request);
  return { id, username: request.username, email: request.email, password: request.password, type: request.type };
}
