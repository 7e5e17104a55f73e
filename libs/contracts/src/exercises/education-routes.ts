import { z } from 'zod';
import { emptyObjectSchema, idListSchema, idSchema, noBodySchema, okSchema } from '../common.js';
import { defineRoute } from '../route.js';
import {
  educationArticleSchema,
  educationCreateSchema,
  educationListQuerySchema,
  educationListSchema,
  educationPageSchema,
  educationUpdateSchema,
} from './education.js';

const noParams = emptyObjectSchema;
const noQuery = emptyObjectSchema;
const noBody = noBodySchema;
const idParams = z.strictObject({ id: idSchema });
const idsParams = z.strictObject({ ids: idListSchema });

/**
 * The education manager and the attach-education dialog (spec section 2). Fixed paths
 * (`history/...`) come before `/clinician/education/:ids`.
 */
export const educationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/clinician/education',
    subject: 'exercises.education.list',
    access: 'clinician',
    tag: 'education',
    summary: 'Education articles a page at a time (skip, limit), searched in the clinician’s language, by tab (all, stock, custom, user, team, org)',
    params: noParams,
    query: educationListQuerySchema,
    body: noBody,
    response: educationPageSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/clinician/education/history/:ids',
    subject: 'exercises.education.history',
    access: 'clinician',
    tag: 'education',
    summary: 'Custom articles as they were attached to a set (customEducationHistory ids), by id',
    params: idsParams,
    query: noQuery,
    body: noBody,
    response: educationListSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/clinician/education/:ids',
    subject: 'exercises.education.get',
    access: 'clinician',
    tag: 'education',
    summary: 'Articles by id (comma separated), with their bodies and sources',
    params: idsParams,
    query: noQuery,
    body: noBody,
    response: educationListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/clinician/education',
    subject: 'exercises.education.create',
    access: 'clinician',
    tag: 'education',
    summary: 'Write a custom article (its body sanitised to the allow-list), owned by the clinician, their team or organisation',
    params: noParams,
    query: noQuery,
    body: educationCreateSchema,
    response: educationArticleSchema,
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/clinician/education/:id/copy',
    subject: 'exercises.education.copy',
    access: 'clinician',
    tag: 'education',
    summary: 'Copy an article the clinician may see (a stock one in their language) to a custom article of their own',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: educationArticleSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/clinician/education/:id',
    subject: 'exercises.education.update',
    access: 'clinician',
    tag: 'education',
    summary: 'Save a custom article (the whole article); sets keep the version they were given',
    params: idParams,
    query: noQuery,
    body: educationUpdateSchema,
    response: educationArticleSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/clinician/education/:ids',
    subject: 'exercises.education.delete',
    access: 'clinician',
    tag: 'education',
    summary: 'Delete custom articles; sets keep the version they were given',
    params: idsParams,
    query: noQuery,
    body: noBody,
    response: okSchema,
  }),
};
