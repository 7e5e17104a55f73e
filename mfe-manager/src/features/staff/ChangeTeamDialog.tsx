import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { ManagerTeam, StaffMember } from '@openset/contracts';
import { ConfirmDialog, LoadingState, useRunAction } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useChangeTeamMutation, useStaffMemberQuery, useStaffQuery } from '../manager-api/managerApi';
import { memberName } from './memberName';

/**
 * Change a member's team (spec sections 2 and 6): the new team; when they have clients, whether
 * the clients move with them (confirmed first) or stay with the old team under a new primary
 * contact chosen among its other members.
 */
export function ChangeTeamDialog({ member, teams, onClose }: { member: StaffMember; teams: ManagerTeam[]; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const legendId = useId();
  const run = useRunAction();
  const detail = useStaffMemberQuery(member.id);
  const colleagues = useStaffQuery({ teamId: member.teamId, status: 'active', limit: 100 });
  const [changeTeam, changing] = useChangeTeamMutation();
  const others = teams.filter((team) => team.id !== member.teamId);
  const [teamId, setTeamId] = useState(others[0]?.id ?? '');
  const [moveClients, setMoveClients] = useState(true);
  const [contactId, setContactId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const name = memberName(member);
  const clients = detail.data?.clientCount ?? 0;
  const contacts = (colleagues.data?.items ?? []).filter((colleague) => colleague.id !== member.id);
  const teamTitle = teams.find((team) => team.id === teamId)?.title ?? '';
  const needsContact = clients > 0 && !moveClients;

  const save = async () => {
    const body = { teamId, moveClients: clients > 0 && moveClients, primaryContactId: needsContact ? contactId : null };
    const done = await run(() => changeTeam({ id: member.id, body }).unwrap(), `${NS}:changeTeam.done`, { name, team: teamTitle });
    setConfirming(false);
    if (done) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!teamId || (needsContact && !contactId)) return;
    // Spec section 2: moving the clients on a team change asks for confirmation.
    if (clients > 0 && moveClients) setConfirming(true);
    else void save();
  };

  return (
    <>
      <Dialog open={!confirming} onClose={() => !changing.isLoading && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('changeTeam.title', { name })}</DialogTitle>
          <DialogContent>
            {!detail.data ? (
              <LoadingState />
            ) : (
              <Stack spacing={3} sx={{ pt: 1 }}>
                <TextField select label={t('changeTeam.team')} value={teamId} onChange={(event) => setTeamId(event.target.value)} required fullWidth autoFocus>
                  {others.map((team) => (
                    <MenuItem key={team.id} value={team.id}>
                      {team.title}
                    </MenuItem>
                  ))}
                </TextField>
                {clients > 0 && (
                  <FormControl component="fieldset">
                    <FormLabel component="legend" id={legendId}>
                      {t('changeTeam.moveLegend')}
                    </FormLabel>
                    <RadioGroup aria-labelledby={legendId} value={moveClients ? 'move' : 'keep'} onChange={(event) => setMoveClients(event.target.value === 'move')}>
                      <FormControlLabel value="move" control={<Radio />} label={t('changeTeam.move')} />
                      <FormControlLabel value="keep" control={<Radio />} label={t('changeTeam.keep')} />
                    </RadioGroup>
                  </FormControl>
                )}
                {needsContact &&
                  (contacts.length > 0 ? (
                    <TextField select label={t('changeTeam.contact')} helperText={t('changeTeam.contactHint')} value={contactId} onChange={(event) => setContactId(event.target.value)} required fullWidth>
                      {contacts.map((colleague) => (
                        <MenuItem key={colleague.id} value={colleague.id}>
                          {memberName(colleague)}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <Typography color="text.secondary">{t('changeTeam.noContact')}</Typography>
                  ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={changing.isLoading}>
              {t('changeTeam.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={changing.isLoading} disabled={!detail.data || !teamId || (needsContact && !contactId)}>
              {t('changeTeam.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('changeTeam.confirmTitle', { name })}
        message={t('changeTeam.confirmMessage', { team: teamTitle })}
        confirmLabel={t('changeTeam.save')}
        busy={changing.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save()}
      />
    </>
  );
}
