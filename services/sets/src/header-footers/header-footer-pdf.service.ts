import { Injectable } from '@nestjs/common';
import { EXERCISES_SUBJECTS, type FileRef } from '@openset/contracts';
import { RpcClient, type Viewer } from '@openset/server-kit';
import { HeaderFootersService } from './header-footers.service.js';

/** What a printout shows of a header and footer. */
export interface PdfHeaderFooter {
  id: string;
  /** The three header lines as typed (empty lines are ''). */
  lines: [string, string, string];
  footer: string;
  /** The logo's resource id (exercises service), or null. */
  logoResourceId: string | null;
  /**
   * The logo image at print width (1000 px, the largest the library resizes to), staged in the
   * object store like every resource file: read it with the bucket and object. Null without a logo.
   */
  logo: FileRef | null;
}

/** The print width of a logo: the largest of IMAGE_WIDTHS. */
export const PDF_LOGO_WIDTH = 1000;

/**
 * FOR THE PDF RENDERER (services/sets/src/pdf/): the header and footer a printout carries.
 * Import `HeaderFootersModule` and inject this service:
 *
 *   const header = await headerFootersForPdf.forPdf(headerFooterId, viewer);
 *
 * `headerFooterId`: the header the clinician chose (the profile's headerFooterId, or the one the
 * PDF options name); null or undefined gives null (no header). An id the viewer may not use
 * (another clinician's, a team header without teamHeaderFooter, a deleted one) answers
 * ERRNOTFOUND, as every other foreign id.
 */
@Injectable()
export class HeaderFootersForPdf {
  constructor(
    private readonly headers: HeaderFootersService,
    private readonly rpc: RpcClient,
  ) {}

  async forPdf(headerFooterId: string | null | undefined, viewer: Pick<Viewer, 'accountId'>): Promise<PdfHeaderFooter | null> {
    if (!headerFooterId) return null;
    const row = await this.headers.find(headerFooterId, await this.headers.viewerOf(viewer.accountId));
    const logo = row.logoResourceId
      ? await this.rpc.call<FileRef>(EXERCISES_SUBJECTS.resourceFile, { resourceId: row.logoResourceId, imgWidth: PDF_LOGO_WIDTH }, { idempotent: true })
      : null;
    return {
      id: row.id,
      lines: [row.headerLine1, row.headerLine2, row.headerLine3],
      footer: row.footer,
      logoResourceId: row.logoResourceId ?? null,
      logo,
    };
  }
}
