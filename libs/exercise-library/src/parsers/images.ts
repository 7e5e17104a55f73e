/** Reading image files referenced by an import file, relative to it, with a type check. */
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import type { LibraryImage, LocalisedText } from '../catalogue/library-item.js';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The largest image accepted from an import file (the upload limit is enforced again on load). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Reads an image referenced from an import file. Paths must stay inside the file's folder (an
 * import file cannot pull in /etc/passwd). Returns an error message instead of throwing.
 */
export async function readImage(
  baseDir: string,
  path: string,
  kind: LibraryImage['kind'],
  caption: LocalisedText | null,
): Promise<LibraryImage | string> {
  const mime = MIME[extname(path).toLowerCase()];
  if (!mime) {
    return `image ${path}: unsupported type (use .svg, .png, .jpg or .webp)`;
  }
  const full = resolve(baseDir, path);
  const rel = relative(resolve(baseDir), full);
  if (isAbsolute(path) || rel.startsWith('..')) {
    return `image ${path}: must be a path inside the import folder`;
  }
  try {
    const info = await stat(full);
    if (!info.isFile()) {
      return `image ${path}: not a file`;
    }
    if (info.size > MAX_IMAGE_BYTES) {
      return `image ${path}: larger than 10 MB`;
    }
    const data = await readFile(full);
    if (!looksLike(mime, data)) {
      return `image ${path}: content is not ${mime}`;
    }
    return { kind, mime, data, caption };
  } catch {
    return `image ${path}: file not found`;
  }
}

/** A cheap magic-number check so a renamed file is not stored under the wrong type. */
function looksLike(mime: string, data: Buffer): boolean {
  switch (mime) {
    case 'image/png':
      return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return data[0] === 0xff && data[1] === 0xd8;
    case 'image/webp':
      return data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
    case 'image/svg+xml': {
      const head = data.subarray(0, 2048).toString('utf8');
      return /<svg[\s>]/i.test(head) && !/<script/i.test(data.toString('utf8'));
    }
    default:
      return false;
  }
}
