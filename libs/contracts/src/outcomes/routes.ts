import { z } from 'zod';
import { emptyObjectSchema, idSchema, noBodySchema, okSchema } from '../common.js';
import { defineRoute } from '../route.js';
import {
  assignedOutcomeListQuerySchema,
  assignedOutcomePageSchema,
  assignedOutcomeSchema,
  assignOutcomeSchema,
  manualResultSchema,
  outcomeAnswersInputSchema,
  outcomeExistsSchema,
  outcomeHistoryQuerySchema,
  outcomeHistorySchema,
  outcomeResultSchema,
  outcomeTypeSchema,
  updateAssignedOutcomeSchema,
} from './client-outcomes.js';
import { customOutcomeCreateSchema, customOutcomeUpdateSchema } from './custom.js';
import {
  outcomeArchivedQuerySchema,
  outcomeDefinitionListQuerySchema,
  outcomeDefinitionPageSchema,
  outcomeDefinitionQuerySchema,
  outcomeDefinitionSchema,
} from './definitions.js';
import { instrumentAnswersSchema, instrumentScoreSchema, instrumentTypeSchema } from './instruments.js';
import { portalOutcomeListSchema, portalOutcomeSchema, portalResultStoredSchema } from './portal.js';

const noParams = emptyObjectSchema;
const noQuery = emptyObjectSchema;
const noBody = noBodySchema;
const idParams = z.strictObject({ id: idSchema });
const typeParams = z.strictObject({ type: instrumentTypeSchema });
const pageQuery = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * Outcome definitions (spec section 1; issue 45), under /clinician/outcomes/definitions: the ten
 * standard instruments (id = type key) and custom outcomes (id = uuid), shared with the team and
 * organisation as exercises are (teamOutcomes, orgOutcomes). `score` scores a set of answers with
 * a standard instrument without storing anything: the manual-entry screen previews with it and
 * partners use it. Bad answers are ERRVALIDATION whose details name the item
 * (`answerErrorDetailSchema`); an unknown type or id is ERRNOTFOUND.
 */
export const outcomeDefinitionRoutes = {
  score: defineRoute({
    method: 'POST',
    path: '/clinician/outcomes/definitions/:type/score',
    subject: 'outcomes.definitions.score',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Scores a set of answers with a standard instrument (not stored): each scale, its band, or withheld with the reason',
    params: typeParams,
    query: emptyObjectSchema,
    body: instrumentAnswersSchema,
    response: instrumentScoreSchema,
    idempotent: true,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/clinician/outcomes/definitions',
    subject: 'outcomes.definitions.list',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Outcome definitions the clinician may assign: the standard instruments, then custom outcomes (own, team, organisation), a page at a time',
    params: noParams,
    query: outcomeDefinitionListQuerySchema,
    body: noBody,
    response: outcomeDefinitionPageSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/clinician/outcomes/definitions/:id',
    subject: 'outcomes.definitions.get',
    access: 'clinician',
    tag: 'outcomes',
    summary: "One definition with its questions, scales, bands, MCID and licence, in the reader's language (?lang)",
    params: idParams,
    query: outcomeDefinitionQuerySchema,
    body: noBody,
    response: outcomeDefinitionSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/clinician/outcomes/definitions',
    subject: 'outcomes.definitions.create',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Write a custom outcome (shortComment, longComment, checkbox, multipleChoice, number, numberSlide, textBlock, formula), owned by the clinician, their team or organisation',
    params: noParams,
    query: noQuery,
    body: customOutcomeCreateSchema,
    response: outcomeDefinitionSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/clinician/outcomes/definitions/:id',
    subject: 'outcomes.definitions.update',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Save a custom outcome (the whole definition): a new version; results keep the version they were answered on',
    params: idParams,
    query: noQuery,
    body: customOutcomeUpdateSchema,
    response: outcomeDefinitionSchema,
    idempotent: true,
  }),
  archived: defineRoute({
    method: 'PUT',
    path: '/clinician/outcomes/definitions/:id/archived',
    subject: 'outcomes.definitions.archived',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Archive or unarchive a custom outcome (?value=true|false): archived, it is assigned no more; its assignments go on',
    params: idParams,
    query: outcomeArchivedQuerySchema,
    body: noBody,
    response: outcomeDefinitionSchema,
    idempotent: true,
  }),
};

const clientTypeParams = z.strictObject({ clientId: idSchema, outcomeType: outcomeTypeSchema });
const clientCustomParams = z.strictObject({ clientId: idSchema, defId: idSchema });

/**
 * Client outcomes (spec section 7), under /clinician/clients/outcomes (matched before
 * /clinician/clients/:id). Whoever sees the client sees its outcomes; anyone else gets
 * ERRNOTFOUND. Results are health information: ERRPERMISSION for restrictPhi staff. Every view and
 * change is an activity-log event.
 */
