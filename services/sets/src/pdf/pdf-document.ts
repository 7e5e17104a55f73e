import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { parameterName, type DefaultParameterKey, type EducationBlock, type EducationSource, type Lang, type PdfSize, type PdfTemplate } from '@openset/contracts';
import PDFDocument from 'pdfkit';
import { pdfDate, pdfLabels, type PdfLabels } from './pdf-labels.js';

const require = createRequire(import.meta.url);
/** DejaVu Sans: every Latin letter, accents and French punctuation (« », ’, no-break spaces) print as written. */
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  italic: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf')),
};

/** Width (points) of an exercise's pictures by slide size (spec section 9). */
export const SLIDE_WIDTH: Record<PdfSize, number> = { small: 110, standard: 160, large: 240, max: 512 };
/** The summary's thumbnail width (points). */
const THUMB_WIDTH = 60;
const MARGIN = 50;
const HEADER_HEIGHT = 58;
const FOOTER_HEIGHT = 34;

export interface PdfExercise {
  type: 'exercise';
  title: string;
  instructions: string;
  reflect: boolean;
  parameters: { title: string; value: string; standard?: DefaultParameterKey | undefined }[];
  /** The exercise's pictures (thumbnail first), as the image source knows them. */
  pictures: string[];
}
export interface PdfDivider {
  type: 'divider';
  title: string;
  instructions: string;
}

export interface PdfArticle {
  title: string;
  summary: string;
  blocks: EducationBlock[];
  sources: EducationSource[];
}

export interface PdfHeader {
  lines: string[];
  footer: string;
  /** The logo as JPEG or PNG bytes, or null. */
  logo: Buffer | null;
}

export interface PdfInput {
  title: string;
  instructions: string;
  elements: (PdfExercise | PdfDivider)[];
  /** The set's education: the articles as read, or null when they could not be read (then `educationCount` says how many). */
  education: PdfArticle[] | null;
  educationCount: number;
  /** The templates to print, in the order they print (the service puts them in the spec's). */
  templates: PdfTemplate[];
  size: PdfSize;
  trackingDays: number;
  lang: Lang;
  header: PdfHeader | null;
  date: Date;
}

/** A picture's JPEG or PNG bytes, as pdfkit embeds them, and its size in pixels. */
export interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A picture at a width in points, mirrored when asked; null when it cannot be had (the PDF
 * leaves its place empty rather than failing).
 */
export type PictureSource = (id: string, widthPt: number, mirrored: boolean) => Promise<Picture | null>;

/**
 * Writes the set's PDF to `out` as it goes: each page is written when the next begins (pdfkit
 * without buffered pages), so the first bytes leave while later pages are still being laid out.
 * Page numbers are therefore "Page n", not "n of N". Resolves with the number of pages.
 */
export async function renderPdf(input: PdfInput, pictures: PictureSource, out: Writable): Promise<number> {
  const labels = pdfLabels(input.lang);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN + (input.header ? HEADER_HEIGHT : 0), bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    bufferPages: false,
    compress: true,
    info: { Title: input.title || labels.untitled, Creator: 'OpenSet', Producer: 'OpenSet' },
    lang: input.lang === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);

  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
    decoratePage(doc, input.header, labels.page(pages));
    doc.font('regular').fontSize(11).fillColor('#000000');
  });

  const renderer = new Renderer(doc, input, labels, pictures);
  for (const template of input.templates) {
    doc.addPage();
    await renderer.template(template);
  }
  doc.end();
  await done;
  return pages;
}

