import { Chip } from '@mui/material';
import type { ClientOutcomeStatus } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';

const COLOURS: Record<ClientOutcomeStatus, 'warning' | 'info' | 'default' | 'error'> = { due: 'warning', scheduled: 'info', idle: 'default', stopped: 'default', clientStopped: 'error' };

/** Where an assigned outcome stands, in words (the colour only repeats them). */
export function StatusChip({ status }: { status: ClientOutcomeStatus }) {
  const { t } = useTranslation(NS);
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={t(`status.${status}`)} data-testid="outcome-status" />;
}
