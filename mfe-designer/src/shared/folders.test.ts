import type { ExerciseFolder } from '@openset/contracts';
import { describe, expect, it } from '@jest/globals';
import { childFolders, folderLabel, folderPath, moveTargets, subtreeIds, tooDeepForNewFolder } from './folders';

const folder = (id: string, parentId: string | null, depth: number, extra: Partial<ExerciseFolder> = {}): ExerciseFolder => ({
  id,
  title: id.toUpperCase(),
  parentId,
  depth,
  type: 'user',
  readOnly: false,
  updated: '2026-01-01T00:00:00.000Z',
  ...extra,
});

// a > b > c, d at the root, t a team folder
const tree = [folder('a', null, 1), folder('b', 'a', 2), folder('c', 'b', 3), folder('d', null, 1), folder('t', null, 1, { type: 'team' })];

describe('folders', () => {
  it('lists the children of a folder by title', () => {
    expect(childFolders(tree, null).map((f) => f.id)).toEqual(['a', 'd', 't']);
    expect(childFolders(tree, 'a').map((f) => f.id)).toEqual(['b']);
  });

  it('gives the breadcrumb path from the root', () => {
    expect(folderPath(tree, 'c').map((f) => f.id)).toEqual(['a', 'b', 'c']);
    expect(folderPath(tree, 'unknown')).toEqual([]);
    expect(folderLabel(tree, tree[2]!)).toBe('A / B / C');
  });

  it('never offers a folder its own subtree, another kind, or a depth past the maximum', () => {
    expect([...subtreeIds(tree, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect(moveTargets(tree, tree[0]!).map((f) => f?.id ?? null)).toEqual([null, 'd']);
    const deep = [folder('x1', null, 1), folder('x2', 'x1', 2), folder('x3', 'x2', 3), folder('x4', 'x3', 4), folder('m', null, 1), folder('m2', 'm', 2)];
    // m has two levels: it fits under x3 (depth 3 + 2 = 5) but not under x4.
    expect(moveTargets(deep, deep[4]!).map((f) => f?.id ?? null)).toEqual([null, 'x1', 'x2', 'x3']);
  });

  it('knows when a new folder would be too deep', () => {
    expect(tooDeepForNewFolder(null)).toBe(false);
    expect(tooDeepForNewFolder(folder('z', null, 5))).toBe(true);
  });
});
