import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { describe, expect, it } from '@jest/globals';
import { API_BASE_PATH, exerciseRoutes, type ElementPage, type RouteDef } from '@openset/contracts';
import { expectAbout } from '@openset/testing/expect';
import { createExercise, teamWith } from './helpers.js';

/**
 * Every exercise list that takes a search, read from the route table: a tab added later is
 * searched here without anybody remembering to add it. Each search takes a different path of
 * the statement: words as typed, an unfinished word (prefix) and a typo (corrected words).
 */
const searchableLists = Object.values(exerciseRoutes as Record<string, RouteDef>).filter(
  (route) =>
    route.method === 'GET' &&
    // Lists of a tab, not of one thing named in the path (a movement's variants).
    !route.path.includes(':') &&
    route.query instanceof z.ZodObject &&
    'search' in route.query.shape,
);

describe('search over every exercise tab', () => {
  it('knows the browser tabs', () => {
    expect(searchableLists.map((route) => route.subject).sort()).toEqual(
      ['all', 'custom', 'favourite', 'stock', 'team', 'user'].map((tab) => `exercises.list.${tab}`),
    );
  });

  it('answers every tab, as typed, unfinished and misspelt, and finds what the tab holds', async () => {
    const { staff } = await teamWith([{ teamExercises: 'readWrite' }]);
    const { api } = staff[0]!;
    const word = `zk${randomUUID().slice(0, 8).replace(/[0-9-]/g, 'q')}`;
    const own = await createExercise(api, { title: `${word} raise` }, '?favourite=true');
    const team = await createExercise(api, { title: `${word} bend`, folderKind: 'team' }, '?favourite=true');
    // Which of the two each tab lists; a tab not named here must still answer.
    const expected: Record<string, string[]> = {
      'exercises.list.all': [own.id, team.id],
      'exercises.list.favourite': [own.id, team.id],
      'exercises.list.custom': [own.id, team.id],
      'exercises.list.user': [own.id],
      'exercises.list.team': [team.id],
      'exercises.list.stock': [],
    };
    for (const route of searchableLists) {
      const path = `${API_BASE_PATH}${route.path}`;
      for (const search of ['knee', word, word.slice(0, -1), `${word.slice(0, -2)}x${word.slice(-1)}`, `${word} raise`]) {
        const response = await api.get(path, { search });
        const label = `${route.method} ${route.path}?search=${search}`;
        expectAbout(response.status, `${label}: ${JSON.stringify(response.json)}`).toBe(200);
        if (search === 'knee' || !(route.subject in expected)) continue;
        const ids = new Set((response.json as { body: ElementPage }).body.items.map((item) => item.id));
        const wanted = expected[route.subject]!.filter((id) => !search.endsWith(' raise') || id === own.id);
        expectAbout([own.id, team.id].filter((id) => ids.has(id)), label).toEqual(wanted);
      }
    }
  });
});
