import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A team's logo, at most 1 MB, kept beside the team (the teams service has no file store of its
 * own and a logo is small); served through the files bucket when asked for.
 */
export const TeamLogo = defineEntity({
  name: 'TeamLogo',
  tableName: 'team_logos',
  properties: {
    teamId: p.uuid().primary(),
    mime: p.string(),
    bytes: p.blob().lazy(),
    updatedAt: p.datetime(),
  },
});
export type TeamLogo = InferEntity<typeof TeamLogo>;
