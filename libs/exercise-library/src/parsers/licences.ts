/** The licences import formats may name, with their legal code and whether they require credit. */
import type { LibraryLicence } from '../catalogue/library-item.js';

export const KNOWN_LICENCES: Record<string, { url: string | null; attributionRequired: boolean; short: string }> = {
  'CC-BY-SA-4.0': { url: 'https://creativecommons.org/licenses/by-sa/4.0/', attributionRequired: true, short: 'CC BY-SA 4.0' },
  'CC-BY-SA-3.0': { url: 'https://creativecommons.org/licenses/by-sa/3.0/', attributionRequired: true, short: 'CC BY-SA 3.0' },
  'CC-BY-4.0': { url: 'https://creativecommons.org/licenses/by/4.0/', attributionRequired: true, short: 'CC BY 4.0' },
  'CC0-1.0': { url: 'https://creativecommons.org/publicdomain/zero/1.0/', attributionRequired: false, short: 'CC0 1.0' },
  'ODbL-1.0': { url: 'https://opendatacommons.org/licenses/odbl/', attributionRequired: true, short: 'ODbL 1.0' },
  // free-exercise-db: public domain, no credit asked (credited in the about data all the same).
  Unlicense: { url: 'https://unlicense.org/', attributionRequired: false, short: 'The Unlicense (public domain)' },
  OpenSet: { url: null, attributionRequired: false, short: 'OpenSet' },
  Proprietary: { url: null, attributionRequired: false, short: 'All rights reserved' },
};

/** A licence from its id; unknown ids are kept but treated as requiring credit (the safe side). */
export function licenceFor(id: string, url?: string | null, attributionRequired?: boolean | null): LibraryLicence {
  const known = KNOWN_LICENCES[id];
  return {
    id,
    url: url ?? known?.url ?? null,
    attributionRequired: attributionRequired ?? known?.attributionRequired ?? true,
  };
}

export function licenceShortName(id: string): string {
  return KNOWN_LICENCES[id]?.short ?? id;
}
