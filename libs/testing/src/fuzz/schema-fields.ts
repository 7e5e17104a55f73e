import type { z } from 'zod';

/** The parts of a zod 4 schema definition the walkers read (zod keeps them on `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  catchall?: z.ZodType;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose input is their inner schema's input. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema a client's value meets first: wrappers and pipes unwrapped to their input side. */
export function inputSide(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return inputSide(def.innerType);
  if (def.type === 'pipe' && def.in) return inputSide(def.in);
  return schema;
}

export interface SchemaField {
  /** Dotted path as zod reports it in ERRVALIDATION details (`parameters.0.title`). */
  path: string;
  /** The schema of the field, with its pipes and refinements, as the request is parsed. */
  schema: z.ZodType;
}

/** Every field of a request schema that a client sends as a string (pipes from a string included). */
export function stringFields(schema: z.ZodType, path: string[] = []): SchemaField[] {
  const def = defOf(schema);
  if (defOf(inputSide(schema)).type === 'string') {
    return [{ path: path.join('.'), schema: unwrapToPipeOrString(schema) }];
  }
  if (WRAPPERS.has(def.type) && def.innerType) return stringFields(def.innerType, path);
  if (def.type === 'pipe' && def.in) return stringFields(def.in, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => stringFields(field, [...path, key]));
    case 'array':
      return def.element ? stringFields(def.element, [...path, '0']) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => stringFields(option, path));
    case 'intersection':
      return [def.left, def.right].flatMap((side) => (side ? stringFields(side, path) : []));
    case 'record':
      return def.valueType ? stringFields(def.valueType, [...path, '*']) : [];
    default:
      return [];
  }
}

/** Optional/nullable/default around a string leave its checks where they are: test the leaf. */
function unwrapToPipeOrString(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return WRAPPERS.has(def.type) && def.innerType ? unwrapToPipeOrString(def.innerType) : schema;
}
