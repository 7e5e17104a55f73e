import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { KNOWN_NETWORK_DAYS, type KnownNetwork } from '@openset/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../i18n/formats';
import { addAppStrings } from '../i18n/i18n';
import { useRunAction } from '../list/useRunAction';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorPanel } from '../ui/ErrorPanel';
import { LoadingState } from '../ui/LoadingState';
import { visuallyHidden } from '../ui/visuallyHidden';
import { NETWORK_HOOKS, type NetworksMode } from './knownNetworksApi';
import { SECURITY_NS, securityStrings } from './securityStrings';

addAppStrings(SECURITY_NS, securityStrings);

/** What the confirm dialog is asking about: one network, or all of them. */
type Forgetting = { one: KnownNetwork } | { all: true } | null;

/**
 * Settings > Security of both modes: the networks the account finished signing in from in the
 * last two weeks, the one in use marked, each forgotten after a confirmation, or all at once.
 */
export function RecognisedNetworks({ mode }: { mode: NetworksMode }) {
  const { t } = useTranslation(SECURITY_NS);
  const hooks = NETWORK_HOOKS[mode];
  const list = hooks.useList();
  const [forgetOne, one] = hooks.useForget();
  const [forgetAll, all] = hooks.useForgetAll();
  const [forgetting, setForgetting] = useState<Forgetting>(null);
  const run = useRunAction();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = list.data?.items ?? [];

  const confirm = async () => {
    if (!forgetting) return;
    if ('one' in forgetting) await run(() => forgetOne(forgetting.one.id).unwrap(), `${SECURITY_NS}:networks.forgotten`);
    else await run(() => forgetAll().unwrap(), `${SECURITY_NS}:networks.allForgotten`);
    setForgetting(null);
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ '&:focus': { outline: 'none' } }}>
          {t('networks.title')}
        </Typography>
        {items.length > 0 && (
          <Button color="error" onClick={() => setForgetting({ all: true })}>
            {t('networks.forgetAll')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('networks.hint', { days: KNOWN_NETWORK_DAYS })}
      </Typography>
      {list.isLoading && <LoadingState />}
      {list.isError && <ErrorPanel message={t('networks.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.data && (items.length === 0 ? <Alert severity="info">{t('networks.empty')}</Alert> : <NetworkTable items={items} onForget={(network) => setForgetting({ one: network })} />)}
      <ConfirmDialog
        open={forgetting !== null}
        title={forgetting && 'one' in forgetting ? t('networks.forgetTitle') : t('networks.forgetAllTitle')}
        message={forgetting && 'one' in forgetting ? t('networks.forgetMessage', { network: forgetting.one.network }) : t('networks.forgetAllMessage')}
        confirmLabel={forgetting && 'one' in forgetting ? t('networks.forget') : t('networks.forgetAll')}
        destructive
        busy={one.isLoading || all.isLoading}
        onCancel={() => setForgetting(null)}
        onConfirm={() => void confirm()}
        // The button that opened the dialog may have gone with its row: the section's title takes the focus.
        onClosed={() => heading.current?.focus()}
      />
    </Box>
  );
}

function NetworkTable({ items, onForget }: { items: KnownNetwork[]; onForget: (network: KnownNetwork) => void }) {
  const { t } = useTranslation(SECURITY_NS);
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table size="small" data-testid="recognised-networks">
      <TableHead>
        <TableRow>
          <TableCell>{t('networks.column')}</TableCell>
          <TableCell>{t('networks.lastSeen')}</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              {t('networks.forget')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((network) => (
          <TableRow key={network.id}>
            <TableCell>
              <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                {network.network}
              </Box>
              {network.current && <Chip size="small" variant="outlined" color="primary" label={t('networks.current')} />}
            </TableCell>
            <TableCell>{dates.format(new Date(network.lastSeenAt))}</TableCell>
            <TableCell align="right">
              <Button color="error" size="small" aria-label={t('networks.forgetLabel', { network: network.network })} onClick={() => onForget(network)}>
                {t('networks.forget')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
