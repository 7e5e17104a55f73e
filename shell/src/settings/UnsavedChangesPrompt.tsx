import { ConfirmDialog } from '@openset/web-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { SETTINGS_PERSONAL_NS } from './personalStrings';

/**
 * Asks before a settings screen with unsaved changes is left: a move inside the app asks in a
 * dialog, closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation(SETTINGS_PERSONAL_NS);
  // A ref: a save that clears the changes is not asked about on its way out.
  const guarded = useRef(dirty);
  guarded.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarded.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      destructive
      title={t('unsavedTitle')}
      message={t('unsavedMessage')}
      confirmLabel={t('leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
