import type { Lang, Resource } from '@openset/contracts';

export interface ResourceDbRow {
  id: string;
  kind: Resource['kind'];
  owner_id: string | null;
  team_id: string | null;
  org_id: string | null;
  mime: string;
  size: string | number;
  width: number | null;
  height: number | null;
  storage_key: string;
  poster_key: string | null;
  caption_en: string;
  caption_fr: string | null;
  credit: string | null;
}

export const RESOURCE_COLUMNS = `r."id", r."kind", r."owner_id", r."team_id", r."org_id", r."mime", r."size", r."width",
  r."height", r."storage_key", r."poster_key", r."caption_en", r."caption_fr", r."credit"`;

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
