import { Alert, Box, IconButton, Tooltip, Typography } from '@mui/material';
import { CloseIcon } from '../ui/icons';
import { useRef, type ReactNode } from 'react';
import { LIST_SELECTION_CAP } from './selection';

export interface SelectionToolbarLabels {
  /** "3 selected" */
  count: string;
  /** "(at most 100)" */
  max: string;
  clear: string;
  /** Shown once the selection reaches the cap. */
  full: string;
}

export interface SelectionToolbarProps {
  count: number;
  labels: SelectionToolbarLabels;
  onClear: () => void;
  /** The page's actions on the selection. */
  children: ReactNode;
  /** The selection's cap (lists: 100; the exercise browser: 50). */
  cap?: number;
  /** What the list shows while nothing is selected (the exercise browser: its result count). */
  summary?: ReactNode;
}

/**
 * The bar of a list with a capped selection (templates, clients, the exercise browser). One
 * live region says either what the list shows (`summary`) or, while rows are selected, how many
 * and the cap; Clear (an icon button, its place kept while nothing is selected) and the page's
 * actions (`children`) stay where they are. Nothing moves when the first row is selected, so the
 * next click lands where the person aims. A note shows once the cap is reached.
 */
export function SelectionToolbar({ count, labels, onClear, children, cap = LIST_SELECTION_CAP, summary }: SelectionToolbarProps) {
  // Clear hides itself: the focus goes to the line that now says what the list shows.
  const status = useRef<HTMLSpanElement>(null);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 48, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography ref={status} tabIndex={-1} variant="body2" role="status" aria-live="polite" sx={{ flex: 1, minWidth: 96, '&:focus': { outline: 'none' } }}>
          {count > 0 ? (
            <span data-testid="selection-count">
              <strong>{labels.count}</strong>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {labels.max}
              </Box>
            </span>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {summary}
            </Box>
          )}
        </Typography>
        {/* Clear and the actions keep together: on a narrow phone they go under the count as one
            row, not one button left alone on a line of its own ("Supprimer" in French). */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <Tooltip title={labels.clear}>
            <IconButton
              size="small"
              aria-label={labels.clear}
              onClick={() => {
                onClear();
                status.current?.focus();
              }}
              sx={count > 0 ? {} : { visibility: 'hidden' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {children}
        </Box>
      </Box>
      {count >= cap && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {labels.full}
        </Alert>
      )}
    </>
  );
}
