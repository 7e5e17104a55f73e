import { z } from 'zod';
import { errorBodySchema, type ErrorBody } from './errors.js';

/** The HTTP status wrapper of api-conventions.md. */
export interface ApiSuccess<T> {
  status: 'success';
  body: T;
}
export interface ApiFailure {
  status: 'error';
  error: ErrorBody;
}
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const successEnvelope = <T extends z.ZodType>(body: T) =>
  z.object({ status: z.literal('success'), body });

export const errorEnvelopeSchema = z.object({ status: z.literal('error'), error: errorBodySchema });
