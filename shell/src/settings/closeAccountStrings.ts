import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsClose`: Settings > Close account (spec sections 2 and 5). */
export const SETTINGS_CLOSE_NS = 'settingsClose';

const en = {
  nav: 'Close account',
  title: 'Close your account',
  subtitle: 'Your account stays dormant for six months: sign in within that time and it opens again as it was. After six months it is deleted for good, with your clients, programs, outcomes and uploads.',
  reason: 'Why are you leaving?',
  reasons: {
    tooExpensive: 'It costs too much',
    missingFeatures: 'Something I need is missing',
    hardToUse: 'It is hard to use',
    switchedProduct: 'I use another product',
    leftPractice: 'I no longer practise',
    other: 'Another reason',
  },
  comment: 'Anything to add? (optional)',
  confirm: 'Type CLOSE to confirm',
  submit: 'Close my account',
  submitting: 'Closing…',
  failed: 'Your account could not be closed. Please try again.',
};

const fr: Strings<typeof en> = {
  nav: 'Fermer le compte',
  title: 'Fermer votre compte',
  subtitle: 'Votre compte reste en veille pendant six mois\u00a0: connectez-vous pendant ce temps et il rouvre tel quel. Après six mois, il est supprimé définitivement, avec vos clients, programmes, résultats et fichiers.',
  reason: 'Pourquoi partez-vous\u00a0?',
  reasons: {
    tooExpensive: 'C’est trop cher',
    missingFeatures: 'Il manque une fonction dont j’ai besoin',
    hardToUse: 'C’est difficile à utiliser',
    switchedProduct: 'J’utilise un autre produit',
    leftPractice: 'Je ne pratique plus',
    other: 'Une autre raison',
  },
  comment: 'Autre chose à ajouter\u00a0? (facultatif)',
  confirm: 'Tapez CLOSE pour confirmer',
  submit: 'Fermer mon compte',
  submitting: 'Fermeture…',
  failed: 'Votre compte n’a pas pu être fermé. Veuillez réessayer.',
};

export const settingsCloseStrings: Bundle<typeof en> = { en, fr };
