import { Module } from '@nestjs/common';
import { FileTransfer } from './file-transfer.js';
import { ObjectBuckets } from '@openset/server-kit';

@Module({ providers: [FileTransfer, ObjectBuckets], exports: [FileTransfer] })
export class FilesModule {}
