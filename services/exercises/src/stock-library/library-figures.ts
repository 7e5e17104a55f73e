import type { Connection } from '@mikro-orm/core';

/** What the stock library holds, as the importer reports it. */
export interface LibraryFigures {
  /** Stock rows the browser can list (retired ones left out). */
  rows: number;
  /** Exercises as a clinician counts them: a left and right pair once. */
  exercises: number;
  /** Movements: the rows of one movement once (a row of no movement is one of its own). */
  movements: number;
  withPicture: number;
  withPhotograph: number;
  withFrenchTitle: number;
}

/** The stock library's figures, in one statement over the listed stock rows. */
export async function libraryFigures(conn: { execute: Connection['execute'] }): Promise<LibraryFigures> {
  const [row] = await conn.execute<LibraryFigures[]>(
    `select count(*)::int as "rows",
       count(distinct coalesce(e."movement_key" || ':' || e."variant_key", e."id"::text))::int as "exercises",
       count(distinct coalesce(e."movement_key", e."id"::text))::int as "movements",
       count(*) filter (where e."thumbnail_id" is not null)::int as "withPicture",
       count(*) filter (where r."mime" = 'image/jpeg')::int as "withPhotograph",
       count(*) filter (where e."title_fr" is not null)::int as "withFrenchTitle"
     from "exercises"."elements" e left join "exercises"."resources" r on r."id" = e."thumbnail_id"
     where e."scope" = 'stock' and e."stack_id" is null and e."retired_at" is null`,
  );
  return row!;
}

const share = (part: number, whole: number) => `${part} (${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %)`;

/** The figures as one line: exercises, movements, and the shares with a picture, a photograph, a French title. */
export function describeFigures(f: LibraryFigures): string {
  return (
    `stock library: ${f.exercises} exercises (a left and right pair once) in ${f.movements} movements, ${f.rows} rows; ` +
    `with a picture ${share(f.withPicture, f.rows)}, a photograph ${share(f.withPhotograph, f.rows)}, a French title ${share(f.withFrenchTitle, f.rows)}`
  );
}
