import { Dialog, DialogContent } from '@mui/material';
import { useId } from 'react';
import { TipsPages } from './TipsPages';

/** The tips as a dialog, opened from the Help menu: focus kept inside, Escape closes it. */
export function TipsDialog({ open, showWelcome, onClose }: { open: boolean; showWelcome: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogContent>
        <TipsPages titleId={titleId} showWelcome={showWelcome} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
