import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { CategoriesHandlers } from './categories.handlers.js';
import { CategoriesService } from './categories.service.js';

@Module({
  imports: [AccessModule],
  controllers: [CategoriesHandlers],
  providers: [CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
