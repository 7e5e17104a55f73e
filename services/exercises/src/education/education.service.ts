import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  EducationArticle,
  EducationCreate,
  EducationList,
  EducationListQuery,
  EducationPage,
  EducationPrintList,
  EducationTab,
  EducationUpdate,
  Lang,
  Principal,
} from '@openset/contracts';
import { AccessService, canSee, canWrite, forbidden, notFound, ownershipFor, visibleGrants, type Scope, type Viewer } from '@openset/server-kit';
import { ResourcesService } from '../resources/resources.service.js';
import { blocksOfHtml, plainTextOf, sanitizeArticleHtml } from './education-html.js';
import { historyToArticle, historyToPrint, ownedOf, stockToPrint, toArticle, toListItem } from './education.mapper.js';
import { EducationRepository, type EducationContent, type EducationRow } from './education.repository.js';

const TAB_SCOPES: Record<EducationTab, readonly Scope[]> = {
  all: ['stock', 'user', 'team', 'org'],
  stock: ['stock'],
  custom: ['user', 'team', 'org'],
  user: ['user'],
  team: ['team'],
  org: ['org'],
};

/**
 * Education articles (spec sections 2, 3 and 6): stock ones read by everybody, custom ones under
 * the one visibility rule with the education sharing level (teamEducation, orgEducation). A list
 * never shows what a read by id refuses; another account's article answers as an unknown one.
 */
@Injectable()
export class EducationService {
  constructor(
    private readonly repository: EducationRepository,
    private readonly access: AccessService,
    private readonly resources: ResourcesService,
  ) {}

  async list(principal: Principal | null, query: EducationListQuery): Promise<EducationPage> {
    const viewer = await this.access.viewer(principal);
    const lang = principal?.lang ?? 'en';
    const grants = visibleGrants(viewer, 'education', TAB_SCOPES[query.tab]);
    const { rows, total } = await this.repository.page(grants, lang, query.search || undefined, query.skip, query.limit);
    return { items: rows.map((row) => toListItem(row, lang, !canWrite(viewer, ownedOf(row), 'education'))), total };
  }

  async get(principal: Principal | null, ids: string[]): Promise<EducationList> {
    const viewer = await this.access.viewer(principal);
    const lang = principal?.lang ?? 'en';
    const rows = this.inOrder(ids, (await this.repository.byIds(ids, lang)).filter((row) => canSee(viewer, ownedOf(row), 'education')));
    if (rows.length === 0) throw notFound('No such article');
    const items = rows.map((row) => toArticle(row, lang, !canWrite(viewer, ownedOf(row), 'education')));
    return { items, total: items.length };
  }

  /** Snapshots a set names, seen by whoever may see the article's owner's rows. */
  async history(principal: Principal | null, ids: string[]): Promise<EducationList> {
    const viewer = await this.access.viewer(principal);
    const rows = this.inOrder(ids, (await this.repository.historyByIds(ids)).filter((row) => canSee(viewer, ownedOf(row), 'education')));
    if (rows.length === 0) throw notFound('No such article');
    const items = rows.map(historyToArticle);
    return { items, total: items.length };
  }

  async create(principal: Principal | null, body: EducationCreate): Promise<EducationArticle> {
    const viewer = await this.access.viewer(principal);
    const owner = ownershipFor(viewer, body.scope, 'education');
    const content = await this.contentOf(body, viewer);
    const id = randomUUID();
    await this.repository.insert(id, owner, content);
    return this.one(id, viewer, body.lang);
  }

  async update(principal: Principal | null, id: string, body: EducationUpdate): Promise<EducationArticle> {
    const viewer = await this.access.viewer(principal);
    const row = await this.writable(viewer, [id], principal?.lang ?? 'en');
    const content = await this.contentOf(body, viewer);
    await this.repository.update(row[0]!.id, content);
    return this.one(id, viewer, body.lang);
  }

