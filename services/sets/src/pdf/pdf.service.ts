import { PassThrough, type Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  EDUCATION_SUBJECTS,
  ERROR_MESSAGES,
  MAX_PDF_EXERCISES,
  PDF_TEMPLATES,
  errorKeyDetails,
  exerciseCount,
  type EducationPrintList,
  type Lang,
  type PdfOptions,
  type Principal,
  type SetContent,
  type SetElement,
  type StreamStart,
} from '@openset/contracts';
import { AccessService, ByteStreams, DomainError, forbidden, notFound, operationRefused, RpcClient, serviceLogger, type Viewer } from '@openset/server-kit';
import sharp from 'sharp';
import { DeliveriesService } from '../delivery/deliveries.service.js';
import { HeaderFootersForPdf } from '../header-footers/header-footer-pdf.service.js';
import { HistoryService } from '../history/history.service.js';
import { ExerciseVisibility } from '../sets/exercise-visibility.js';
import { namedIds } from '../sets/set-rules.js';
import { SetSchema } from '../sets/set.entity.js';
import { SetsService } from '../sets/sets.service.js';
import type { PdfArticle, PdfHeader, PdfInput } from './pdf-document.js';
import { renderIsolated } from './pdf-render.js';
import { PdfPictures } from './pdf-pictures.js';

const logger = serviceLogger('sets');

/** What a PDF prints: the content, and where its pictures may be read from. */
interface PdfJob {
  content: Pick<SetContent, 'title' | 'instructions' | 'elements' | 'education'>;
  options: PdfOptions;
  header: Awaited<ReturnType<HeaderFootersForPdf['forPdf']>>;
}

/**
 * PDFs of sets (spec sections 7 and 9): the checks happen while the call is answered (demo,
 * cap, who may read the set, its pictures and the header), the rendering after, its bytes
 * streamed to the gateway as pdfkit writes them (decision 012).
 */
