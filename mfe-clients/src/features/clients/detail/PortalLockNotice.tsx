import { Alert, Button } from '@mui/material';
import { useDateFormat, useRunAction } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';
import { useLiftPortalLockMutation, usePortalLockQuery } from '../../clients-api/clientsApi';

/**
 * Says when wrong keys locked the client's portal username out (ten from one address lock it
 * there for six hours) and lifts the lock, the key unchanged: the clinician who hears it was the
 * client on the phone need not make a new key. Nothing shows while there is no lock.
 */
export function PortalLockNotice({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NS);
  const run = useRunAction();
  const lock = usePortalLockQuery(clientId);
  const [lift, liftState] = useLiftPortalLockMutation();
  const dates = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  if (!lock.data?.locked) return null;
  const until = lock.data.until ? dates.format(new Date(lock.data.until)) : '';
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="portal-lock"
      action={
        <Button color="inherit" size="small" loading={liftState.isLoading} onClick={() => void run(() => lift(clientId).unwrap(), `${NS}:flash.lockLifted`)}>
          {t('portalLock.lift')}
        </Button>
      }
    >
      {t('portalLock.message', { count: lock.data.addresses, until })}
    </Alert>
  );
}
