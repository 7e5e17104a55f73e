import type { Bundle, Strings } from '@openset/web-kit';

const en = {
  login: {
    title: 'Sign in',
    subtitle: 'Welcome to OpenSet',
    token: 'Username or e-mail',
    submit: 'Sign in',
    submitting: 'Signing in…',
    required: 'Enter your username or e-mail and your password.',
    rateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    failed: 'Sign-in failed. Please try again.',
    closedPaid: 'Your account is closed. Renew your subscription to use it again.',
    closedPaidLink: 'Go to billing',
    closedStudent: 'This student account is closed. The account is reserved: contact us with proof of enrolment to reopen it.',
    closedStaff: 'Your account is closed. Please contact your manager.',
    closedOther: 'Your account is closed.',
    secondaryAuth: 'A 6-digit code was sent to {{email}}. Two-step sign-in is not available in this version yet.',
    tagline: 'Build exercise programs, share them with clients and track their outcomes.',
  },
  nav: {
    main: 'Main navigation',
    designer: 'Designer',
    templates: 'Templates',
    education: 'Education',
    clients: 'Clients',
    outcomes: 'Outcomes',
    settings: 'Settings',
    teams: 'Teams',
    account: 'Account',
    portal: 'Client portal',
    skip: 'Skip to content',
  },
  logout: {
    confirmTitle: 'Log out?',
    confirmMessage: 'You will need to sign in again to continue.',
  },
  admin: {
    title: 'Administration',
    body: 'There are no administration screens in this application.',
  },
  guard: { checking: 'Checking your session…' },
  remote: { loading: 'Loading {{name}}…' },
};

const fr: Strings<typeof en> = {
  login: {
    title: 'Connexion',
    subtitle: 'Bienvenue dans OpenSet',
    token: 'Nom d’utilisateur ou courriel',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    required: 'Saisissez votre nom d’utilisateur ou courriel et votre mot de passe.',
    rateLimited: 'Trop de tentatives de connexion. Patientez quelques minutes, puis réessayez.',
    failed: 'La connexion a échoué. Veuillez réessayer.',
    closedPaid: 'Votre compte est fermé. Renouvelez votre abonnement pour l’utiliser de nouveau.',
    closedPaidLink: 'Aller à la facturation',
    closedStudent: 'Ce compte étudiant est fermé. Le compte est réservé : contactez-nous avec une preuve d’inscription pour le rouvrir.',
    closedStaff: 'Votre compte est fermé. Veuillez contacter votre gestionnaire.',
    closedOther: 'Votre compte est fermé.',
    secondaryAuth: 'Un code à 6 chiffres a été envoyé à {{email}}. La connexion en deux étapes n’est pas encore disponible dans cette version.',
    tagline: 'Créez des programmes d’exercices, partagez-les avec vos clients et suivez leurs résultats.',
  },
  nav: {
    main: 'Navigation principale',
    designer: 'Concepteur',
    templates: 'Modèles',
    education: 'Éducation',
    clients: 'Clients',
    outcomes: 'Résultats',
    settings: 'Paramètres',
    teams: 'Équipes',
    account: 'Compte',
    portal: 'Portail client',
    skip: 'Aller au contenu',
  },
  logout: {
    confirmTitle: 'Se déconnecter ?',
    confirmMessage: 'Vous devrez vous reconnecter pour continuer.',
  },
  admin: {
    title: 'Administration',
    body: 'Cette application ne comporte aucun écran d’administration.',
  },
  guard: { checking: 'Vérification de votre session…' },
  remote: { loading: 'Chargement de {{name}}…' },
};

export const shellStrings: Bundle<typeof en> = { en, fr };
