import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import type { StreamStart } from '@openset/contracts';
import { ByteStreams, type ReceivedStream, serviceLogger } from '@openset/server-kit/transport';
import type { Response } from 'express';

const logger = serviceLogger('gateway');

/**
 * Answers of routes with `transfer: { kind: 'stream' }` (a PDF): the bytes reach the browser
 * while the service still makes them (decision 012). `open` listens before the request is
 * forwarded; `send` writes the service's StreamStart as headers, then each chunk as it comes,
 * acknowledging it once written (so a slow browser slows the sender). A failure after the first
 * byte can only cut the answer short: the browser sees an incomplete download, never a PDF
 * passed off as whole.
 */
@Injectable()
export class StreamTransfer {
  constructor(private readonly streams: ByteStreams) {}

  async open(): Promise<{ subject: string; received: ReceivedStream }> {
    const subject = this.streams.streamSubject();
    return { subject, received: await this.streams.receive(subject) };
  }

  async send(res: Response, start: StreamStart, received: ReceivedStream): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', start.mime);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `${start.disposition}; filename="${start.filename.replace(/[^\w.-]/g, '_')}"`);
    // Each chunk goes out at once: no buffering proxy waits for the end.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    await pipeline(Readable.from(received.chunks(), { objectMode: false, highWaterMark: 1 }), res).catch((error: NodeJS.ErrnoException) => {
      received.close();
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      logger.warn({ err: String(error) }, 'streamed answer cut short');
      res.destroy();
    });
  }
}
