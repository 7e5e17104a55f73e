import type { ManagerTeam, UpdateManagerTeam } from '@openset/contracts';
import { permissionsOf } from '../permissions/flags';

/**
 * Pure: unit tested. The body of PUT /manager/teams/{id}: the whole team as it is (a PUT is
 * whole), with the changes asked for.
 */
export function teamUpdate(team: ManagerTeam, change: Partial<UpdateManagerTeam>): UpdateManagerTeam {
  return { title: team.title, colour: team.colour, ...permissionsOf(team), ...change };
}
