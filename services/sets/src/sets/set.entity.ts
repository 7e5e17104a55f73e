import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FOLDER_KINDS, type SetElement } from '@openset/contracts';

export interface SetEducationRef {
  id: string;
  type: 'stockEducation' | 'customEducationHistory';
}

/** The content columns a set and each of its history points hold: a copy, never a reference. */
export const setContentProperties = {
  savename: p.text(),
  title: p.text(),
  instructions: p.text(),
  elements: p.json<SetElement[]>(),
  education: p.json<SetEducationRef[]>(),
  exerciseCount: p.integer(),
};

/**
 * A saved set: a template (`folderSet`) owned by the clinician, their team or organisation (by
 * `scope`, from the folder it lives in), or a client's program (`clientSet`, the clinician's).
 * The content is a copy (jsonb); `version` counts its saves.
 */
export const SetSchema = defineEntity({
  name: 'ExerciseSet',
  tableName: 'sets',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    kind: p.enum(['folderSet', 'clientSet'] as const),
    scope: p.enum(FOLDER_KINDS),
    ownerId: p.text(),
    teamId: p.text().nullable(),
    orgId: p.text().nullable(),
    folderId: p.uuid().nullable(),
    clientId: p.text().nullable(),
    /** A client set shown in the client portal; the times it was are its portal periods. */
    enabled: p.boolean(),
    version: p.integer(),
    ...setContentProperties,
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type ExerciseSetRow = InferEntity<typeof SetSchema>;
