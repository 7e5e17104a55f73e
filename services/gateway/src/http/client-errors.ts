import type { ApiFailure } from '@openset/contracts';
import { ERROR_HTTP_STATUS } from '@openset/contracts';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node refuses before Express sees them (a request line or headers over the size limit,
 * a request that cannot be parsed, one that took too long to arrive) get the contract's wrapper
 * instead of Node's empty 431/400/408: a malformed request is ERRVALIDATION, as everywhere else.
 */
export function answerClientErrorsInContract(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const envelope: ApiFailure = { status: 'error', error: { code: 'ERRVALIDATION', message: messageFor(error.code) } };
    const body = JSON.stringify(envelope);
    socket.end(
      `HTTP/1.1 ${ERROR_HTTP_STATUS.ERRVALIDATION} Bad Request\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

function messageFor(code: string | undefined): string {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'The request line or headers are larger than the server accepts';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'The request did not arrive in time';
    default:
      return 'The request could not be read';
  }
}
