import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { defaultParameterKeyOf } from '@openset/contracts';
import { readPdf } from '@openset/testing/pdf';
import sharp from 'sharp';
import { renderPdf, type PdfInput, type PictureSource } from './pdf-document.js';

async function render(input: Partial<PdfInput>, pictures: PictureSource = async () => null): Promise<{ bytes: Buffer; pages: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const pages = await renderPdf(
    {
      title: 'Knee program',
      instructions: 'Twice a day.',
      elements: [],
      education: [],
      educationCount: 0,
      templates: ['summary'],
      size: 'standard',
      trackingDays: 7,
      lang: 'en',
      header: null,
      date: new Date('2026-12-02T10:00:00Z'),
      ...input,
    },
    pictures,
    out,
  );
  return { bytes: Buffer.concat(chunks), pages };
}

/** Parameters as the designer keys them: a default one carries its key, a typed title none. */
const exercise = (title: string, parameters: [string, string][] = [], typed: string[] = []) => ({
  type: 'exercise' as const,
  title,
  instructions: `How to do ${title}.`,
  reflect: false,
  parameters: parameters.map(([t, value]) => ({ title: t, value, standard: typed.includes(t) ? undefined : defaultParameterKeyOf(t) })),
  pictures: ['picture'],
});

describe('renderPdf', () => {
  it('prints each template in turn with the titles and parameters in order', async () => {
    const { bytes, pages } = await render({
      templates: ['coversheet', 'summary', 'tracking', 'text'],
      elements: [exercise('Squat', [['Sets', '3'], ['Reps', '10']]), { type: 'divider', title: 'Cool down', instructions: '' }, exercise('Bridge', [['Hold', '5 s']])],
    });
    const read = await readPdf(bytes);
    expect(read.pages).toHaveLength(pages);
    expect(read.pages[0]).toContain('Knee program');
    expect(read.pages[0]).toContain('2 exercises');
    expect(read.text.indexOf('Summary')).toBeLessThan(read.text.indexOf('Tracking sheet'));
    expect(read.text.indexOf('Tracking sheet')).toBeLessThan(read.text.indexOf('Program in text'));
    const summary = read.pages[1]!;
    expect(summary.indexOf('1. Squat')).toBeLessThan(summary.indexOf('Sets: 3'));
    expect(summary.indexOf('Sets: 3')).toBeLessThan(summary.indexOf('Reps: 10'));
    expect(summary.indexOf('Reps: 10')).toBeLessThan(summary.indexOf('Cool down'));
    expect(summary.indexOf('Cool down')).toBeLessThan(summary.indexOf('2. Bridge'));
    expect(read.pages[2]).toContain('Day 7');
    expect(read.pages[2]).not.toContain('Day 8');
    expect(read.text).toContain('Page 4');
  });

  it('writes French words and typography with an embedded font', async () => {
    const { bytes } = await render({
      lang: 'fr',
      title: 'Programme « genou »',
      templates: ['comprehensive', 'tracking'],
      elements: [exercise('Élévation de la jambe tendue', [['Sets', '3'], ['Reps', '12'], ['Reps per side', '8'], ['Load', '2 kg']], ['Load'])],
    });
    const read = await readPdf(bytes);
    expect(read.text).toContain('Programme « genou »');
    expect(read.text).toContain('Élévation de la jambe tendue');
    // The reader gives the no-break space before the colon back as a space.
    expect(read.text).toMatch(/Séries\s: 3\s+Répétitions\s: 12/);
    // Titles the clinician typed stay as typed, also one that reads like a default parameter.
    expect(read.text).toMatch(/Reps per side\s: 8/);
    expect(read.text).toMatch(/Load\s: 2 kg/);
    expect(read.text).toContain('Feuille de suivi');
    expect(read.text).toContain('Jour 7');
    expect(bytes.toString('latin1')).toContain('/FontFile2');
  });

  it('prints the header lines, the footer and the page number on every page', async () => {
    const logo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const elements = Array.from({ length: 30 }, (_, n) => exercise(`Exercise ${n + 1}`, [['Reps', String(n + 1)]]));
    const { bytes, pages } = await render({
      templates: ['comprehensive'],
      elements,
      header: { lines: ['North Clinic', '12 Main Street', '555-0100'], footer: 'Call us with any question.', logo },
    });
    const read = await readPdf(bytes);
    expect(pages).toBeGreaterThan(1);
    read.pages.forEach((page, index) => {
      expect(page).toContain('North Clinic');
      expect(page).toContain('555-0100');
      expect(page).toContain('Call us with any question.');
      expect(page).toContain(`Page ${index + 1}`);
    });
  });

  it('asks for pictures mirrored where the exercise says reflect, at the slide width', async () => {
    const asked: [number, boolean][] = [];
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc3333' } }).png().toBuffer();
    await render(
      { templates: ['comprehensive'], size: 'large', elements: [{ ...exercise('Lunge'), reflect: true }, exercise('Plank')] },
      async (_id, width, mirrored) => {
        asked.push([width, mirrored]);
        return { data: png, width: 400, height: 300 };
      },
    );
    expect(asked).toEqual([
      [240, true],
      [240, false],
    ]);
  });

  it('prints the education articles, or says they could not be read', async () => {
    const { bytes } = await render({
      templates: ['education'],
      education: [
        {
          title: 'Pacing',
          summary: 'Doing a little every day.',
          blocks: [
            { type: 'heading', text: 'Why pace' },
            { type: 'list', items: ['Plan', 'Rest'] },
          ],
          sources: [{ title: 'Pacing for persistent pain', publisher: 'A. Author', year: 2020, url: null }],
        },
      ],
    });
    const read = await readPdf(bytes);
    expect(read.text).toContain('Pacing');
    expect(read.text).toContain('Why pace');
    expect(read.text).toContain('• Rest');
    expect(read.text).toContain('Pacing for persistent pain. A. Author. 2020.');
    const missing = await readPdf((await render({ templates: ['education'], education: null, educationCount: 2 })).bytes);
    expect(missing.text).toContain('2 education articles are attached');
  });
});

describe('pdfLabels', () => {
  it('sets the colon apart with a no-break space in French', async () => {
    const { pdfLabels } = await import('./pdf-labels.js');
    expect(pdfLabels('fr').parameter('Séries', '3')).toBe('Séries\u00a0: 3');
    expect(pdfLabels('en').parameter('Sets', '3')).toBe('Sets: 3');
  });
});
