import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { EXERCISES_SUBJECTS, type Element, type ElementList, type MovementVariantList } from '@openset/contracts';
import { rpc } from '@openset/testing';
import { expectAbout } from '@openset/testing/expect';
import type { LibraryItem } from '@openset/exercise-library';
import { EX, bodyOf, createExercise, errorOf, libraryItem, list, load, signedIn } from './helpers.js';

const variants = async (api: Awaited<ReturnType<typeof signedIn>>['api'], key: string, query: Record<string, string> = {}) =>
  bodyOf<MovementVariantList>(await api.get(`${EX}/movements/${key}`, query));

/** A movement of the test library: its variants, left and right where `sides`. */
function movement(word: string, key: string, title: string, specs: { variant: string; sides: boolean }[]): LibraryItem[] {
  return specs.flatMap(({ variant, sides }) =>
    (sides ? (['left', 'right'] as const) : [null]).map((side) =>
      libraryItem({
        sourceKey: `${key}.${variant}${side ? `.${side}` : ''}-${word}`,
        title: { en: `${title} ${word} (${variant}${side ? `, ${side}` : ''})`, fr: `${title} ${word} (${variant}${side ? `, côté ${side === 'left' ? 'gauche' : 'droit'}` : ''})` },
        equipment: variant.includes('band') ? ['band'] : [],
        reflect: side !== null,
        movement: { key: `${key}-${word}`, variantKey: `${key}.${variant}-${word}`, label: { en: variant, fr: `${variant} (fr)` }, side },
      }),
    ),
  );
}

