import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  title: string;
  subtitle?: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Full-width pages (the designer) drop the reading-width limit. */
  wide?: boolean;
}

/** The frame of every screen: one h1, an optional subtitle and actions, then the content. */
export function PageLayout({ title, subtitle, actions, children, wide }: PageLayoutProps) {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ px: { xs: 2, md: 4 }, py: 3, maxWidth: wide ? 'none' : 1200, mx: 'auto' }}>
      {/* On a narrow window the actions go under the title, each on one line, rather than
          squeezing the title and their own labels into two lines each. */}
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 3, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography id="page-title" variant="h1" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
