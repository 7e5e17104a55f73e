import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import { buildStockCatalogue } from './catalogue.js';
import type { LibraryItem } from './library-item.js';
import { POSITIONS } from './base-exercise.js';
import { poseKeys } from './poses.js';
import { paintedBounds, pathPoints, viewBoxOf, type Box } from './svg-bounds.js';
import { drawingImages, renderThumbnailSvg } from './thumbnail.js';

const items = buildStockCatalogue();

/** How far outside the frame a stroke's edge may reach: antialiasing, not a crop. */
const TOLERANCE = 0.5;

function fitsFrame(svg: string): { fits: boolean; painted: Box } {
  const frame = viewBoxOf(svg);
  const painted = paintedBounds(svg);
  const fits =
    painted.minX >= frame.minX - TOLERANCE &&
    painted.minY >= frame.minY - TOLERANCE &&
    painted.maxX <= frame.maxX + TOLERANCE &&
    painted.maxY <= frame.maxY + TOLERANCE;
  return { fits, painted };
}

describe('the frame of every generated drawing', () => {
  it('reads back what it paints (the bounds reader itself)', () => {
    expect(pathPoints('M10 10L20 30H5V2')).toEqual([{ x: 10, y: 10 }, { x: 20, y: 30 }, { x: 5, y: 30 }, { x: 5, y: 2 }]);
    const semicircle = paintedBounds('<path d="M0 0A10 10 0 0 1 20 0" stroke="#000" stroke-width="2"/>', { background: false });
    expect(semicircle.minY).toBeCloseTo(-11);
    expect(semicircle.maxY).toBeCloseTo(1);
    const curve = paintedBounds('<path d="M0 0Q10 20 20 0" stroke="#000" stroke-width="2"/>', { background: false });
    expect(curve.maxY).toBeCloseTo(11);
    const box = paintedBounds('<svg viewBox="0 0 100 100"><rect width="100" height="100" fill="#fff"/><g transform="translate(50 50)"><circle r="10" stroke="#000" stroke-width="4"/></g></svg>');
    expect(box).toEqual({ minX: 38, minY: 38, maxX: 62, maxY: 62 });
    const mirrored = paintedBounds('<svg viewBox="0 0 240 240"><g transform="matrix(-1 0 0 1 240 0)"><path d="M10 10H30" stroke="#000" stroke-width="2"/></g></svg>');
    expect(mirrored).toEqual({ minX: 209, minY: 9, maxX: 231, maxY: 11 });
  });

  it('holds each stock figure, its equipment, arrows and badges wholly inside the view box', () => {
    const outside: string[] = [];
    for (const item of items) {
      const { fits, painted } = fitsFrame(item.images[0]!.data.toString('utf8'));
      if (!fits) {
        outside.push(`${item.sourceKey} ${JSON.stringify(painted)}`);
      }
    }
    expectAbout(outside.length, outside.slice(0, 20).join('\n')).toBe(0);
  });

  it('holds every pose the generator knows in every position, with any equipment and either side (what an import may ask)', () => {
    const equipment = [[], ['wall', 'chair', 'dumbbell'], ['step', 'cuff-weight', 'towel'], ['ball', 'stick']];
    const extras = [[], ['band:heavy', 'side:right', 'mode:eccentric', 'kind:strengthening'], ['surface:foam-eyes-closed', 'side:left', 'mode:dual-task']];
    const outside: string[] = [];
    for (const pose of poseKeys()) {
      for (const position of POSITIONS) {
        for (const [n, eq] of equipment.entries()) {
          const tags = [`pose:${pose}`, ...(extras[n % extras.length] ?? [])];
          const item: LibraryItem = { ...items[0]!, position, equipment: eq, tags, images: [] };
          const { fits, painted } = fitsFrame(renderThumbnailSvg(item));
          if (!fits) {
            outside.push(`${pose} ${position} ${eq.join('+')} ${JSON.stringify(painted)}`);
          }
        }
      }
    }
    expectAbout(outside.length, outside.slice(0, 20).join('\n')).toBe(0);
  });
});

describe('drawings of imported items', () => {
  const imported = (tags: string[]): LibraryItem => ({ ...items[0]!, source: 'wger', sourceKey: 'wger-1', tags, images: [] });

  it('draws a pose the generator knows', () => {
    expect(drawingImages(imported(['pose:squat']), null)).toHaveLength(1);
  });

  it('draws nothing for an item without a known pose rather than guess one from its region', () => {
    expect(drawingImages(imported([]), null)).toEqual([]);
    expect(drawingImages(imported(['pose:moonwalk']), null)).toEqual([]);
  });
});
