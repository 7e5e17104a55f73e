import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TEAM_PERMISSIONS, type Team } from '@openset/contracts';
import { isShareFlag, levelKey, nextFlagValue, permissionsOf, withFlag } from './flags';

describe('a permission toggle', () => {
  it('cycles a sharing flag readWrite -> not shared -> readOnly -> readWrite', () => {
    const seen = [];
    let value = DEFAULT_TEAM_PERMISSIONS.teamExercises;
    for (let press = 0; press < 3; press++) {
      value = nextFlagValue('teamExercises', value);
      seen.push(levelKey(value));
    }
    expect(seen).toEqual(['off', 'readOnly', 'readWrite']);
  });

  it('flips a boolean flag', () => {
    expect(nextFlagValue('teamClients', true)).toBe(false);
    expect(nextFlagValue('restrictPhi', false)).toBe(true);
    expect(isShareFlag('teamSwap')).toBe(false);
    expect(isShareFlag('orgOutcomes')).toBe(true);
  });

  it('changes only the flag pressed', () => {
    const changed = withFlag(DEFAULT_TEAM_PERMISSIONS, 'teamExercises', 'readOnly');
    expect(changed).toEqual({ ...DEFAULT_TEAM_PERMISSIONS, teamExercises: 'readOnly' });
  });

  it('keeps only the flags of a team', () => {
    const team: Team = { ...DEFAULT_TEAM_PERMISSIONS, id: 't1', orgId: 'o1', title: 'Knee', colour: '#1565C0', logoResourceId: null };
    expect(permissionsOf(team)).toEqual(DEFAULT_TEAM_PERMISSIONS);
  });
});
