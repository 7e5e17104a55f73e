import { Alert, Portal, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flashDismissed, flashDuration, selectCurrentFlash, selectFlashesWaiting } from '../flash/flashSlice';
import { useAppDispatch, useAppSelector } from '../store/store';

/**
 * Shows the flash queue one message at a time; one that waits cuts the shown one short
 * (`flashDuration`; the Snackbar's timer starts again when its duration changes). Errors are announced assertively
 * (role="alert"), the rest politely (role="status"), so screen readers hear every message.
 * Each is put at the end of the body as it comes (a portal, made anew for each message): an
 * open dialog hides the page it was opened from (aria-hidden), and a flash inside that page,
 * as "Saved." under the portal login's dialog, was never heard. A dialog that opens while a
 * flash is shown hides it too, as it hides every other child of the body: `useKeptHeard`.
 */
export function FlashMessages() {
  const keepHeard = useKeptHeard();
  const flash = useAppSelector(selectCurrentFlash);
  const waiting = useAppSelector(selectFlashesWaiting);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  if (!flash) return null;
  const close = () => dispatch(flashDismissed(flash.id));
  const isError = flash.severity === 'error';
  return (
    <Portal key={flash.id}>
      <Snackbar
        ref={keepHeard}
        open
        autoHideDuration={flashDuration(flash, waiting)}
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
