import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { TEAM_LOGO_MIME_TYPES, TEAM_TITLE_MAX, teamColourAt, type ManagerTeam, type TeamColour } from '@openset/contracts';
import { actionErrorKey, cleanText, useRunAction } from '@openset/web-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useCreateTeamMutation, useDeleteTeamLogoMutation, useUpdateTeamMutation, useUploadTeamLogoMutation } from '../manager-api/managerApi';
import { ColourPicker } from './ColourPicker';
import { TeamLogo } from './TeamLogo';
import { teamUpdate } from './teamUpdate';

/**
 * Create a team (its name and one of the six colours: the next of the cycle is chosen) or edit
 * one: name, colour and logo. The logo is the team's own file, so it is uploaded or removed at
 * once; name and colour are saved with Save.
 */
export function TeamDialog({ team, teamCount, onClose }: { team: ManagerTeam | null; teamCount: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation('common');
  const titleId = useId();
  const hintId = useId();
  const run = useRunAction();
  const [title, setTitle] = useState(team?.title ?? '');
  const [colour, setColour] = useState<TeamColour>(team?.colour ?? teamColourAt(teamCount));
  const [missing, setMissing] = useState(false);
  const [create, creating] = useCreateTeamMutation();
  const [update, updating] = useUpdateTeamMutation();
  const [upload] = useUploadTeamLogoMutation();
  const [removeLogo, removing] = useDeleteTeamLogoMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [shown, setShown] = useState(team);
  const saving = creating.isLoading || updating.isLoading;
  const busy = saving || progress !== null || removing.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = cleanText(title);
    if (!name) return setMissing(true);
    const done = team
      ? await run(() => update({ id: team.id, body: teamUpdate(shown ?? team, { title: name, colour }) }).unwrap(), `${NS}:teams.saved`)
      : await run(() => create({ title: name, colour }).unwrap(), `${NS}:teams.created`, { title: name });
    if (done) onClose();
  };

  const chooseLogo = async (file: File | undefined) => {
    if (!file || !team) return;
    setLogoError(null);
    setProgress(0);
    try {
      setShown(await upload({ id: team.id, file, onProgress: setProgress }).unwrap());
    } catch (error) {
      setLogoError(common(actionErrorKey(error) ?? 'errors.uploadError'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{team ? t('teamForm.editTitle') : t('teamForm.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <TextField
              label={t('teamForm.name')}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setMissing(false);
              }}
              required
              autoFocus
              error={missing}
              helperText={missing ? t('teamForm.required') : undefined}
              slotProps={{ htmlInput: { maxLength: TEAM_TITLE_MAX } }}
              fullWidth
            />
            <ColourPicker value={colour} onChange={setColour} disabled={saving} />
            {team && shown && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('teamForm.logo')}
                </Typography>
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <TeamLogo team={{ ...shown, colour }} />
                  <Button component="label" variant="outlined" disabled={busy}>
                    {shown.logoResourceId ? t('teamForm.replaceLogo') : t('teamForm.uploadLogo')}
                    <input
                      type="file"
                      hidden
                      accept={TEAM_LOGO_MIME_TYPES.join(',')}
                      aria-describedby={hintId}
                      onChange={(event) => {
                        void chooseLogo(event.target.files?.[0]);
                        event.target.value = '';
                      }}
                    />
                  </Button>
                  {shown.logoResourceId && (
                    <Button disabled={busy} onClick={() => void run(async () => setShown(await removeLogo(team.id).unwrap()))}>
                      {t('teamForm.removeLogo')}
                    </Button>
                  )}
                </Stack>
                <Typography id={hintId} variant="body2" color={logoError ? 'error' : 'text.secondary'} role={logoError ? 'alert' : undefined} sx={{ mt: 1 }}>
                  {logoError ? `${common('errors.uploadErrorTitle')}: ${logoError}` : t('teamForm.logoHint')}
                </Typography>
                {progress !== null && (
                  <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('teamForm.uploading', { percent: Math.round(progress * 100) })} sx={{ mt: 1 }} />
                )}
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('teamForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={busy && !saving}>
            {t('teamForm.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
