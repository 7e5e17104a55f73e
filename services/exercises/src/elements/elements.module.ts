import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { CategoriesModule } from '../categories/categories.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { ResourcesModule } from '../resources/resources.module.js';
import { SearchModule } from '../search/search.module.js';
import { ElementEditsService } from './element-edits.service.js';
import { ElementOrderService } from './element-order.service.js';
import { ElementReader } from './element-reader.js';
import { ElementStore } from './element-store.js';
import { ElementsHandlers } from './elements.handlers.js';
import { ElementsRepository } from './elements.repository.js';
import { ElementsService } from './elements.service.js';

/** Exercises and stacks: the browser's lists and searches, edits, order and stars. */
@Module({
  imports: [AccessModule, CategoriesModule, FoldersModule, ResourcesModule, SearchModule],
  controllers: [ElementsHandlers],
  providers: [ElementsRepository, ElementsService, ElementEditsService, ElementOrderService, ElementReader, ElementStore],
})
export class ElementsModule {}
