// The few parts of busboy (the multipart parser multer is built on) that the gateway uses.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  interface FileInfo {
    filename: string;
    encoding: string;
    mimeType: string;
  }
  interface Limits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
  }
  interface Busboy extends Writable {
    on(event: 'file', listener: (name: string, stream: Readable & { truncated?: boolean }, info: FileInfo) => void): this;
    on(event: 'field', listener: (name: string, value: string) => void): this;
    on(event: 'close' | 'filesLimit' | 'fieldsLimit' | 'partsLimit', listener: () => void): this;
    on(event: 'error', listener: (error: unknown) => void): this;
  }
  function busboy(options: { headers: IncomingHttpHeaders; limits?: Limits }): Busboy;
  export default busboy;
}
