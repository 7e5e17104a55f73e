import { p } from '@mikro-orm/core';
import { ShareLevelType } from './share-level.type.js';

/**
 * The permission flags as entity properties, one column each, named like the contract's
 * StaffPermissions keys. Teams hold the defaults (never null); memberships hold the member's own
 * values, null meaning "inherit the team default".
 */
export const teamFlagProperties = () => ({
  teamExercises: p.type(ShareLevelType),
  orgExercises: p.type(ShareLevelType),
  teamFolders: p.type(ShareLevelType),
  orgFolders: p.type(ShareLevelType),
  teamEducation: p.type(ShareLevelType),
  orgEducation: p.type(ShareLevelType),
  teamOutcomes: p.type(ShareLevelType),
  orgOutcomes: p.type(ShareLevelType),
  teamClients: p.boolean(),
  teamSwap: p.boolean(),
  restrictPhi: p.boolean(),
  secondaryAuth: p.boolean(),
  teamHeaderFooter: p.boolean(),
});

export const memberOverrideProperties = () => ({
  teamExercises: p.type(ShareLevelType).nullable(),
  orgExercises: p.type(ShareLevelType).nullable(),
  teamFolders: p.type(ShareLevelType).nullable(),
  orgFolders: p.type(ShareLevelType).nullable(),
  teamEducation: p.type(ShareLevelType).nullable(),
  orgEducation: p.type(ShareLevelType).nullable(),
  teamOutcomes: p.type(ShareLevelType).nullable(),
  orgOutcomes: p.type(ShareLevelType).nullable(),
  teamClients: p.boolean().nullable(),
  teamSwap: p.boolean().nullable(),
  restrictPhi: p.boolean().nullable(),
  secondaryAuth: p.boolean().nullable(),
  teamHeaderFooter: p.boolean().nullable(),
});
