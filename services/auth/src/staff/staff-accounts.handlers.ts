import { Controller } from '@nestjs/common';
import {
  accountIdRequestSchema,
  STAFF_ACCOUNT_SUBJECTS,
  staffAccountsRequestSchema,
  teamSwapSessionRequestSchema,
  type ManagerPlan,
  type SignedIn,
  type StaffAccountsReply,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { StaffAccountsService } from './staff-accounts.service.js';

/** Internal subjects of the manager's API (the teams service asks; it checked the manager). */
@Controller()
export class StaffAccountsHandlers {
  constructor(private readonly staff: StaffAccountsService) {}

  @Handle(STAFF_ACCOUNT_SUBJECTS.accounts)
  async accounts(payload: unknown): Promise<StaffAccountsReply> {
    return { accounts: await this.staff.accounts(parseOrThrow(staffAccountsRequestSchema, payload).ids) };
  }

  @Handle(STAFF_ACCOUNT_SUBJECTS.managerPlan)
  managerPlan(payload: unknown): Promise<ManagerPlan> {
    return this.staff.managerPlan(parseOrThrow(accountIdRequestSchema, payload).accountId);
  }

  @Handle(STAFF_ACCOUNT_SUBJECTS.closeStaff, { transaction: true })
  async closeStaff(payload: unknown): Promise<{ ok: true }> {
    await this.staff.closeStaff(parseOrThrow(accountIdRequestSchema, payload).accountId);
    return { ok: true };
  }

  /** Not in a transaction: a refused password's count must stay (as sign-in's does). */
  @Handle(STAFF_ACCOUNT_SUBJECTS.swapSession)
  swapSession(payload: unknown): Promise<{ sid: string; body: SignedIn }> {
    return this.staff.swapSession(parseOrThrow(teamSwapSessionRequestSchema, payload));
  }
}
