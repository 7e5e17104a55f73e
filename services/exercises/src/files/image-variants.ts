import sharp from 'sharp';

export interface Variant {
  data: Buffer;
  mime: string;
}

/**
 * One image at one of the API's widths. Drawings (SVG) are rasterised at the density the width
 * needs, so they stay sharp at 1000 px; images with transparency or few colours become PNG and
 * photographs JPEG (both open everywhere, including PDF generation). Never enlarged past the
 * original's own width.
 */
export async function makeVariant(original: Buffer, mime: string, width: number): Promise<Variant> {
  let input = sharp(original, { failOn: 'none' });
  if (mime === 'image/svg+xml') {
    const meta = await input.metadata();
    const density = Math.max(72, Math.min(2400, (72 * width) / Math.max(1, meta.width ?? width)));
    input = sharp(original, { density });
    const data = await input.resize({ width }).png({ compressionLevel: 9, palette: true }).toBuffer();
    return { data, mime: 'image/png' };
  }
  const resized = input.rotate().resize({ width, withoutEnlargement: true });
  if (mime === 'image/jpeg') {
    return { data: await resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), mime: 'image/jpeg' };
  }
  return { data: await resized.png({ compressionLevel: 9 }).toBuffer(), mime: 'image/png' };
}

/**
 * A poster for a video that has none. No video decoder ships with the product, so this is a
 * neutral frame with a play symbol rather than a real frame of the video.
 */
export async function placeholderPoster(width: number): Promise<Variant> {
  const height = Math.round((width * 9) / 16);
  const r = Math.round(height / 5);
  const cx = width / 2;
  const cy = height / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2b3a42"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.85"/>
    <path d="M ${cx - r / 3} ${cy - r / 2} L ${cx + r / 2} ${cy} L ${cx - r / 3} ${cy + r / 2} Z" fill="#2b3a42"/>
  </svg>`;
  return { data: await sharp(Buffer.from(svg)).png().toBuffer(), mime: 'image/png' };
}

export async function imageSize(data: Buffer): Promise<{ width: number | null; height: number | null }> {
  try {
    const meta = await sharp(data, { failOn: 'none' }).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}
