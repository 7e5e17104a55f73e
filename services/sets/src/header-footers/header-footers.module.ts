import { Module } from '@nestjs/common';
import { AccessModule } from '@openset/server-kit';
import { HeaderFooterHandlers } from './header-footers.handlers.js';
import { HeaderFootersForPdf } from './header-footer-pdf.service.js';
import { HeaderFootersService } from './header-footers.service.js';

/** Headers and footers of printouts. The PDF renderer imports this module for `HeaderFootersForPdf`. */
@Module({
  imports: [AccessModule],
  controllers: [HeaderFooterHandlers],
  providers: [HeaderFootersService, HeaderFootersForPdf],
  exports: [HeaderFootersForPdf],
})
export class HeaderFootersModule {}
