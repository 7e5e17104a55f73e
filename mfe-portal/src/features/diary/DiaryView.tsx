import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { DIARY_TYPES, type DiaryEntry, type DiaryType, type Lang } from '@openset/contracts';
import { localDay, startOfLocalDay, stripAngleBrackets, useLang } from '@openset/web-kit';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { EntryNotice } from '../outbox/EntryNotice';
import { useEntryNotice } from '../outbox/useEntryNotice';
import { usePortalDiariesQuery, type DayRange } from '../portal/portalApi';
import { useToday } from '../portal/today';
import { useRetryWhenOnline } from '../portal/useRetryWhenOnline';
import { diaryErrorText } from './diaryErrorText';
import { diaryFields, diaryInput, draftForToday, type DiaryDraft, type DiaryErrors } from './diaryModel';
import { formatDay, formatNumber, withUnit } from './diaryText';
import { notedOnDay } from './notedOnDay';
import { RecentEntries } from './RecentEntries';
import { useWaitingDiary } from './useWaitingDiary';
import { wrappingSelect } from './wrappingSelect';

// @mui/x-charts is the portal's biggest dependency: downloaded only when the diary is opened.
const DiaryCharts = lazy(() => import('./DiaryCharts'));

// The unit of water is the client's habit: kept from one entry to the next.
const fresh = (type: DiaryType = 'pain', waterUnit: DiaryDraft['waterUnit'] = 'l'): DiaryDraft => ({ type, date: localDay(), note: '', scale: 'rpe', waterUnit, values: {} });

/** The last 28 of the client's own days, today included (the server's default would be UTC's). */
function recentDays(now = new Date()): DayRange {
  return { from: localDay(startOfLocalDay(now, -27)), to: localDay(now) };
}

