import { Paper } from '@mui/material';
import type { ClinicianProfile } from '@openset/contracts';
import { useAppSelector } from '@openset/web-kit';
import { useEffect, useId, useState } from 'react';
import { TipsPages } from './TipsPages';
import { rememberTipsShown, tipsShownFor } from './welcomeOnce';

/**
 * The tips after a clinician signs in (spec section 2: tips welcome dialog, switched off by the
 * profile's showWelcome). Shown once per sign-in, in a panel of its own under the frame's bar, as
 * the cookie bar is: it never covers the screen nor holds the keyboard, so whoever came to work
 * goes on, and whoever wants the tips reads them there (decision 020). Managers get none.
 */
export function WelcomeTips({ profile }: { profile: ClinicianProfile }) {
  const token = useAppSelector((state) => state.session.csrfToken);
  const titleId = useId();
  const [open, setOpen] = useState(() => profile.showWelcome && token !== null && !tipsShownFor(token));

  useEffect(() => {
    if (open && token) rememberTipsShown(token);
  }, [open, token]);

  if (!open) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={0}
      square
      sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="welcome-tips"
    >
      <TipsPages titleId={titleId} showWelcome={profile.showWelcome} onClose={() => setOpen(false)} />
    </Paper>
  );
}
