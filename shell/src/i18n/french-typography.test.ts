import { describe, expect, it } from '@jest/globals';
import { EXERCISE_MESSAGES } from '@openset/contracts';
import { commonFr } from '../../../libs/web-kit/src/i18n/locales/fr';
import { securityStrings } from '../../../libs/web-kit/src/security/securityStrings';
import { clientsStrings } from '../../../mfe-clients/src/i18n/strings';
import { browserStrings } from '../../../mfe-designer/src/features/exercise-browser/i18n/strings';
import { educationStrings } from '../../../mfe-designer/src/features/education/i18n/strings';
import { builderStrings } from '../../../mfe-designer/src/features/set-builder/i18n/strings';
import { setPdfStrings } from '../../../mfe-designer/src/features/set-pdf/strings';
import { setEmailStrings } from '../../../mfe-designer/src/features/set-email/strings';
import { templatesStrings } from '../../../mfe-designer/src/features/templates/i18n/strings';
import { designerStrings } from '../../../mfe-designer/src/i18n/strings';
import { managerStrings } from '../../../mfe-manager/src/i18n/strings';
import { outcomesStrings } from '../../../mfe-outcomes/src/i18n/strings';
import { portalStrings } from '../../../mfe-portal/src/i18n/strings';
import { adminStrings } from '../admin/strings';
import { helpStrings } from '../help/strings';
import { noticesStrings } from '../notices/strings';
import { notificationsStrings } from '../notifications/strings';
import { settingsBillingStrings } from '../settings/billing/billingStrings';
import { settingsCloseStrings } from '../settings/closeAccountStrings';
import { settingsEmailStrings } from '../settings/emailStrings';
import { settingsIntegrationsStrings } from '../settings/integrations/integrationsStrings';
import { settingsPersonalStrings } from '../settings/personalStrings';
import { settingsApiKeysStrings } from '../settings/security/apiKeysStrings';
import { settingsSecurityStrings } from '../settings/security/securityScreenStrings';
import { settingsReferStrings } from '../settings/refer/referStrings';
import { settingsStrings } from '../settings/strings';
import { shellStrings } from './strings';

/**
 * Every French bundle of the product: the kit's, the shell's (the host, which loads every remote),
 * each remote's and the messages the services send. A bundle added later belongs here too.
 */
const frenchBundles: Record<string, object> = {
  exerciseMessages: EXERCISE_MESSAGES.fr,
  common: commonFr,
  shell: shellStrings.fr,
  settings: settingsStrings.fr,
  admin: adminStrings.fr,
  settingsClose: settingsCloseStrings.fr,
  notifications: notificationsStrings.fr,
  notices: noticesStrings.fr,
  help: helpStrings.fr,
  settingsPersonal: settingsPersonalStrings.fr,
  settingsEmail: settingsEmailStrings.fr,
  settingsApiKeys: settingsApiKeysStrings.fr,
  settingsSecurity: settingsSecurityStrings.fr,
  security: securityStrings.fr,
  settingsIntegrations: settingsIntegrationsStrings.fr,
  settingsBilling: settingsBillingStrings.fr,
  settingsRefer: settingsReferStrings.fr,
  clients: clientsStrings.fr,
  designer: designerStrings.fr,
  exerciseBrowser: browserStrings.fr,
  setBuilder: builderStrings.fr,
  setEmail: setEmailStrings.fr,
  templates: templatesStrings.fr,
  setPdf: setPdfStrings.fr,
  education: educationStrings.fr,
  manager: managerStrings.fr,
  outcomes: outcomesStrings.fr,
  portal: portalStrings.fr,
};

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) yield* strings(inner, `${path}.${key}`);
}

/**
 * French sets : ; ? ! and the inside of « » apart with a space that does not break (U+00A0, or
 * the narrow U+202F): with a plain one a line can wrap with the ":" or the "»" alone at its start.
 */
const PLAIN_SPACE = / (?=[:;?!»])|(?<=«) /;

/** The French strings of every bundle that `rule` finds fault with, as `bundle.key: "text"`. */
function offending(rule: RegExp): { found: string[]; checked: number } {
  const found: string[] = [];
  let checked = 0;
  for (const [name, bundle] of Object.entries(frenchBundles)) {
    for (const [path, text] of strings(bundle, name)) {
      checked++;
      if (rule.test(text)) found.push(`${path}: ${JSON.stringify(text)}`);
    }
  }
  return { found, checked };
}

describe('French strings', () => {
  it('never put a plain space before : ; ? ! » or after «, in every bundle', () => {
    const { found, checked } = offending(PLAIN_SPACE);
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  // One apostrophe throughout: the typographic one most strings had, not the typewriter's beside it
  // ("Réinitialiser l'accès au portail" stood next to "aujourd’hui" on the client's page).
  it('write the apostrophe as ’, never as the straight one', () => {
    expect(offending(/'/).found).toEqual([]);
  });

  it('tell a plain space from a no-break one', () => {
    expect(PLAIN_SPACE.test('Langue changée : français.')).toBe(true);
    expect(PLAIN_SPACE.test('Aucun client ne correspond à « Doe\u00a0».')).toBe(true);
    expect(PLAIN_SPACE.test('Langue changée\u00a0: français.')).toBe(false);
    expect(PLAIN_SPACE.test('Aucun client ne correspond à «\u00a0Doe\u202f».')).toBe(false);
    // An English colon or a question without a space is no matter here.
    expect(PLAIN_SPACE.test('Note: ok? «Doe»')).toBe(false);
  });
});
