import {
  type Membership as MembershipDto,
  type PermissionOverrides,
  type StaffPermissions,
  type Team as TeamDto,
} from '@openset/contracts';
import type { Membership } from './membership.entity.js';
import type { Team } from './team.entity.js';

/** Entity -> wire shapes. The flag columns carry the contract's names, so these are plain picks. */

export function teamDefaults(team: Team): StaffPermissions {
  return {
    teamExercises: team.teamExercises,
    orgExercises: team.orgExercises,
    teamFolders: team.teamFolders,
    orgFolders: team.orgFolders,
    teamEducation: team.teamEducation,
    orgEducation: team.orgEducation,
    teamOutcomes: team.teamOutcomes,
    orgOutcomes: team.orgOutcomes,
    teamClients: team.teamClients,
    teamSwap: team.teamSwap,
    restrictPhi: team.restrictPhi,
    secondaryAuth: team.secondaryAuth,
    teamHeaderFooter: team.teamHeaderFooter,
  };
}

export function memberOverrides(membership: Membership): PermissionOverrides {
  return {
    teamExercises: membership.teamExercises ?? null,
    orgExercises: membership.orgExercises ?? null,
    teamFolders: membership.teamFolders ?? null,
    orgFolders: membership.orgFolders ?? null,
    teamEducation: membership.teamEducation ?? null,
    orgEducation: membership.orgEducation ?? null,
    teamOutcomes: membership.teamOutcomes ?? null,
    orgOutcomes: membership.orgOutcomes ?? null,
    teamClients: membership.teamClients ?? null,
    teamSwap: membership.teamSwap ?? null,
    restrictPhi: membership.restrictPhi ?? null,
    secondaryAuth: membership.secondaryAuth ?? null,
    teamHeaderFooter: membership.teamHeaderFooter ?? null,
  };
}

/** Every override back to null: used when a member changes team and inherits the new defaults. */
export const INHERIT_ALL: PermissionOverrides = {
  teamExercises: null,
  orgExercises: null,
  teamFolders: null,
  orgFolders: null,
  teamEducation: null,
  orgEducation: null,
  teamOutcomes: null,
  orgOutcomes: null,
  teamClients: null,
  teamSwap: null,
  restrictPhi: null,
  secondaryAuth: null,
  teamHeaderFooter: null,
};

export function toTeamDto(team: Team): TeamDto {
  return {
    id: team.id,
    orgId: team.org.id,
    title: team.title,
    colour: team.colour,
    logoResourceId: team.logoResourceId ?? null,
    ...teamDefaults(team),
  };
}

export function toMembershipDto(membership: Membership, previousTeamId: string | null = null): MembershipDto {
  return {
    accountId: membership.accountId,
    teamId: membership.team.id,
    orgId: membership.team.org.id,
    overrides: memberOverrides(membership),
    joinedAt: membership.joinedAt.toISOString(),
    previousTeamId,
  };
}
