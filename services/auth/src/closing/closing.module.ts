import { Module } from '@nestjs/common';
import { ObjectBuckets, OutboxModule } from '@openset/server-kit';
import { AccountsModule } from '../accounts/accounts.module.js';
import { authConfig } from '../auth.config.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { ProofStore } from '../signup/proof-store.js';
import { AccountJobs } from './account-jobs.js';
import { AccountJobsHooks } from './account-jobs-hooks.handlers.js';
import { AccountPurge } from './account-purge.js';
import { ClosingHandlers } from './closing.handlers.js';
import { ClosingService } from './closing.service.js';

/** Leaving: closing an account, reopening it, and the scheduled jobs that end trials and delete accounts for good. */
@Module({
  imports: [OutboxModule, SessionsModule, AccountsModule],
  controllers: [ClosingHandlers, ...(authConfig.testHooks ? [AccountJobsHooks] : [])],
  providers: [ClosingService, AccountJobs, AccountPurge, ProofStore, ObjectBuckets],
  exports: [ClosingService, ProofStore, ObjectBuckets],
})
export class ClosingModule {}
