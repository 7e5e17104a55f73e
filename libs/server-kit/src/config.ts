import { hostname } from 'node:os';

/** Process configuration shared by every service; read once from the environment. */
export const serverConfig = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/openset',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  /**
   * Prefix of every NATS subject and JetStream stream, so that several deployments (or two test
   * runs) can share one NATS server without answering each other's requests.
   */
  natsPrefix: process.env.NATS_PREFIX ?? 'openset',
  rpcTimeoutMs: Number(process.env.RPC_TIMEOUT_MS ?? 5000),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  production: process.env.NODE_ENV === 'production',
  instance: `${hostname()}:${process.pid}`,
};

export const prefixed = (subject: string) => `${serverConfig.natsPrefix}.${subject}`;
/** A subject as the contracts name it: without this deployment's prefix. */
export const unprefixed = (subject: string) => (subject.startsWith(`${serverConfig.natsPrefix}.`) ? subject.slice(serverConfig.natsPrefix.length + 1) : subject);

/**
 * Options of every NATS connection a process opens (server, client, announcements, objects): it
 * keeps reconnecting for as long as it runs, a quarter second apart, so a restarted NATS server is
 * found again well within 2 s of its return, and a process started before NATS waits for it.
 */
export function natsConnectionOptions(role: string) {
  return {
    servers: [serverConfig.natsUrl],
    name: `${role}@${serverConfig.instance}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    reconnectJitter: 100,
    waitOnFirstConnect: true,
  };
}
