import { Module } from '@nestjs/common';
import { ElementSearch } from './element-search.js';

/** The exercise browser's lists and searches, in PostgreSQL. */
@Module({
  providers: [ElementSearch],
  exports: [ElementSearch],
})
export class SearchModule {}
