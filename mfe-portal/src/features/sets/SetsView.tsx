import { Alert, Box, Button, Checkbox, Chip, Divider, FormControlLabel, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { daysPerWeek, mondayOf, parameterName, portalRoutes, type PortalExercise, type PortalSet } from '@openset/contracts';
import { routeUrl, useLang } from '@openset/web-kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { queue, useOutboxEntries } from '../outbox/portalOutbox';
import { usePortalAdherenceQuery, usePortalSetsQuery } from '../portal/portalApi';
import { useToday } from '../portal/today';
import { useRetryWhenOnline } from '../portal/useRetryWhenOnline';
import { isMarkedDone, type Click } from './markedDone';
import { recordedDay, type RecordedDay } from './recordedDay';
import { daysDoneInWeek } from './weekProgress';

/** Shown 240 CSS pixels wide: 300 px files, 1000 px on dense screens. */
const fileUrl = (id: string, imgWidth?: 300 | 1000) => routeUrl(portalRoutes.resourceFile, { params: { id }, query: imgWidth ? { imgWidth } : {} });
const posterUrl = (id: string) => routeUrl(portalRoutes.resourcePoster, { params: { id }, query: { imgWidth: 1000 } });

interface Media {
  id: string;
  media: 'image' | 'video';
  poster: boolean;
  caption: string;
}

/** The thumbnail (an image) then the resources, each once. */
function mediaOf(exercise: PortalExercise): Media[] {
  const all: Media[] = [
    ...(exercise.thumbnailId ? [{ id: exercise.thumbnailId, media: 'image' as const, poster: false, caption: '' }] : []),
    ...exercise.resources.map((resource) => ({ id: resource.resourceId, media: resource.media, poster: resource.poster, caption: resource.caption })),
  ];
  const seen = new Map<string, Media>();
  for (const item of all) seen.set(item.id, { ...item, caption: item.caption || seen.get(item.id)?.caption || '' });
  return [...seen.values()];
}

/**
 * The client's enabled sets: coversheet, then exercises and dividers in order. Exercises are
 * marked done for today, or for yesterday when the client forgot to mark them then.
 */
export function SetsView({ online }: { online: boolean }) {
  const { t } = useTranslation(NS);
  // Read again when the connection returns and when the app comes back to the foreground: the
  // clinician may have changed the sets meanwhile (the kit's store listens for both).
  const sets = usePortalSetsQuery(undefined, { refetchOnReconnect: true, refetchOnFocus: true });
  // Drawn again at midnight and when the page is shown again (an app resumed the next morning).
  const today = useToday();
  const yesterday = recordedDay('yesterday');
  const [recorded, setRecorded] = useState<RecordedDay>('today');
  const day = recorded === 'today' ? today : yesterday;
  const monday = mondayOf(day);
  // The marks of this week and of yesterday's (on a Monday, last week): the boxes of either day,
  // and the week's progress of exercises of fewer days (3/7).
  const from = mondayOf(yesterday);
  const adherence = usePortalAdherenceQuery({ from, to: today });
  // Until the first answer the boxes and the week's numbers would say "not done": say it is loading.
  const marksKnown = adherence.data !== undefined;
  const marksFailed = !marksKnown && adherence.isError;
  const waiting = useOutboxEntries();
  const [clicks, setClicks] = useState<ReadonlyMap<string, Click>>(new Map());
  // The phone's storage would not keep the last mark (full, or blocked): it was not recorded.
  const [notKept, setNotKept] = useState(false);
  const mark = useCallback((setId: string, exerciseKey: string, done: boolean) => {
    // The day of the tap, not of the last drawing of the screen (which may be yesterday's).
    const date = recordedDay(recorded);
    // Queued first: the box shows the mark only once it is kept.
    const kept = queue({ kind: 'adherence', body: { setId, exerciseKey, date, done } }) !== null;
    setNotKept(!kept);
    if (kept) setClicks((before) => new Map(before).set(`${date}|${setId}/${exerciseKey}`, { done, at: Date.now() }));
  }, [recorded]);
  // Back online after the marks could not be read: read them again.
  useRetryWhenOnline(online, marksFailed, adherence.refetch);

  if (sets.isLoading) return <Typography role="status">{t('sets.loading')}</Typography>;
  if (!sets.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void sets.refetch()}>{t('sets.retry')}</Button>}>
        {t('sets.failed')}
      </Alert>
    );
  }
  const server = new Set((adherence.data?.items ?? []).map((item) => `${item.date}|${item.setId}/${item.exerciseKey}`));
  // The latest waiting mark of an exercise and day wins over what the server last said.
  const pending = new Map<string, boolean>();
  for (const entry of waiting) {
    if (entry.kind === 'adherence' && entry.body.date >= from) pending.set(`${entry.body.date}|${entry.body.setId}/${entry.body.exerciseKey}`, entry.body.done ?? true);
  }
  const sources = { waiting: pending, clicks, server, readStartedAt: adherence.startedTimeStamp, reading: adherence.isFetching };
  const week = { monday, day, today, server, waiting: pending };
  const labels = {
    done: t(recorded === 'today' ? 'sets.doneToday' : 'sets.doneYesterday'),
    week: monday === mondayOf(today) ? 'sets.weekProgress' : 'sets.lastWeekProgress',
  } as const;
  return (
    <Stack spacing={3}>
      {/* A note, not an interruption: the page's banner has said "offline" already. */}
      {!online && (
        <Alert role="status" severity="info">
          {t('sets.offlineCopy')}
        </Alert>
      )}
      {notKept && (
        <Alert severity="error" onClose={() => setNotKept(false)}>
          {t('notKept')}
        </Alert>
      )}
      {sets.data.items.length === 0 && <Typography>{t('sets.none')}</Typography>}
      {sets.data.items.length > 0 && (
        <Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="recorded-day">{t('sets.recordedDay')}</Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={recorded}
              onChange={(_, value: RecordedDay | null) => value && setRecorded(value)}
              aria-labelledby="recorded-day"
            >
              <ToggleButton value="today">{t('sets.today')}</ToggleButton>
              <ToggleButton value="yesterday">{t('sets.yesterday')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <Box role="status" aria-live="polite">
            {adherence.isLoading && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('sets.marksLoading')}
              </Typography>
            )}
          </Box>
          {marksFailed && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t(online ? 'sets.marksFailed' : 'sets.marksOffline')}
              </Typography>
              {online && (
                <Button size="small" onClick={() => void adherence.refetch()}>
                  {t('sets.retry')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      )}
      {sets.data.items.map((set) => (
        <SetCard
          key={set.id}
          set={set}
          labels={labels}
          weekKnown={marksKnown}
          doneOf={(key) => isMarkedDone(`${day}|${set.id}/${key}`, sources)}
          weekDoneOf={(key, doneOnDay) => daysDoneInWeek(`${set.id}/${key}`, doneOnDay, week)}
          waitingOf={(key) => pending.has(`${day}|${set.id}/${key}`)}
          onMark={mark}
        />
      ))}
    </Stack>
  );
}

type Mark = (setId: string, exerciseKey: string, done: boolean) => void;

/** The box's label (Done today, Done yesterday) and the week progress's key (this week, last week). */
interface MarkLabels {
  done: string;
  week: 'sets.weekProgress' | 'sets.lastWeekProgress';
}

interface SetCardProps {
  set: PortalSet;
  labels: MarkLabels;
  onMark: Mark;
  /** Whether the exercise is done on the day being recorded. */
  doneOf: (exerciseKey: string) => boolean;
  /** Days of that day's week the exercise was done, the day's own as `doneOf` says. */
  weekDoneOf: (exerciseKey: string, doneOnDay: boolean) => number;
  /** Whether the marks have been read (else the week's numbers are not shown). */
  weekKnown: boolean;
  waitingOf: (exerciseKey: string) => boolean;
}

function SetCard({ set, labels, onMark, doneOf, weekDoneOf, weekKnown, waitingOf }: SetCardProps) {
  let n = 0;
  return (
    <Box component="article" aria-labelledby={`set-${set.id}`}>
      <Typography id={`set-${set.id}`} variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
        {set.title || set.savename}
      </Typography>
      <SetPdfLink set={set} />
      {set.instructions && <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{set.instructions}</Typography>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {set.elements.map((element) =>
          element.type === 'setDivider' ? (
            <Box component="li" key={element.key} aria-label={element.title || undefined}>
              <Divider sx={{ my: 1 }} />
              {element.title && (
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
                  {element.title}
                </Typography>
              )}
              {element.instructions && <Typography sx={{ whiteSpace: 'pre-line' }}>{element.instructions}</Typography>}
            </Box>
          ) : (
            <ExerciseCard
              key={element.key}
              n={++n}
              exercise={element}
              setId={set.id}
              labels={labels}
              onMark={onMark}
              done={doneOf(element.key)}
              weekDoneOf={weekKnown ? (doneOnDay) => weekDoneOf(element.key, doneOnDay) : null}
              waiting={waitingOf(element.key)}
            />
          ),
        )}
      </Stack>
      {set.education.length > 0 && <SetEducation set={set} />}
    </Box>
  );
}

/**
 * The articles attached to the set: each title opens its article in place (a disclosure the
 * keyboard and screen readers know). The text is HTML the server made or sanitised.
 */
/** The set as PDF (the portal's PDF route): every exercise at length, in the client's language. */
function SetPdfLink({ set }: { set: PortalSet }) {
  const { t } = useTranslation(NS);
  return (
    <Button component="a" size="small" variant="outlined" href={routeUrl(portalRoutes.setPdf, { params: { id: set.id } })} download sx={{ mb: 2 }}>
      {t('sets.pdf', { title: set.title || set.savename })}
    </Button>
  );
}

function SetEducation({ set }: { set: PortalSet }) {
  const { t } = useTranslation(NS);
  const headingId = `set-${set.id}-education`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }} data-testid="portal-education">
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('sets.education')}
      </Typography>
      <Stack spacing={1}>
        {set.education.map((article) => (
          <Paper key={article.id} variant="outlined" component="details" lang={article.lang} sx={{ p: 2, '& summary': { cursor: 'pointer', fontWeight: 600 }, '& h2, & h3': { fontSize: '1.05rem' } }}>
            <summary>{article.title}</summary>
            {article.summary && <Typography sx={{ fontStyle: 'italic', my: 1 }}>{article.summary}</Typography>}
            <div dangerouslySetInnerHTML={{ __html: article.html }} />
            {article.attachmentIds.map((id, index) => (
              <Box key={id} component="img" src={fileUrl(id, 300)} alt={t('sets.educationPicture', { n: index + 1, title: article.title })} sx={{ display: 'block', maxWidth: '100%', width: 300, mt: 1, borderRadius: 1 }} />
            ))}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

interface ExerciseCardProps {
  n: number;
  exercise: PortalExercise;
  setId: string;
  labels: MarkLabels;
  onMark: Mark;
  done: boolean;
  /** Null until the marks have been read. */
  weekDoneOf: ((doneOnDay: boolean) => number) | null;
  waiting: boolean;
}

function ExerciseCard({ n, exercise, setId, labels, onMark, done, weekDoneOf, waiting }: ExerciseCardProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const headingId = `ex-${setId}-${exercise.key}`;
  const weekId = `${headingId}-week`;
  const doneId = `${headingId}-done`;
  const perWeek = daysPerWeek(exercise.parameters);
  const showWeek = perWeek < 7 && weekDoneOf !== null;
  const media = mediaOf(exercise);
  const mirror = exercise.reflect ? { transform: 'scaleX(-1)' } : {};
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('sets.exercise', { n, title: exercise.title })}
      </Typography>
      {media.length > 0 && (
        // Several pictures may be wider than the phone: the strip then scrolls, and a keyboard
        // can only scroll what it can focus, so the strip of several is a named stop of its own.
        <Stack
          direction="row"
          spacing={1}
          {...(media.length > 1 ? { tabIndex: 0, role: 'region', 'aria-label': t('sets.pictures', { title: exercise.title }) } : {})}
          sx={{ overflowX: 'auto', mb: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {media.map((item) => (
            <Box component="figure" key={item.id} sx={{ m: 0, flex: '0 0 auto', maxWidth: '100%' }}>
              {item.media === 'video' ? (
                <Box
                  component="video"
                  controls
                  preload="metadata"
                  playsInline
                  src={fileUrl(item.id)}
                  poster={item.poster ? posterUrl(item.id) : undefined}
                  // What it shows; the caption under it is read as the figure's caption.
                  aria-label={t('sets.video', { title: exercise.title })}
                  // Not mirrored: the browser's own controls would turn round with the picture.
                  sx={{ display: 'block', width: 240, maxWidth: '100%', height: 'auto', borderRadius: 1 }}
                />
              ) : (
                <Box
                  component="img"
                  src={fileUrl(item.id, 300)}
                  srcSet={`${fileUrl(item.id, 300)} 1x, ${fileUrl(item.id, 1000)} 2x`}
                  alt={t('sets.image', { title: exercise.title })}
                  loading="lazy"
                  sx={{ display: 'block', width: 240, maxWidth: '100%', height: 'auto', borderRadius: 1, ...mirror }}
                />
              )}
              {item.caption && <Typography component="figcaption" variant="body2">{item.caption}</Typography>}
            </Box>
          ))}
        </Stack>
      )}
      {exercise.reflect && media.some((item) => item.media === 'image') && (
        <Typography variant="body2" color="text.secondary">
          {t('sets.mirrored')}
        </Typography>
      )}
      {exercise.parameters.length > 0 && (
        <Box component="dl" aria-label={t('sets.parameters')} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, my: 1 }}>
          {exercise.parameters.map((parameter) => (
            <Box key={parameter.key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {parameterName(parameter, lang)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {parameter.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {exercise.instructions && <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{exercise.instructions}</Typography>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={done}
              onChange={(event) => onMark(setId, exercise.key, event.target.checked)}
              // Named "Done today" and the exercise, so that a list of the page's controls tells them apart.
              slotProps={{ input: { 'aria-labelledby': `${doneId} ${headingId}`, ...(showWeek ? { 'aria-describedby': weekId } : {}) } }}
            />
          }
          label={<span id={doneId}>{labels.done}</span>}
        />
        {showWeek && (
          <Typography id={weekId} variant="body2" color="text.secondary" data-testid="week-progress">
            {t(labels.week, { done: weekDoneOf(done), count: perWeek })}
          </Typography>
        )}
        {waiting && <Chip size="small" color="warning" label={t('waiting')} />}
      </Stack>
    </Paper>
  );
}
