import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `notices`: the signed-in frame's notices (spec section 2, Shell elements). */
const en = {
  cookies: {
    label: 'Cookies',
    text: 'OpenSet uses only the cookies it needs to keep you signed in and secure: no advertising or tracking cookies.',
    accept: 'OK',
  },
  otherTab: {
    text: 'OpenSet is active in another tab. Reload to use it here.',
    reload: 'Reload',
  },
  newVersion: {
    text: 'A new version of OpenSet is available.',
    refresh: 'Refresh',
  },
};

const fr: Strings<typeof en> = {
  cookies: {
    label: 'Témoins',
    text: 'OpenSet n’utilise que les témoins nécessaires pour vous garder connecté en toute sécurité\u00a0: aucun témoin publicitaire ni de suivi.',
    accept: 'OK',
  },
  otherTab: {
    text: 'OpenSet est actif dans un autre onglet. Rechargez pour l’utiliser ici.',
    reload: 'Recharger',
  },
  newVersion: {
    text: 'Une nouvelle version d’OpenSet est disponible.',
    refresh: 'Actualiser',
  },
};

export const noticesStrings: Bundle<typeof en> = { en, fr };
export const NOTICES_NS = 'notices';
