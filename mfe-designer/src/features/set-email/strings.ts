import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `setEmail`: the E-mail set dialog (spec section 2). */
export const SET_EMAIL_NS = 'setEmail';

const en = {
  open: 'E-mail',
  openHint: 'Save the set for a client to e-mail it.',
  title: 'E-mail “{{title}}” to the client',
  intro: 'The client receives your message, the program, a link to their client portal and your signature, in their language.',
  unsaved: 'Unsaved changes are not sent: the e-mail holds the set as last saved.',
  subject: 'Subject',
  subjectDefault: 'Your exercise program: {{title}}',
  body: 'Message',
  bodyHint: 'Your default message comes from Settings > Client e-mail.',
  cc: 'Copy to (CC)',
  ccInvalid: 'Enter an e-mail address, or leave it empty.',
  attachPdf: 'Attach the program as a PDF',
  attachPdfHint: 'Made with your last PDF choices (templates, picture size, tracking days, header), in the client’s language.',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  loading: 'Loading your e-mail settings…',
};

const fr: Strings<typeof en> = {
  open: 'Courriel',
  openHint: 'Enregistrez le programme pour un client afin de l’envoyer par courriel.',
  title: 'Envoyer «\u00a0{{title}}\u00a0» au client par courriel',
  intro: 'Le client reçoit votre message, le programme, un lien vers son portail client et votre signature, dans sa langue.',
  unsaved: 'Les modifications non enregistrées ne sont pas envoyées\u00a0: le courriel contient le programme tel qu’enregistré.',
  subject: 'Objet',
  subjectDefault: 'Votre programme d’exercices\u00a0: {{title}}',
  body: 'Message',
  bodyHint: 'Votre message par défaut vient de Paramètres > Courriel aux clients.',
  cc: 'Copie à (CC)',
  ccInvalid: 'Saisissez une adresse courriel, ou laissez vide.',
  attachPdf: 'Joindre le programme en PDF',
  attachPdfHint: 'Fait selon vos derniers choix de PDF (modèles, taille des images, jours de suivi, en-tête), dans la langue du client.',
  send: 'Envoyer',
  sending: 'Envoi…',
  cancel: 'Annuler',
  loading: 'Chargement de vos paramètres de courriel…',
};

export const setEmailStrings: Bundle<typeof en> = { en, fr };
