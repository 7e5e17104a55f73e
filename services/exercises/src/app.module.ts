import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { healthController, ormOptions, RequestContextInterceptor, RpcModule } from '@openset/server-kit';
import { CategoriesModule } from './categories/categories.module.js';
import { EducationModule } from './education/education.module.js';
import { ElementsModule } from './elements/elements.module.js';
import { exercisesData } from './exercises.data.js';
import { FoldersModule } from './folders/folders.module.js';
import { PurgeModule } from './purge/purge.module.js';
import { ResourcesModule } from './resources/resources.module.js';
import { VisibilityModule } from './visibility/visibility.module.js';

@Module({
  imports: [
    MikroOrmModule.forRoot({ ...ormOptions(exercisesData), registerRequestContext: false }),
    RpcModule,
    CategoriesModule,
    EducationModule,
    ElementsModule,
    FoldersModule,
    ResourcesModule,
    VisibilityModule,
    PurgeModule,
  ],
  controllers: [healthController('exercises')],
  providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
})
export class AppModule {}
