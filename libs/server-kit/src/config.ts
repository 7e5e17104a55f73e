import { hostname } from 'node:os';

/** Process configuration shared by every service; read once from the environment. */
export const serverConfig = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/openset',
  /** One NATS server, or several separated by commas (the servers of a cluster). */
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  /**
   * How many NATS servers keep a copy of each stream and object bucket this deployment makes
   * (JETSTREAM_REPLICAS): 1 on one machine, 3 on a three-server cluster, where a stream then
   * survives the loss of any one server. Read by `jetStreamReplicas()`, which every stream (the
   * events, the mail) and object bucket is made with.
   */
  jetStreamReplicas: Number(process.env.JETSTREAM_REPLICAS ?? 1),
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
 * The replica count of a stream (or object bucket) that must not lose a message: the e-mail
 * queue, the events, the schedules. Every stream is made with it, so a cluster keeps each on
 * JETSTREAM_REPLICAS servers: `manager.streams.add({ name, ..., num_replicas: jetStreamReplicas() })`.
 * JetStream takes 1 to 5; anything else is a configuration mistake, refused at the first stream.
 */
export function jetStreamReplicas(): number {
  const replicas = serverConfig.jetStreamReplicas;
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5) {
    throw new Error(`JETSTREAM_REPLICAS must be a whole number from 1 to 5, not ${process.env.JETSTREAM_REPLICAS}`);
  }
  return replicas;
}

/** The servers of NATS_URL: one URL, or a cluster's, separated by commas. */
export const natsServers = (url = serverConfig.natsUrl): string[] =>
  url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);

/**
 * Options of every NATS connection a process opens (server, client, announcements, objects): it
 * keeps reconnecting for as long as it runs, a quarter second apart, so a restarted NATS server is
 * found again well within 2 s of its return, and a process started before NATS waits for it.
 */
export function natsConnectionOptions(role: string) {
  return {
    servers: natsServers(),
    name: `${role}@${serverConfig.instance}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    reconnectJitter: 100,
    waitOnFirstConnect: true,
  };
}
