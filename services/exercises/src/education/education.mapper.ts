import type { EducationArticle, EducationListItem, EducationPrint, Lang } from '@openset/contracts';
import type { EducationHistoryRow, EducationRow } from './education.repository.js';

const ownedOf = (row: Pick<EducationRow, 'scope' | 'owner_id' | 'team_id' | 'org_id'>) => ({
  scope: row.scope,
  ownerId: row.owner_id,
  teamId: row.team_id,
  orgId: row.org_id,
});
export { ownedOf };

/** A row as the education manager lists it; `readOnly` is the caller's `canWrite` answer. */
export function toListItem(row: EducationRow, lang: Lang, readOnly: boolean): EducationListItem {
  return {
    id: row.id,
    scope: row.scope,
    lang: row.lang ?? lang,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    category: row.category,
    attachmentIds: row.attachment_ids,
    ownerId: row.owner_id,
    readOnly,
    attach: row.scope === 'stock' ? { id: row.id, type: 'stockEducation' } : { id: row.history_id ?? row.id, type: 'customEducationHistory' },
    updated: new Date(row.updated_at).toISOString(),
  };
}

export function toArticle(row: EducationRow, lang: Lang, readOnly: boolean): EducationArticle {
  return { ...toListItem(row, lang, readOnly), html: row.html, sources: row.sources };
}

/** A snapshot a set names, as the set builder shows it (never written through: read-only). */
export function historyToArticle(row: EducationHistoryRow): EducationArticle {
  return {
    id: row.id,
    scope: row.scope,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    html: row.html,
    tags: [],
    category: null,
    sources: [],
    attachmentIds: row.attachment_ids,
    ownerId: row.owner_id,
    readOnly: true,
    attach: { id: row.id, type: 'customEducationHistory' },
    updated: new Date(row.created_at).toISOString(),
  };
}

export function stockToPrint(row: EducationRow, lang: Lang): EducationPrint {
  return {
    id: row.id,
    type: 'stockEducation',
    lang,
    title: row.title,
    summary: row.summary,
    html: row.html,
    blocks: row.blocks,
    sources: row.sources,
    attachmentIds: [],
  };
}

export function historyToPrint(row: EducationHistoryRow): EducationPrint {
  return {
    id: row.id,
    type: 'customEducationHistory',
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    html: row.html,
    blocks: row.blocks,
    sources: [],
    attachmentIds: row.attachment_ids,
  };
}
