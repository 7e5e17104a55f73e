import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TEAM_PERMISSIONS, NO_SHARING, nextShareLevel, resolvePermissions, type ShareLevel } from './permissions.js';
import { TEAM_COLOURS, teamColourAt } from './teams.js';

describe('resolvePermissions', () => {
  it('gives a member without overrides exactly the team defaults', () => {
    expect(resolvePermissions(DEFAULT_TEAM_PERMISSIONS, {})).toEqual(DEFAULT_TEAM_PERMISSIONS);
  });

  it('lets a member override win over the team default, including a "not shared" false', () => {
    const resolved = resolvePermissions(DEFAULT_TEAM_PERMISSIONS, {
      teamExercises: false,
      orgOutcomes: 'readOnly',
      teamClients: false,
      teamSwap: true,
    });
    expect(resolved).toEqual({
      ...DEFAULT_TEAM_PERMISSIONS,
      teamExercises: false,
      orgOutcomes: 'readOnly',
      teamClients: false,
      teamSwap: true,
    });
  });

  it('treats null as "inherit the team default"', () => {
    const team = { ...NO_SHARING, teamFolders: 'readOnly' as const, restrictPhi: true };
    expect(resolvePermissions(team, { teamFolders: null, restrictPhi: null })).toEqual(team);
  });

  it('does not change the team defaults it was given', () => {
    const team = { ...DEFAULT_TEAM_PERMISSIONS };
    resolvePermissions(team, { teamExercises: false });
    expect(team).toEqual(DEFAULT_TEAM_PERMISSIONS);
  });
});

describe('nextShareLevel', () => {
  it('cycles readWrite -> false -> readOnly -> readWrite (spec section 4)', () => {
    const seen: ShareLevel[] = [];
    let level: ShareLevel = 'readWrite';
    for (let i = 0; i < 4; i++) {
      level = nextShareLevel(level);
      seen.push(level);
    }
    expect(seen).toEqual([false, 'readOnly', 'readWrite', false]);
  });
});

describe('teamColourAt', () => {
  it('cycles through the six team colours', () => {
    expect(TEAM_COLOURS).toHaveLength(6);
    expect(new Set(TEAM_COLOURS).size).toBe(6);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(teamColourAt)).toEqual([...TEAM_COLOURS, TEAM_COLOURS[0], TEAM_COLOURS[1]]);
  });
});
