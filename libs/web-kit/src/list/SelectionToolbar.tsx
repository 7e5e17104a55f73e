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

/**
 * The bar of a list with a capped selection (templates, clients): how many rows are selected and
 * the cap, in a live region that is always there, Clear while something is selected, the page's
 * bulk actions (`children`), and a note once the cap is reached.
 */
export function SelectionToolbar({ count, labels, onClear, children }: { count: number; labels: SelectionToolbarLabels; onClear: () => void; children: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 48, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status" aria-live="polite" data-testid="selection-count" sx={{ flex: 1 }}>
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
      {count >= LIST_SELECTION_CAP && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {labels.full}
        </Alert>
      )}
    </>
  );
}
