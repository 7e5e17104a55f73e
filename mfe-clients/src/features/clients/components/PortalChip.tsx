import { Chip } from '@mui/material';
import type { Client } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';

/** Whether the client can sign in to the portal: an archived client cannot, whatever the switch kept for their return. */
export function PortalChip({ client }: { client: Pick<Client, 'portalEnabled' | 'archived'> }) {
  const { t } = useTranslation(NS);
  const on = client.portalEnabled && !client.archived;
  return <Chip size="small" variant={on ? 'filled' : 'outlined'} color={on ? 'success' : 'default'} label={on ? t('table.portalOn') : t('table.portalOff')} />;
}
