/**
 * Where the integration tests get PostgreSQL and NATS from, in this order: containers when a
 * container engine answers (what a developer with Docker or Podman gets by default), else the
 * servers named by DATABASE_URL / NATS_URL, else the local ones on 127.0.0.1:5432 and :4222.
 * Pure, so that the order is tested without an engine; `containers.ts` does the starting.
 */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_NATS_URL = 'nats://127.0.0.1:4222';

export type ServerChoice =
  | { source: 'container' }
  | { source: 'env'; variable: 'DATABASE_URL' | 'NATS_URL'; url: string }
  | { source: 'local'; url: string };

export interface InfrastructureChoice {
  postgres: ServerChoice;
  nats: ServerChoice;
}

export interface ChoiceInputs {
  env: Readonly<Record<string, string | undefined>>;
  /** Resolves true when a container engine answers; never rejects. */
  containerEngineAnswers: () => Promise<boolean>;
}

export async function chooseInfrastructure({ env, containerEngineAnswers }: ChoiceInputs): Promise<InfrastructureChoice> {
  // OPENSET_TEST_CONTAINERS=0 keeps a developer with an engine on their own servers.
  if (env['OPENSET_TEST_CONTAINERS'] !== '0' && (await containerEngineAnswers())) {
    return { postgres: { source: 'container' }, nats: { source: 'container' } };
  }
  return {
    postgres: fromEnv(env, 'DATABASE_URL') ?? { source: 'local', url: LOCAL_POSTGRES_URL },
    nats: fromEnv(env, 'NATS_URL') ?? { source: 'local', url: LOCAL_NATS_URL },
  };
}

function fromEnv(env: ChoiceInputs['env'], variable: 'DATABASE_URL' | 'NATS_URL'): ServerChoice | undefined {
  const url = env[variable]?.trim();
  return url ? { source: 'env', variable, url } : undefined;
}

/** One line for the test log: which servers this run uses and why. */
export function describeChoice(choice: InfrastructureChoice): string {
  const part = (name: string, server: ServerChoice) => {
    switch (server.source) {
      case 'container':
        return `${name} in a container (testcontainers)`;
      case 'env':
        return `${name} from ${server.variable} (${redact(server.url)})`;
      case 'local':
        return `${name} on ${redact(server.url)} (no container engine, ${name === 'PostgreSQL' ? 'DATABASE_URL' : 'NATS_URL'} unset)`;
    }
  };
  return `${part('PostgreSQL', choice.postgres)}; ${part('NATS', choice.nats)}`;
}

/** Never print a password from a URL. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
