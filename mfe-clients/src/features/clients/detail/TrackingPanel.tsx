import { Alert, Box, Chip, LinearProgress, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { DAY_MS, type Tracking } from '@openset/contracts';
import { dateFormat, dayAxisBounds, diaryAxisRange, diarySeries, type DiarySeries, diaryTickFormat, diaryValueFormat, ErrorPanel, LoadingState, localMidnight, ownTimeZone, useLang, visuallyHidden } from '@openset/web-kit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useClientTrackingQuery } from '../../clients-api/clientsApi';
import { adherenceWeeks, clientTimeZoneLabel, percentLabel, TRACKING_WEEKS, trackingRange, weekMonths, type TrackingWeeks } from '../model/tracking';
import { AdherenceCalendar } from './AdherenceCalendar';
import { isPermissionRefusal, RestrictedPanel } from './RestrictedPanel';

/**
 * The client's tracking (health information): adherence as a calendar of done days with its
 * percentage, and each diary as a line chart with the same values in a visually hidden table.
 * Loaded lazily (the charts library is big). restrictPhi staff get the "not available" panel.
 */
export default function TrackingPanel({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  // The last 4 weeks to start with; 12 or 26 to look back over a whole program.
  const [period, setPeriod] = useState<TrackingWeeks>(4);
  const range = useMemo(() => trackingRange(period), [period]);
  const tracking = useClientTrackingQuery({ id: clientId, range }, { refetchOnMountOrArgChange: true });
  const lang = useLang();
  const dayFormat = dateFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
  const monthFormat = dateFormat(lang, { month: 'short', timeZone: 'UTC' });
  const monthYearFormat = dateFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' });

  if (tracking.isError) return isPermissionRefusal(tracking.error) ? <RestrictedPanel /> : <ErrorPanel message={t('tracking.error')} onRetry={() => void tracking.refetch()} />;
  if (!tracking.data) return <LoadingState label={t('tracking.loading')} />;
  const data = tracking.data;
  const weeks = adherenceWeeks(data);
  const months = weekMonths(weeks);
  // The year with the first row's month and with January's, so a half year across New Year reads right.
  const monthLabel = (month: string, row: number) => (row === 0 || month.endsWith('-01-01') ? monthYearFormat : monthFormat).format(new Date(`${month}T00:00:00Z`));
  const clientZone = clientTimeZoneLabel(data.timeZone, ownTimeZone(), lang);
  const series = diarySeries(data.diaries);
  const named = new Map(data.adherence.exercises.map((one) => [`${one.setId}/${one.exerciseKey}`, t('tracking.dayExerciseName', { title: one.title, set: one.setName })]));
  const nameOf = (setId: string, exerciseKey: string) => named.get(`${setId}/${exerciseKey}`) ?? exerciseKey;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={tracking.isFetching}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('tracking.adherence')}
        </Typography>
        <TextField select size="small" label={t('tracking.period')} value={period} onChange={(event) => setPeriod(Number(event.target.value) as TrackingWeeks)} sx={{ minWidth: 200 }}>
          {TRACKING_WEEKS.map((count) => (
            <MenuItem key={count} value={count}>
              {t('tracking.lastWeeks', { count })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* Another period is loading: the last one stays on screen until it comes. */}
      <Box sx={{ height: 4, mb: 1 }}>{tracking.isFetching && <LinearProgress aria-label={t('tracking.loading')} sx={{ height: 4 }} />}</Box>
      <Typography data-testid="adherence-summary" sx={{ mb: 2 }}>
        {data.adherence.exercises.length === 0 ? (
          // Nothing asked of the client is not a failing score of 0%.
          t('tracking.nothingPlanned', { from: formatDay(data.from), to: formatDay(data.to) })
        ) : data.adherence.percentage === null ? (
          // A program put in the portal today: its first day is not over, so not 0% either.
          t('tracking.nothingCountedYet', { from: formatDay(data.from), to: formatDay(data.to) })
        ) : (
          <>
            <Box component="strong" sx={{ fontSize: '1.5rem', mr: 1 }}>
              {percentLabel(data.adherence.percentage, lang)}
            </Box>
            {t('tracking.adherenceSummary', { from: formatDay(data.from), to: formatDay(data.to) })}
          </>
        )}
      </Typography>
      {clientZone && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {t('tracking.clientTimeZone', { zone: clientZone })}
        </Typography>
      )}
      <AdherenceCalendar weeks={weeks} monthOf={(row) => (months[row] ? monthLabel(months[row], row) : null)} formatDay={formatDay} nameOf={nameOf} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('tracking.frequencyNote')}
      </Typography>
      {data.adherence.exercises.length > 0 && <ExerciseAdherence exercises={data.adherence.exercises} />}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('tracking.diaries')}
      </Typography>
      {/* Past the limit the oldest entries are not drawn: said, not left for the clinician to miss. */}
      {data.diaries.length < data.diaryTotal && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="diaries-limited">
          {t('tracking.diariesLimited', { shown: data.diaries.length, total: data.diaryTotal, from: formatDay(data.diaries.at(-1)?.date ?? data.from) })}
        </Alert>
      )}
      {series.length === 0 ? (
        <Typography color="text.secondary">{t('tracking.noDiaries')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {series.map((diary) => (
            <DiaryChart key={diary.type} diary={diary} period={data} formatDay={formatDay} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Each exercise's adherence over the period, so the one a client leaves out shows. */
function ExerciseAdherence({ exercises }: { exercises: Tracking['adherence']['exercises'] }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const manySets = new Set(exercises.map((exercise) => exercise.setId)).size > 1;
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('tracking.byExercise')}
      </Typography>
      {/* A phone scrolls the table in its own box, not the page. */}
      <TableContainer>
        <Table size="small" aria-labelledby={headingId} sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{t('tracking.exercise')}</TableCell>
              <TableCell component="th" scope="col">{t('tracking.howOften')}</TableCell>
              <TableCell component="th" scope="col" align="right">{t('tracking.daysDone')}</TableCell>
              <TableCell component="th" scope="col" align="right">{t('tracking.exerciseAdherence')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {exercises.map((exercise) => (
              <TableRow key={`${exercise.setId}/${exercise.exerciseKey}`} data-testid="exercise-adherence">
                <TableCell component="th" scope="row">
                  {exercise.title}
                  {manySets && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {exercise.setName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{exercise.daysPerWeek === 7 ? t('tracking.everyDay') : t('tracking.daysPerWeek', { count: exercise.daysPerWeek })}</TableCell>
                <TableCell align="right">{exercise.done}</TableCell>
                <AdherenceCell percentage={exercise.percentage} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** An exercise's own percentage; "Not yet" while only today, not over, has it due. */
function AdherenceCell({ percentage }: { percentage: number | null }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  if (percentage === null) return <TableCell align="right">{t('tracking.notYet')}</TableCell>;
  const low = percentage < 50;
  // Low adherence in words as well as in red, so it is not told by colour alone.
  return (
    <TableCell align="right" sx={low ? { color: 'error.main', fontWeight: 600, whiteSpace: 'nowrap' } : undefined}>
      {percentLabel(percentage, lang)}
      {low && <Chip label={t('tracking.low')} size="small" color="error" variant="outlined" sx={{ ml: 1, fontWeight: 600 }} />}
    </TableCell>
  );
}

/** One diary's chart over the view's whole period (`period`), so the charts line up day for day. */
function DiaryChart({ diary, period, formatDay }: { diary: DiarySeries; period: { from: string; to: string }; formatDay: (date: string) => string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const lang = useLang();
  const axisDay = dateFormat(lang, { month: 'short', day: 'numeric' });
  const formatNumber = useMemo(() => diaryValueFormat(lang), [lang]);
  const title = t(`tracking.diary.${diary.type}`);
  const dates = diary.points.map((point) => formatDay(point.date));
  const days = diary.points.map((point) => localMidnight(point.date));
  const notes = diary.points.flatMap((point, index) => (point.note ? [{ date: dates[index], note: point.note, index }] : []));
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={headingId} sx={{ m: 0, p: 2 }} data-testid={`diary-${diary.type}`}>
      <Typography id={headingId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* The chart is a picture of the table below, which screen readers read instead: inert,
          so that its focusable surface is no silent tab stop either (aria-hidden left it one). */}
      <Box inert>
        <LineChart
          height={220}
          skipAnimation
          // A time axis: days as far apart as they are, two entries of one day above that day.
          xAxis={[{ data: days, scaleType: 'time', ...dayAxisBounds(period), tickMinStep: DAY_MS, valueFormatter: (value: Date) => axisDay.format(value) }]}
          yAxis={[{ ...diaryAxisRange(diary.type), valueFormatter: diaryTickFormat(diary.type, lang) }]}
          series={diary.keys.map((key) => ({
            label: t(`tracking.key.${key}`),
            data: diary.points.map((point) => point.values[key] ?? null),
            connectNulls: true,
            // Each entry a dot: a diary of one entry is a dot, not an empty chart.
            showMark: true,
            valueFormatter: (value: number | null) => formatNumber(value),
          }))}
          hideLegend={diary.keys.length === 1}
        />
      </Box>
      {/* Hidden by a box: a table ignores the style's 1px width, and its long rows widened the page. */}
      <Box sx={visuallyHidden}>
        <Table size="small" aria-label={t('tracking.tableOf', { name: title })}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('tracking.date')}
              </TableCell>
              {diary.keys.map((key) => (
                <TableCell key={key} component="th" scope="col">
                  {t(`tracking.key.${key}`)}
                </TableCell>
              ))}
              {notes.length > 0 && (
                <TableCell component="th" scope="col">
                  {t('tracking.note')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {diary.points.map((point, index) => (
              <TableRow key={index}>
                <TableCell component="th" scope="row">
                  {dates[index]}
                </TableCell>
                {diary.keys.map((key) => (
                  <TableCell key={key}>{formatNumber(point.values[key])}</TableCell>
                ))}
                {notes.length > 0 && <TableCell>{point.note ?? ''}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {/* The client's own words beside the numbers (also in the table above, for screen readers). */}
      {notes.length > 0 && (
        <Box sx={{ mt: 1 }} data-testid={`diary-notes-${diary.type}`}>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            {t('tracking.notes')}
          </Typography>
          <Box component="ul" aria-label={t('tracking.notesOf', { name: title })} sx={{ m: 0, pl: 2.5 }}>
            {notes.map((item) => (
              <Typography key={item.index} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary', mr: 1 }}>
                  {item.date}
                </Box>{' '}
                {item.note}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
