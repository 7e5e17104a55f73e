import { AsyncLocalStorage } from 'node:async_hooks';
import { rootLogger } from './logger.js';

type Effect = () => Promise<void>;

/** The effects waiting for the commit of the handler's transaction, for the handler being run. */
const waiting = new AsyncLocalStorage<Effect[]>();

/**
 * Runs `effect` once what the current handler wrote is committed: at once outside a transactional
 * handler, else after its commit and before its answer, and never when it rolls back. For telling
 * other processes about a change (an announcement that drops their caches): told before the
 * commit, one of them could read the old row again and keep it.
 */
export async function afterCommit(effect: Effect): Promise<void> {
  const effects = waiting.getStore();
  if (effects) effects.push(effect);
  else await effect();
}

/**
 * Runs `transaction` (a handler's whole transaction, RequestContextInterceptor) and then the effects
 * it asked for with `afterCommit`, in order. The change is committed by then: an effect that fails
 * is logged, and the answer stays the committed one.
 */
export async function withEffectsAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  const effects: Effect[] = [];
  const result = await waiting.run(effects, transaction);
  for (const effect of effects) {
    await effect().catch((error: unknown) => rootLogger.warn({ err: error }, 'effect after commit failed'));
  }
  return result;
}
