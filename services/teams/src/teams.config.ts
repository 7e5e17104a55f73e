/**
 * The teams service's settings:
 * - PUBLIC_URL: where people reach the product; invitation links start here (as reset links do).
 * - INVITATION_TTL_DAYS is the contract's; TEAMS_ACTIVITY_CONSUMER=0 stops reading the activity
 *   log's events in this copy (it is on by default).
 */
export const teamsConfig = {
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, ''),
  activityConsumer: process.env.TEAMS_ACTIVITY_CONSUMER !== '0',
};
