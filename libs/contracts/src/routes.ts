import { authRoutes } from './auth/routes.js';
import { lifecycleRoutes } from './auth/lifecycle-routes.js';
import { clinicianNetworkRoutes, managerNetworkRoutes } from './auth/known-network-routes.js';
import { integrationRoutes } from './auth/integrations-routes.js';
import { billingRoutes } from './auth/billing-routes.js';
import { adminRoutes } from './admin/routes.js';
import { clientRoutes } from './clients/routes.js';
import { portalRoutes } from './portal/routes.js';
import { exerciseRoutes, resourceRoutes } from './exercises/routes.js';
import { clientOutcomeRoutes, outcomeDefinitionRoutes, portalOutcomeRoutes } from './outcomes/routes.js';
import { educationRoutes } from './exercises/education-routes.js';
import { notificationRoutes } from './notifications/clinician-notifications.js';
import { feedbackRoutes } from './notifications/feedback.js';
import type { RouteDef } from './route.js';
import { parameterRoutes, setRoutes } from './sets/routes.js';
import { headerFooterRoutes, managerHeaderFooterRoutes } from './sets/header-footers.js';
import {
  managerActivityRoutes,
  managerInvitationRoutes,
  managerStaffRoutes,
  managerSubscriptionRoutes,
  managerTeamRoutes,
  teamSwapRoutes,
} from './teams/routes.js';

/**
 * Every HTTP route the gateway serves by forwarding to a service. Domains add their route
 * tables here; the gateway registers them and generates OpenAPI from them.
 */
export const apiRoutes: Record<string, Record<string, RouteDef>> = {
  auth: authRoutes,
  lifecycle: lifecycleRoutes,
  clinicianNetworks: clinicianNetworkRoutes,
  managerNetworks: managerNetworkRoutes,
  integrations: integrationRoutes,
  billing: billingRoutes,
  admin: adminRoutes,
  exercises: exerciseRoutes,
  resources: resourceRoutes,
  education: educationRoutes,
  sets: setRoutes,
  parameters: parameterRoutes,
  headerFooters: headerFooterRoutes,
  managerTeamHeader: managerHeaderFooterRoutes,
  clients: clientRoutes,
  portal: portalRoutes,
  outcomeDefinitions: outcomeDefinitionRoutes,
  clientOutcomes: clientOutcomeRoutes,
  portalOutcomes: portalOutcomeRoutes,
  managerTeams: managerTeamRoutes,
  managerSubscription: managerSubscriptionRoutes,
  managerStaff: managerStaffRoutes,
  managerInvitations: managerInvitationRoutes,
  managerActivity: managerActivityRoutes,
  teamSwap: teamSwapRoutes,
  notifications: notificationRoutes,
  feedback: feedbackRoutes,
};

export function allRoutes(): RouteDef[] {
  return Object.values(apiRoutes).flatMap((group) => Object.values(group));
}
