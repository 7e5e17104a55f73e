import type { ExerciseFolder } from '@openset/contracts';
import { describe, expect, it } from '@jest/globals';
import { templateTargets, visibleRoots } from './roots';

const folder = (id: string, type: ExerciseFolder['type'], readOnly = false, parentId: string | null = null): ExerciseFolder => ({
  id,
  type,
  title: id,
  parentId,
  depth: parentId ? 2 : 1,
  readOnly,
  updated: '2026-01-01T00:00:00.000Z',
});

describe('template roots', () => {
  it('shows only the own root to a clinician without team or organisation permissions', () => {
    expect(visibleRoots({}, [folder('a', 'user')])).toEqual([{ kind: 'user', readOnly: false }]);
    expect(visibleRoots(undefined, [])).toEqual([{ kind: 'user', readOnly: false }]);
  });

  it('shows team and organisation roots by the permission, read-only when it says so', () => {
    expect(visibleRoots({ teamFolders: 'readWrite', orgFolders: 'readOnly' }, [])).toEqual([
      { kind: 'user', readOnly: false },
      { kind: 'team', readOnly: false },
      { kind: 'org', readOnly: true },
    ]);
    expect(visibleRoots({ teamFolders: false }, [])).toEqual([{ kind: 'user', readOnly: false }]);
  });

  it('falls back on the folders answer: a root with folders, read-only when all of them are', () => {
    expect(visibleRoots({}, [folder('t', 'team', true)])).toEqual([
      { kind: 'user', readOnly: false },
      { kind: 'team', readOnly: true },
    ]);
  });

  it('offers every writable place but the current one as a move target', () => {
    const roots = visibleRoots({ teamFolders: 'readWrite', orgFolders: 'readOnly' }, []);
    const folders = [folder('a', 'user'), folder('b', 'user', false, 'a'), folder('t', 'team'), folder('o', 'org', true)];
    const targets = templateTargets(roots, folders, { kind: 'user', folderId: 'a' });
    expect(targets.map((t) => `${t.kind}:${t.folder?.id ?? 'root'}`)).toEqual(['user:root', 'user:b', 'team:root', 'team:t']);
    expect(templateTargets(roots, folders, { kind: 'user', folderId: null }).map((t) => t.folder?.id ?? `${t.kind}-root`)).toEqual(['a', 'b', 'team-root', 't']);
  });
});
