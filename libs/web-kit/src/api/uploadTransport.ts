import type { RawFailure } from './errors';

export interface UploadRequest {
  url: string;
  method: string;
  headers: Headers;
  body: FormData;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/**
 * Sends a multipart body with XMLHttpRequest: fetch cannot report upload progress. Answers in
 * the shapes fetchBaseQuery answers, so the base query handles both the same way (envelope,
 * ApiError, 401, 503, flash).
 */
export function sendUpload(request: UploadRequest): Promise<{ data?: unknown; error?: RawFailure }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        resolve({
          error: { status: 'PARSING_ERROR', originalStatus: xhr.status, data: xhr.responseText, error: 'SyntaxError' },
        });
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress(1);
        resolve({ data });
      } else {
        resolve({ error: { status: xhr.status, data } });
      }
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'TypeError: upload failed' } });
    xhr.onabort = () => resolve({ error: { status: 'FETCH_ERROR', error: 'AbortError: upload aborted' } });
    if (request.signal.aborted) {
      xhr.abort();
      return;
    }
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
