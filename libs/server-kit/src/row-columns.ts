/**
 * Rows read with plain SQL are declared once, as an object of columns: its type is the row's
 * type and its keys are the select list. The values only carry each column's TypeScript type.
 */
export const column = <T>() => undefined as unknown as T;

/** `"a", "b"`, or `e."a", e."b"` with a table alias. */
export function columnList<K extends string>(names: readonly K[], alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return names.map((name) => `${prefix}"${name}"`).join(', ');
}

/** The columns of a row declaration, in declaration order. */
export const columnsOf = <Row extends object>(row: Row) => Object.keys(row) as (keyof Row & string)[];
