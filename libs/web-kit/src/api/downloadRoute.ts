import type { RouteDef } from '@openset/contracts/plain';
import { webConfig } from '../config';
import { sendRoute } from './callRoute';
import { toApiError } from './apiError';
import type { RouteCall } from './routeRequest';

/** How far a streamed file has come: bytes received, and PDF pages among them. */
export interface DownloadProgress {
  bytes: number;
  pages: number;
}

export interface DownloadOptions {
  csrfToken?: string | null;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

/** A PDF page's dictionary as pdfkit writes each page when it is done. */
const PAGE_MARK = '/Type /Page\n';

/**
 * A route that answers a file as it is made (`transfer: { kind: 'stream' }`, a PDF): reads the
 * answer as it comes, reporting bytes and pages, and resolves with the whole file and its name.
 * A refusal (the error wrapper) rejects as ApiError, as every call does; an answer cut short
 * rejects too, never a partial file.
 */
export async function downloadRoute<T extends RouteDef>(route: T, call: RouteCall<T> | void, options: DownloadOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const response = await sendRoute(route, call, options);
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    const error = toApiError({ status: response.status, data: parsed(text) });
    if (error.status === 503) webConfig().onUnavailable();
    throw error;
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('latin1');
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let pages = 0;
  // A page mark may straddle two chunks: keep the tail of the last one.
  let tail = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      bytes += value.length;
      const text = tail + decoder.decode(value);
      pages += text.split(PAGE_MARK).length - 1;
      tail = text.slice(-(PAGE_MARK.length - 1));
      options.onProgress?.({ bytes, pages });
    }
  } catch (error) {
    throw toApiError({ status: 'FETCH_ERROR', error: String(error) });
  }
  return { blob: new Blob(chunks, { type }), filename };
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
