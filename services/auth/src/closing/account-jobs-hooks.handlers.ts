import { Controller } from '@nestjs/common';
import { ACCOUNT_TEST_SUBJECTS, runAccountJobsRequestSchema } from '@openset/contracts';
import { Handle, parseOrThrow } from '@openset/server-kit';
import { AccountJobs, type AccountJobsRun } from './account-jobs.js';

/** Test-only (registered with OPENSET_TEST_HOOKS=1 outside production): the account jobs, now, at a chosen time. */
@Controller()
export class AccountJobsHooks {
  constructor(private readonly jobs: AccountJobs) {}

  @Handle(ACCOUNT_TEST_SUBJECTS.runAccountJobs)
  run(payload: unknown): Promise<AccountJobsRun> {
    const { now, accountIds } = parseOrThrow(runAccountJobsRequestSchema, payload);
    return this.jobs.run(new Date(now), accountIds);
  }
}
