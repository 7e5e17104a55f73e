import { Controller } from '@nestjs/common';
import {
  accountNamesRequestSchema,
  AUTH_SUBJECTS,
  HEADER_FOOTER_SUBJECTS,
  headerFooterSelectionRequestSchema,
  type AccountNamesReply,
  type HeaderFooterSelectionReply,
} from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { AccountsService } from './accounts.service.js';

/** Internal: not routed over HTTP, so only services on the bus (seeds, invitations, tests) reach it. */
@Controller()
export class AccountsHandlers {
  constructor(private readonly accounts: AccountsService) {}

  @Handle(AUTH_SUBJECTS.createAccount)
  create(payload: unknown): Promise<{ id: string }> {
    return this.accounts.create(payload);
  }

  /** Names of accounts, for services that show who owns something (a client's clinician). */
  @Handle(AUTH_SUBJECTS.accountNames)
  async names(payload: unknown): Promise<AccountNamesReply> {
    return { accounts: await this.accounts.names(parseOrThrow(accountNamesRequestSchema, payload).ids) };
  }

  /** The sets service, fetching a clinician's headers: their selection (the team header first selected once). */
  @Handle(HEADER_FOOTER_SUBJECTS.selection, { transaction: true })
  async headerFooterSelection(payload: unknown): Promise<HeaderFooterSelectionReply> {
    const { accountId, teamHeaderId } = parseOrThrow(headerFooterSelectionRequestSchema, payload);
    return { headerFooterId: await this.accounts.headerFooterSelection(accountId, teamHeaderId) };
  }
}