/** Diary: a new entry (validated with the contract's ranges), waiting and recent entries, charts. */
export function DiaryView({ online }: { online: boolean }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  // Drawn again at midnight and when the page is shown again: the recent days and the form's day follow.
  const today = useToday();
  const diaries = usePortalDiariesQuery(recentDays());
  const failed = !diaries.data && diaries.isError;
  // Back online after the entries could not be read: read them again.
  useRetryWhenOnline(online, failed, diaries.refetch);

  return (
    <Stack spacing={3}>
      <DiaryForm online={online} today={today} lang={lang} stored={diaries.data?.items} />
      <RecentEntries online={online} entries={diaries.data?.items} loading={diaries.isLoading} failed={failed} onRetry={() => void diaries.refetch()} />
      {diaries.data && diaries.data.items.length > 0 && (
        <Box component="section" aria-labelledby="diary-charts">
          <Typography id="diary-charts" variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('diary.charts')}
          </Typography>
          <Suspense fallback={<Typography role="status">{t('diary.chartsLoading')}</Typography>}>
            <DiaryCharts entries={diaries.data.items as DiaryEntry[]} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}

interface DiaryFormProps {
  online: boolean;
  today: string;
  lang: Lang;
  /** The recent days' stored entries, once read: what the form says is already noted on a day. */
  stored: readonly DiaryEntry[] | undefined;
}

function DiaryForm({ online, today, lang, stored = [] }: DiaryFormProps) {
  const { t } = useTranslation(NS);
  // Ranges in the client's language: "0,01–10" and "100 000" in French.
  const number = (value: number) => formatNumber(value, lang);
  const [kept, setDraft] = useState<DiaryDraft>(fresh);
  // Until the client changes something, the form is for the current day (draftForToday).
  const [touched, setTouched] = useState(false);
  const draft = draftForToday(kept, touched, today);
  const edit = (next: DiaryDraft) => {
    setDraft(next);
    setTouched(true);
  };
  const restart = (type: DiaryType) => {
    setDraft(fresh(type, kept.waterUnit));
    setTouched(false);
  };
  const [errors, setErrors] = useState<DiaryErrors>({});
  const notice = useEntryNotice(online);
  const fields = diaryFields(draft.type, draft.waterUnit);
  const { adding, deleting } = useWaitingDiary();
  const already = notedOnDay(draft.type, draft.date, draft.waterUnit, { stored, waiting: adding.map((entry) => entry.body), deleting });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = diaryInput(draft, lang);
    if ('errors' in result) {
      setErrors(result.errors);
      notice.clear();
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`diary-${first}`)?.focus();
      return;
    }
    setErrors({});
    // Queued first: the form is emptied only once the entry is kept.
    if (notice.send({ kind: 'diary', body: result.input })) restart(draft.type);
  };

  const errorText = (name: keyof DiaryErrors) => {
    const error = errors[name];
    return error ? diaryErrorText(t, lang, error, fields.find((candidate) => candidate.name === name)) : undefined;
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="diary-new" sx={{ p: 2 }}>
      <Typography id="diary-new" variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('diary.heading')}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <TextField
          select
          {...wrappingSelect}
          id="diary-type"
          label={t('diary.type')}
          value={draft.type}
          onChange={(event) => {
            restart(event.target.value as DiaryType);
            setErrors({});
            notice.clear();
          }}
        >
          {DIARY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`diaryTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {draft.type === 'rpe' && (
          <TextField select {...wrappingSelect} label={t('diary.scale')} value={draft.scale} onChange={(event) => edit({ ...draft, scale: event.target.value as DiaryDraft['scale'] })}>
            <MenuItem value="rpe">{t('scales.rpe')}</MenuItem>
            <MenuItem value="dyspnea">{t('scales.dyspnea')}</MenuItem>
          </TextField>
        )}
        {draft.type === 'water' && (
          <TextField
            select
            {...wrappingSelect}
            label={t('diary.waterUnit')}
            value={draft.waterUnit}
            onChange={(event) => {
              edit({ ...draft, waterUnit: event.target.value as DiaryDraft['waterUnit'], values: {} });
              setErrors({});
            }}
          >
            <MenuItem value="l">{t('units.l')}</MenuItem>
            <MenuItem value="ml">{t('units.ml')}</MenuItem>
          </TextField>
        )}
        {fields.map((field) => {
          const label = fields.length > 1 ? t(`fields.${field.name}`) : t(`diaryTypes.${draft.type}`);
          const unit = field.unit ? t(`units.${field.unit}`) : null;
          const range = `${number(field.min)}–${number(field.max)}`;
          return (
            <TextField
              key={field.name}
              id={`diary-${field.name}`}
              // "Heart rate (bpm)", but "Steps", not "Steps (steps)".
              label={unit && unit.toLowerCase() !== label.toLowerCase() ? `${label} (${unit})` : label}
              // Text, not type="number": a number field drops a French decimal comma as it is
              // typed ("0,5" became 5). numberOf reads either mark; the phone still shows digits.
              type="text"
              autoComplete="off"
              required
              value={draft.values[field.name] ?? ''}
              onChange={(event) => edit({ ...draft, values: { ...draft.values, [field.name]: event.target.value } })}
              error={Boolean(errors[field.name])}
              // "0–24 hours", "0,01–10 litres": the unit's plural is the maximum's.
              helperText={errorText(field.name) ?? (field.unit ? withUnit(t, field.unit, range, field.max) : range)}
              slotProps={{ htmlInput: { inputMode: field.step < 1 ? 'decimal' : 'numeric' } }}
            />
          );
        })}
        <TextField
          id="diary-date"
          label={t('diary.date')}
          type="date"
          value={draft.date}
          onChange={(event) => edit({ ...draft, date: event.target.value })}
          error={Boolean(errors.date)}
          helperText={errorText('date')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <Box role="status" aria-live="polite">
          {already !== null && fields[0]?.unit && (
            <Typography variant="body2" data-testid="diary-already-noted">
              {t(draft.date === today ? 'diary.alreadyToday' : 'diary.alreadyOnDay', {
                day: formatDay(draft.date, lang),
                amount: withUnit(t, fields[0].unit, number(already), already),
              })}
            </Typography>
          )}
        </Box>
        <TextField
          id="diary-note"
          label={t('diary.note')}
          multiline
          minRows={2}
          value={draft.note}
          // Spec section 5: text fields refuse < and > as they are typed.
          onChange={(event) => edit({ ...draft, note: stripAngleBrackets(event.target.value) })}
          error={Boolean(errors.note)}
          helperText={errorText('note')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button type="submit" variant="contained">
          {t('diary.save')}
        </Button>
        <EntryNotice phase={notice.phase} text={(phase) => t(`diary.notice.${phase}`)} />
      </Stack>
    </Paper>
  );
}
