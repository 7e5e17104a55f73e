/** The settings sections of /manager/settings (spec section 2), in the order the tabs show them. */
export const SETTINGS_SECTIONS = ['personal', 'password', 'security', 'billing'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const KEY = 'openset.manager.settings';

/**
 * Pure: unit tested. The section /manager/settings opens on (spec section 2: the last used
 * settings path, else personal), from what was remembered.
 */
export function defaultSection(remembered: string | null): SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(remembered ?? '') ? (remembered as SettingsSection) : 'personal';
}

/** The remembered section; storage may be refused (private windows): then personal. */
export function rememberedSection(): SettingsSection {
  try {
    return defaultSection(window.localStorage.getItem(KEY));
  } catch {
    return 'personal';
  }
}

export function rememberSection(section: SettingsSection): void {
  try {
    window.localStorage.setItem(KEY, section);
  } catch {
    // Not remembered: the next visit opens personal, as the spec's default.
  }
}