  async delete(principal: Principal | null, ids: string[]): Promise<{ ok: true }> {
    const viewer = await this.access.viewer(principal);
    const rows = await this.writable(viewer, [...new Set(ids)], principal?.lang ?? 'en');
    await this.repository.delete(rows.map((row) => row.id));
    return { ok: true };
  }

  /** A custom article of the clinician's own from one they may see (a stock one in their language). */
  async copy(principal: Principal | null, id: string): Promise<EducationArticle> {
    const viewer = await this.access.viewer(principal);
    const lang = principal?.lang ?? 'en';
    const [row] = (await this.repository.byIds([id], lang)).filter((found) => canSee(viewer, ownedOf(found), 'education'));
    if (!row) throw notFound('No such article');
    const written = row.lang ?? lang;
    const copyId = randomUUID();
    await this.resources.checkAttachable(row.attachment_ids, viewer);
    const html = sanitizeArticleHtml(row.html);
    const blocks = blocksOfHtml(html);
    await this.repository.insert(copyId, ownershipFor(viewer, 'user', 'education'), {
      lang: written,
      title: row.title,
      summary: row.summary,
      html,
      blocks,
      text: plainTextOf(blocks),
      attachmentIds: row.attachment_ids,
    });
    return this.one(copyId, viewer, written);
  }

  /** Internal: the articles a set names (stock slugs and custom snapshot ids), in the order asked. */
  async printable(ids: string[], lang: Lang): Promise<EducationPrintList> {
    const unique = [...new Set(ids)];
    const [stock, history] = await Promise.all([this.repository.byIds(unique, lang), this.repository.historyByIds(unique)]);
    const found = new Map([
      ...stock.filter((row) => row.scope === 'stock').map((row) => [row.id, stockToPrint(row, lang)] as const),
      ...history.map((row) => [row.id, historyToPrint(row)] as const),
    ]);
    return { items: unique.flatMap((id) => found.get(id) ?? []) };
  }

  /**
   * Which of the ids a set is about to name this viewer may attach: stock articles, and custom
   * snapshots of articles they may see (for the sets service, before it stores them).
   */
  async attachable(viewer: Viewer, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const [rows, history] = await Promise.all([this.repository.byIds(unique, 'en'), this.repository.historyByIds(unique)]);
    return [
      ...rows.filter((row) => row.scope === 'stock').map((row) => row.id),
      ...history.filter((row) => canSee(viewer, ownedOf(row), 'education')).map((row) => row.id),
    ];
  }

  private inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
    const byId = new Map(rows.map((row) => [row.id, row]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  /** Rows the viewer may change, held for the call: unknown or unseen ERRNOTFOUND, read-only ERRPERMISSION. */
  private async writable(viewer: Viewer, ids: string[], lang: Lang): Promise<EducationRow[]> {
    const rows = await this.repository.byIds(ids, lang, true);
    const seen = rows.filter((row) => canSee(viewer, ownedOf(row), 'education'));
    if (seen.length < ids.length) throw notFound('No such article');
    if (seen.some((row) => !canWrite(viewer, ownedOf(row), 'education'))) throw forbidden('This article is read-only for you');
    return seen;
  }

  private async contentOf(body: EducationUpdate, viewer: Viewer): Promise<EducationContent> {
    const attachmentIds = [...new Set(body.attachmentIds)];
    await this.resources.checkAttachable(attachmentIds, viewer);
    const html = sanitizeArticleHtml(body.body);
    const blocks = blocksOfHtml(html);
    return { lang: body.lang, title: body.title, summary: body.summary, html, blocks, text: plainTextOf(blocks), attachmentIds };
  }

  private async one(id: string, viewer: Viewer, lang: Lang): Promise<EducationArticle> {
    const [row] = await this.repository.byIds([id], lang);
    if (!row) throw notFound('No such article');
    return toArticle(row, lang, !canWrite(viewer, ownedOf(row), 'education'));
  }
}
