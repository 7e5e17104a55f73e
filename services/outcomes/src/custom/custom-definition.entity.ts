import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CustomQuestion, Lang } from '@openset/contracts';
import type { Owned } from '@openset/server-kit';

/** A custom outcome, owned as exercises are (user, team or org) and shared by the one visibility rule. */
export const CustomDefinitionSchema = defineEntity({
  name: 'CustomDefinition',
  tableName: 'custom_definitions',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    scope: p.enum(['user', 'team', 'org'] as const),
    ownerId: p.text(),
    teamId: p.text().nullable(),
    orgId: p.text().nullable(),
    lang: p.text().$type<Lang>(),
    title: p.text(),
    abbreviation: p.text(),
    instructions: p.text(),
    questions: p.json<CustomQuestion[]>(),
    version: p.integer(),
    archived: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type CustomDefinitionRow = InferEntity<typeof CustomDefinitionSchema>;

/** The row's ownership, as the one visibility rule reads it. */
export const ownedOf = (row: CustomDefinitionRow): Owned => ({ scope: row.scope, ownerId: row.ownerId, teamId: row.teamId ?? null, orgId: row.orgId ?? null });

/** What a version keeps: enough to show and score a result answered on it. */
export interface DefinitionContent {
  lang: Lang;
  title: string;
  abbreviation: string;
  instructions: string;
  questions: CustomQuestion[];
}

/** Each saved version of a custom outcome, never changed: results name theirs. */
export const DefinitionVersionSchema = defineEntity({
  name: 'DefinitionVersion',
  tableName: 'definition_versions',
  properties: {
    definitionId: p.uuid().primary(),
    version: p.integer().primary(),
    content: p.json<DefinitionContent>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DefinitionVersionRow = InferEntity<typeof DefinitionVersionSchema>;
