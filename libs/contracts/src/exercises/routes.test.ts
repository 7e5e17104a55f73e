import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import { allRoutes } from '../routes.js';
import { exerciseRoutes, resourceRoutes } from './routes.js';

describe('exercise and resource routes', () => {
  it('each have a subject of their own (two handlers on one subject would answer each other\'s calls)', () => {
    const subjects = allRoutes().map((route) => route.subject);
    for (const route of [...Object.values(exerciseRoutes), ...Object.values(resourceRoutes)]) {
      expectAbout(subjects.filter((subject) => subject === route.subject), route.subject).toHaveLength(1);
    }
  });

  it('live under the base paths of the API conventions', () => {
    for (const route of Object.values(exerciseRoutes)) expect(route.path).toMatch(/^\/clinician\/exercises(\/|$)/);
    for (const route of Object.values(resourceRoutes)) expect(route.path).toMatch(/^\/clinician\/resources\//);
  });

  it('page the browser by 100 at most', () => {
    const query = exerciseRoutes.listStock.query;
    expect(query.parse({}).limit).toBe(100);
    expect(query.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('take a movement\'s key in the path before /:ids, with the list\'s search, filters and page and nothing else', () => {
    const paths = Object.values(exerciseRoutes).map((route) => `${route.method} ${route.path}`);
    expect(paths.indexOf('GET /clinician/exercises/movements/:movementKey')).toBeLessThan(paths.indexOf('GET /clinician/exercises/:ids'));
    const route = exerciseRoutes.movementVariants;
    expect(route.query.safeParse({ search: 'pull-down', equipment: 'band' }).success).toBe(true);
    expect(route.query.safeParse({ skip: '10', limit: '100' }).success).toBe(true);
    expect(route.query.safeParse({ kinds: 'exercise' }).success).toBe(false);
    expect(route.query.safeParse({ tab: 'stock' }).success).toBe(false);
    expect(route.params.safeParse({ movementKey: 'openset_band-pulldown' }).success).toBe(true);
    expect(route.params.safeParse({ movementKey: 'a/b' }).success).toBe(false);
  });
});
