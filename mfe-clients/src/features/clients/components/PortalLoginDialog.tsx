import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { PortalLogin } from '@openset/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';

/**
 * The portal username and key, shown once after a client is added or the login reset. Closed
 * by its button only: a stray click beside it or Escape would lose a key nobody can read again.
 */
export function PortalLoginDialog({ name, login, onClose }: { name: string; login: PortalLogin; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('login.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('login.message', { name })}</DialogContentText>
        <Box component="dl" data-testid="portal-login" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, mt: 2, '& dt': { fontWeight: 600 }, '& dd': { m: 0, fontFamily: 'monospace', fontSize: '1.1rem' } }}>
          <dt>{t('login.username')}</dt>
          <dd>{login.username}</dd>
          <dt>{t('login.key')}</dt>
          <dd>{login.key}</dd>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
