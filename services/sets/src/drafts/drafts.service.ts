import { Injectable } from '@nestjs/common';
import type { DraftSave, DraftSaved, Principal, SetDraft } from '@openset/contracts';
import { AccessService, forbidden, isUuid, notFound, refuseIfRestricted } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { toDraft } from './draft.mapper.js';
import { DraftsRepository } from './drafts.repository.js';

/**
 * Drafts: the unsaved state of each open document, autosaved by the builder every 30 s. One row
 * per draft id, only its author's; a save keeps only a higher revision. Demo and student accounts
 * and staff with restrictPhi keep no drafts (spec sections 4 and 6).
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly access: AccessService,
    private readonly repo: DraftsRepository,
  ) {}

  async save(principal: Principal | null, input: DraftSave): Promise<DraftSaved> {
    const who = this.access.clinician(principal);
    if (who.type === 'demo' || who.type === 'student') throw forbidden('Drafts are not kept for this account');
    refuseIfRestricted(await this.access.permissionsOf(who.accountId), 'Drafts are not kept for this account');
    // A builder may name a new document's draft itself (a UUID), so that a retried first save
    // stores one draft; without one the server names it.
    const draftId = input.draftId ?? randomUUID();
    if (!isUuid(draftId)) throw notFound('No such draft');
    const saved = await this.repo.upsert(who.accountId, draftId, input.originalId, input.revision, input.content);
    if (saved) return saved;
    // Nothing written: a later revision is stored (this save came late), or the id is another's.
    const stored = await this.repo.stored(who.accountId, draftId);
    if (!stored) throw notFound('No such draft');
    return stored;
  }

  async list(principal: Principal | null): Promise<SetDraft[]> {
    const who = this.access.clinician(principal);
    return (await this.repo.list(who.accountId)).map(toDraft);
  }

  /** The drafts named (each must be the caller's, else ERRNOTFOUND and none goes), or all of them. */
  async remove(principal: Principal | null, ids: string[] | undefined): Promise<void> {
    const who = this.access.clinician(principal);
    if (!ids) {
      await this.repo.remove(who.accountId, null);
      return;
    }
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isUuid(id))) throw notFound('No such draft');
    if ((await this.repo.remove(who.accountId, unique)) < unique.length) throw notFound('No such draft');
  }

  /** Clears the author's draft a set was saved from (in the save's transaction). */
  async clear(accountId: string, draftId: string | null): Promise<void> {
    if (draftId && isUuid(draftId)) await this.repo.remove(accountId, [draftId]);
  }

  /** Drafts of sets being deleted, whoever wrote them (in the delete's transaction). */
  async clearOfSets(setIds: string[]): Promise<void> {
    await this.repo.removeOfSets(setIds);
  }
}
