import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DiaryEntry, Lang } from '@openset/contracts';
import { ConfirmDialog, useLang } from '@openset/web-kit';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { EntryNotice } from '../outbox/EntryNotice';
import { useEntryNotice } from '../outbox/useEntryNotice';
import { ReadFailedNote } from '../portal/ReadFailedNote';
import { describeEntry, formatDay } from './diaryText';
import { useWaitingDiary } from './useWaitingDiary';

interface RecentEntriesProps {
  online: boolean;
  /** The stored entries of the last days, newest first; undefined until read. */
  entries: readonly DiaryEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The entries waiting to be sent, then the stored ones, each of which the client may delete (a
 * pain of 8 typed for 3 would show the clinician a flare-up that never was). A deletion goes
 * through the outbox like an entry: kept offline, sent once, its notice under the list.
 */
export function RecentEntries({ online, entries, loading, failed, onRetry }: RecentEntriesProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { adding, deleting } = useWaitingDiary();
  const [asked, setAsked] = useState<DiaryEntry | null>(null);
  const deleted = useRef(false);
  // The last entry deleted here: once its deletion is sent it is not shown again with its
  // button for the moment the list takes to be read again.
  const [lastDeleted, setLastDeleted] = useState<string | null>(null);
  const notice = useEntryNotice(online);
  const gone = notice.phase === 'sent' ? lastDeleted : null;
  const shown = (entries ?? []).filter((entry) => entry.id !== gone).slice(0, 20);
  const heading = useRef<HTMLHeadingElement>(null);
  const line = (entry: DiaryEntry) => describeEntry(t, lang, { ...entry.values, type: entry.type });

  const remove = (entry: DiaryEntry) => {
    setAsked(null);
    deleted.current = true;
    setLastDeleted(entry.id);
    notice.send({ kind: 'diaryDelete', body: { id: entry.id } });
  };
  // The entry's button goes with it: the focus waits on the list's heading, under which the notice is read.
  const afterDialog = () => {
    if (deleted.current) heading.current?.focus();
    deleted.current = false;
  };

  return (
    <Box component="section" aria-labelledby="diary-recent">
      <Typography id="diary-recent" ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('diary.recent')}
      </Typography>
      <Box role="status" aria-live="polite">
        {loading && <Typography sx={{ mb: 1 }}>{t('diary.loading')}</Typography>}
      </Box>
      {failed && <ReadFailedNote online={online} message={t(online ? 'diary.failed' : 'diary.offline')} retryLabel={t('diary.retry')} onRetry={onRetry} />}
      <EntryNotice phase={notice.phase} text={(phase) => t(`diary.deleteNotice.${phase}`)} />
      <List dense aria-labelledby="diary-recent">
        {adding.map((entry) => (
          <ListItem key={entry.key} data-testid="diary-waiting">
            <ListItemText primary={describeEntry(t, lang, entry.body)} secondary={<DayAndNote day={entry.body.date} note={entry.body.note} lang={lang} />} />
            <Chip size="small" color="warning" label={t('waiting')} />
          </ListItem>
        ))}
        {shown.map((entry) => (
          <ListItem key={entry.id} data-testid="diary-entry" sx={{ gap: 1 }}>
            <ListItemText primary={line(entry)} secondary={<DayAndNote day={entry.date} note={entry.note} lang={lang} />} />
            {deleting.has(entry.id) ? (
              <Chip size="small" color="warning" label={t('diary.deleting')} />
            ) : (
              <Button size="small" color="error" aria-label={t('diary.deleteNamed', { entry: line(entry), day: formatDay(entry.date, lang) })} onClick={() => setAsked(entry)}>
                {t('diary.delete')}
              </Button>
            )}
          </ListItem>
        ))}
        {entries && adding.length === 0 && shown.length === 0 && (
          <ListItem>
            <ListItemText primary={t('diary.none')} />
          </ListItem>
        )}
      </List>
      <ConfirmDialog
        open={asked !== null}
        destructive
        title={t('diary.deleteTitle')}
        message={asked ? t('diary.deleteMessage', { entry: line(asked), day: formatDay(asked.date, lang) }) : ''}
        confirmLabel={t('diary.delete')}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && remove(asked)}
        onClosed={afterDialog}
      />
    </Box>
  );
}

/** An entry's day as the language writes it, and the client's note under it. */
function DayAndNote({ day, note, lang }: { day: string; note: string | null | undefined; lang: Lang }): ReactNode {
  const { t } = useTranslation(NS);
  return (
    <>
      <time dateTime={day}>{formatDay(day, lang)}</time>
      {note && (
        <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
          {t('diary.noteShown', { note })}
        </Box>
      )}
    </>
  );
}
