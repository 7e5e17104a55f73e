import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { StaffMember, StaffPermissions } from '@openset/contracts';
import { useRunAction } from '@openset/web-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { useSetStaffPermissionsMutation } from '../manager-api/managerApi';
import type { PermissionFlag } from '../permissions/flags';
import { useSavedFlash } from '../permissions/useSavedFlash';
import { PermissionsPanel } from '../permissions/PermissionsPanel';
import { memberName } from './memberName';

/**
 * One member's flags (spec section 6: the manager changes them one by one): the same toggles as a
 * team's, each press saved as the member's own value.
 */
export function MemberPermissionsDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const run = useRunAction();
  const savedFlash = useSavedFlash();
  const [save] = useSetStaffPermissionsMutation();
  const [shown, setShown] = useState(member);
  const name = memberName(member);

  const change = async (flag: PermissionFlag, value: StaffPermissions[PermissionFlag]) => {
    const saved = await run(() => save({ id: member.id, body: { [flag]: value } }).unwrap(), ...savedFlash(flag, value));
    if (saved) setShown(saved);
    return saved !== null;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('memberPermissions.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('memberPermissions.intro')}</DialogContentText>
        <PermissionsPanel permissions={shown.permissions} onChange={change} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('memberPermissions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
