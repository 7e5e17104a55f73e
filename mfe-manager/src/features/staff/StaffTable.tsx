import { Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { StaffMember } from '@openset/contracts';
import { ColumnTitles, ListTable, useDateFormat } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { levelKey } from '../permissions/flags';
import { ColourSwatch } from '../teams/ColourPicker';
import { memberName } from './memberName';

const wrapping = { overflowWrap: 'anywhere', minWidth: 96 } as const;

/**
 * A page of staff as a table (spec section 3, staff list columns: 2FA, last login, team,
 * permissions), each action a button named with the member it acts on.
 */
export function StaffTable({
  items,
  colours,
  busy,
  onPermissions,
  onChangeTeam,
  onClose,
}: {
  items: StaffMember[];
  colours: Map<string, string>;
  busy: boolean;
  onPermissions: (member: StaffMember) => void;
  onChangeTeam: (member: StaffMember) => void;
  onClose: (member: StaffMember) => void;
}) {
  const { t } = useTranslation(NS);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const level = (value: StaffMember['permissions']['teamExercises']) => t(`levels.${levelKey(value)}`);

  return (
    <ListTable
      label={t('staff.label')}
      busy={busy}
      head={<ColumnTitles titles={[t('staff.name'), t('staff.email'), t('staff.twoFactor'), t('staff.lastLogin'), t('staff.team'), t('staff.permissions'), t('staff.actions')]} />}
    >
      {items.map((member) => {
        const name = memberName(member);
        const closed = member.status === 'closed';
        return (
          <TableRow key={member.id} data-testid="staff-row">
            <TableCell component="th" scope="row" sx={{ ...wrapping, fontWeight: 600 }}>
              {name}
              <Typography variant="body2" color="text.secondary">
                {member.username}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...wrapping, minWidth: 160 }}>{member.email}</TableCell>
            <TableCell>{member.secondaryAuth ? t('staff.on') : t('staff.off')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.lastLogin ? <time dateTime={member.lastLogin}>{dates.format(new Date(member.lastLogin))}</time> : t('staff.never')}</TableCell>
            <TableCell>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {colours.get(member.teamId) && <ColourSwatch colour={colours.get(member.teamId)!} size={12} />}
                {member.teamTitle || t('staff.noTeam')}
              </Box>
            </TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              <Typography variant="body2">
                {t('staff.sharingSummary', {
                  exercises: level(member.permissions.teamExercises),
                  folders: level(member.permissions.teamFolders),
                  clients: member.permissions.teamClients ? t('staff.on') : t('staff.off'),
                })}
              </Typography>
              {!closed && (
                <Button size="small" onClick={() => onPermissions(member)} aria-label={t('staff.permissionsNamed', { name })}>
                  {t('staff.permissions')}
                </Button>
              )}
            </TableCell>
            <TableCell>
              {closed ? (
                <Chip size="small" label={t('staff.closed')} />
              ) : (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" variant="outlined" onClick={() => onChangeTeam(member)} aria-label={t('staff.changeTeamNamed', { name })}>
                    {t('staff.changeTeam')}
                  </Button>
                  <Button size="small" color="error" onClick={() => onClose(member)} aria-label={t('staff.closeNamed', { name })}>
                    {t('staff.close')}
                  </Button>
                </Stack>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </ListTable>
  );
}
