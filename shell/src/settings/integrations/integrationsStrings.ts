import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `settingsIntegrations`: Settings > Integrations, EMR and practice-management systems (spec sections 2, 4, 5 and 8). */
export const SETTINGS_INTEGRATIONS_NS = 'settingsIntegrations';

const en = {
  nav: 'Integrations',
  title: 'Integrations',
  subtitle: 'Connect OpenSet to your electronic medical record or practice-management system.',
  listTitle: 'Your integrations',
  emptyTitle: 'No integrations are available yet.',
  emptyMessage:
    'When OpenSet connects to electronic medical record and practice-management systems, they will appear here: you will connect yours, see whether it is running or paused, restart it after a problem, or remove it.',
  none: 'You have no integration.',
  providersTitle: 'Systems you can connect',
  needs: {
    apiKey: 'Needs a key from the system.',
    providerPermission: 'Needs your permission in the system.',
  },
  columnProvider: 'System',
  columnState: 'State',
  columnSince: 'Since',
  status: { enabled: 'Enabled', paused: 'Paused' },
  pausedBecause: {
    permissionMissing: 'Permission missing',
    providerError: 'The system answered with an error',
  },
  restart: 'Restart',
  restartLabel: 'Restart {{provider}}',
  restartTitle: 'Restart {{provider}}?',
  restartMessage: {
    permissionMissing:
      'The integration has been paused: {{provider}} has not given OpenSet the permission it needs. Give the permission in {{provider}}, then restart the integration.',
    providerError: 'The integration has been paused: {{provider}} answered with an error. Restart it to try again.',
  },
  restarted: 'Integration restarted.',
  remove: 'Remove',
  removeLabel: 'Remove {{provider}}',
  removeTitle: 'Remove {{provider}}?',
  removeMessage: 'OpenSet stops exchanging anything with {{provider}}. You can connect it again later.',
  removeConfirm: 'Type REMOVE to confirm',
  removing: 'Removing…',
  removed: 'Integration removed.',
  cancel: 'Cancel',
  loadFailed: 'Your integrations could not be loaded.',
};

const fr: Strings<typeof en> = {
  nav: 'Intégrations',
  title: 'Intégrations',
  subtitle: 'Reliez OpenSet à votre dossier médical électronique ou à votre logiciel de gestion de cabinet.',
  listTitle: 'Vos intégrations',
  emptyTitle: 'Aucune intégration n’est encore disponible.',
  emptyMessage:
    'Quand OpenSet se reliera aux dossiers médicaux électroniques et aux logiciels de gestion de cabinet, ils apparaîtront ici\u00a0: vous relierez le vôtre, verrez s’il fonctionne ou s’il est en pause, le redémarrerez après un problème ou le retirerez.',
  none: 'Vous n’avez aucune intégration.',
  providersTitle: 'Systèmes que vous pouvez relier',
  needs: {
    apiKey: 'Demande une clé du système.',
    providerPermission: 'Demande votre autorisation dans le système.',
  },
  columnProvider: 'Système',
  columnState: 'État',
  columnSince: 'Depuis',
  status: { enabled: 'Active', paused: 'En pause' },
  pausedBecause: {
    permissionMissing: 'Autorisation manquante',
    providerError: 'Le système a répondu par une erreur',
  },
  restart: 'Redémarrer',
  restartLabel: 'Redémarrer {{provider}}',
  restartTitle: 'Redémarrer {{provider}}\u00a0?',
  restartMessage: {
    permissionMissing:
      'L’intégration a été mise en pause\u00a0: {{provider}} n’a pas donné à OpenSet l’autorisation dont il a besoin. Donnez l’autorisation dans {{provider}}, puis redémarrez l’intégration.',
    providerError: 'L’intégration a été mise en pause\u00a0: {{provider}} a répondu par une erreur. Redémarrez-la pour réessayer.',
  },
  restarted: 'Intégration redémarrée.',
  remove: 'Retirer',
  removeLabel: 'Retirer {{provider}}',
  removeTitle: 'Retirer {{provider}}\u00a0?',
  removeMessage: 'OpenSet n’échange plus rien avec {{provider}}. Vous pourrez le relier de nouveau plus tard.',
  removeConfirm: 'Tapez REMOVE pour confirmer',
  removing: 'Retrait…',
  removed: 'Intégration retirée.',
  cancel: 'Annuler',
  loadFailed: 'Vos intégrations n’ont pas pu être chargées.',
};

export const settingsIntegrationsStrings: Bundle<typeof en> = { en, fr };
