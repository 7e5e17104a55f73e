import { inject } from 'vitest';

/** Where the stack started by the integration global set-up listens. */
export interface StackInfo {
  baseUrl: string;
  natsUrl: string;
  natsPrefix: string;
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export function stackInfo(): StackInfo {
  const stack = inject('stack');
  if (!stack) throw new Error('No stack: integration tests run under the integration project (npm test).');
  return stack;
}
