/**
 * The settings section a mode opens on (spec section 2: the last used settings path, else
 * personal), remembered per account on this browser. Pure parts are unit tested.
 */
export const rememberedSectionKey = (mode: string, accountId: string | null) => `openset.settings.${mode}.${accountId ?? 'anonymous'}`;

/** The remembered section when it still exists, else the fallback. */
export function sectionToOpen(remembered: string | null, sections: readonly string[], fallback: string): string {
  return remembered !== null && sections.includes(remembered) ? remembered : fallback;
}

/** Storage may be refused (private windows): nothing is remembered then, and nothing fails. */
export function readRememberedSection(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRememberedSection(key: string, section: string): void {
  try {
    window.localStorage.setItem(key, section);
  } catch {
    // Not remembered: the next visit opens the fallback, the spec's default.
  }
}
