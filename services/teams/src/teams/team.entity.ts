import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEAM_COLOURS } from '@openset/contracts';
import { Organisation } from './organisation.entity.js';
import { teamFlagProperties } from './permission-columns.js';

export const Team = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    id: p.uuid().primary(),
    org: p.manyToOne(Organisation).index(),
    title: p.string(),
    colour: p.enum(TEAM_COLOURS),
    logoResourceId: p.string().nullable(),
    ...teamFlagProperties(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Team = InferEntity<typeof Team>;
