import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { AccountPurgeHandlers } from './account-purge.handlers.js';

/** Deleting for good what the exercises service keeps of an account (the auth service's purge job). */
@Module({ imports: [FilesModule], controllers: [AccountPurgeHandlers] })
export class PurgeModule {}
