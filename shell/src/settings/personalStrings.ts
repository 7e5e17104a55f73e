import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsPersonal`: Settings > Personal and Settings > Password (spec sections 2 and 5). */
export const SETTINGS_PERSONAL_NS = 'settingsPersonal';

const en = {
  nav: 'Personal',
  title: 'Personal',
  subtitle: 'Your name, sign-in, language and how long OpenSet waits before signing you out.',
  firstname: 'First name',
  lastname: 'Last name',
  username: 'Username',
  usernameHint: 'Letters, digits and . _ @ - only.',
  usernameInvalid: 'Use 2 to 64 letters, digits or . _ @ -.',
  email: 'E-mail',
  emailInvalid: 'Enter an e-mail address.',
  required: 'Required.',
  language: 'Language',
  timeout: 'Sign me out after',
  timeoutHint: 'Of inactivity, on this and every other device.',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  showWelcome: 'Show the tips when I sign in',
  save: 'Save',
  saving: 'Saving…',
  loadFailed: 'Your profile could not be loaded.',
  taken: 'This username or e-mail is already used by another account.',
  password: { nav: 'Password' },
};

const fr: Strings<typeof en> = {
  nav: 'Profil',
  title: 'Profil',
  subtitle: 'Votre nom, votre connexion, votre langue et le délai avant qu’OpenSet vous déconnecte.',
  firstname: 'Prénom',
  lastname: 'Nom',
  username: 'Nom d’utilisateur',
  usernameHint: 'Lettres, chiffres et . _ @ - seulement.',
  usernameInvalid: 'De 2 à 64 lettres, chiffres ou . _ @ -.',
  email: 'Courriel',
  emailInvalid: 'Saisissez une adresse courriel.',
  required: 'Obligatoire.',
  language: 'Langue',
  timeout: 'Me déconnecter après',
  timeoutHint: 'D’inactivité, sur cet appareil comme sur les autres.',
  minutes_one: '{{count}}\u00a0minute',
  minutes_other: '{{count}}\u00a0minutes',
  hours_one: '{{count}}\u00a0heure',
  hours_other: '{{count}}\u00a0heures',
  showWelcome: 'Afficher les conseils à la connexion',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  loadFailed: 'Votre profil n’a pas pu être chargé.',
  taken: 'Ce nom d’utilisateur ou ce courriel est déjà utilisé par un autre compte.',
  password: { nav: 'Mot de passe' },
};

export const settingsPersonalStrings: Bundle<typeof en> = { en, fr };
