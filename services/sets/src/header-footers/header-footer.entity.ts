import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { HEADER_FOOTER_TYPES } from '@openset/contracts';

/**
 * A header and footer of printouts: a clinician's own (`user`, `ownerId` set) or a team's
 * (`teamHeaderFooter`, `teamId` set, one per team, written by the team's manager).
 */
export const HeaderFooterSchema = defineEntity({
  name: 'HeaderFooterRow',
  tableName: 'header_footers',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    type: p.enum(HEADER_FOOTER_TYPES),
    ownerId: p.text().nullable(),
    teamId: p.text().nullable(),
    /** Who wrote it last (the clinician, or the team's manager). */
    authorId: p.text(),
    headerLine1: p.text(),
    headerLine2: p.text(),
    headerLine3: p.text(),
    footer: p.text(),
    /** An image resource of the exercises service (an upload of the author's). */
    logoResourceId: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type HeaderFooterRow = InferEntity<typeof HeaderFooterSchema>;
