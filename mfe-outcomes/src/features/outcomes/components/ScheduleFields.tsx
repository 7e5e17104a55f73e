import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { OUTCOME_SCHEDULE_KINDS, type OutcomeScheduleKind } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import type { ScheduleForm, ScheduleProblem } from '../model/schedule';

/**
 * The delivery of an outcome: once, at intervals or manual, with its dates and reminders; shared
 * by the assign wizard and the edit view. A field that cannot be sent says why under it.
 */
export function ScheduleFields({ form, onChange, problems, today }: { form: ScheduleForm; onChange: (form: ScheduleForm) => void; problems: readonly ScheduleProblem[]; today: string }) {
  const { t } = useTranslation(NS);
  const set = (part: Partial<ScheduleForm>) => onChange({ ...form, ...part });
  const problem = (field: ScheduleProblem) => (problems.includes(field) ? t(`schedule.problem.${field}`) : undefined);
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('schedule.kindLegend')}</FormLabel>
        <RadioGroup value={form.kind} onChange={(_event, kind) => set({ kind: kind as OutcomeScheduleKind })}>
          {OUTCOME_SCHEDULE_KINDS.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`schedule.kind.${kind}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {form.kind !== 'manual' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label={t('schedule.start')}
            value={form.start}
            onChange={(event) => set({ start: event.target.value })}
            error={Boolean(problem('start'))}
            helperText={problem('start') ?? t('schedule.startHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
          {form.kind === 'intervals' && (
            <>
              <TextField
                label={t('schedule.intervalDays')}
                value={form.intervalDays}
                onChange={(event) => set({ intervalDays: event.target.value.replace(/\D/g, '') })}
                error={Boolean(problem('intervalDays'))}
                helperText={problem('intervalDays')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                type="date"
                label={t('schedule.end')}
                value={form.end}
                onChange={(event) => set({ end: event.target.value })}
                error={Boolean(problem('end'))}
                helperText={problem('end') ?? t('schedule.endHelp')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.start || today } }}
              />
            </>
          )}
          <TextField
            label={t('schedule.reminderDays')}
            value={form.reminderDays}
            onChange={(event) => set({ reminderDays: event.target.value.replace(/\D/g, '') })}
            error={Boolean(problem('reminderDays'))}
            helperText={problem('reminderDays') ?? t('schedule.reminderHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
