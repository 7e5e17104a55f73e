import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { expectAbout } from '@openset/testing/expect';
import { allRoutes } from './routes.js';

/** A field that holds one id or several: `id`, `ids`, `thumbnailId`, `resourceIds`... */
const ID_FIELD = /^(id|ids|[a-z][A-Za-z]*Ids?)$/;

interface LooseDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

/** Every id field of a request schema, with its path, through objects, arrays, unions and wrappers. */
function idFields(schema: z.ZodType, path: string, found: [string, z.ZodType][] = []): [string, z.ZodType][] {
  const def = schema._zod.def as unknown as LooseDef;
  if (def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      if (ID_FIELD.test(key)) found.push([`${path}.${key}`, field]);
      idFields(field, `${path}.${key}`, found);
    }
  }
  for (const inner of [def.element, def.innerType, def.in, ...(def.options ?? [])]) {
    if (inner) idFields(inner, def.element ? `${path}[]` : path, found);
  }
  return found;
}

describe('fields that hold ids', () => {
  const fields = allRoutes().flatMap((route) =>
    (['params', 'query', 'body'] as const).flatMap((part) => idFields(route[part], `${route.method} ${route.path} ${part}`)),
  );

  it('are found in the route table', () => {
    expect(fields.length).toBeGreaterThan(10);
  });

  it('are ids by schema in every route: markup, spaces and overlong strings are refused, an id is taken', () => {
    for (const [path, field] of fields) {
      for (const bad of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), '']) {
        expectAbout(field.safeParse(bad).success || field.safeParse([bad]).success, `${path}: ${JSON.stringify(bad)}`).toBe(false);
      }
      const id = '0b5e3f0c-2f6e-4d7a-9a51-6f4f1b8e2c11';
      expectAbout(field.safeParse(id).success || field.safeParse([id]).success, `${path} takes an id`).toBe(true);
    }
  });
});
