import { Controller } from '@nestjs/common';
import { AUTH_SUBJECTS } from '@openset/contracts';
import { Handle } from '@openset/server-kit';
import { AccountsService } from './accounts.service.js';

/** Internal: not routed over HTTP, so only services on the bus (seeds, invitations, tests) reach it. */
@Controller()
export class AccountsHandlers {
  constructor(private readonly accounts: AccountsService) {}

  @Handle(AUTH_SUBJECTS.createAccount)
  create(payload: unknown): Promise<{ id: string }> {
    return this.accounts.create(payload);
  }
}
