import { useProfilePreference } from '@openset/web-kit';

/**
 * The designer's preferences remembered per profile (spec section 9: "bulk parameters on",
 * "categories open"); the PDF dialog's choices are in set-pdf/pdfPreferences.ts. Defaults and
 * parsers are module constants, as useProfilePreference asks.
 */

/** How many open categories are kept: more than the stock tree has branches, a bound on what a stale list can grow to. */
export const OPEN_CATEGORIES_MAX = 200;

const flag = (stored: unknown) => (typeof stored === 'boolean' ? stored : undefined);

/** Ids as stored: strings only, at most OPEN_CATEGORIES_MAX, else the default. */
export const parseOpenIds = (stored: unknown) =>
  Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? (stored as string[]).slice(0, OPEN_CATEGORIES_MAX) : undefined;

const NO_IDS: string[] = [];

/** The set builder's bulk parameters (presets) panel shown; closed at first. */
export const usePresetsOpen = () => useProfilePreference('designer.presetsOpen', false, flag);

/** The exercise browser's category tree: the branches open; all closed at first. */
export const useOpenCategories = () => useProfilePreference('designer.openCategories', NO_IDS, parseOpenIds);
