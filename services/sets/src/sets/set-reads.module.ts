import { Module } from '@nestjs/common';
import { AccessModule, OutboxModule } from '@openset/server-kit';
import { SetFoldersModule } from '../folders/folders.module.js';
import { ClientDirectoryModule } from './client-directory.module.js';
import { ClientSetEvents } from './client-set-events.js';
import { ExerciseVisibility } from './exercise-visibility.js';
import { SetsService } from './sets.service.js';

/**
 * What saving a set and saving a draft both need, so both go by the same rules: reading sets as
 * the viewer may (SetsService) and checking the library ids a content names (ExerciseVisibility).
 * Its own module so that drafts can use it without the sets module depending on drafts in a circle.
 */
@Module({
  imports: [AccessModule, OutboxModule, SetFoldersModule, ClientDirectoryModule],
  providers: [SetsService, ClientSetEvents, ExerciseVisibility],
  exports: [SetsService, ClientSetEvents, ExerciseVisibility],
})
export class SetReadsModule {}
