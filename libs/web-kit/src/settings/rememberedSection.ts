/**
 * The settings section a mode opens on (spec section 2: the last used settings path, else
 * personal): the remembered section when it still exists, else the fallback. Pure: unit tested.
 */
export function sectionToOpen(remembered: string | null, sections: readonly string[], fallback: string): string {
  return remembered !== null && sections.includes(remembered) ? remembered : fallback;
}

/** What the profile's preference holds: a section's name, or nothing usable. */
export const parseSection = (stored: unknown): string | null | undefined => (typeof stored === 'string' ? stored : undefined);
