import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { AssignedOutcome } from '@openset/contracts';
import { localDay, useRunAction } from '@openset/web-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useUpdateOutcomeMutation } from '../../outcomes-api/outcomesApi';
import { scheduleForm, scheduleInput, scheduleProblems } from '../model/schedule';
import { ScheduleFields } from './ScheduleFields';

/** The edit view's schedule and instructions: a new schedule plans the next invitation from now. */
export function EditScheduleDialog({ outcome, onClose }: { outcome: AssignedOutcome; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const today = localDay();
  const [form, setForm] = useState(() => scheduleForm(outcome.schedule, today));
  const [instructions, setInstructions] = useState(outcome.instructions);
  const [update, updating] = useUpdateOutcomeMutation();
  const problems = scheduleProblems(form, today);
  const save = async () => {
    const saved = await run(() => update({ id: outcome.id, body: { enabled: outcome.enabled, schedule: scheduleInput(form), instructions: instructions.trim() } }).unwrap(), 'flash.saved');
    if (saved) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-schedule-title">
      <DialogTitle id="edit-schedule-title">{t('detail.editSchedule')}</DialogTitle>
      <DialogContent>
        <ScheduleFields form={form} onChange={setForm} problems={problems} today={today} />
        <TextField
          label={t('wizard.instructions')}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value.replace(/[<>]/g, '').slice(0, 2000))}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={problems.length > 0} loading={updating.isLoading} onClick={() => void save()}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
