import { z } from 'zod';
import { emptyObjectSchema, idSchema, noBodySchema, okSchema, pageQuerySchema } from '../common.js';
import { clientFeedbackListSchema } from '../clients/client.js';
import { fileRoute } from '../file-route.js';
import { defineRoute } from '../route.js';
import { portalLoginRequestSchema, portalSetListSchema, portalSignedInSchema } from './portal.js';
import {
  adherenceListQuerySchema,
  adherenceListSchema,
  adherenceMarkSchema,
  diaryEntryInputSchema,
  diaryEntrySchema,
  diaryListQuerySchema,
  diaryListSchema,
  feedbackInputSchema,
} from './tracking.js';

const noParams = emptyObjectSchema;
const noQuery = emptyObjectSchema;
const noBody = noBodySchema;
const resourceParams = z.strictObject({ id: idSchema });

/**
 * The client portal, under /portal (api-conventions.md). A client signs in with the portal
 * username and key and gets a session of its own kind (access `portal`): it never reaches a
 * clinician route, and a clinician's session never reaches these. Every write honours an
 * `Idempotency-Key`.
 */
export const portalRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/portal/login',
    subject: 'clients.portal.login',
    access: 'public',
    tag: 'portal',
    summary: 'Sign in to the client portal (username and four-digit key; wrong keys are rate limited)',
    params: noParams,
    query: noQuery,
    body: portalLoginRequestSchema,
    response: portalSignedInSchema,
    session: 'create',
    noCsrf: true,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/portal/logout',
    subject: 'auth.portal.logout',
    access: 'public',
    tag: 'portal',
    summary: 'Sign out of the client portal',
    params: noParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
    session: 'destroy',
    noCsrf: true,
    idempotent: true,
  }),
  sets: defineRoute({
    method: 'GET',
    path: '/portal/sets',
    subject: 'clients.portal.sets',
    access: 'portal',
    tag: 'portal',
    summary: "The client's enabled sets, exercises in order, newest change first, a page at a time (skip, limit)",
    params: noParams,
    query: pageQuerySchema,
    body: noBody,
    response: portalSetListSchema,
  }),
  resourceFile: fileRoute({
    path: '/portal/resources/:id/file',
    subject: 'clients.portal.resourceFile',
    access: 'portal',
    tag: 'portal',
    summary: "A file of an exercise of the client's enabled sets: an image at imgWidth or the video (any other id: not found)",
    params: resourceParams,
  }),
  resourcePoster: fileRoute({
    path: '/portal/resources/:id/poster',
    subject: 'clients.portal.resourcePoster',
    access: 'portal',
    tag: 'portal',
    summary: "A video's poster frame at imgWidth, for a video of the client's enabled sets",
    params: resourceParams,
  }),
  adherenceMark: defineRoute({
    method: 'POST',
    path: '/portal/adherence',
    subject: 'clients.portal.adherenceMark',
    access: 'portal',
    tag: 'portal',
    summary: 'Mark an exercise of an enabled set done (or not) for a day',
    params: noParams,
    query: noQuery,
    body: adherenceMarkSchema,
    response: okSchema,
    idempotent: true,
  }),
  adherence: defineRoute({
    method: 'GET',
    path: '/portal/adherence',
    subject: 'clients.portal.adherence',
    access: 'portal',
    tag: 'portal',
    summary: 'Exercises marked done, oldest day first (default: the last 28 days), a page at a time (skip, limit)',
    params: noParams,
    query: adherenceListQuerySchema,
    body: noBody,
    response: adherenceListSchema,
  }),
  diaryAdd: defineRoute({
    method: 'POST',
    path: '/portal/diaries',
    subject: 'clients.portal.diaryAdd',
    access: 'portal',
    tag: 'portal',
    summary: 'Add a diary entry (pain, rpe, bp, hr, steps, sleep, fatigue, water)',
    params: noParams,
    query: noQuery,
    body: diaryEntryInputSchema,
    response: diaryEntrySchema,
  }),
  diaryDelete: defineRoute({
    method: 'DELETE',
    path: '/portal/diaries/:id',
    subject: 'clients.portal.diaryDelete',
    access: 'portal',
    tag: 'portal',
    summary: "Delete one of the client's own diary entries (one typed wrong); another's: not found",
    params: resourceParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
    idempotent: true,
  }),
  diaries: defineRoute({
    method: 'GET',
    path: '/portal/diaries',
    subject: 'clients.portal.diaries',
    access: 'portal',
    tag: 'portal',
    summary: "The client's diary entries (default: the last 28 days), newest first, a page at a time (skip, limit)",
    params: noParams,
    query: diaryListQuerySchema,
    body: noBody,
    response: diaryListSchema,
  }),
  feedback: defineRoute({
    method: 'POST',
    path: '/portal/feedback',
    subject: 'clients.portal.feedback',
    access: 'portal',
    tag: 'portal',
    summary: 'Send feedback to the clinician',
    params: noParams,
    query: noQuery,
    body: feedbackInputSchema,
    response: okSchema,
  }),
  sentFeedback: defineRoute({
    method: 'GET',
    path: '/portal/feedback',
    subject: 'clients.portal.sentFeedback',
    access: 'portal',
    tag: 'portal',
    summary: "The client's own messages to the clinician, newest first, each with whether the clinician has read it, a page at a time (skip, limit)",
    params: noParams,
    query: pageQuerySchema,
    body: noBody,
    response: clientFeedbackListSchema,
  }),
};
