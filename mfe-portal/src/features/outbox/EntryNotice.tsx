import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import type { EntryPhase } from './useEntryNotice';

const severity = (phase: EntryPhase) => {
  if (phase === 'sent') return 'success';
  if (phase === 'refused' || phase === 'notKept') return 'error';
  // Kept, but the server has not taken it yet although the phone is online.
  return phase === 'retrying' ? 'warning' : 'info';
};

/**
 * A form's notice of its last entry (useEntryNotice), in a polite live region. `text` words each
 * phase for the form; a storage that would not keep the entry reads the same in every form.
 */
export function EntryNotice({ phase, text }: { phase: EntryPhase | null; text: (phase: Exclude<EntryPhase, 'notKept'>) => string }) {
  const { t } = useTranslation(NS);
  return (
    <Box role="status" aria-live="polite">
      {phase && (
        // The region announces it: the alert's own role would announce it again, urgently.
        <Alert role="none" severity={severity(phase)}>
          {phase === 'notKept' ? t('notKept') : text(phase)}
        </Alert>
      )}
    </Box>
  );
}
