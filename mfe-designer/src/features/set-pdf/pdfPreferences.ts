import { PDF_SIZES, PDF_TEMPLATES, TRACKING_DAYS_DEFAULT, TRACKING_DAYS_MAX, type PdfSize, type PdfTemplate } from '@openset/contracts';
import { profilePreferences, type ProfilePreferences } from '@openset/web-kit';

/**
 * The PDF options dialog's last choices (spec sections 3 and 9: remembered per profile id), kept
 * through web-kit's preferences per profile (decision 021). The spec's defaults until the clinician
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

const NAME = 'pdfChoices';

/** What was stored, each field checked; a field unreadable is its default. */
export function parsePdfChoices(stored: unknown): PdfChoices | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const fields = stored as Partial<Record<keyof PdfChoices, unknown>>;
  const templates = Array.isArray(fields.templates)
    ? PDF_TEMPLATES.filter((template) => (fields.templates as unknown[]).includes(template))
    : DEFAULT_PDF_CHOICES.templates;
  const size = PDF_SIZES.find((value) => value === fields.size) ?? DEFAULT_PDF_CHOICES.size;
  const days = Number(fields.trackingDays);
  return {
    templates: templates.length > 0 ? templates : DEFAULT_PDF_CHOICES.templates,
    size,
    trackingDays: Number.isInteger(days) && days >= 1 && days <= TRACKING_DAYS_MAX ? days : TRACKING_DAYS_DEFAULT,
    header: typeof fields.header === 'string' ? fields.header : null,
  };
}

/** The profile's last choices, or the defaults. */
export function readPdfChoices(profileId: string | null, preferences: ProfilePreferences = profilePreferences): PdfChoices {
  return preferences.read(profileId, NAME, DEFAULT_PDF_CHOICES, parsePdfChoices);
}

export function savePdfChoices(profileId: string | null, choices: PdfChoices, preferences: ProfilePreferences = profilePreferences): void {
  preferences.write(profileId, NAME, choices);
}

/** The header a PDF carries: the chosen one if still offered, none when 'none', else the profile's selection. */
export function headerFor(choice: string | null, offered: string[], selected: string | null): string | null {
  if (choice === 'none') return null;
  if (choice && offered.includes(choice)) return choice;
  return selected && offered.includes(selected) ? selected : null;
}