/** The header (logo, three lines) and the footer (its text, the page number) of one page. */
function decoratePage(doc: PDFKit.PDFDocument, header: PdfHeader | null, pageLabel: string): void {
  const { width, height } = doc.page;
  const bottom = doc.page.margins.bottom;
  // Writing in the margins must not start a new page: lift the bottom margin while we do.
  doc.page.margins.bottom = 0;
  const contentWidth = width - 2 * MARGIN;
  if (header) {
    let textLeft = MARGIN;
    if (header.logo) {
      try {
        doc.image(header.logo, MARGIN, MARGIN - 10, { fit: [120, HEADER_HEIGHT - 10] });
        textLeft = MARGIN + 130;
      } catch {
        // A logo pdfkit cannot read prints as no logo.
      }
    }
    const lines = header.lines.filter((line) => line.trim() !== '');
    doc.font('bold').fontSize(11).fillColor('#000000');
    let y = MARGIN - 10;
    lines.forEach((line, index) => {
      doc.font(index === 0 ? 'bold' : 'regular').fontSize(index === 0 ? 11 : 9);
      doc.text(line, textLeft, y, { width: width - MARGIN - textLeft, align: 'right', lineBreak: false });
      y += index === 0 ? 15 : 12;
    });
    doc
      .moveTo(MARGIN, MARGIN + HEADER_HEIGHT - 12)
      .lineTo(width - MARGIN, MARGIN + HEADER_HEIGHT - 12)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  }
  const footerY = height - MARGIN - 6;
  doc.font('regular').fontSize(8).fillColor('#555555');
  if (header?.footer) doc.text(header.footer, MARGIN, footerY, { width: contentWidth - 70, lineBreak: false, ellipsis: true });
  doc.text(pageLabel, width - MARGIN - 70, footerY, { width: 70, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
  doc.x = MARGIN;
  doc.y = doc.page.margins.top;
}

class Renderer {
  private readonly exercises: PdfExercise[];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly input: PdfInput,
    private readonly labels: PdfLabels,
    private readonly pictures: PictureSource,
  ) {
    this.exercises = input.elements.filter((element): element is PdfExercise => element.type === 'exercise');
  }

  private get contentWidth(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Room left on the page; a new page when less than `needed` points. */
  private ensure(needed: number): void {
    if (this.doc.y + needed > this.bottom) this.doc.addPage();
  }

  async template(template: PdfTemplate): Promise<void> {
    switch (template) {
      case 'coversheet':
        return this.coversheet();
      case 'education':
        return this.education();
      case 'summary':
        return this.summary();
      case 'comprehensive':
        return this.comprehensive();
      case 'images':
        return this.images();
      case 'tracking':
        return this.tracking();
      case 'text':
        return this.text();
    }
  }

  private heading(text: string, size = 18): void {
    this.doc.font('bold').fontSize(size).fillColor('#000000').text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.4);
    this.doc.font('regular').fontSize(11);
  }

  private setTitle(): string {
    return this.input.title || this.labels.untitled;
  }

  private paragraph(text: string, options: { size?: number; font?: 'regular' | 'bold' | 'italic'; indent?: number } = {}): void {
    if (!text.trim()) return;
    const indent = options.indent ?? 0;
    this.doc
      .font(options.font ?? 'regular')
      .fontSize(options.size ?? 11)
      .fillColor('#000000')
      .text(text, MARGIN + indent, this.doc.y, { width: this.contentWidth - indent, paragraphGap: 4 });
  }

  private parameterLines(exercise: PdfExercise): string[] {
    return exercise.parameters
      .filter((parameter) => parameter.value.trim() !== '')
      .map((parameter) => this.labels.parameter(parameterName(parameter, this.input.lang), parameter.value));
  }

  private coversheet(): void {
    const doc = this.doc;
    doc.moveDown(4);
    doc.font('regular').fontSize(12).fillColor('#555555').text(this.labels.program, MARGIN, doc.y, { width: this.contentWidth, align: 'center' });
    doc.moveDown(0.5);
    doc.font('bold').fontSize(26).fillColor('#000000').text(this.setTitle(), { width: this.contentWidth, align: 'center' });
    doc.moveDown(0.5);
    doc
      .font('regular')
      .fontSize(11)
      .fillColor('#555555')
      .text(`${this.labels.preparedOn(pdfDate(this.input.date, this.input.lang))} · ${this.labels.exercises(this.exercises.length)}`, {
        width: this.contentWidth,
        align: 'center',
      });
    doc.moveDown(2);
    this.paragraph(this.input.instructions, { size: 12 });
  }

  private education(): void {
    this.heading(`${this.setTitle()} · ${this.labels.education}`);
    const articles = this.input.education;
    if (articles === null) {
      this.paragraph(this.labels.educationUnavailable(this.input.educationCount), { font: 'italic' });
      return;
    }
    articles.forEach((article, index) => {
      if (index > 0) this.doc.addPage();
      this.heading(article.title, 15);
      this.paragraph(article.summary, { font: 'italic' });
      this.doc.moveDown(0.3);
      for (const block of article.blocks) {
        this.ensure(30);
        if (block.type === 'heading') {
          this.doc.moveDown(0.3);
          this.paragraph(block.text, { font: 'bold', size: 12 });
        } else if (block.type === 'paragraph') {
          this.paragraph(block.text);
        } else {
          block.items.forEach((item) => this.paragraph(`• ${item}`, { indent: 12 }));
          this.doc.moveDown(0.3);
        }
      }
      if (article.sources.length > 0) {
        this.ensure(40);
        this.doc.moveDown(0.5);
        this.paragraph(this.labels.sources, { font: 'bold', size: 10 });
        for (const source of article.sources) this.paragraph(citation(source), { size: 8 });
      }
    });
  }

  private divider(element: PdfDivider): void {
    this.ensure(40);
    this.doc.moveDown(0.5);
    if (element.title) this.paragraph(element.title, { font: 'bold', size: 14 });
    this.paragraph(element.instructions, { font: 'italic' });
    this.doc.moveDown(0.3);
  }

  /** One picture at (x, y), `width` wide; its height, or 0 when there is none. */
  private async picture(id: string | undefined, mirrored: boolean, x: number, y: number, width: number, maxHeight: number): Promise<number> {
    if (!id) return 0;
    const picture = await this.pictures(id, width, mirrored);
    if (!picture) return 0;
    try {
      const scale = Math.min(width / picture.width, maxHeight / picture.height);
      const height = picture.height * scale;
      this.doc.image(picture.data, x, y, { width: picture.width * scale, height });
      return height;
    } catch {
      return 0;
    }
  }

  private async summary(): Promise<void> {
    this.heading(`${this.setTitle()} · ${this.labels.summary}`);
    let number = 0;
    for (const element of this.input.elements) {
      if (element.type === 'divider') {
        this.divider(element);
        continue;
      }
      number += 1;
      this.ensure(THUMB_WIDTH + 10);
      const top = this.doc.y;
      const imageHeight = await this.picture(element.pictures[0], element.reflect, MARGIN, top, THUMB_WIDTH, THUMB_WIDTH);
      const textLeft = MARGIN + THUMB_WIDTH + 12;
      const textWidth = this.contentWidth - THUMB_WIDTH - 12;
      this.doc.font('bold').fontSize(11).fillColor('#000000').text(`${number}. ${element.title}`, textLeft, top, { width: textWidth });
      const parameters = this.parameterLines(element);
      if (parameters.length > 0) this.doc.font('regular').fontSize(10).text(parameters.join(' · '), textLeft, this.doc.y, { width: textWidth });
      this.doc.y = Math.max(this.doc.y, top + imageHeight) + 10;
      this.doc.x = MARGIN;
    }
  }

  private async comprehensive(): Promise<void> {
    this.heading(`${this.setTitle()} · ${this.labels.comprehensive}`);
    const slide = SLIDE_WIDTH[this.input.size];
    // Pictures side by side while they fit the line; `max` gives each the whole width.
    const perRow = Math.max(1, Math.floor((this.contentWidth + 10) / (slide + 10)));
    const maxHeight = this.input.size === 'max' ? 420 : slide;
    let number = 0;
    for (const element of this.input.elements) {
      if (element.type === 'divider') {
        this.divider(element);
        continue;
      }
      number += 1;
      const pictures = element.pictures.slice(0, Math.max(perRow, 1));
      this.ensure(40 + (pictures.length > 0 ? maxHeight : 0));
      this.doc.font('bold').fontSize(13).fillColor('#000000').text(`${number}. ${element.title}`, MARGIN, this.doc.y, { width: this.contentWidth });
      this.doc.moveDown(0.3);
      if (pictures.length > 0) {
        const top = this.doc.y;
        let tallest = 0;
        for (const [index, id] of pictures.entries()) {
          tallest = Math.max(tallest, await this.picture(id, element.reflect, MARGIN + index * (slide + 10), top, slide, maxHeight));
        }
        this.doc.x = MARGIN;
        this.doc.y = top + tallest + 6;
        if (element.reflect && tallest > 0) this.paragraph(this.labels.mirrored, { size: 8, font: 'italic' });
      }
      const parameters = this.parameterLines(element);
      if (parameters.length > 0) this.paragraph(parameters.join('   '), { font: 'bold', size: 11 });
      this.paragraph(element.instructions);
      this.doc.moveDown(0.8);
    }
  }

  private async images(): Promise<void> {
    this.heading(`${this.setTitle()} · ${this.labels.images}`);
    const slide = SLIDE_WIDTH[this.input.size];
    const perRow = Math.max(1, Math.floor((this.contentWidth + 14) / (slide + 14)));
    const cellHeight = (this.input.size === 'max' ? 420 : slide) + 34;
    let column = 0;
    let rowTop = this.doc.y;
    let number = 0;
    for (const element of this.exercises) {
      number += 1;
      if (column === 0) {
        if (rowTop + cellHeight > this.bottom) {
          this.doc.addPage();
          rowTop = this.doc.y;
        }
      }
      const x = MARGIN + column * (slide + 14);
      const height = await this.picture(element.pictures[0], element.reflect, x, rowTop, slide, cellHeight - 34);
      this.doc
        .font('regular')
        .fontSize(9)
        .fillColor('#000000')
        .text(`${number}. ${element.title}`, x, rowTop + height + 4, { width: slide, height: 26, ellipsis: true });
      column += 1;
      if (column === perRow) {
        column = 0;
        rowTop += cellHeight;
      }
    }
    this.doc.x = MARGIN;
    this.doc.y = column === 0 ? rowTop : rowTop + cellHeight;
  }

  private tracking(): void {
    const doc = this.doc;
    this.heading(`${this.setTitle()} · ${this.labels.tracking}`);
    this.paragraph(this.labels.trackingHelp, { size: 10, font: 'italic' });
    doc.moveDown(0.5);
    const days = this.input.trackingDays;
    const titleWidth = Math.min(220, this.contentWidth * 0.45);
    const cell = (this.contentWidth - titleWidth) / days;
    const rowHeight = 24;
    const headerRow = () => {
      const top = doc.y;
      doc.font('bold').fontSize(8).fillColor('#000000');
      doc.text(this.labels.exercise, MARGIN, top + 6, { width: titleWidth - 4, lineBreak: false });
      for (let day = 1; day <= days; day++) {
        const label = cell >= 34 ? this.labels.day(day) : String(day);
        doc.text(label, MARGIN + titleWidth + (day - 1) * cell, top + 6, { width: cell, align: 'center', lineBreak: false });
      }
      doc.y = top + rowHeight;
    };
    headerRow();
    let number = 0;
    for (const exercise of this.exercises) {
      number += 1;
      if (doc.y + rowHeight > this.bottom) {
        doc.addPage();
        headerRow();
      }
      const top = doc.y;
      doc.rect(MARGIN, top, this.contentWidth, rowHeight).lineWidth(0.5).strokeColor('#999999').stroke();
      doc.font('regular').fontSize(8).fillColor('#000000');
      doc.text(`${number}. ${exercise.title}`, MARGIN + 4, top + 4, { width: titleWidth - 8, height: rowHeight - 4, ellipsis: true });
      for (let day = 0; day < days; day++) {
        const x = MARGIN + titleWidth + day * cell;
        doc.moveTo(x, top).lineTo(x, top + rowHeight).stroke();
        const box = Math.min(10, cell - 4);
        doc.rect(x + (cell - box) / 2, top + (rowHeight - box) / 2, box, box).stroke();
      }
      doc.y = top + rowHeight;
    }
    doc.x = MARGIN;
  }

  private text(): void {
    this.heading(`${this.setTitle()} · ${this.labels.text}`);
    this.paragraph(this.input.instructions);
    this.doc.moveDown(0.5);
    let number = 0;
    for (const element of this.input.elements) {
      if (element.type === 'divider') {
        this.divider(element);
        continue;
      }
      number += 1;
      this.ensure(40);
      this.paragraph(`${number}. ${element.title}`, { font: 'bold', size: 12 });
      const parameters = this.parameterLines(element);
      if (parameters.length > 0) this.paragraph(parameters.join(' · '), { size: 10 });
      this.paragraph(element.instructions, { size: 10 });
      this.doc.moveDown(0.5);
    }
  }
}

/** A source as a reference list writes it: title, publisher, year, and where to read it. */
function citation(source: EducationSource): string {
  const text = [source.title, source.publisher, String(source.year)].filter((part) => part.trim() !== '').join('. ');
  return source.url ? `${text}. ${source.url}` : `${text}.`;
}
