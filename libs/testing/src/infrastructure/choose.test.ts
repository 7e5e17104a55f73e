import { describe, expect, it } from '@jest/globals';
import { chooseInfrastructure, describeChoice, LOCAL_NATS_URL, LOCAL_POSTGRES_URL } from './choose.js';

const engine = (answers: boolean) => {
  const probe = { calls: 0, answers: async () => (probe.calls++, answers) };
  return probe;
};

describe('chooseInfrastructure', () => {
  it('starts both servers in containers when an engine answers, even with the variables set', async () => {
    const probe = engine(true);
    const choice = await chooseInfrastructure({
      env: { DATABASE_URL: 'postgres://db.example/x', NATS_URL: 'nats://bus.example:4222' },
      containerEngineAnswers: probe.answers,
    });
    expect(choice).toEqual({ postgres: { source: 'container' }, nats: { source: 'container' } });
    expect(probe.calls).toBe(1);
  });

  it('uses DATABASE_URL and NATS_URL when no engine answers', async () => {
    const choice = await chooseInfrastructure({
      env: { DATABASE_URL: 'postgres://u:secret@db.example:5433/x', NATS_URL: 'nats://bus.example:4222' },
      containerEngineAnswers: engine(false).answers,
    });
    expect(choice.postgres).toEqual({ source: 'env', variable: 'DATABASE_URL', url: 'postgres://u:secret@db.example:5433/x' });
    expect(choice.nats).toEqual({ source: 'env', variable: 'NATS_URL', url: 'nats://bus.example:4222' });
    const line = describeChoice(choice);
    expect(line).toContain('PostgreSQL from DATABASE_URL');
    expect(line).toContain('NATS from NATS_URL');
    expect(line).not.toContain('secret');
  });

  it('falls back to the local servers when no engine answers and nothing is set', async () => {
    const choice = await chooseInfrastructure({ env: { DATABASE_URL: '  ' }, containerEngineAnswers: engine(false).answers });
    expect(choice).toEqual({
      postgres: { source: 'local', url: LOCAL_POSTGRES_URL },
      nats: { source: 'local', url: LOCAL_NATS_URL },
    });
    expect(describeChoice(choice)).toMatch(/PostgreSQL on postgres:\/\/postgres@127\.0\.0\.1:5432.*NATS on nats:\/\/127\.0\.0\.1:4222/);
  });

  it('mixes a set variable with the local default for the other server', async () => {
    const choice = await chooseInfrastructure({ env: { NATS_URL: 'nats://10.0.0.5:4222' }, containerEngineAnswers: engine(false).answers });
    expect(choice.postgres).toEqual({ source: 'local', url: LOCAL_POSTGRES_URL });
    expect(choice.nats).toEqual({ source: 'env', variable: 'NATS_URL', url: 'nats://10.0.0.5:4222' });
  });

  it('does not ask the engine when OPENSET_TEST_CONTAINERS=0', async () => {
    const probe = engine(true);
    const choice = await chooseInfrastructure({ env: { OPENSET_TEST_CONTAINERS: '0' }, containerEngineAnswers: probe.answers });
    expect(probe.calls).toBe(0);
    expect(choice.postgres.source).toBe('local');
  });
});
