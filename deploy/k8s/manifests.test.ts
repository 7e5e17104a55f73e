import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from '@jest/globals';
import { problemsOf, setProblems, type KubeObject } from './validate.js';

/**
 * Every overlay rendered by `kubectl kustomize` (KUBECTL names another binary; .ci/run installs
 * one where the machine has none) and every object checked against the Kubernetes schemas,
 * unknown fields and our own rules (validate.ts).
 */
const overlaysDir = join(import.meta.dirname, 'overlays');
const overlays = readdirSync(overlaysDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVICES = ['auth', 'teams', 'exercises', 'sets', 'clients', 'outcomes', 'notifications', 'gateway'];

function render(overlay: string): KubeObject[] {
  const yaml = execFileSync(process.env.KUBECTL ?? 'kubectl', ['kustomize', join(overlaysDir, overlay)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return parseAllDocuments(yaml).map((document) => document.toJS() as KubeObject);
}

const rendered = new Map(overlays.map((overlay) => [overlay, render(overlay)]));
const find = (objects: KubeObject[], kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name);
const copy = <T>(value: T): T => structuredClone(value);

describe('Kubernetes manifests', () => {
  it('has the small and three-node overlays', () => {
    expect(overlays).toEqual(expect.arrayContaining(['small', 'three-nodes']));
  });

  describe.each(overlays)('overlay %s', (overlay) => {
    const objects = rendered.get(overlay)!;

    it('renders objects that the schemas and our rules accept', () => {
      const problems = [...objects.flatMap(problemsOf), ...setProblems(objects)];
      expect(problems).toEqual([]);
    });

    it('runs every service and the gateway, probed, behind budgets and autoscalers', () => {
      for (const name of SERVICES) {
        expect(find(objects, 'Deployment', name)).toBeDefined();
        expect(find(objects, 'PodDisruptionBudget', name)).toBeDefined();
        expect(find(objects, 'HorizontalPodAutoscaler', name)).toBeDefined();
      }
      expect(find(objects, 'Service', 'gateway')).toBeDefined();
      expect(find(objects, 'Ingress', 'gateway')).toBeDefined();
      expect(objects.some((object) => object.kind === 'Job' && /^migrate-/.test(object.metadata.name))).toBe(true);
      expect(find(objects, 'StatefulSet', 'nats')).toBeDefined();
      expect(find(objects, 'Cluster', 'openset-db')).toBeDefined();
    });

    it('keeps configuration and secrets out of the image, and no secret value in the repository', () => {
      expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
      const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('openset-config-'));
      expect(Object.keys(config?.data as Record<string, string>)).toEqual(expect.arrayContaining(['NATS_URL', 'JETSTREAM_REPLICAS']));
      expect(JSON.stringify(config?.data)).not.toMatch(/password|postgres(ql)?:\/\//i);
    });
  });

  it('runs three NATS servers with three stream replicas on three nodes, one of each on the small one', () => {
    const replicasOf = (overlay: string) => {
      const objects = rendered.get(overlay)!;
      const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('openset-config-'))!;
      const nats = find(objects, 'StatefulSet', 'nats')!;
      const postgres = find(objects, 'Cluster', 'openset-db')!;
      return { servers: nats.spec!.replicas, streams: (config.data as Record<string, string>).JETSTREAM_REPLICAS, postgres: postgres.spec!.instances };
    };
    expect(replicasOf('three-nodes')).toEqual({ servers: 3, streams: '3', postgres: 2 });
    expect(replicasOf('small')).toEqual({ servers: 1, streams: '1', postgres: 1 });
  });

  describe('refuses a broken object', () => {
    const objects = rendered.get('three-nodes')!;
    const deployment = find(objects, 'Deployment', 'sets')!;
    type Pod = { spec: { containers: Record<string, unknown>[] } };
    const containerOf = (object: KubeObject) => (object.spec!.template as Pod).spec.containers[0]!;

    it('with an unknown field (a misspelt probe)', () => {
      const broken = copy(deployment);
      const container = containerOf(broken);
      container.readinesProbe = container.readinessProbe;
      delete container.readinessProbe;
      expect(problemsOf(broken)).toEqual(
        expect.arrayContaining([
          'Deployment/sets.spec.template.spec.containers[0].readinesProbe: unknown field',
          'Deployment/sets container sets: no readinessProbe',
        ]),
      );
    });

    it('with a missing liveness probe', () => {
      const broken = copy(deployment);
      delete containerOf(broken).livenessProbe;
      expect(problemsOf(broken)).toEqual(['Deployment/sets container sets: no livenessProbe']);
    });

    it('with a wrong type or a missing required field', () => {
      const broken = copy(deployment);
      broken.spec!.minReadySeconds = 'ten';
      delete containerOf(broken).name;
      const problems = problemsOf(broken).join('\n');
      expect(problems).toMatch(/minReadySeconds/);
      expect(problems).toMatch(/name/);
    });

    it('without its disruption budget', () => {
      expect(setProblems(objects.filter((object) => !(object.kind === 'PodDisruptionBudget' && object.metadata.name === 'sets')))).toEqual([
        'Deployment/sets: no PodDisruptionBudget selects it',
      ]);
    });

    it('a CloudNativePG Cluster with an unknown field or a wrong value', () => {
      const cluster = copy(find(objects, 'Cluster', 'openset-db')!);
      cluster.spec!.instance = 2;
      (cluster.spec!.postgresql as { synchronous: { method: string } }).synchronous.method = 'all';
      expect(problemsOf(cluster)).toEqual([
        'Cluster/openset-db.spec.postgresql.synchronous.method: one of any, first expected, not all',
        'Cluster/openset-db.spec.instance: unknown field',
      ]);
    });

    it('a kind it has no schema for', () => {
      expect(problemsOf({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } })).toEqual(['Pod/x: no schema known for v1 Pod']);
    });
  });
});

describe('images', () => {
  const root = join(import.meta.dirname, '..', '..');
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const stage = (name: string) => stages.find((text) => new RegExp(`^\\S+ AS ${name}\\b`).test(text)) ?? '';

  it('run as the unprivileged user, the gateway image built on the server image', () => {
    expect(stage('server')).toMatch(/^USER node$/m);
    expect(stage('gateway')).toMatch(/^server AS gateway/);
    expect(stage('gateway')).not.toMatch(/^USER root/m);
  });

  it('take no configuration or secret in: none in the build context, none set in the image', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '**/*.env', '**/node_modules', '**/dist']));
    const settings = dockerfile.split('\n').filter((line) => /^(ENV|ARG) /.test(line));
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.join('\n')).not.toMatch(/DATABASE_URL|NATS_URL|SMTP_URL|PASSWORD|SECRET/i);
  });
});
