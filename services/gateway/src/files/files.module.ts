import { Module } from '@nestjs/common';
import { FileTransfer } from './file-transfer.js';
import { StreamTransfer } from './stream-transfer.js';
import { ByteStreams, ObjectBuckets } from '@openset/server-kit/transport';

@Module({ providers: [FileTransfer, StreamTransfer, ObjectBuckets, ByteStreams], exports: [FileTransfer, StreamTransfer] })
export class FilesModule {}
