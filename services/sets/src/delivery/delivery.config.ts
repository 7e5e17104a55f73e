/**
 * E-mailing sets, from the environment:
 * - SET_EMAIL_DAILY_MAX: e-mails one account may send in 24 hours (default 50, spec section 6);
 * - PUBLIC_URL: where clients reach the product (the portal is `<PUBLIC_URL>/portal`); by default
 *   the gateway on this machine (`http://localhost:<PORT>`).
 */
export const deliveryConfig = {
  dailyMax: Math.max(0, Number(process.env.SET_EMAIL_DAILY_MAX ?? 50) || 0),
  portalUrl: `${(process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, '')}/portal`,
};

/** The daily maximum's window: the last 24 hours, so it never resets all at once at midnight. */
export const DAILY_WINDOW_MS = 24 * 3_600_000;
