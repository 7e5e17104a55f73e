import { Alert, Portal, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { flashDismissed, flashDuration, selectCurrentFlash, selectFlashesWaiting } from '../flash/flashSlice';
import { useAppDispatch, useAppSelector } from '../store/store';

/**
 * Shows the flash queue one message at a time; one that waits cuts the shown one short
 * (`flashDuration`; the Snackbar's timer starts again when its duration changes). Errors are announced assertively
 * (role="alert"), the rest politely (role="status"), so screen readers hear every message.
 * Each is put at the end of the body as it comes (a portal, made anew for each message): an
 * open dialog hides the page it was opened from (aria-hidden), and a flash inside that page,
 * as "Saved." under the portal login's dialog, was never heard.
 */
export function FlashMessages() {
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
