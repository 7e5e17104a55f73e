import { Injectable } from '@nestjs/common';
import { ERROR_MESSAGES, errorKeyDetails, MAX_DRAFTS, type DraftSave, type DraftSaved, type Principal, type SetDraft } from '@openset/contracts';
import { AccessService, forbidden, isUuid, notFound, operationRefused, refuseIfRestricted } from '@openset/server-kit';
import { randomUUID } from 'node:crypto';
import { ExerciseVisibility } from '../sets/exercise-visibility.js';
import { SetsService } from '../sets/sets.service.js';
import { toDraft } from './draft.mapper.js';
import { DraftsRepository } from './drafts.repository.js';

/**
 * Drafts: the unsaved state of each open document, autosaved by the builder every 30 s. One row
 * per draft id, only its author's; a save keeps only a higher revision. Demo and student accounts
 * and staff with restrictPhi keep no drafts (spec sections 4 and 6). An account keeps at most
 * MAX_DRAFTS of them.
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly access: AccessService,
    private readonly repo: DraftsRepository,
    private readonly sets: SetsService,
    private readonly exercises: ExerciseVisibility,
  ) {}

  async save(principal: Principal | null, input: DraftSave): Promise<DraftSaved> {
    const who = this.access.clinician(principal);
    if (who.type === 'demo' || who.type === 'student') throw forbidden('Drafts are not kept for this account');
    refuseIfRestricted(await this.access.permissionsOf(who.accountId), 'Drafts are not kept for this account');
    // A builder may name a new document's draft itself (a UUID), so that a retried first save
    // stores one draft; without one the server names it.
    const draftId = input.draftId ?? randomUUID();
    if (!isUuid(draftId)) throw notFound('No such draft');
    await this.requireReferences(principal, who.accountId, input);
    const saved = await this.repo.upsert(who.accountId, draftId, input.originalId, input.revision, input.content, MAX_DRAFTS);
    if (saved) return saved;
    // Nothing written: a later revision is stored (this save came late), the id is another's, or
    // it is a new draft over the cap (then whatever the id: nobody learns whose it is).
    const stored = await this.repo.stored(who.accountId, draftId);
    if (stored) return stored;
    if ((await this.repo.count(who.accountId)) >= MAX_DRAFTS) throw operationRefused(ERROR_MESSAGES.tooManyDrafts, errorKeyDetails('tooManyDrafts'));
    throw notFound('No such draft');
  }

  /**
   * Every id a draft stores goes by the rules of saving a set, with the same code and the same
   * answers: `originalId` must be a set its author may read (as reading it by id: a foreign,
   * unknown or malformed id is ERRNOTFOUND), and the library ids of the content are checked as a
   * save over that set checks them (the ids the set names already stay; a new document's are all
   * asked about, as a new set's are).
   */
  private async requireReferences(principal: Principal | null, accountId: string, input: DraftSave): Promise<void> {
    const [original] = input.originalId ? await this.sets.visibleRows([input.originalId], await this.access.viewer(principal)) : [];
    await this.exercises.requireVisible(accountId, input.content.elements, original?.elements, input.content.education, original?.education);
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
