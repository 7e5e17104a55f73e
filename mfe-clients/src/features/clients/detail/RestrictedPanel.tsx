import { Alert, AlertTitle } from '@mui/material';
import { isApiError } from '@openset/web-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/strings';

/** Health information refused to restrictPhi staff (ERRPERMISSION of the service). */
export const isPermissionRefusal = (error: unknown) => isApiError(error) && error.code === 'ERRPERMISSION';

/** What a restrictPhi account sees in place of a health panel (spec section 6). */
export function RestrictedPanel() {
  const { t } = useTranslation(NS);
  return (
    <Alert severity="info" role="status" data-testid="restricted-panel">
      <AlertTitle>{t('restricted')}</AlertTitle>
      {t('restrictedHint')}
    </Alert>
  );
}
