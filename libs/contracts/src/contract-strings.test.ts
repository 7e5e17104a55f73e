import { describe, expect, it } from '@jest/globals';
import { stringFields } from '@openset/testing/fuzz';
import type { z } from 'zod';
import { text } from './common.js';
import { allRoutes } from './routes.js';

const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];

/**
 * Whether a string field refuses control characters: a value of plain letters it accepts, with
 * one letter swapped for a control character, must be refused. A field that accepts no plain
 * letters at all (digits only, an enum) has nothing to swap.
 */
function acceptsControlCharacter(schema: z.ZodType): string | null {
  for (const length of [1, 4, 12, 40]) {
    const clean = 'a'.repeat(length);
    if (!schema.safeParse(clean).success) continue;
    const accepted = CONTROL_CHARACTERS.find((control) => schema.safeParse(`${clean.slice(1)}${control}`).success);
    return accepted === undefined ? null : JSON.stringify(accepted);
  }
  return null;
}

describe('strings of the contract', () => {
  it('refuse control characters in every string a route takes in (body, query and path), routes added later included', () => {
    let checked = 0;
    const lax: string[] = [];
    for (const route of allRoutes()) {
      for (const [location, schema] of [['params', route.params], ['query', route.query], ['body', route.body]] as const) {
        for (const field of stringFields(schema)) {
          checked++;
          const accepted = acceptsControlCharacter(field.schema);
          if (accepted) lax.push(`${route.method} ${route.path} ${location}.${field.path} accepts ${accepted}`);
        }
      }
    }
    expect(lax).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('keep tab, line feed, carriage return and the rest of unicode', () => {
    expect(text(100).safeParse('line one\r\n\tline two: café, 東京, 😀').success).toBe(true);
  });

  it('name the field whose string holds a control character', () => {
    const result = allRoutes().find((route) => route.path === '/login')!.body.safeParse({ token: 'pro\u0000', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['token']);
  });
});
