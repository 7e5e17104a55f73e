import { stopRunningStack } from './running-stack.ts';

/** Jest global teardown of the integration project: stops what the global set-up started. */
export default async function teardown(): Promise<void> {
  await stopRunningStack();
}
