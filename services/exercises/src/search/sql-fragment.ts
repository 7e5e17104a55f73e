/** SQL text with its `?` parameters in the order they appear in it. */
export interface Fragment {
  sql: string;
  params: unknown[];
}

/**
 * SQL made of text and fragments, each fragment's parameters where its text lands: a statement
 * built from parts cannot bind a value to the wrong placeholder.
 */
export function sql(strings: TemplateStringsArray, ...parts: Fragment[]): Fragment {
  let text = strings[0]!;
  const params: unknown[] = [];
  parts.forEach((part, i) => {
    text += part.sql + strings[i + 1]!;
    params.push(...part.params);
  });
  return { sql: text, params };
}

/** SQL text without parameters (column names, fixed expressions). */
export const raw = (text: string): Fragment => ({ sql: text, params: [] });

/** One value, bound. */
export const param = (value: unknown): Fragment => ({ sql: '?', params: [value] });

/** Fragments joined by `separator`. */
export function joined(parts: Fragment[], separator: string): Fragment {
  return { sql: parts.map((part) => part.sql).join(separator), params: parts.flatMap((part) => part.params) };
}
