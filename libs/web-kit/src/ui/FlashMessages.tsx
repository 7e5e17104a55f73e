import { Alert, Portal, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashDismissed, flashDuration, giveWayIn, selectCurrentFlash, selectFlashesWaiting, type Flash } from '../flash/flashSlice';
import { useAppDispatch, useAppSelector } from '../store/store';

/**
 * Shows the flash queue one message at a time; one that waits cuts the shown one short
 * (`giveWayIn`). Errors are announced assertively
 * (role="alert"), the rest politely (role="status"), so screen readers hear every message.
 * Each is put at the end of the body as it comes (a portal, made anew for each message): an
 * open dialog hides the page it was opened from (aria-hidden), and a flash inside that page,
 * as "Saved." under the portal login's dialog, was never heard. A dialog that opens while a
 * flash is shown hides it too, as it hides every other child of the body: `useKeptHeard`.
 */
export function FlashMessages() {
  const flash = useAppSelector(selectCurrentFlash);
  const waiting = useAppSelector(selectFlashesWaiting);
  return flash ? <ShownFlash key={flash.id} flash={flash} newerWaits={waiting > 0} /> : null;
}

/** One flash, from the moment it shows: its own timer, and the one that gives way to a newer. */
function ShownFlash({ flash, newerWaits }: { flash: Flash; newerWaits: boolean }) {
  const keepHeard = useKeptHeard();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  const close = () => dispatch(flashDismissed(flash.id));
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(() => {
    if (!newerWaits) return;
    const timer = setTimeout(() => dispatch(flashDismissed(flash.id)), giveWayIn(performance.now() - shownAt.current));
    return () => clearTimeout(timer);
  }, [newerWaits, dispatch, flash.id]);
  const isError = flash.severity === 'error';
  return (
    <Portal>
      <Snackbar
        ref={keepHeard}
        open
        autoHideDuration={flashDuration(flash)}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={flash.severity}
          variant="filled"
          onClose={close}
          role={isError ? 'alert' : 'status'}
          aria-live={isError ? 'assertive' : 'polite'}
          data-testid="flash"
          slotProps={{ closeButton: { 'aria-label': t('actions.dismiss') } }}
          sx={{ minWidth: 320 }}
        >
          {t(flash.key, flash.values)}
        </Alert>
      </Snackbar>
    </Portal>
  );
}

/**
 * A callback ref that keeps its element out of `aria-hidden`. MUI's modal hides each other child
 * of the body as it opens (and shows them again as it closes): a flash shown just before a
 * dialog, as "Saved." before the portal login's, was then gone for screen readers and for
 * anything that looks for it by role, while still on the screen.
 */
function useKeptHeard(): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const reveal = () => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [element]);
  return setElement;
}
