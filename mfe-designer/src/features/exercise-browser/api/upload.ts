import type { Resource, UploadType } from '@openset/contracts';
import { fallbackCode, joinUrl, webConfig, type ApiError } from '@openset/web-kit';

export interface UploadHandle {
  done: Promise<Resource>;
  abort: () => void;
}

/**
 * Uploads an image or a video to the resources route. XMLHttpRequest rather than fetch: only it
 * reports upload progress. Same rules as the base query: cookies, the CSRF header, the status
 * wrapper unwrapped, failures rejected as ApiError.
 */
export function uploadResource(
  type: UploadType,
  file: File,
  csrfToken: string | null,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Resource>((resolve, reject) => {
    xhr.open('POST', joinUrl(webConfig().apiBase, `/clinician/resources/upload/${type}`));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { status?: string; body?: Resource; error?: { code?: string; message?: string; details?: unknown } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === 'success' && body.body) {
        onProgress(1);
        resolve(body.body);
        return;
      }
      const failure: ApiError = {
        status: xhr.status,
        code: (body?.error?.code as ApiError['code'] | undefined) ?? fallbackCode(xhr.status),
        message: body?.error?.message ?? `HTTP ${xhr.status}`,
      };
      if (body?.error?.details !== undefined) failure.details = body.error.details;
      reject(failure);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', code: 'ERRCONNECTION', message: 'Cannot connect to server' } satisfies ApiError);
    xhr.onabort = () => reject({ status: 'ABORTED', code: 'ERRCANCEL', message: 'Cancelled' } satisfies ApiError);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
