import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  TEAMS_SUBJECTS,
  type AccountType,
  type AdminAccount,
  type AdminAccountCreate,
  type AdminAccountListQuery,
  type AdminAccountPage,
  type AdminOrganisationCreate,
  type AdminOrganisationCreated,
  type FileRef,
  type StudentRequest,
  type Team,
} from '@openset/contracts';
import { findPage, MailOutbox, notFound, operationRefused, Outbox, RpcClient } from '@openset/server-kit';
import { AccountSchema, type Account } from '../accounts/account.entity.js';
import { insertAccount } from '../accounts/accounts.repository.js';
import { ClosingService } from '../closing/closing.service.js';
import { NO_PASSWORD } from '../passwords/no-password.js';
import { issueResetToken, resetLink } from '../password-reset/reset-tokens.js';
import { lifecycleEmail } from '../signup/lifecycle-emails.js';
import { ProofStore } from '../signup/proof-store.js';
import { SignUpSchema } from '../signup/signup.entity.js';
import { SignUpService } from '../signup/signup.service.js';
import { authConfig } from '../auth.config.js';
import { toAdminAccount } from './admin-account.mapper.js';

/** How long the link to choose a password of an account an administrator made works: a day. */
const ACCOUNT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** `%`, `_` and `\` taken literally in a `like` pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The operator's console (spec section 1: the admin account type): accounts listed and searched,
 * professional accounts and organisations made, accounts closed and reopened, students' proofs
 * approved. Every call is an admin's (the handlers check first).
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
    private readonly mail: MailOutbox,
    private readonly outbox: Outbox,
    private readonly closing: ClosingService,
    private readonly signUps: SignUpService,
    private readonly proofs: ProofStore,
  ) {}

  async list(query: AdminAccountListQuery): Promise<AdminAccountPage> {
    const pattern = `%${literal(query.search.toLowerCase())}%`;
    const where = {
      ...(query.type ? { type: query.type } : {}),
      ...(query.search
        ? { $or: (['username', 'email', 'firstname', 'lastname'] as const).map((field) => ({ [field]: { $ilike: pattern } })) }
        : {}),
    };
    const [rows, total] = await findPage(this.em, AccountSchema, where, { orderBy: { createdAt: 'desc', id: 'asc' }, offset: query.skip, limit: query.limit });
    return { items: rows.map(toAdminAccount), total };
  }

  async create(input: AdminAccountCreate, adminId: string): Promise<AdminAccount> {
    const account = await this.newAccount('professional', input, adminId);
    return toAdminAccount(account);
  }

  /**
   * The manager account, then its organisation and first team in the teams service. A teams
   * failure refuses the whole call: the account (this transaction) is not kept.
   */
  async createOrganisation(input: AdminOrganisationCreate, adminId: string): Promise<AdminOrganisationCreated> {
    const manager = await this.newAccount('manager', input.manager, adminId, { seats: input.seats, teamInvitations: input.seats, selfServe: false });
    const org = await this.rpc.call<{ id: string }>(TEAMS_SUBJECTS.createOrg, { ownerId: manager.id, title: input.title });
    const team = await this.rpc.call<Team>(TEAMS_SUBJECTS.createTeam, { orgId: org.id, title: input.title });
    this.outbox.record({ type: 'auth.organisationCreated', actorId: adminId, orgId: org.id, teamId: team.id, data: { managerId: manager.id } });
    await this.em.flush();
    return { orgId: org.id, teamId: team.id, manager: toAdminAccount(manager) };
  }

  async setClosed(id: string, closed: boolean, adminId: string): Promise<AdminAccount> {
    if (id === adminId) throw operationRefused('An administrator cannot close their own account here');
    const account = await this.em.findOne(AccountSchema, { id });
    if (!account) throw notFound('No such account');
    await this.closing.setClosedByAdmin(account, closed, adminId);
    return toAdminAccount(account);
  }

  async students(skip: number, limit: number): Promise<{ items: StudentRequest[]; total: number }> {
    const [rows, total] = await findPage(this.em, SignUpSchema, { kind: 'student', confirmedAt: { $ne: null } }, { orderBy: { confirmedAt: 'asc', id: 'asc' }, offset: skip, limit });
    return {
      items: rows.map((row) => ({
        id: row.id,
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        proofName: row.proofName ?? '',
        proofMime: row.proofMime ?? '',
        proofSize: row.proofSize ?? 0,
        confirmedAt: row.confirmedAt!.toISOString(),
      })),
      total,
    };
  }

  async proof(id: string): Promise<FileRef> {
    const signUp = await this.confirmedStudent(id);
    const file = await this.proofs.serve(signUp.proofObject!, signUp.proofMime ?? 'application/octet-stream', signUp.proofName ?? 'proof');
    if (!file) throw notFound('No such file');
    return file;
  }

  /** Approved: the student account is made with the password chosen at sign-up, and its owner told. Refused: the request and its proof go. */
  async decideStudent(id: string, approve: boolean, adminId: string): Promise<{ accountId: string | null }> {
    const signUp = await this.confirmedStudent(id);
    const accountId = approve ? await this.signUps.createAccount(signUp) : null;
    if (approve) {
      const content = lifecycleEmail('studentApproved', signUp.lang, signUp.firstname, `${authConfig.publicUrl}/login`);
      this.mail.send({ kind: 'accountReady', to: [signUp.email], ...content, language: signUp.lang, accountId });
    }
    this.outbox.record({ type: approve ? 'auth.studentApproved' : 'auth.studentRefused', actorId: adminId, orgId: null, teamId: null, data: { signUpId: id, accountId } });
    const object = signUp.proofObject;
    this.em.remove(signUp);
    await this.em.flush();
    if (object) await this.proofs.delete(object);
    return { accountId };
  }

  private async confirmedStudent(id: string) {
    const signUp = await this.em.findOne(SignUpSchema, { id, kind: 'student', confirmedAt: { $ne: null } });
    if (!signUp) throw notFound('No such student sign-up');
    return signUp;
  }

  /** An account with no password yet: its owner is e-mailed a link to choose one (the reset link, valid a day). */
  private async newAccount(
    type: AccountType,
    person: AdminAccountCreate,
    adminId: string,
    extra: Partial<Pick<Account, 'seats' | 'teamInvitations' | 'selfServe'>> = {},
  ): Promise<Account> {
    const account = await insertAccount(this.em, {
      type,
      username: person.username ?? person.email,
      email: person.email,
      passwordHash: NO_PASSWORD,
      firstname: person.firstname,
      lastname: person.lastname,
      lang: person.lang,
    });
    Object.assign(account, extra);
    const link = resetLink(issueResetToken(this.em, account.id, ACCOUNT_LINK_TTL_MS));
    const content = lifecycleEmail('accountReady', person.lang, person.firstname, link);
    this.mail.send({ kind: 'accountReady', to: [person.email], ...content, language: person.lang, accountId: account.id });
    this.outbox.record({ type: 'auth.accountCreated', actorId: adminId, orgId: null, teamId: null, data: { accountId: account.id, accountType: type } });
    await this.em.flush();
    return account;
  }
}
