import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useDateFormat, useRunAction } from '@openset/web-kit';
import type { HistoryPoint } from '@openset/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryQuery, useLazyHistoryPointQuery } from '../../sets-api/setsApi';
import { BUILDER_NS } from '../i18n/strings';

/**
 * The save and e-mail points of the open set, newest first; choosing one opens it as a new
 * document (spec section 4: history points are read-only). Loaded lazily by the builder.
 */
export default function HistoryDialog({
  setId,
  title,
  onClose,
  onOpen,
}: {
  setId: string | null;
  title: string;
  onClose: () => void;
  onOpen: (point: HistoryPoint) => void;
}) {
  const { t } = useTranslation(BUILDER_NS);
  const titleId = useId();
  const history = useHistoryQuery(setId ?? '', { skip: !setId });
  const [fetchPoint, pointState] = useLazyHistoryPointQuery();
  const runAction = useRunAction();
  const date = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const items = history.data?.items ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('history.title', { title })}</DialogTitle>
      <DialogContent>
        {!setId ? (
          <Typography>{t('history.notSaved')}</Typography>
        ) : history.isLoading ? (
          <Typography role="status">{t('history.loading')}</Typography>
        ) : items.length === 0 ? (
          <Typography>{t('history.empty')}</Typography>
        ) : (
          <List aria-label={t('toolbar.history')}>
            {items.map((point) => (
              <ListItemButton
                key={point.id}
                disabled={pointState.isFetching}
                onClick={async () => {
                  const full = await runAction(() => fetchPoint(point.id).unwrap());
                  if (full) onOpen(full);
                }}
              >
                <ListItemText
                  primary={`${t(`history.${point.type}`)} · ${date.format(new Date(point.created))}`}
                  secondary={`${point.savename || point.title} · ${point.exerciseCount}`}
                  aria-label={t('history.point', {
                    type: t(`history.${point.type}`),
                    date: date.format(new Date(point.created)),
                    title: point.savename || point.title,
                    count: point.exerciseCount,
                  })}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('presets.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
