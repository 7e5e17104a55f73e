import { Module } from '@nestjs/common';
import { AccessModule, ByteStreams, ObjectBuckets } from '@openset/server-kit';
import { DeliveriesModule } from '../delivery/deliveries.module.js';
import { HeaderFootersModule } from '../header-footers/header-footers.module.js';
import { HistoryModule } from '../history/history.module.js';
import { SetReadsModule } from '../sets/set-reads.module.js';
import { PdfHandlers } from './pdf.handlers.js';
import { PdfPictures } from './pdf-pictures.js';
import { PdfService } from './pdf.service.js';

/** PDFs of sets. Exports PdfService (`renderSet`: a saved set's PDF as bytes, e.g. for an e-mail). */
@Module({
  imports: [AccessModule, SetReadsModule, HistoryModule, HeaderFootersModule, DeliveriesModule],
  controllers: [PdfHandlers],
  providers: [PdfService, PdfPictures, ObjectBuckets, ByteStreams],
  exports: [PdfService],
})
export class PdfModule {}
