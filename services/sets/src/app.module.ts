import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { DeliveriesModule } from './delivery/deliveries.module.js';
import { SetEmailModule } from './delivery/set-email.module.js';
import { DraftsModule } from './drafts/drafts.module.js';
import { SetFoldersModule } from './folders/folders.module.js';
import { HeaderFootersModule } from './header-footers/header-footers.module.js';
import { HistoryModule } from './history/history.module.js';
import { PdfModule } from './pdf/pdf.module.js';
import { PresetsModule } from './presets/presets.module.js';
import { PurgeModule } from './purge/purge.module.js';
import { setsData } from './sets.data.js';
import { SetsModule } from './sets/sets.module.js';

@Module({
  imports: [
    MikroOrmModule.forRoot({ ...ormOptions(setsData), registerRequestContext: false }),
    RpcModule,
    SetFoldersModule,
    SetsModule,
    HistoryModule,
    DraftsModule,
    PresetsModule,
    HeaderFootersModule,
    DeliveriesModule,
    SetEmailModule,
    PdfModule,
    PurgeModule,
  ],
  controllers: [healthController('sets')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
