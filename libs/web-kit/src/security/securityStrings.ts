import type { Bundle } from '../i18n/translations';

/** Namespace `security`: Settings > Security of both modes (spec section 2). */
export const SECURITY_NS = 'security';

const en = {
  secondaryAuth: {
    title: 'Signing in',
    label: 'Two-step sign-in',
    hint: 'At every sign-in, after your password, a 6-digit code is e-mailed to you to finish signing in.',
    team: 'Your team requires it: a 6-digit code is e-mailed to you at sign-in from a network not recognised below.',
  },
  networks: {
    title: 'Recognised networks',
    hint: 'The networks you finished signing in from in the last {{days}} days. Where two-step sign-in applies only to new networks, no code is asked from these.',
    column: 'Network',
    lastSeen: 'Last sign-in',
    current: 'This network',
    empty: 'No network is recognised yet.',
    loadFailed: 'Your recognised networks could not be loaded.',
    forget: 'Forget',
    forgetLabel: 'Forget {{network}}',
    forgetTitle: 'Forget this network?',
    forgetMessage: 'The next sign-in from {{network}} will ask for an e-mailed code when two-step sign-in applies.',
    forgotten: 'Network forgotten.',
    forgetAll: 'Forget all',
    forgetAllTitle: 'Forget every network?',
    forgetAllMessage: 'The next sign-in from any network, this one included, will ask for an e-mailed code when two-step sign-in applies.',
    allForgotten: 'Every network forgotten.',
  },
};

type SecurityStrings = typeof en;

const fr: SecurityStrings = {
  secondaryAuth: {
    title: 'Connexion',
    label: 'Connexion en deux étapes',
    hint: 'À chaque connexion, après votre mot de passe, un code à 6 chiffres vous est envoyé par courriel pour la terminer.',
    team: 'Votre équipe l’exige\u00a0: un code à 6 chiffres vous est envoyé par courriel à la connexion depuis un réseau non reconnu ci-dessous.',
  },
  networks: {
    title: 'Réseaux reconnus',
    hint: 'Les réseaux depuis lesquels vous vous êtes connecté ces {{days}} derniers jours. Là où la connexion en deux étapes ne vise que les nouveaux réseaux, aucun code n’est demandé depuis ceux-ci.',
    column: 'Réseau',
    lastSeen: 'Dernière connexion',
    current: 'Ce réseau',
    empty: 'Aucun réseau n’est encore reconnu.',
    loadFailed: 'Vos réseaux reconnus n’ont pas pu être chargés.',
    forget: 'Oublier',
    forgetLabel: 'Oublier {{network}}',
    forgetTitle: 'Oublier ce réseau\u00a0?',
    forgetMessage: 'La prochaine connexion depuis {{network}} demandera un code envoyé par courriel si la connexion en deux étapes s’applique.',
    forgotten: 'Réseau oublié.',
    forgetAll: 'Tout oublier',
    forgetAllTitle: 'Oublier tous les réseaux\u00a0?',
    forgetAllMessage: 'La prochaine connexion depuis n’importe quel réseau, celui-ci compris, demandera un code envoyé par courriel si la connexion en deux étapes s’applique.',
    allForgotten: 'Tous les réseaux ont été oubliés.',
  },
};

export const securityStrings: Bundle<SecurityStrings> = { en, fr };
