import sharp from 'sharp';
import { describe, expect, it } from '@jest/globals';
import { makeVariant, placeholderPoster } from './image-variants.js';

describe('image variants', () => {
  it('rasterises an SVG drawing sharply at the requested width, as PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#123"/></svg>');
    const variant = await makeVariant(svg, 'image/svg+xml', 1000);
    const meta = await sharp(variant.data).metadata();
    expect([variant.mime, meta.width, meta.height]).toEqual(['image/png', 1000, 500]);
  });

  it('keeps photographs as JPEG and never enlarges past the original', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const variant = await makeVariant(jpeg, 'image/jpeg', 1000);
    expect([variant.mime, (await sharp(variant.data).metadata()).width]).toEqual(['image/jpeg', 200]);
    expect((await sharp((await makeVariant(jpeg, 'image/jpeg', 60)).data).metadata()).width).toBe(60);
  });

  it('makes a 16:9 poster for videos without one', async () => {
    const meta = await sharp((await placeholderPoster(320)).data).metadata();
    expect([meta.width, meta.height]).toEqual([320, 180]);
  });
});
