import { applyDecorators } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RouteDef } from '@openset/contracts';
import { prefixed } from './config.js';

/**
 * Marks a method as the handler of a route (or of an internal subject). The subject gets the
 * deployment's NATS prefix; the service's queue group makes copies share the load.
 */
export function Handle(target: RouteDef | string): MethodDecorator {
  const subject = typeof target === 'string' ? target : target.subject;
  return applyDecorators(MessagePattern(prefixed(subject)));
}
