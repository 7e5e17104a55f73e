import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { emailSchema, type ManagerTeam } from '@openset/contracts';
import { cleanText, useLang, useRunAction } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useInviteMutation } from '../manager-api/managerApi';

/**
 * Invite a staff member (spec section 6): an e-mail and a team; the invitee starts with the
 * team's flags. No invitation or seat left answers the catalogue's 'You have reached your max
 * allowed number of seats.', flashed.
 */
export function InviteDialog({ teams, onClose }: { teams: ManagerTeam[]; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const run = useRunAction();
  const lang = useLang();
  const [invite, inviting] = useInviteMutation();
  const [email, setEmail] = useState('');
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const [badEmail, setBadEmail] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) return setBadEmail(true);
    // The invitee reads the e-mail in the manager's language; they choose their own after.
    const body = { email: address, firstname: cleanText(firstname), lastname: cleanText(lastname), teamId, lang };
    const done = await run(() => invite(body).unwrap(), `${NS}:inviteForm.sent`, { email: address });
    if (done) onClose();
  };

  return (
    <Dialog open onClose={() => !inviting.isLoading && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('inviteForm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{teams.length > 0 ? t('inviteForm.intro') : t('inviteForm.noTeams')}</DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              label={t('inviteForm.email')}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setBadEmail(false);
              }}
              required
              autoFocus
              error={badEmail}
              helperText={badEmail ? t('inviteForm.invalidEmail') : undefined}
              slotProps={{ htmlInput: { maxLength: 254 } }}
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={t('inviteForm.firstname')} value={firstname} onChange={(event) => setFirstname(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} fullWidth />
              <TextField label={t('inviteForm.lastname')} value={lastname} onChange={(event) => setLastname(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} fullWidth />
            </Stack>
            <TextField select label={t('inviteForm.team')} value={teamId} onChange={(event) => setTeamId(event.target.value)} required disabled={teams.length === 0} fullWidth>
              {teams.map((team) => (
                <MenuItem key={team.id} value={team.id}>
                  {team.title}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={inviting.isLoading}>
            {t('inviteForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={inviting.isLoading} disabled={!teamId}>
            {t('inviteForm.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
