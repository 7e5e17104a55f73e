import { PDF_SIZES, PDF_TEMPLATES, TRACKING_DAYS_DEFAULT, TRACKING_DAYS_MAX, type PdfSize, type PdfTemplate } from '@openset/contracts';

/**
 * The PDF options dialog's last choices (spec sections 3 and 9: remembered per profile id), kept
 * in the browser's storage under the profile's id. The spec's defaults until the clinician
 * chooses: the summary template, standard size, 7 tracking days, the profile's selected header.
 */
export interface PdfChoices {
  templates: PdfTemplate[];
  size: PdfSize;
  trackingDays: number;
  /** A header id, 'none', or null: the profile's selected header. */
  header: string | null;
}

export const DEFAULT_PDF_CHOICES: PdfChoices = { templates: ['summary'], size: 'standard', trackingDays: TRACKING_DAYS_DEFAULT, header: null };

export const pdfChoicesKey = (profileId: string) => `openset.pdfChoices.${profileId}`;

/** What was stored for this profile, each field checked; anything unreadable is the default. */
export function readPdfChoices(storage: Pick<Storage, 'getItem'> | null, profileId: string): PdfChoices {
  let stored: Partial<Record<keyof PdfChoices, unknown>> = {};
  try {
    stored = JSON.parse(storage?.getItem(pdfChoicesKey(profileId)) ?? '{}') as typeof stored;
  } catch {
    stored = {};
  }
  const templates = Array.isArray(stored.templates)
    ? PDF_TEMPLATES.filter((template) => (stored.templates as unknown[]).includes(template))
    : DEFAULT_PDF_CHOICES.templates;
  const size = PDF_SIZES.find((value) => value === stored.size) ?? DEFAULT_PDF_CHOICES.size;
  const days = Number(stored.trackingDays);
  return {
    templates: templates.length > 0 ? templates : DEFAULT_PDF_CHOICES.templates,
    size,
    trackingDays: Number.isInteger(days) && days >= 1 && days <= TRACKING_DAYS_MAX ? days : TRACKING_DAYS_DEFAULT,
    header: typeof stored.header === 'string' ? stored.header : null,
  };
}

export function savePdfChoices(storage: Pick<Storage, 'setItem'> | null, profileId: string, choices: PdfChoices): void {
  try {
    storage?.setItem(pdfChoicesKey(profileId), JSON.stringify(choices));
  } catch {
    // Storage full or refused (private mode): the choices are not remembered, nothing else fails.
  }
}

/** The header a PDF carries: the chosen one if still offered, none when 'none', else the profile's selection. */
export function headerFor(choice: string | null, offered: string[], selected: string | null): string | null {
  if (choice === 'none') return null;
  if (choice && offered.includes(choice)) return choice;
  return selected && offered.includes(selected) ? selected : null;
}

/** The browser's storage, when it lets the page use it. */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
