import { Module } from '@nestjs/common';
import { ObjectBuckets } from '@openset/server-kit';
import { fileStoreProvider } from './file-store.provider.js';

/** Where uploads are staged (NATS object store) and kept (the file store with its image sizes). */
@Module({
  providers: [ObjectBuckets, fileStoreProvider],
  exports: [ObjectBuckets, fileStoreProvider],
})
export class FilesModule {}
