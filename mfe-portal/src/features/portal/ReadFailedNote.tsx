import { Alert, Button } from '@mui/material';

interface ReadFailedNoteProps {
  online: boolean;
  /** What could not be read, in the words for the state the phone is in (online or not). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A list of the portal that could not be read. Offline it is a note (the page's banner said
 * "offline", and the list is read again when the connection returns); online a failure
 * interrupts, with a button to try again.
 */
export function ReadFailedNote({ online, message, retryLabel, onRetry }: ReadFailedNoteProps) {
  return (
    <Alert
      role={online ? 'alert' : 'status'}
      severity={online ? 'error' : 'info'}
      sx={{ mb: 1 }}
      action={
        online ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
