import { FEEDBACK_PER_HOUR } from '@openset/contracts';

/**
 * Where feedback goes, read once from the environment.
 * - OPERATOR_EMAIL: the address of the people who run this deployment (default
 *   operator@openset.example, which the local mail catcher and the test stack receive).
 * - FEEDBACK_PER_HOUR: how many one account may send in an hour (default the contract's 10).
 */
export const feedbackConfig = {
  operatorEmail: process.env.OPERATOR_EMAIL?.trim() || 'operator@openset.example',
  perHour: Math.max(1, Number(process.env.FEEDBACK_PER_HOUR ?? FEEDBACK_PER_HOUR) || FEEDBACK_PER_HOUR),
};

export const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;
