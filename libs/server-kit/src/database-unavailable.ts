/**
 * Whether an error means the database cannot be reached right now (restarting, shutting down,
 * network gone) rather than a fault of the statement: such calls answer ERRUNAVAILABLE, like a
 * service that does not answer, and work again once the pool reconnects.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
]);
const CONNECTION_MESSAGES = /Connection terminated|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, sqlState, message, cause } = current as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof sqlState === 'string' && (CONNECTION_CODES.has(sqlState) || sqlState.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