@Injectable()
export class PdfService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessService,
    private readonly sets: SetsService,
    private readonly history: HistoryService,
    private readonly exercises: ExerciseVisibility,
    private readonly headers: HeaderFootersForPdf,
    private readonly deliveries: DeliveriesService,
    private readonly pictures: PdfPictures,
    private readonly streams: ByteStreams,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * `POST /clinician/sets/pdf`: checks, records the PDF (or print) in the set's reports in the
   * call's transaction, answers the StreamStart and renders into `streamTo` after.
   */
  async start(principal: Principal | null, body: { setId: string | null; content: SetContent | null; print: boolean } & PdfOptions, streamTo: string | undefined): Promise<StreamStart> {
    const who = this.access.clinician(principal);
    if (who.type === 'demo') throw forbidden(ERROR_MESSAGES.notInDemo, errorKeyDetails('notInDemo'));
    if (body.content) refuseTooLarge(body.content);
    const viewer = await this.access.viewer(principal);
    const job = await this.job(body, viewer);
    if (body.setId) {
      this.deliveries.record({ setId: body.setId, kind: body.print ? 'print' : 'pdf', accountId: viewer.accountId, detail: body.templates.join(', ') });
      await this.em.flush();
    }
    return this.startStream(job, streamTo, body.print ? 'inline' : 'attachment');
  }

  /** `GET /portal/sets/:id/pdf`: one of the signed-in client's enabled sets, every exercise at length. */
  async startForPortal(principal: Principal | null, setId: string, size: PdfOptions['size'], streamTo: string | undefined): Promise<StreamStart> {
    if (!principal || principal.role !== 'client') throw forbidden('Clients only');
    const row = await this.em.findOne(SetSchema, { id: setId, kind: 'clientSet', clientId: principal.accountId, enabled: true });
    if (!row) throw notFound('No such set');
    refuseTooLarge(row);
    const options: PdfOptions = { templates: ['coversheet', 'education', 'comprehensive', 'tracking'], size, trackingDays: 7, headerFooterId: null, lang: principal.lang };
    const templates = row.education.length > 0 ? options.templates : options.templates.filter((template) => template !== 'education');
    return this.startStream({ content: row, options: { ...options, templates }, header: null }, streamTo, 'attachment');
  }

  /**
   * The PDF of a saved set as bytes, for whoever may read it (an e-mail's attachment): the same
   * checks and rendering as the route, without streaming.
   */
  async renderSet(setId: string, options: PdfOptions, viewer: Viewer): Promise<Buffer> {
    const job = await this.job({ setId, content: null, ...options }, viewer);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await this.render(job, out);
    return Buffer.concat(chunks);
  }

  /** Reads and checks what the PDF prints; every refusal happens here, before a byte is sent. */
  private async job(body: { setId: string | null; content: SetContent | null } & PdfOptions, viewer: Viewer): Promise<PdfJob> {
    let content: PdfJob['content'];
    if (body.setId) {
      const [row] = await this.sets.visibleRows([body.setId], viewer);
      refuseTooLarge(body.content ?? row!);
      if (body.content) {
        // The open document of a saved set: what the set (or its history) already names prints as
        // the set shows it; anything added since must be the viewer's to see.
        const added = await this.addedIds(body.setId, body.content.elements, row!.elements);
        await this.exercises.requireVisible(viewer.accountId, added, []);
        content = body.content;
      } else {
        content = row!;
      }
    } else if (body.content) {
      await this.exercises.requireVisible(viewer.accountId, body.content.elements, []);
      content = body.content;
    } else {
      throw new DomainError('ERRVALIDATION', 'A set id or a content', [{ path: 'setId', message: 'a set id or a content' }]);
    }
    const header = await this.headers.forPdf(body.headerFooterId, viewer);
    return { content, options: body, header };
  }

  /** The elements of `elements` that name an id neither the set nor its history names. */
  private async addedIds(setId: string, elements: readonly SetElement[], stored: readonly SetElement[]): Promise<SetElement[]> {
    const known = namedIds(stored);
    const added: SetElement[] = [];
    for (const element of elements) {
      if (element.type !== 'setExercise') continue;
      const ids = namedIds([element]);
      const newElement = ids.elementIds.some((id) => !known.elementIds.includes(id));
      const newResources: string[] = [];
      for (const id of ids.resourceIds) {
        if (!known.resourceIds.includes(id) && !(await this.history.namesResource(setId, id))) newResources.push(id);
      }
      if (newElement || newResources.length > 0) added.push(element);
    }
    return added;
  }

  private async startStream(job: PdfJob, streamTo: string | undefined, disposition: StreamStart['disposition']): Promise<StreamStart> {
    if (!streamTo) throw new DomainError('ERRINTERNAL', 'A streamed answer without a stream');
    const out = await this.streams.sender(streamTo);
    // Rendering goes on after the answer: the gateway is listening on streamTo already.
    setImmediate(() => {
      this.render(job, out).catch((error: unknown) => {
        logger.warn({ err: String(error) }, 'PDF rendering failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
    return { mime: 'application/pdf', filename: `${fileName(job.content.title, job.options.lang)}.pdf`, disposition };
  }

  private async render(job: PdfJob, out: Writable): Promise<number> {
    const { content, options } = job;
    const elements = content.elements.map((element) =>
      element.type === 'setDivider'
        ? { type: 'divider' as const, title: element.title, instructions: element.instructions }
        : {
            type: 'exercise' as const,
            title: element.title,
            instructions: element.instructions,
            reflect: element.reflect,
            parameters: element.parameters.map(({ title, value, standard }) => ({ title, value, standard })),
            pictures: [...new Set([...(element.thumbnailId ? [element.thumbnailId] : []), ...element.resources.map((resource) => resource.resourceId)])],
          },
    );
    const wantsPictures = options.templates.some((template) => template === 'summary' || template === 'comprehensive' || template === 'images');
    const pictureIds = wantsPictures ? elements.flatMap((element) => (element.type === 'exercise' ? element.pictures : [])) : [];
    const [pictures, education, logo] = await Promise.all([
      this.pictures.source(pictureIds),
      options.templates.includes('education') ? this.education(content.education.map((item) => item.id), options.lang) : Promise.resolve([]),
      job.header?.logo ? this.pictures.read(job.header.logo).catch(() => null) : Promise.resolve(null),
    ]);
    const header: PdfHeader | null = job.header
      ? { lines: job.header.lines, footer: job.header.footer, logo: logo ? await pngOrJpeg(logo) : null }
      : null;
    const input: PdfInput = {
      title: content.title,
      instructions: content.instructions,
      elements,
      education,
      educationCount: content.education.length,
      templates: PDF_TEMPLATES.filter((template) => options.templates.includes(template)),
      size: options.size,
      trackingDays: options.trackingDays,
      lang: options.lang,
      header,
      date: new Date(),
    };
    return renderIsolated(input, pictures, out);
  }

  /** The set's education articles as printed text; null when the exercises service cannot say. */
  private async education(ids: string[], lang: Lang): Promise<PdfArticle[] | null> {
    if (ids.length === 0) return [];
    try {
      const reply = await this.rpc.call<EducationPrintList>(EDUCATION_SUBJECTS.articles, { ids, lang }, { idempotent: true });
      return reply.items.map((item) => ({ title: item.title, summary: item.summary, blocks: item.blocks, sources: item.sources }));
    } catch (error) {
      logger.warn({ err: String(error) }, 'education articles not available: the PDF says so');
      return null;
    }
  }
}

function refuseTooLarge(content: Pick<SetContent, 'elements'>): void {
  if (exerciseCount(content) > MAX_PDF_EXERCISES) throw operationRefused(ERROR_MESSAGES.pdfTooLarge, errorKeyDetails('pdfTooLarge'));
}

/** A file name from the set's title: letters, digits and dashes. */
function fileName(title: string, lang: Lang): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return base || (lang === 'fr' ? 'programme' : 'program');
}

/** A logo as pdfkit embeds it (JPEG or PNG), whatever the library stored. */
async function pngOrJpeg(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes).png().toBuffer();
  } catch {
    return null;
  }
}
