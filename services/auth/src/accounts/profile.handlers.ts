import { authRoutes } from '@openset/contracts';
import { profileHandlers } from './profile-handlers.js';

/** GET and PUT /api/clinician, PUT /api/clinician/password. */
export class ClinicianHandlers extends profileHandlers(
  'clinician',
  { get: authRoutes.clinicianGet, update: authRoutes.clinicianUpdate, password: authRoutes.clinicianPassword },
  (profiles, account) => profiles.clinicianProfile(account),
) {}

/** GET and PUT /api/manager/profile, PUT /api/manager/profile/password. */
export class ManagerHandlers extends profileHandlers(
  'manager',
  { get: authRoutes.managerGet, update: authRoutes.managerUpdate, password: authRoutes.managerPassword },
  (profiles, account) => profiles.managerProfile(account),
) {}