describe('the stock library, one row per movement', () => {
  it('answers "pull-down" with one row per movement, counted as rows, each row opening every variant of its movement', async () => {
    const { api } = await signedIn();
    const page = await list(api, 'stock', { search: 'pull-down', limit: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items).toHaveLength(Math.min(page.total, 100));
    // Rows of a movement carry its key once; an item that is a movement of its own carries none.
    const keys = page.items.flatMap((item) => item.movementKey ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    const grouped = page.items.filter((item) => (item.variantCount ?? 1) > 1);
    expect(grouped.length).toBeGreaterThan(0);
    let elements = 0;
    for (const row of grouped.slice(0, 15)) {
      const picker = await variants(api, row.movementKey!, { search: 'pull-down' });
      // The picker lists what the row counts: one entry per variant, a left and right pair as one.
      expectAbout(picker.total, row.title).toBe(row.variantCount);
      expectAbout(picker.items.map((v) => v.id), row.title).toContain(row.id);
      elements += picker.items.reduce((n, v) => n + (v.otherSide ? 2 : 1), 0);
    }
    // The rows stand for every variant the search used to list one by one.
    expect(elements).toBeGreaterThan(Math.min(grouped.length, 15));

    // Paging counts movements and keeps their order.
    const shown = Math.min(page.total, 30);
    const pages = [];
    for (let skip = 0; skip < shown; skip += 5) pages.push(...(await list(api, 'stock', { search: 'pull-down', limit: 5, skip })).items);
    expect(pages.map((item) => item.id).slice(0, shown)).toEqual(page.items.map((item) => item.id).slice(0, shown));
    const last = await list(api, 'stock', { search: 'pull-down', limit: 5, skip: page.total - 1 });
    expect([last.total, last.items.length]).toEqual([page.total, 1]);
  });

  it('pairs left and right, counts variants under the filters, and keeps every variant fetchable and addable by its id', async () => {
    const word = `mv${randomUUID().slice(0, 6).replace(/[0-9-]/g, 'q')}`;
    const pulldown = movement(word, 'pulldown', 'Pull-down', [
      { variant: 'sitting, light band', sides: true },
      { variant: 'sitting, heavy band', sides: true },
      { variant: 'standing', sides: false },
    ]);
    const row = movement(word, 'row', 'Seated row', [{ variant: 'sitting', sides: true }]);
    await load([...pulldown, ...row]);
    const { api } = await signedIn();

    const page = await list(api, 'stock', { search: word });
    expect(page.total).toBe(2);
    const pulldownRow = page.items.find((item) => item.title.startsWith('Pull-down'))!;
    expect(pulldownRow).toMatchObject({ movementKey: `test-library_pulldown-${word}`, variantCount: 3 });
    expect(page.items.find((item) => item.title.startsWith('Seated row'))).toMatchObject({ variantCount: 1 });
    // A filter narrows the row's variants, and the picker's.
    const banded = await list(api, 'stock', { search: word, equipment: 'band' });
    expect(banded.items.map((item) => [item.movementKey, item.variantCount])).toEqual([[pulldownRow.movementKey, 2]]);
    expect((await variants(api, pulldownRow.movementKey!, { search: word, equipment: 'band' })).total).toBe(2);

    // Without search words, the picker lists every variant: left entries with their right side beside them.
    const picker = await variants(api, pulldownRow.movementKey!);
    expect(picker.items.map((v) => [v.variantLabel, v.side, v.otherSide?.side ?? null])).toEqual([
      ['sitting, light band', 'left', 'right'],
      ['sitting, heavy band', 'left', 'right'],
      ['standing', null, null],
    ]);
    const ids = picker.items.flatMap((v) => [v.id, ...(v.otherSide ? [v.otherSide.id] : [])]);
    expect(ids).toHaveLength(pulldown.length);
    // A page at a time, as every list: the second entry alone, and the categories of that page.
    const second = await variants(api, pulldownRow.movementKey!, { skip: '1', limit: '1' });
    expect([second.total, second.items.map((v) => v.variantLabel)]).toEqual([3, ['sitting, heavy band']]);
    const full = bodyOf<ElementList>(await api.get(`${EX}/${ids.join(',')}`)).items;
    expect(full.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(full.find((e) => e.id === picker.items[0]!.otherSide!.id)).toMatchObject({ side: 'right', variantLabel: 'sitting, light band', reflect: true });
    // What the set builder adds: that exact element, by its id.
    const snapshot = await rpc<ElementList>(EXERCISES_SUBJECTS.snapshot, { ids: [picker.items[1]!.otherSide!.id], lang: 'en' });
    expect(snapshot.items.map((e) => e.title)).toEqual([`Pull-down ${word} (sitting, heavy band, right)`]);

    // A star is on one variant: the starred tab lists it as itself, and the picker shows it.
    bodyOf<Element>(await api.put(`${EX}/${picker.items[2]!.id}/favourite`));
    const starred = await list(api, 'favourite', { search: word });
    expect(starred.items.map((e) => [e.id, e.variantCount])).toEqual([[picker.items[2]!.id, 1]]);
    expect((await variants(api, pulldownRow.movementKey!)).items[2]!.favourite).toBe(true);

    // French labels for a French clinician.
    const fr = await signedIn('professional', 'fr');
    expect((await variants(fr.api, pulldownRow.movementKey!)).items[0]!.variantLabel).toBe('sitting, light band (fr)');
  });

  it('keeps custom elements one row each, beside the stock movements in the "all" tab', async () => {
    const word = `cu${randomUUID().slice(0, 6).replace(/[0-9-]/g, 'q')}`;
    await load(movement(word, 'bridge', 'Bridge', [{ variant: 'lying', sides: false }, { variant: 'on a ball', sides: false }]));
    const { api } = await signedIn();
    const mine = [await createExercise(api, { title: `Bridge ${word} at home` }), await createExercise(api, { title: `Bridge ${word} at home` })];
    const all = await list(api, '', { search: word });
    expect(all.total).toBe(3);
    expect(all.items.filter((item) => item.type === 'userExercise').map((item) => [item.id, item.movementKey, item.variantCount]).sort()).toEqual(
      mine.map((e) => [e.id, null, 1]).sort(),
    );
    expect(all.items.find((item) => item.type === 'stockExercise')).toMatchObject({ variantCount: 2 });
  });

  it('answers ERRNOTFOUND for a movement the library does not hold', async () => {
    const { api } = await signedIn();
    expect(errorOf(await api.get(`${EX}/movements/no-such-movement`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
    // Custom elements are no movement of the stock library.
    const mine = await createExercise(api, { title: 'Pull-down at home' });
    expect(errorOf(await api.get(`${EX}/movements/${mine.id}`))).toMatchObject({ status: 404, code: 'ERRNOTFOUND' });
  });
});
