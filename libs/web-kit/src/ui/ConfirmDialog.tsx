import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /**
   * Destructive actions (delete, logout) show the confirm button in the error colour, and the
   * dialog opens with Cancel focused, so an Enter pressed right after the action's button does
   * not confirm it. Otherwise the confirm button has the focus.
   */
  destructive?: boolean;
  /**
   * The action runs: it cannot be called back, so the dialog cannot be dismissed (Cancel,
   * Escape, a click outside) as if it were, and the confirm button shows it is working.
   */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Once the dialog has gone and given the focus back to what opened it: where that button
   * goes with the action (a deleted row's), the caller moves the focus on from here.
   */
  onClosed?: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={() => !props.busy && props.onCancel()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-busy={props.busy}
      slotProps={{ transition: { onExited: props.onClosed } }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{props.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus={Boolean(props.destructive)} disabled={props.busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          onClick={props.onConfirm}
          loading={props.busy}
          autoFocus={!props.destructive}
        >
          {props.confirmLabel ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
