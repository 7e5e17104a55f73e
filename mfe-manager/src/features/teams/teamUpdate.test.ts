import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TEAM_PERMISSIONS, updateManagerTeamSchema, type ManagerTeam } from '@openset/contracts';
import { teamUpdate } from './teamUpdate';

const team: ManagerTeam = { ...DEFAULT_TEAM_PERMISSIONS, id: 't1', orgId: 'o1', title: 'Knee clinic', colour: '#00695C', logoResourceId: 'r1', memberCount: 3 };

describe('the body of a team save', () => {
  it('is the whole team with the one change, and the contract accepts it', () => {
    const body = teamUpdate(team, { teamExercises: 'readOnly' });
    expect(body).toEqual({ ...DEFAULT_TEAM_PERMISSIONS, title: 'Knee clinic', colour: '#00695C', teamExercises: 'readOnly' });
    expect(updateManagerTeamSchema.safeParse(body).success).toBe(true);
  });
});
