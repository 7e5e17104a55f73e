import type { StaffPermissions } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { isShareFlag, levelKey, type PermissionFlag } from './flags';

/** The success flash of a flag's save and its values: "Team exercises: Read only." */
export function useSavedFlash() {
  const { t } = useTranslation(NS);
  return (flag: PermissionFlag, value: StaffPermissions[PermissionFlag]) => {
    const level = isShareFlag(flag) ? t(`levels.${levelKey(value as StaffPermissions['teamExercises'])}`) : t(value ? 'staff.on' : 'staff.off');
    return [`${NS}:permissions.saved`, { flag: t(`flags.${flag}`), level }] as const;
  };
}
