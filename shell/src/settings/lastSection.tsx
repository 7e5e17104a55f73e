import { Redirect, useAppSelector } from '@openset/web-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the last settings section shown is kept, per account on this browser (spec section 2). */
const keyOf = (accountId: string | null) => `openset.settings.section.${accountId ?? 'anonymous'}`;

function useAccountId(): string | null {
  return useAppSelector((state) => (state.session.authenticated ? state.session.accountId : null));
}

/** Remembers the section shown, when it is one of `sections` (the last word of the path). */
export function useRememberedSection(sections: readonly string[]): void {
  const accountId = useAccountId();
  const { pathname } = useLocation();
  useEffect(() => {
    const section = pathname.split('/').filter(Boolean).at(-1);
    if (section && sections.includes(section)) localStorage.setItem(keyOf(accountId), section);
  }, [pathname, accountId, sections]);
}

/** `base` alone opens the section last shown, else `fallback`. */
export function LastSettingsSection({ base, fallback }: { base: string; fallback: string }) {
  const accountId = useAccountId();
  return <Redirect to={`${base}/${localStorage.getItem(keyOf(accountId)) ?? fallback}`} />;
}
