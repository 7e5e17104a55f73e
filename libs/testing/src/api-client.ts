import type { ApiEnvelope } from '@openset/contracts';
import { randomInt } from 'node:crypto';
import { stackInfo } from './stack-info.js';

export interface ApiResponse<T = unknown> {
  status: number;
  json: ApiEnvelope<T> & Record<string, unknown>;
  headers: Headers;
}

/**
 * A browser-like API client for tests: keeps the `sid` cookie and the CSRF token the way the
 * front end does, and answers status, parsed JSON and headers.
 */
export class ApiClient {
  private cookie: string | null = null;
  csrfToken: string | null = null;

  constructor(
    readonly baseUrl: string = stackInfo().baseUrl,
    /**
     * Sent with every request. By default each client appears from an address of its own
     * (the benchmarking range 198.18.0.0/15, RFC 2544; the test stack trusts X-Forwarded-For), so per-address login limits
     * hit by one test never spill into another.
     */
    private readonly extraHeaders: Record<string, string> = { 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  ) {}

  get sessionCookie(): string | null {
    return this.cookie;
  }

  async login<T = unknown>(token: string, password: string): Promise<ApiResponse<T>> {
    const response = await this.post<T>('/api/login', { token, password });
    const body = (response.json as { body?: { csrfToken?: string } }).body;
    if (body?.csrfToken) this.csrfToken = body.csrfToken;
    return response;
  }

  get<T = unknown>(path: string, query?: Record<string, string | number | boolean>) {
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}` : '';
    return this.request<T>('GET', `${path}${search}`);
  }
  post<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, body, headers);
  }

  /** multipart/form-data upload of one file plus text fields. */
  async upload<T = unknown>(path: string, field: string, data: Buffer, filename: string, mime: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(field, new Blob([new Uint8Array(data)], { type: mime }), filename);
    return this.send<T>('POST', path, form, {});
  }

  /**
   * A call whose answer is a file (a PDF): its bytes as they came, and when the first and the last
   * arrived (ms after the request went out). An error answer is parsed as JSON in `json`.
   */
  async download(method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; bytes: Buffer; json: unknown; firstByteMs: number; lastByteMs: number }> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrfToken && method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const chunks: Uint8Array[] = [];
    let firstByteMs = -1;
    for await (const chunk of res.body ?? []) {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      chunks.push(chunk as Uint8Array);
    }
    const bytes = Buffer.concat(chunks);
    let json: unknown = null;
    if (!res.headers.get('content-type')?.startsWith('application/pdf')) {
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        json = null;
      }
    }
    return { status: res.status, headers: res.headers, bytes, json, firstByteMs, lastByteMs: performance.now() - started };
  }

  /** Sends a raw body (for tests of malformed input). */
  raw<T = unknown>(method: string, path: string, body: string, contentType = 'application/json') {
    return this.send<T>(method, path, body, { 'content-type': contentType });
  }

  private request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return body === undefined
      ? this.send<T>(method, path, undefined, headers)
      : this.send<T>(method, path, JSON.stringify(body), { ...headers, 'content-type': 'application/json' });
  }

  private async send<T>(method: string, path: string, body: RequestInit['body'], headers: Record<string, string>): Promise<ApiResponse<T>> {
    const allHeaders: Record<string, string> = { ...this.extraHeaders, ...headers };
    if (this.cookie) allHeaders.cookie = this.cookie;
    if (this.csrfToken && method !== 'GET') allHeaders['x-csrf-token'] = this.csrfToken;
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers: allHeaders, body });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      if (!pair?.startsWith('sid=')) continue;
      const cleared = /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie) || pair === 'sid=';
      this.cookie = cleared ? null : pair;
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = { raw: text };
    }
    return { status: res.status, json: json as ApiResponse<T>['json'], headers: res.headers };
  }
}
