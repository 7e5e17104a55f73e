import type { RouteDef } from '@openset/contracts';
import { API_BASE_PATH } from '@openset/contracts';
import { defOf, inputSide, stringFields } from './schema-fields.js';
import { objectKeys, sampleValue } from './sample-value.js';

/** One malformed request: sent as it is, with a raw body. */
export interface MalformedRequest {
  label: string;
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

const HUGE = 'x'.repeat(100_001);
const HUGE_UNICODE = '😀'.repeat(60_000);
const CONTROL = 'a\u0000b\u001b[31mc\u007f';
const THOUSAND_IDS = Array.from({ length: 1_000 }, (_, i) => `id${i}`).join(',');
/** Path parameter values that no route may answer with a 500. */
const BAD_PATH_VALUES: Record<string, string> = {
  'malformed percent-escape': '%E0%A4%A',
  'lone percent': '%',
  'NUL escape': 'a%00b',
  'traversal': '..%2F..%2Fetc%2Fpasswd',
  'huge id': 'a'.repeat(300),
  'unicode id': encodeURIComponent('é😀\u202e'),
  'negative number': '-1',
  'SQL': encodeURIComponent("1' or '1'='1"),
  '1,000 comma-separated ids': THOUSAND_IDS,
};
/** Values every query field gets, and paging that is out of range. */
const BAD_QUERY_VALUES: Record<string, string> = {
  'huge': 'x'.repeat(5_000),
  'control characters': encodeURIComponent(CONTROL),
  'malformed percent-escape': '%E0%A4%A',
  'negative': '-1',
  'huge number': '99999999999999999999',
  'not a number': 'NaN',
};
const LIMIT = 1_200_000;

/**
 * The bounded set of malformed requests for one route of the table, generated from its schemas:
 * bad path parameters, bad query fields and paging, and bodies of every wrong shape (wrong
 * types, missing and extra fields, nulls, arrays for objects, huge, control-character and unicode
 * strings, non-JSON, wrong content types, over the size limit). A route added to the table is
 * fuzzed without anyone listing it.
 */
export function malformedRequests(route: RouteDef): MalformedRequest[] {
  const params = objectKeys(route.params).map(({ key, schema }) => ({ key, value: String(sampleValue(schema) ?? 'fuzz') }));
  const pathWith = (overrides: Record<string, string> = {}) =>
    API_BASE_PATH + route.path.replace(/:(\w+)/g, (_match, name: string) => overrides[name] ?? encodeURIComponent(params.find((p) => p.key === name)?.value ?? 'fuzz'));
  const cases: MalformedRequest[] = [];
  const add = (label: string, path: string, body?: unknown, contentType = 'application/json') =>
    cases.push({ label, method: route.method, path, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), contentType }) });
  const base = sampleValue(route.body);
  const validBody = route.method === 'GET' ? undefined : base === undefined ? undefined : base;

  for (const { key } of params) {
    for (const [label, value] of Object.entries(BAD_PATH_VALUES)) add(`path ${key}: ${label}`, pathWith({ [key]: value }), validBody);
  }

  const queryKeys = objectKeys(route.query).map(({ key }) => key);
  for (const key of queryKeys) {
    for (const [label, value] of Object.entries(BAD_QUERY_VALUES)) add(`query ${key}: ${label}`, `${pathWith()}?${key}=${value}`, validBody);
    add(`query ${key}: repeated`, `${pathWith()}?${key}=1&${key}=2`, validBody);
  }
  add('query: unknown field', `${pathWith()}?zzz=1&__proto__=1`, validBody);
  add('query: negative and huge paging', `${pathWith()}?skip=-1&limit=99999999999`, validBody);

  if (route.method === 'GET') return cases;

  const path = pathWith();
  /**
   * Only bodies the route's own schema refuses: a non-strict object drops an extra field, and a
   * route whose body is optional ignores one sent as text, and neither is malformed.
   */
  const addBody = (label: string, body: unknown, contentType = 'application/json') => {
    const json = contentType === 'application/json';
    const asSent = json ? (typeof body === 'string' ? parseOrNothing(body) : body) : undefined;
    if (asSent !== NOT_JSON && route.body.safeParse(asSent).success) return;
    add(label, path, body, contentType);
  };
  addBody('body: not JSON', '{"a": ');
  addBody('body: wrong content type', JSON.stringify(base ?? {}), 'text/plain');
  addBody('body: XML', '<a>1</a>', 'application/xml');
  addBody('body: multipart without a boundary', 'x', 'multipart/form-data');
  addBody('body: array for object', [base ?? {}]);
  addBody('body: null', 'null');
  addBody('body: number', '42');
  add('body: over the size limit', path, { blob: 'x'.repeat(LIMIT) });
  addBody('body: extra field', { ...asObject(base), zzzExtra: true });
  addBody('body: prototype pollution', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}');

  for (const { key, schema } of objectKeys(route.body)) {
    const without = { ...asObject(base) };
    delete without[key];
    addBody(`body ${key}: missing`, without);
    addBody(`body ${key}: null`, { ...asObject(base), [key]: null });
    addBody(`body ${key}: wrong type`, { ...asObject(base), [key]: wrongTypeFor(defOf(inputSide(schema)).type) });
    addBody(`body ${key}: array for object`, { ...asObject(base), [key]: [{ a: 1 }] });
  }
  // Strings anywhere in the body, nested ones included (`parameters.0.title`).
  for (const field of stringFields(route.body)) {
    for (const [label, value] of [['huge string', HUGE], ['control characters', CONTROL], ['huge unicode string', HUGE_UNICODE]] as const) {
      addBody(`body ${field.path}: ${label}`, withPath(base, field.path.split('.'), value));
    }
  }
  return cases;
}

const NOT_JSON = Symbol('not JSON');
function parseOrNothing(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function wrongTypeFor(type: string): unknown {
  switch (type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 12345;
    case 'number':
    case 'int':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    default:
      return 'not an object';
  }
}

/** A copy of `value` with `path` set (missing objects and arrays are made on the way). */
function withPath(value: unknown, path: string[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined || head === '') return leaf;
  if (/^\d+$/.test(head) || head === '*') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head === '*' ? 0 : Number(head)] = withPath(list[Number(head) || 0] ?? {}, rest, leaf);
    return list;
  }
  const object = { ...asObject(value) };
  object[head] = withPath(object[head], rest, leaf);
  return object;
}
