import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { AccessService } from './access/access.service.js';
import { PermissionsCache } from './access/permissions-cache.js';
import { CategoriesService } from './categories/categories.service.js';
import { ElementEditsService } from './elements/element-edits.service.js';
import { ElementOrderService } from './elements/element-order.service.js';
import { ElementReader } from './elements/element-reader.js';
import { ElementStore } from './elements/element-store.js';
import { ElementsHandlers } from './elements/elements.handlers.js';
import { ElementsRepository } from './elements/elements.repository.js';
import { ElementsService } from './elements/elements.service.js';
import { exercisesData } from './exercises.data.js';
import { fileStoreProvider } from './files/file-store.provider.js';
import { ObjectBuckets } from '@openset/server-kit';
import { FoldersHandlers } from './folders/folders.handlers.js';
import { FoldersService } from './folders/folders.service.js';
import { ResourcesHandlers } from './resources/resources.handlers.js';
import { ResourcesService } from './resources/resources.service.js';
import { RankedSearch } from './search/ranked-search.js';
import { SearchQueriesService } from './search/search-queries.js';
import { StockLibraryIndex } from './search/stock-library-index.js';

@Module({
  imports: [MikroOrmModule.forRoot({ ...ormOptions(exercisesData), registerRequestContext: false }), RpcModule],
  controllers: [healthController('exercises'), ElementsHandlers, FoldersHandlers, ResourcesHandlers],
  providers: [
    { provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor },
    AccessService,
    PermissionsCache,
    CategoriesService,
    ElementsRepository,
    ElementsService,
    ElementEditsService,
    ElementOrderService,
    ElementReader,
    ElementStore,
    FoldersService,
    ResourcesService,
    RankedSearch,
    SearchQueriesService,
    StockLibraryIndex,
    ObjectBuckets,
    fileStoreProvider,
  ],
})
export class AppModule {}
