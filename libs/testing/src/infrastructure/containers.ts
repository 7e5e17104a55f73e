import type { InfrastructureChoice } from './choose.js';

/** Images of the servers the product runs on in production (PostgreSQL 18, NATS 2 with JetStream). */
export const POSTGRES_IMAGE = 'postgres:18-alpine';
export const NATS_IMAGE = 'nats:2.12-alpine';

export interface TestServers {
  postgresUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

/** True when testcontainers finds a container engine (Docker, Podman, Colima...) that answers. */
export async function containerEngineAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * The servers of a test run as chosen: containers are started here (both at once) and removed by
 * `stop`; servers named by URL are only used, never stopped.
 */
export async function provideServers(choice: InfrastructureChoice): Promise<TestServers> {
  const containers: { stop(): Promise<unknown> }[] = [];
  const stop = async () => {
    await Promise.allSettled(containers.map((container) => container.stop()));
  };
  try {
    const [postgresUrl, natsUrl] = await Promise.all([
      choice.postgres.source === 'container' ? startPostgres(containers) : choice.postgres.url,
      choice.nats.source === 'container' ? startNats(containers) : choice.nats.url,
    ]);
    return { postgresUrl, natsUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startPostgres(started: { stop(): Promise<unknown> }[]): Promise<string> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE).withDatabase('postgres').withUsername('postgres').withPassword('postgres').start();
  started.push(container);
  return container.getConnectionUri();
}

async function startNats(started: { stop(): Promise<unknown> }[]): Promise<string> {
  const { NatsContainer } = await import('@testcontainers/nats');
  // No user or password: the services connect with a plain URL, as to a local server.
  const container = await new NatsContainer(NATS_IMAGE).withJetStream().start();
  started.push(container);
  return `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
}
