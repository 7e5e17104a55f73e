import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ManagerTeam, StaffPermissions } from '@openset/contracts';
import { ErrorPanel, LoadingState, PageLayout, useRunAction } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useTeamsQuery, useUpdateTeamMutation } from '../manager-api/managerApi';
import type { PermissionFlag } from '../permissions/flags';
import { useSavedFlash } from '../permissions/useSavedFlash';
import { PermissionsPanel } from '../permissions/PermissionsPanel';
import { ColourSwatch } from './ColourPicker';
import { TeamDialog } from './TeamDialog';
import { TeamLogo } from './TeamLogo';
import { teamUpdate } from './teamUpdate';

/**
 * The teams manager (spec section 2): every team of the manager's organisation with its colour,
 * logo and members, and its permission flags, each saved as it is pressed; "New team" and Edit
 * open the team's form.
 */
export function TeamsPage() {
  const { t } = useTranslation(NS);
  const teams = useTeamsQuery();
  const [editing, setEditing] = useState<ManagerTeam | 'new' | null>(null);
  const items = teams.data?.items ?? [];

  return (
    <PageLayout
      title={t('teams.title')}
      subtitle={t('teams.subtitle')}
      actions={
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('teams.add')}
        </Button>
      }
    >
      {teams.isError ? (
        <ErrorPanel message={t('teams.error')} onRetry={() => void teams.refetch()} />
      ) : !teams.data ? (
        <LoadingState label={t('teams.loading')} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" data-testid="teams-empty">
          {t('teams.empty')}
        </Typography>
      ) : (
        <Stack spacing={3}>
          {items.map((team) => (
            <TeamCard key={team.id} team={team} onEdit={() => setEditing(team)} />
          ))}
        </Stack>
      )}
      {editing && <TeamDialog team={editing === 'new' ? null : editing} teamCount={items.length} onClose={() => setEditing(null)} />}
    </PageLayout>
  );
}

function TeamCard({ team, onEdit }: { team: ManagerTeam; onEdit: () => void }) {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const savedFlash = useSavedFlash();
  const [update] = useUpdateTeamMutation();
  const headingId = `team-${team.id}`;

  const change = async (flag: PermissionFlag, value: StaffPermissions[PermissionFlag]) => {
    const saved = await run(() => update({ id: team.id, body: teamUpdate(team, { [flag]: value }) }).unwrap(), ...savedFlash(flag, value));
    return saved !== null;
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 3, borderTop: 6, borderTopColor: team.colour }} data-testid="team-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TeamLogo team={team} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={headingId} variant="h2" component="h2">
            {team.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ColourSwatch colour={team.colour} size={12} />
            {t(`colours.${team.colour}`)} · {t('teams.members', { count: team.memberCount })}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={onEdit} aria-label={t('teams.editNamed', { title: team.title })}>
          {t('teams.edit')}
        </Button>
      </Box>
      <PermissionsPanel permissions={team} onChange={change} />
    </Paper>
  );
}
