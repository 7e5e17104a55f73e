import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { serverConfig } from './config.js';

/** One pino root logger per process; JSON lines in production, pretty in a terminal. */
export const rootLogger: Logger = pino({
  level: serverConfig.logLevel,
  base: { instance: serverConfig.instance },
  redact: ['password', '*.password', 'body.password', 'body.currentPassword', 'body.newPassword', 'sid', 'csrfToken'],
});

export function serviceLogger(service: string): Logger {
  return rootLogger.child({ service });
}

/** Routes Nest's own log lines into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
