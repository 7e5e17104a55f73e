import { Module } from '@nestjs/common';
import { FileTransfer } from './file-transfer.js';
import { ObjectBuckets } from '@openset/server-kit/transport';

@Module({ providers: [FileTransfer, ObjectBuckets], exports: [FileTransfer] })
export class FilesModule {}
