// Checks rendered Kubernetes objects the way the API server would refuse them, without a cluster:
// - against the Kubernetes JSON schemas (kubernetes-models: types, enums, required fields);
// - for fields the API does not know (those schemas let unknown fields through, and an API server
//   drops them silently, so a misspelt `readinessProbe` would simply be lost): every field is
//   looked up in the field lists of the official client's models (@kubernetes/client-node),
//   generated from the same OpenAPI document;
// - for what this deployment requires of itself: probes and resources on every long-running
//   container, a PodDisruptionBudget and an autoscaler for every Deployment;
// - the CloudNativePG Cluster, whose CRD no npm package ships, against the fields we set, written
//   from the operator's API reference (postgresql.cnpg.io/v1) in CNPG_CLUSTER below.
import * as clientModels from '@kubernetes/client-node';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  [field: string]: unknown;
}

interface Model {
  validate(): void;
}
/** The kinds the manifests use: a new kind is added here with its schema, or the test fails. */
const SCHEMAS: Record<string, new (data: never) => Model> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

type AttributeMap = { baseName: string; type: string }[];
const models = clientModels as unknown as Record<string, { attributeTypeMap?: AttributeMap } | undefined>;

/** The client's model of a kind: `apps/v1` + Deployment is V1Deployment, `autoscaling/v2` + X is V2X. */
function modelName(object: KubeObject): string {
  const version = object.apiVersion.split('/').pop()!;
  return `${version[0]!.toUpperCase()}${version.slice(1)}${object.kind}`;
}

/** Paths of fields that the model `type` does not have, anywhere under `value`. */
function unknownFields(value: unknown, type: string, path: string, found: string[]): void {
  if (value === null || value === undefined) return;
  const array = /^Array<(.+)>$/.exec(type);
  if (array) {
    if (Array.isArray(value)) value.forEach((item, index) => unknownFields(item, array[1]!, `${path}[${index}]`, found));
    return;
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) {
    if (typeof value === 'object') for (const [key, item] of Object.entries(value)) unknownFields(item, map[1]!, `${path}.${key}`, found);
    return;
  }
  const fields = models[type]?.attributeTypeMap;
  // A plain value (string, number, IntOrString, Quantity): the schema checks its type.
  if (!fields || typeof value !== 'object' || Array.isArray(value)) return;
  const types = new Map(fields.map((field) => [field.baseName, field.type]));
  for (const [key, item] of Object.entries(value)) {
    const fieldType = types.get(key);
    if (fieldType === undefined) found.push(`${path}.${key}`);
    else unknownFields(item, fieldType, `${path}.${key}`, found);
  }
}

// ---- CloudNativePG: the Cluster fields we use, from the API reference of postgresql.cnpg.io/v1.
type Shape =
  | { kind: 'string'; values?: string[] }
  | { kind: 'integer'; min?: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'quantity' }
  | { kind: 'map'; of: Shape }
  | { kind: 'object'; fields: Record<string, Shape>; required?: string[] }
  | { kind: 'k8s'; model: string };

const str = (values?: string[]): Shape => ({ kind: 'string', values });
const int = (min?: number, max?: number): Shape => ({ kind: 'integer', min, max });
const storage: Shape = {
  kind: 'object',
  fields: { size: { kind: 'quantity' }, storageClass: str(), resizeInUseVolumes: { kind: 'boolean' } },
};
export const CNPG_CLUSTER: Shape = {
  kind: 'object',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  fields: {
    apiVersion: str(['postgresql.cnpg.io/v1']),
    kind: str(['Cluster']),
    metadata: { kind: 'k8s', model: 'V1ObjectMeta' },
    spec: {
      kind: 'object',
      required: ['instances', 'storage'],
      fields: {
        description: str(),
        imageName: str(),
        instances: int(1),
        primaryUpdateStrategy: str(['unsupervised', 'supervised']),
        primaryUpdateMethod: str(['switchover', 'restart']),
        minSyncReplicas: int(0),
        maxSyncReplicas: int(0),
        enableSuperuserAccess: { kind: 'boolean' },
        bootstrap: {
          kind: 'object',
          fields: {
            initdb: {
              kind: 'object',
              fields: { database: str(), owner: str(), encoding: str(), localeCollate: str(), localeCType: str(), dataChecksums: { kind: 'boolean' } },
            },
          },
        },
        postgresql: {
          kind: 'object',
          fields: {
            parameters: { kind: 'map', of: str() },
            synchronous: {
              kind: 'object',
              required: ['method', 'number'],
              fields: { method: str(['any', 'first']), number: int(1), dataDurability: str(['required', 'preferred']), maxStandbyNamesFromCluster: int(0) },
            },
          },
        },
        storage,
        walStorage: storage,
        affinity: {
          kind: 'object',
          fields: {
            enablePodAntiAffinity: { kind: 'boolean' },
            topologyKey: str(),
            podAntiAffinityType: str(['preferred', 'required']),
            nodeSelector: { kind: 'map', of: str() },
          },
        },
        resources: { kind: 'k8s', model: 'V1ResourceRequirements' },
      },
    },
  },
};

