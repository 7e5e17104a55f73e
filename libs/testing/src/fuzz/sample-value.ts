import type { z } from 'zod';
import { defOf } from './schema-fields.js';

/**
 * A plausible value for a schema: the starting point that each malformed case then breaks in one
 * place. Optional and defaulted fields are left out; it need not pass every refinement.
 */
export function sampleValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'fuzz';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [];
    case 'nullable':
      return def.innerType ? sampleValue(def.innerType) : null;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'undefined':
      return undefined;
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? sampleValue(def.innerType) : undefined;
    case 'pipe':
      return def.in ? sampleValue(def.in) : undefined;
    case 'union':
      return def.options?.[0] ? sampleValue(def.options[0]) : undefined;
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleValue(field)] as const);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case 'record':
      return {};
    default:
      return 'fuzz';
  }
}

/** The keys of an object schema (input side), or none when the schema is not an object. */
export function objectKeys(schema: z.ZodType): { key: string; schema: z.ZodType }[] {
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type) && def.innerType) return objectKeys(def.innerType);
  if (def.type === 'pipe' && def.in) return objectKeys(def.in);
  if (def.type === 'union') return (def.options ?? []).flatMap(objectKeys);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape ?? {}).map(([key, field]) => ({ key, schema: field }));
}
