import { Module } from '@nestjs/common';
import { FileTransfer } from './file-transfer.js';

@Module({ providers: [FileTransfer], exports: [FileTransfer] })
export class FilesModule {}
