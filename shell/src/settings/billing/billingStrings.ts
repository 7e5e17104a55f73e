import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsBilling`: Settings > Billing of a clinician (spec sections 2 and 3). */
export const SETTINGS_BILLING_NS = 'settingsBilling';

const en = {
  nav: 'Billing',
  title: 'Billing',
  subtitle: 'Your plan and, during a trial, the days it has left.',
  loadFailed: 'Your billing details could not be loaded.',
  plan: 'Plan',
  noPlan: 'No plan yet',
  status: 'Status',
  statuses: { none: 'None', trialing: 'Free trial', active: 'Active', pastDue: 'Payment overdue', cancelled: 'Cancelled' },
  trialDaysLeft: 'Trial days left',
  trialDays_one: '{{count}} day (until {{date}})',
  trialDays_other: '{{count}} days (until {{date}})',
  trialOver: 'Your trial has ended.',
  manage: 'Manage billing',
  manageHint: 'Choose a plan or change your payment details in the billing system (it opens in a new tab).',
  unavailable: 'The billing system cannot be reached from here at the moment. Please contact support.',
  payers: {
    clinic: 'Your clinic pays for your account: ask your manager about your plan.',
    student: 'Student accounts are free: there is nothing to pay.',
    demo: 'This is the demo: there is nothing to pay. Start a free trial to keep your work.',
  },
};

const fr: Strings<typeof en> = {
  nav: 'Facturation',
  title: 'Facturation',
  subtitle: 'Votre forfait et, pendant un essai, les jours qu’il lui reste.',
  loadFailed: 'Vos informations de facturation n’ont pas pu être chargées.',
  plan: 'Forfait',
  noPlan: 'Pas encore de forfait',
  status: 'État',
  statuses: { none: 'Aucun', trialing: 'Essai gratuit', active: 'Actif', pastDue: 'Paiement en retard', cancelled: 'Annulé' },
  trialDaysLeft: 'Jours d’essai restants',
  trialDays_one: '{{count}}\u00a0jour (jusqu’au {{date}})',
  trialDays_other: '{{count}}\u00a0jours (jusqu’au {{date}})',
  trialOver: 'Votre essai est terminé.',
  manage: 'Gérer la facturation',
  manageHint: 'Choisissez un forfait ou modifiez vos informations de paiement dans le système de facturation (il s’ouvre dans un nouvel onglet).',
  unavailable: 'Le système de facturation est injoignable d’ici pour le moment. Veuillez contacter le soutien.',
  payers: {
    clinic: 'Votre clinique paie votre compte\u00a0: adressez-vous à votre gestionnaire pour votre forfait.',
    student: 'Les comptes étudiants sont gratuits\u00a0: il n’y a rien à payer.',
    demo: 'Ceci est la démo\u00a0: il n’y a rien à payer. Commencez un essai gratuit pour garder votre travail.',
  },
};

export const settingsBillingStrings: Bundle<typeof en> = { en, fr };
