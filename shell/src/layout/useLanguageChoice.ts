import type { Lang } from '@openset/contracts';
import {
  currentLanguage,
  setLanguage,
  useAppSelector,
  useUpdateClinicianProfileMutation,
  useUpdateManagerProfileMutation,
} from '@openset/web-kit';
import { useCallback, useEffect } from 'react';

/**
 * The language of a signed-in clinician or manager lives in their profile: the services localise
 * exercise titles, categories and instructions from it. Returns the function the switch calls:
 * it saves the profile first (the save refetches everything localised), then changes the
 * interface, so content and interface move together. Signed out, the choice is only local.
 * Resolves false when the save failed (the kit has already shown the error).
 */
export function useLanguageChoice(): (lang: Lang) => Promise<boolean> {
  const role = useAppSelector((state) => (state.session.authenticated ? state.session.role : null));
  const [saveClinician] = useUpdateClinicianProfileMutation();
  const [saveManager] = useUpdateManagerProfileMutation();

  return useCallback(
    async (lang: Lang) => {
      try {
        if (role === 'clinician') await saveClinician({ lang }).unwrap();
        else if (role === 'manager') await saveManager({ lang }).unwrap();
      } catch {
        return false;
      }
      await setLanguage(lang);
      return true;
    },
    [role, saveClinician, saveManager],
  );
}

/** Signed in, the profile's saved language is the interface language (also after a reload). */
export function useProfileLanguage(lang: Lang): void {
  useEffect(() => {
    if (lang !== currentLanguage()) void setLanguage(lang);
  }, [lang]);
}
