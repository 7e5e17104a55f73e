import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as a reader would: each page's text in reading order, and the fonts it embeds. */
export interface PdfRead {
  pages: string[];
  /** Every page's text, one after the other. */
  text: string;
  /** The PDF's own metadata (Title, Creator). */
  info: Record<string, unknown>;
}

/** Reads a PDF's text back with pdf.js (Mozilla's reader), page by page. */
export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      const parts: string[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          parts.push(line);
          line = '';
        }
      }
      if (line) parts.push(line);
      pages.push(parts.join('\n'));
    }
    const { info } = await document.getMetadata();
    return { pages, text: pages.join('\n'), info: (info ?? {}) as Record<string, unknown> };
  } finally {
    await task.destroy();
  }
}
