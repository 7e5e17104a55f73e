/**
 * Outcome schedules, from the environment:
 * - OUTCOME_SCHEDULE_INTERVAL_MS: how often each copy looks for due invitations and reminders
 *   (default 5 s; the look is one indexed statement);
 * - PUBLIC_URL: where clients reach the product (the questionnaire is `<PUBLIC_URL>/portal/outcomes/<id>`).
 */
export const schedulesConfig = {
  intervalMs: Math.max(100, Number(process.env.OUTCOME_SCHEDULE_INTERVAL_MS) || 5_000),
  portalUrl: `${(process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '')}/portal`,
};

/** Due rows one look sends at most: a look stays short, the next takes the rest. */
export const SCHEDULE_BATCH = 50;
