import type { StaffPermissions } from '@openset/contracts';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/strings';
import { isShareFlag, levelKey, type PermissionFlag } from './flags';

/**
 * The success flash of a flag's save and its values: "Team exercises: Read only." One key per
 * value, so two presses in a row (readWrite -> not shared -> readOnly) flash both.
 */
export function useSavedFlash() {
  const { t } = useTranslation(NS);
  return (flag: PermissionFlag, value: StaffPermissions[PermissionFlag]) => {
    const key = isShareFlag(flag) ? levelKey(value as StaffPermissions['teamExercises']) : value ? 'on' : 'offSwitch';
    return [`${NS}:permissions.saved.${key}`, { flag: t(`flags.${flag}`) }] as const;
  };
}
