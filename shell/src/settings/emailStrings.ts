import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsEmail`: Settings > Client e-mail (spec section 2, default client e-mail). */
export const SETTINGS_EMAIL_NS = 'settingsEmail';

const en = {
  nav: 'Client e-mail',
  title: 'Client e-mail',
  subtitle: 'What your e-mails to clients say by default. You can change it each time in the E-mail dialog.',
  body: 'Default message',
  bodyHint: 'Shown in the E-mail dialog, ready to send. The program and a link to the client portal follow it.',
  signature: 'Signature',
  signatureHint: 'Ends every e-mail to a client. Empty: your name.',
  cc: 'Copy every e-mail to (CC)',
  ccHint: 'For your clinic’s records, say. Leave empty for none.',
  ccInvalid: 'Enter an e-mail address, or leave it empty.',
  save: 'Save',
  saving: 'Saving…',
  loadFailed: 'Your e-mail settings could not be loaded.',
};

const fr: Strings<typeof en> = {
  nav: 'Courriel aux clients',
  title: 'Courriel aux clients',
  subtitle: 'Ce que disent par défaut vos courriels aux clients. Vous pouvez le changer à chaque envoi.',
  body: 'Message par défaut',
  bodyHint: 'Affiché dans la fenêtre d’envoi, prêt à partir. Le programme et un lien vers le portail client le suivent.',
  signature: 'Signature',
  signatureHint: 'Termine chaque courriel à un client. Vide\u00a0: votre nom.',
  cc: 'Copie de chaque courriel à (CC)',
  ccHint: 'Pour le dossier de votre clinique, par exemple. Laissez vide pour aucune.',
  ccInvalid: 'Saisissez une adresse courriel, ou laissez vide.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  loadFailed: 'Vos paramètres de courriel n’ont pas pu être chargés.',
};

export const settingsEmailStrings: Bundle<typeof en> = { en, fr };
