import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `notifications`: the bell of the signed-in frame. */
const en = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  title: 'Notifications',
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  failed: 'Notifications could not be loaded.',
  unread: 'New',
  kind: {
    clientMessage: 'A client sent you a message.',
    outcomeCompleted: 'A client completed an outcome measure.',
    scheduleFinished: 'An outcome schedule has finished.',
    teamChanged: 'Your team has changed.',
  },
  open: {
    clientMessage: 'Open the client’s messages',
    outcomeCompleted: 'Open the outcome',
    scheduleFinished: 'Open the outcome',
    teamChanged: 'Your team',
  },
};

const fr: Strings<typeof en> = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} non lue',
  bellUnread_other: 'Notifications, {{count}} non lues',
  title: 'Notifications',
  empty: 'Aucune notification pour l’instant.',
  loading: 'Chargement des notifications…',
  failed: 'Les notifications n’ont pas pu être chargées.',
  unread: 'Nouveau',
  kind: {
    clientMessage: 'Un client vous a envoyé un message.',
    outcomeCompleted: 'Un client a rempli une mesure de résultat.',
    scheduleFinished: 'Le calendrier d’une mesure de résultat est terminé.',
    teamChanged: 'Votre équipe a changé.',
  },
  open: {
    clientMessage: 'Ouvrir les messages du client',
    outcomeCompleted: 'Ouvrir la mesure',
    scheduleFinished: 'Ouvrir la mesure',
    teamChanged: 'Votre équipe',
  },
};

export const notificationsStrings: Bundle<typeof en> = { en, fr };
export const NOTIFICATIONS_NS = 'notifications';
