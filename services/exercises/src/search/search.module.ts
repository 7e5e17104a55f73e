import { Module } from '@nestjs/common';
import { SearchIndexService } from './search-index.service.js';

/** The search index of every element, kept current by the search version. */
@Module({
  providers: [SearchIndexService],
  exports: [SearchIndexService],
})
export class SearchModule {}
