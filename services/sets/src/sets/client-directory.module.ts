import { Module } from '@nestjs/common';
import { ClientDirectory } from './client-directory.js';

/** The clients service as the sets service sees it: for sets and for their history points. */
@Module({
  providers: [ClientDirectory],
  exports: [ClientDirectory],
})
export class ClientDirectoryModule {}
