import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EXERCISES_SUBJECTS, type Element, type ElementList } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { EX, bodyOf, errorOf, libraryItem, list, load, signedIn, sql, teamWith } from './helpers.js';

describe('loading an exercise library', () => {
  it('is idempotent on re-import and keeps licence, author, source and credit line, which the API returns', async () => {
    const source = `src-${randomUUID().slice(0, 8)}`;
    const word = `im${randomUUID().slice(0, 6)}`;
    const items = [
      libraryItem({ source, sourceKey: 'a', title: { en: `Calf raise ${word}`, fr: `Montée sur pointes ${word}` } }),
      libraryItem({
        source,
        sourceKey: 'b',
        title: { en: `Toe walk ${word}`, fr: null },
        licence: { id: 'CC0-1.0', url: null, attributionRequired: false },
        creditLine: null,
        author: null,
      }),
    ];
    await load(items);
    await load(items);
    items[1] = { ...items[1]!, instructions: { en: 'Walk on your toes, changed.', fr: null } };
    await load(items);
    // Imported rows only: a clinician's personal copy of one of them (other tests run beside
    // this one on the same stock library) keeps its source for the credit line.
    const rows = await sql<{ n: string }>(
      'select count(*) as n from "exercises"."elements" where "source" = ? and "import_scope" is not null',
      [source],
    );
    expect(Number(rows[0]!.n)).toBe(2);

    const { api } = await signedIn();
    const listed = (await list(api, 'stock', { search: word })).items;
    // List rows are lean; instructions and credit come with the full elements, read by id.
    const found = bodyOf<ElementList>(await api.get(`${EX}/${listed.map((e) => e.id).join(',')}`)).items;
    const calf = found.find((e) => e.title.startsWith('Calf'))!;
    expect(calf.credit).toEqual({
      source,
      licence: 'CC-BY-SA-4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      author: 'Test Author',
      sourceUrl: 'https://example.test/exercise',
      creditLine: 'Exercise by Test Author, CC BY-SA 4.0',
      attributionRequired: true,
    });
    const toe = found.find((e) => e.title.startsWith('Toe'))!;
    expect(toe.instructions).toBe('Walk on your toes, changed.');
    expect(toe.credit).toMatchObject({ licence: 'CC0-1.0', attributionRequired: false, creditLine: null });

    // Other services (sets, portal, PDF) read the same credit line over the internal subject.
    const snapshot = await rpc<ElementList>(EXERCISES_SUBJECTS.snapshot, { ids: [calf.id], lang: 'fr' });
    expect(snapshot.items[0]).toMatchObject({ title: `Montée sur pointes ${word}`, credit: { creditLine: 'Exercise by Test Author, CC BY-SA 4.0' } });
  });

  it("loads into an organisation's folder as orgExercises, visible only inside that organisation", async () => {
    const { orgId, staff } = await teamWith([{ orgExercises: 'readOnly' }]);
    const source = `org-${randomUUID().slice(0, 8)}`;
    await load([libraryItem({ source, title: { en: 'Clinic protocol one', fr: null } })], { kind: 'org', orgId, ownerId: orgId });
    await load([libraryItem({ source, sourceKey: 'same', title: { en: 'Clinic protocol two', fr: null } })], { kind: 'org', orgId, ownerId: orgId });

    const member = staff[0]!;
    const seen = (await list(member.api, 'team')).items;
    expect(seen.map((e) => [e.title, e.type, e.readOnly])).toEqual([
      ['Clinic protocol one', 'orgExercise', true],
      ['Clinic protocol two', 'orgExercise', true],
    ]);
    // Both imports of the same source land in one folder.
    expect(new Set(seen.map((e) => e.folderId)).size).toBe(1);
    expect(errorOf(await member.api.put(`${EX}/${seen[0]!.id}`, { title: 'x' })).code).toBe('ERRPERMISSION');

    const outsider = await signedIn();
    expect(errorOf(await outsider.api.get(`${EX}/${seen[0]!.id}`)).code).toBe('ERRNOTFOUND');
    expect(bodyOf<Element[]>(await outsider.api.get(`${EX}/team`)) as unknown).toMatchObject({ items: [] });
  });
});
