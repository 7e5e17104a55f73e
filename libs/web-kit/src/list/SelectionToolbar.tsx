import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
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
  /** What the list shows before the selection (the exercise browser: its result count). */
  summary?: ReactNode;
}

/**
 * The bar of a list with a capped selection (templates, clients, the exercise browser): how many
 * rows are selected and the cap, in a live region that is always there, Clear while something is
 * selected, the page's actions (`children`), and a note once the cap is reached.
 */
export function SelectionToolbar({ count, labels, onClear, children, cap = LIST_SELECTION_CAP, summary }: SelectionToolbarProps) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 48, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        {summary !== undefined && (
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ flex: 1, minWidth: 120 }}>
            {summary}
          </Typography>
        )}
        <Typography variant="body2" role="status" aria-live="polite" data-testid="selection-count" sx={summary === undefined ? { flex: 1 } : {}}>
          {count > 0 && (
            <>
              <strong>{labels.count}</strong>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {labels.max}
              </Box>
            </>
          )}
        </Typography>
        {count > 0 && (
          <Button size="small" onClick={onClear}>
            {labels.clear}
          </Button>
        )}
        {children}
      </Box>
      {count >= cap && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {labels.full}
        </Alert>
      )}
    </>
  );
}
