import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsRefer`: Settings > Refer, the clinician's referral link (spec section 2). */
export const SETTINGS_REFER_NS = 'settingsRefer';

const en = {
  nav: 'Refer',
  title: 'Refer a colleague',
  subtitle: 'Share your link: a colleague who signs up through it starts a free {{days}}-day trial.',
  loadFailed: 'Your referral link could not be loaded.',
  link: 'Your referral link',
  copy: 'Copy link',
  copyFailed: 'The link could not be copied: it is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  signUps_one: '{{count}} account signed up through your link.',
  signUps_other: '{{count}} accounts signed up through your link.',
  reasons: {
    staff: 'Your clinic looks after your account, so you have no referral link: links are for accounts that pay for themselves.',
    student: 'Student accounts have no referral link: links are for professional and trial accounts.',
    demo: 'The demo has no referral link. Start a free trial to get one.',
  },
};

const fr: Strings<typeof en> = {
  nav: 'Parrainage',
  title: 'Parrainer un collègue',
  subtitle: 'Partagez votre lien\u00a0: un collègue qui s’inscrit par ce lien commence un essai gratuit de {{days}}\u00a0jours.',
  loadFailed: 'Votre lien de parrainage n’a pas pu être chargé.',
  link: 'Votre lien de parrainage',
  copy: 'Copier le lien',
  copyFailed: 'Le lien n’a pas pu être copié\u00a0: il est sélectionné, appuyez sur Ctrl+C (⌘C sur un Mac) pour le copier.',
  signUps_one: '{{count}}\u00a0compte s’est inscrit par votre lien.',
  signUps_other: '{{count}}\u00a0comptes se sont inscrits par votre lien.',
  reasons: {
    staff: 'Votre clinique gère votre compte, vous n’avez donc pas de lien de parrainage\u00a0: les liens sont pour les comptes qui paient eux-mêmes.',
    student: 'Les comptes étudiants n’ont pas de lien de parrainage\u00a0: les liens sont pour les comptes professionnels et d’essai.',
    demo: 'La démo n’a pas de lien de parrainage. Commencez un essai gratuit pour en obtenir un.',
  },
};

export const settingsReferStrings: Bundle<typeof en> = { en, fr };
