import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsSecurity`: the clinician's Settings > Security page (spec section 2). */
export const SETTINGS_SECURITY_NS = 'settingsSecurity';

const en = {
  nav: 'Security',
  title: 'Security',
  subtitle: 'How you sign in, the keys other systems use, and the networks OpenSet recognises.',
  loadFailed: 'Your profile could not be loaded.',
};

const fr: Strings<typeof en> = {
  nav: 'Sécurité',
  title: 'Sécurité',
  subtitle: 'Votre façon de vous connecter, les clés des autres systèmes et les réseaux reconnus par OpenSet.',
  loadFailed: 'Votre profil n’a pas pu être chargé.',
};

export const settingsSecurityStrings: Bundle<typeof en> = { en, fr };
