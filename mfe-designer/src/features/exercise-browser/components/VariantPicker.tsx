import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import type { ElementListItem, MovementFilters, MovementVariant } from '@openset/contracts';
import { ErrorPanel, LoadingState } from '@openset/web-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMovementVariantsQuery } from '../api/exercisesApi';
import { BROWSER_NS } from '../i18n/strings';
import { CloseIcon } from '../../../shared/icons';
import { AddToSetButton } from './AddToSetButton';
import { ElementRow } from './ElementRow';

export interface VariantPickerProps {
  /** The row whose movement is open, or null when the picker is closed. */
  row: ElementListItem | null;
  /** The list's search and filters: the picker lists the variants its row counted. */
  query: MovementFilters;
  lang: string;
  thumbWidth: number;
  isSelected: (id: string) => boolean;
  onToggleSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** Every variant stays addable to the open set. */
  onAddToSet: (id: string) => void;
  onToggleStar: (element: ElementListItem) => void;
  starBusyId: string | null;
  onClose: () => void;
}

/**
 * A movement's variants, one entry per variant as a row of the list (select to add to the set,
 * star, open the detail). A left and right pair is one entry, the left one: the set's reflect
 * flag mirrors it for the other side, and the other side is one click away for whoever wants
 * that exact element.
 */
export function VariantPicker(props: VariantPickerProps) {
  const { t } = useTranslation(BROWSER_NS);
  const titleId = useId();
  const { row } = props;
  const query = useMovementVariantsQuery(
    { movementKey: row?.movementKey ?? '', query: props.query, lang: props.lang },
    { skip: !row?.movementKey },
  );
  const entries = query.data?.items ?? [];

  return (
    <Dialog open={row !== null} onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('variants.title', { title: row?.title ?? '' })}
        <IconButton aria-label={t('actions.close')} onClick={props.onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {query.isError ? (
          <ErrorPanel message={t('variants.error')} onRetry={() => void query.refetch()} />
        ) : !query.data || (query.isFetching && entries.length === 0) ? (
          <LoadingState label={t('variants.loading')} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('variants.count', { count: query.data.total })}
            </Typography>
            <Box component="ul" aria-label={t('variants.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <Box component="li" key={entry.id} sx={{ minHeight: 96, py: 1, borderTop: 1, borderColor: 'divider' }}>
                  <ElementRow
                    element={{ ...entry, title: entry.variantLabel }}
                    thumbWidth={props.thumbWidth}
                    selected={props.isSelected(entry.id)}
                    onToggleSelect={() => props.onToggleSelect(entry.id)}
                    onOpen={() => props.onOpen(entry.id)}
                    onToggleStar={() => props.onToggleStar(entry)}
                    starBusy={props.starBusyId === entry.id}
                    note={<SideNote entry={entry} onOpen={props.onOpen} />}
                    addToSet={<AddToSetButton id={entry.id} title={entry.title} onAdd={() => props.onAddToSet(entry.id)} />}
                  />
                </Box>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Which side an entry is, that reflect mirrors it, and the other side's own element. */
function SideNote({ entry, onOpen }: { entry: MovementVariant; onOpen: (id: string) => void }) {
  const { t } = useTranslation(BROWSER_NS);
  if (!entry.side) return null;
  const other = entry.otherSide;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {t(`variants.${entry.side}`)}
      </Typography>
      {other && (
        <Button
          size="small"
          aria-haspopup="dialog"
          aria-label={t('variants.otherSideOf', { title: other.title })}
          onClick={() => onOpen(other.id)}
          sx={{ minHeight: 0, py: 0, px: 0.5, fontSize: '0.75rem', textTransform: 'none' }}
        >
          {other.side === 'right' ? t('variants.otherSide') : t('variants.otherSideLeft')}
        </Button>
      )}
    </Box>
  );
}
