import type { Lang, Resource } from '@openset/contracts';
import { column, columnList, columnsOf } from '@openset/server-kit';

/** A resources row as SQL returns it, declared once (its keys are RESOURCE_COLUMNS). */
const RESOURCE_ROW = {
  id: column<string>(),
  kind: column<Resource['kind']>(),
  owner_id: column<string | null>(),
  team_id: column<string | null>(),
  org_id: column<string | null>(),
  mime: column<string>(),
  size: column<string | number>(),
  width: column<number | null>(),
  height: column<number | null>(),
  storage_key: column<string>(),
  poster_key: column<string | null>(),
  caption_en: column<string>(),
  caption_fr: column<string | null>(),
  credit: column<string | null>(),
};
export type ResourceDbRow = typeof RESOURCE_ROW;

/** Columns every resource read selects; `r` is the resources table. */
export const RESOURCE_COLUMNS = columnList(columnsOf(RESOURCE_ROW), 'r');

const base = '/api/clinician/resources';

/** URLs the browser fetches; the gateway streams them through the file routes. */
export function toResource(row: ResourceDbRow, imgWidth: number, lang: Lang): Resource {
  const video = row.mime.startsWith('video/');
  const file = (width: number) => (video ? `${base}/${row.id}/file` : `${base}/${row.id}/file?imgWidth=${width}`);
  const poster = (width: number) => `${base}/${row.id}/poster?imgWidth=${width}`;
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    caption: lang === 'fr' ? (row.caption_fr ?? row.caption_en) : row.caption_en,
    url: video ? file(imgWidth) : file(imgWidth),
    smallUrl: video ? poster(120) : file(120),
    largeUrl: video ? poster(1000) : file(1000),
    imageUrl: video ? null : file(imgWidth),
    videoUrl: video ? file(imgWidth) : null,
    posterUrl: video ? poster(imgWidth) : null,
    credit: row.credit,
  };
}