export const clientOutcomeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/clinician/clients/outcomes',
    subject: 'outcomes.clientOutcomes.list',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'The outcomes manager: every outcome assigned to a client the clinician sees, by client and status, a page at a time',
    params: noParams,
    query: assignedOutcomeListQuerySchema,
    body: noBody,
    response: assignedOutcomePageSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/clinician/clients/outcomes/:id',
    subject: 'outcomes.clientOutcomes.get',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'One client outcome: schedule, status, invitations, latest results (recorded as viewed)',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: assignedOutcomeSchema,
  }),
  result: defineRoute({
    method: 'GET',
    path: '/clinician/clients/outcomes/results/:id',
    subject: 'outcomes.clientOutcomes.result',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'One result with its answers and scores (health information; recorded as viewed)',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: outcomeResultSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/clinician/clients/outcomes/:id/history',
    subject: 'outcomes.clientOutcomes.history',
    access: 'clinician',
    tag: 'outcomes',
    summary: "A client outcome's results, oldest first, a page at a time: the chart and the history (health information)",
    params: idParams,
    query: outcomeHistoryQuerySchema,
    body: noBody,
    response: outcomeHistorySchema,
  }),
  typeExists: defineRoute({
    method: 'GET',
    path: '/clinician/clients/:clientId/outcomes/:outcomeType/exists',
    subject: 'outcomes.clientOutcomes.typeExists',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Whether the client already has an outcome of this standard type',
    params: clientTypeParams,
    query: noQuery,
    body: noBody,
    response: outcomeExistsSchema,
  }),
  customExists: defineRoute({
    method: 'GET',
    path: '/clinician/clients/:clientId/outcomes/custom/:defId/exists',
    subject: 'outcomes.clientOutcomes.customExists',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Whether the client already has this custom outcome',
    params: clientCustomParams,
    query: noQuery,
    body: noBody,
    response: outcomeExistsSchema,
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/clinician/clients/outcomes',
    subject: 'outcomes.clientOutcomes.assign',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Assign an outcome to a client: once, at intervals or manual, with custom instructions',
    params: noParams,
    query: noQuery,
    body: assignOutcomeSchema,
    response: assignedOutcomeSchema,
  }),
  submitResult: defineRoute({
    method: 'POST',
    path: '/clinician/clients/outcomes/:id/result',
    subject: 'outcomes.clientOutcomes.submitResult',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Enter a result by hand (scored on the server; a correction is a new result naming the one it corrects); stored once per Idempotency-Key',
    params: idParams,
    query: noQuery,
    body: manualResultSchema,
    response: outcomeResultSchema,
    idempotent: true,
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/clinician/clients/outcomes/:id/resend',
    subject: 'outcomes.clientOutcomes.resend',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'E-mail the invitation again now (the one waiting, or a new one)',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: assignedOutcomeSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/clinician/clients/outcomes/:id',
    subject: 'outcomes.clientOutcomes.update',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Change the schedule and instructions, stop it, or start it again (which sets clientStopped false)',
    params: idParams,
    query: noQuery,
    body: updateAssignedOutcomeSchema,
    response: assignedOutcomeSchema,
    idempotent: true,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/clinician/clients/outcomes/:id',
    subject: 'outcomes.clientOutcomes.delete',
    access: 'clinician',
    tag: 'outcomes',
    summary: 'Delete a client outcome with its schedule and results',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
    idempotent: true,
  }),
};

/**
 * The client portal's questionnaires (api-conventions.md: /portal/outcomes). A client reaches only
 * their own enabled outcomes; anything else is ERRNOTFOUND.
 */
export const portalOutcomeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/portal/outcomes',
    subject: 'outcomes.portal.list',
    access: 'portal',
    tag: 'portal',
    summary: 'The questionnaires waiting for answers, oldest invitation first, a page at a time',
    params: noParams,
    query: pageQuery,
    body: noBody,
    response: portalOutcomeListSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/portal/outcomes/:id',
    subject: 'outcomes.portal.get',
    access: 'portal',
    tag: 'portal',
    summary: "One questionnaire with its questions in the client's language",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: portalOutcomeSchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/portal/outcomes/:id/results',
    subject: 'outcomes.portal.submit',
    access: 'portal',
    tag: 'portal',
    summary: 'Submit answers to a questionnaire waiting for them (scored on the server); stored once per Idempotency-Key',
    params: idParams,
    query: noQuery,
    body: outcomeAnswersInputSchema,
    response: portalResultStoredSchema,
    idempotent: true,
  }),
  stop: defineRoute({
    method: 'PUT',
    path: '/portal/outcomes/:id/stopped',
    subject: 'outcomes.portal.stop',
    access: 'portal',
    tag: 'portal',
    summary: 'The client stops receiving this questionnaire (clientStopped); the clinician may start it again',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
    idempotent: true,
  }),
};
