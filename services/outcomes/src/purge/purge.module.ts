import { Module } from '@nestjs/common';
import { AccountPurgeHandlers } from './account-purge.handlers.js';

/** Deleting for good what the outcomes service keeps of an account (the auth service's purge job). */
@Module({ controllers: [AccountPurgeHandlers] })
export class PurgeModule {}