const QUANTITY = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+|Ki|Mi|Gi|Ti|Pi|Ei|m|k|M|G|T|P|E)?$/;

function checkShape(value: unknown, shape: Shape, path: string, problems: string[]): void {
  switch (shape.kind) {
    case 'string':
      if (typeof value !== 'string') problems.push(`${path}: a string expected`);
      else if (shape.values && !shape.values.includes(value)) problems.push(`${path}: one of ${shape.values.join(', ')} expected, not ${value}`);
      return;
    case 'integer':
      if (!Number.isInteger(value)) problems.push(`${path}: a whole number expected`);
      else if ((shape.min !== undefined && (value as number) < shape.min) || (shape.max !== undefined && (value as number) > shape.max)) problems.push(`${path}: ${String(value)} out of range`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') problems.push(`${path}: true or false expected`);
      return;
    case 'quantity':
      if (typeof value !== 'string' || !QUANTITY.test(value)) problems.push(`${path}: a quantity expected (20Gi)`);
      return;
    case 'map':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) problems.push(`${path}: an object expected`);
      else for (const [key, item] of Object.entries(value)) checkShape(item, shape.of, `${path}.${key}`, problems);
      return;
    case 'k8s':
      unknownFields(value, shape.model, path, problems);
      return;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push(`${path}: an object expected`);
        return;
      }
      const record = value as Record<string, unknown>;
      for (const key of shape.required ?? []) if (record[key] === undefined) problems.push(`${path}.${key}: required`);
      for (const [key, item] of Object.entries(record)) {
        const field = shape.fields[key];
        if (!field) problems.push(`${path}.${key}: unknown field`);
        else checkShape(item, field, `${path}.${key}`, problems);
      }
      return;
    }
  }
}

// ---- What this deployment requires of itself.
interface ContainerLike {
  name: string;
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

function podContainers(object: KubeObject): ContainerLike[] {
  const spec = object.spec as { template?: { spec?: { containers?: ContainerLike[] } } } | undefined;
  return spec?.template?.spec?.containers ?? [];
}

function ownRules(object: KubeObject, problems: string[]): void {
  const name = `${object.kind}/${object.metadata.name}`;
  const longRunning = object.kind === 'Deployment' || object.kind === 'StatefulSet';
  for (const container of podContainers(object)) {
    if (longRunning && !container.readinessProbe) problems.push(`${name} container ${container.name}: no readinessProbe`);
    if (longRunning && !container.livenessProbe) problems.push(`${name} container ${container.name}: no livenessProbe`);
    for (const part of ['requests', 'limits'] as const) {
      for (const resource of ['cpu', 'memory']) {
        if (!container.resources?.[part]?.[resource]) problems.push(`${name} container ${container.name}: no ${part}.${resource}`);
      }
    }
  }
}

/** Everything wrong with one rendered object, as `<Kind>/<name>: <what>` lines (none: fine). */
export function problemsOf(object: KubeObject): string[] {
  const name = `${object.kind}/${object.metadata?.name}`;
  const problems: string[] = [];
  if (object.apiVersion === 'postgresql.cnpg.io/v1' && object.kind === 'Cluster') {
    checkShape(object, CNPG_CLUSTER, name, problems);
    return problems;
  }
  const Schema = SCHEMAS[`${object.apiVersion}/${object.kind}`];
  if (!Schema) return [`${name}: no schema known for ${object.apiVersion} ${object.kind}`];
  try {
    new Schema(object as never).validate();
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
  }
  const unknown: string[] = [];
  const model = modelName(object);
  if (!models[model]?.attributeTypeMap) problems.push(`${name}: no field list for ${model}`);
  else unknownFields(object, model, name, unknown);
  problems.push(...unknown.map((path) => `${path}: unknown field`));
  ownRules(object, problems);
  return problems;
}

/** What the objects lack together: every Deployment has its PodDisruptionBudget and autoscaler. */
export function setProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const deployments = objects.filter((object) => object.kind === 'Deployment');
  for (const deployment of deployments) {
    const labels = (deployment.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
    const covered = objects.some(
      (object) =>
        object.kind === 'PodDisruptionBudget' &&
        Object.entries((object.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels).every(([key, value]) => labels[key] === value),
    );
    if (!covered) problems.push(`Deployment/${deployment.metadata.name}: no PodDisruptionBudget selects it`);
    const scaled = objects.some(
      (object) => object.kind === 'HorizontalPodAutoscaler' && (object.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef.name === deployment.metadata.name,
    );
    if (!scaled) problems.push(`Deployment/${deployment.metadata.name}: no HorizontalPodAutoscaler scales it`);
  }
  return problems;
}
