import { Module } from '@nestjs/common';
import { FileTransfer } from './file-transfer.js';
import { ObjectStoreBuckets } from './object-store.js';

@Module({ providers: [FileTransfer, ObjectStoreBuckets], exports: [FileTransfer] })
export class FilesModule {}
