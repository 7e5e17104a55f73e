import { Module } from '@nestjs/common';
import { AccessModule, OutboxModule } from '@openset/server-kit';
import { DraftsModule } from '../drafts/drafts.module.js';
import { SetFoldersModule } from '../folders/folders.module.js';
import { HistoryModule } from '../history/history.module.js';
import { ClientDeletions } from './client-deletions.js';
import { ClientDirectoryModule } from './client-directory.module.js';
import { ClientSetsHandlers } from './client-sets.handlers.js';
import { PortalExerciseHandlers } from './portal-exercise.handlers.js';
import { PortalPeriods } from './portal-periods.js';
import { ResourceUsesHandlers } from './resource-uses.handlers.js';
import { SetEditsService } from './set-edits.service.js';
import { SetFilesService } from './set-files.service.js';
import { SetReadsModule } from './set-reads.module.js';
import { SetsHandlers } from './sets.handlers.js';

/** Saved sets: templates in folders and client programs. */
@Module({
  imports: [AccessModule, OutboxModule, SetFoldersModule, HistoryModule, DraftsModule, ClientDirectoryModule, SetReadsModule],
  controllers: [SetsHandlers, ClientSetsHandlers, PortalExerciseHandlers, ResourceUsesHandlers],
  providers: [SetEditsService, PortalPeriods, SetFilesService, ClientDeletions],
})
export class SetsModule {}
