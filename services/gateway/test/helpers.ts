import { stackInfo } from '@openset/testing';
import { get } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (Accept-Encoding too) and the bytes as sent: fetch would decode them. */
export function rawGet(path: string, acceptEncoding?: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding };
    get(`${stackInfo().baseUrl}${path}`, { headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
