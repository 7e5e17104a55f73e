import type { Bundle, Strings } from '@openset/web-kit';

/** Namespace `help`: the Help menu of the frame, the tips, the about dialog and the feedback form. */
export const HELP_NS = 'help';

const en = {
  menu: {
    button: 'Help',
    label: 'Help menu',
    tips: 'Tips',
    feedback: 'Send feedback',
    about: 'About OpenSet',
  },
  tips: {
    title: 'Tips for OpenSet',
    offerLabel: 'Tips',
    offer: 'New to OpenSet, or back after a while? Six short tips show you around.',
    show: 'Show the tips',
    notNow: 'Not now',
    count: 'Tip {{current}} of {{total}}',
    previous: 'Previous tip',
    next: 'Next tip',
    dontShow: 'Don’t show these tips when I sign in',
    dontShowHint: 'You can turn them on again in Settings > Personal.',
    close: 'Close the tips',
    saving: 'Saving…',
    items: {
      browse: {
        title: 'Find exercises in the designer',
        text:
          'The exercise browser on the left holds the stock library, your starred exercises and your custom ones. Search by name, body region or condition, or open a category, then choose Add to set to put an exercise in the set builder on the right.',
      },
      build: {
        title: 'Build a set and its parameters',
        text:
          'In the set builder, open an exercise to set its parameters (sets, reps, hold, rest…), add dividers to group the program, and reorder with the keyboard or by dragging. Bulk parameters apply one preset to many exercises, and Undo steps back through your last 8 changes.',
      },
      templates: {
        title: 'Keep templates in folders',
        text:
          'Save as template keeps a set for the next client. Under Templates, sort them into folders of your own or of your team, move them, and open one in the designer to start a new program from it. Only empty folders can be deleted.',
      },
      clients: {
        title: 'Clients and their portal',
        text:
          'Under Clients, add a client and save a set for them: they sign in to the client portal on their phone with a username and a four-digit key, see their program offline, record diaries and send you messages. Turn the portal on or off per set.',
      },
      deliver: {
        title: 'Print, PDF and e-mail',
        text:
          'From the set builder, PDF makes a printable program (summary, comprehensive, images, tracking sheet…) and E-mail sends a client’s set with your message and signature. Set the signature and a default message in Settings > Client e-mail, and your letterhead in Settings > Headers and footers.',
      },
      outcomes: {
        title: 'Measure outcomes',
        text:
          'Under Outcomes, Assign outcome sends a standard questionnaire (LEFS, NDI, QuickDASH…) or one of your own to a client, once, at intervals or for manual entry. Scores are worked out for you and charted over time; the bell tells you when a client has answered.',
      },
    },
  },
  about: {
    title: 'About OpenSet',
    product: 'OpenSet: exercise programs, client portal and outcome measures for rehabilitation.',
    version: 'Version {{version}}',
    licenceTitle: 'Licence',
    licence: 'OpenSet is free software under the GNU Affero General Public License, version 3 or later (AGPL-3.0-or-later).',
    libraryTitle: 'Exercise library',
    libraryIntro: 'The stock exercises come from these data sets:',
    libraryLicence: 'Licence: {{licence}}',
    libraryAuthors: 'By {{authors}}',
    source: 'Source of {{name}}',
    licenceLink: 'Licence of {{name}}',
    ownLicence: 'the OpenSet licence',
    instrumentsTitle: 'Outcome instruments',
    instrumentsIntro: 'The standard questionnaires belong to their owners, under these terms:',
    instrumentsLoading: 'Loading the instruments’ licences…',
    instrumentsFailed: 'The instruments’ licences could not be loaded.',
    instrumentsManagers: 'The instruments’ licences are listed for clinicians, with the outcome measures.',
    instrumentOwner: '{{owner}} ({{kind}})',
    kinds: {
      'free-clinical': 'free for clinical use',
      'non-commercial': 'free for non-commercial use',
      'permission-required': 'used with the owner’s permission',
      'public-domain': 'public domain',
    },
    close: 'Close',
  },
  feedback: {
    title: 'Send feedback',
    intro: 'Tell the people who make OpenSet what works, what does not, or what you would like. They read every message.',
    kind: 'What is it?',
    kinds: { idea: 'An idea', problem: 'A problem', praise: 'Praise' },
    message: 'Your message',
    messageHint: '{{count}} of {{max}} characters',
    messageRequired: 'Write a message before sending.',
    mayContact: 'You may contact me about this at my account’s e-mail address',
    send: 'Send',
    sending: 'Sending…',
    cancel: 'Cancel',
    rateLimited: 'You have sent a lot of feedback in the last hour. Please try again later.',
  },
};

const fr: Strings<typeof en> = {
  menu: {
    button: 'Aide',
    label: 'Menu d’aide',
    tips: 'Conseils',
    feedback: 'Envoyer un commentaire',
    about: 'À propos d’OpenSet',
  },
  tips: {
    title: 'Conseils pour OpenSet',
    offerLabel: 'Conseils',
    offer: 'Nouveau sur OpenSet, ou de retour après un moment ? Six courts conseils pour vous y retrouver.',
    show: 'Afficher les conseils',
    notNow: 'Plus tard',
    count: 'Conseil {{current}} sur {{total}}',
    previous: 'Conseil précédent',
    next: 'Conseil suivant',
    dontShow: 'Ne plus afficher ces conseils à la connexion',
    dontShowHint: 'Vous pouvez les réactiver dans Paramètres > Profil.',
    close: 'Fermer les conseils',
    saving: 'Enregistrement…',
    items: {
      browse: {
        title: 'Trouver des exercices dans le concepteur',
        text:
          'Le navigateur d’exercices, à gauche, contient la bibliothèque, vos favoris et vos exercices personnalisés. Cherchez par nom, région du corps ou affection, ou ouvrez une catégorie, puis choisissez Ajouter au programme pour placer un exercice dans le constructeur, à droite.',
      },
      build: {
        title: 'Construire un programme et ses paramètres',
        text:
          'Dans le constructeur, ouvrez un exercice pour régler ses paramètres (séries, répétitions, maintien, repos…), ajoutez des séparateurs pour organiser le programme et réordonnez au clavier ou par glisser-déposer. Les paramètres groupés appliquent un préréglage à plusieurs exercices, et Annuler revient sur vos 8 dernières modifications.',
      },
      templates: {
        title: 'Ranger les modèles dans des dossiers',
        text:
          'Enregistrer comme modèle garde un programme pour le prochain client. Sous Modèles, classez-les dans vos dossiers ou ceux de votre équipe, déplacez-les et ouvrez-en un dans le concepteur pour démarrer un nouveau programme. Seuls les dossiers vides peuvent être supprimés.',
      },
      clients: {
        title: 'Les clients et leur portail',
        text:
          'Sous Clients, ajoutez un client et enregistrez un programme pour lui : il se connecte au portail client sur son téléphone avec un nom d’utilisateur et un code à quatre chiffres, voit son programme hors ligne, tient ses journaux et vous envoie des messages. Activez ou désactivez le portail pour chaque programme.',
      },
      deliver: {
        title: 'Imprimer, PDF et courriel',
        text:
          'Depuis le constructeur, PDF produit un programme imprimable (résumé, complet, images, fiche de suivi…) et Courriel envoie le programme d’un client avec votre message et votre signature. Réglez la signature et un message par défaut dans Paramètres > Courriel aux clients, et votre en-tête dans Paramètres > En-têtes et pieds de page.',
      },
      outcomes: {
        title: 'Mesurer les résultats',
        text:
          'Sous Résultats, Assigner un questionnaire envoie à un client un questionnaire standard (LEFS, NDI, QuickDASH…) ou l’un des vôtres, une fois, à intervalles ou en saisie manuelle. Les scores sont calculés pour vous et suivis sur un graphique ; la cloche vous prévient quand un client a répondu.',
      },
    },
  },
  about: {
    title: 'À propos d’OpenSet',
    product: 'OpenSet : programmes d’exercices, portail client et mesures de résultats pour la réadaptation.',
    version: 'Version {{version}}',
    licenceTitle: 'Licence',
    licence: 'OpenSet est un logiciel libre sous licence publique générale GNU Affero, version 3 ou ultérieure (AGPL-3.0-or-later).',
    libraryTitle: 'Bibliothèque d’exercices',
    libraryIntro: 'Les exercices de la bibliothèque proviennent de ces jeux de données :',
    libraryLicence: 'Licence : {{licence}}',
    libraryAuthors: 'Par {{authors}}',
    source: 'Source de {{name}}',
    licenceLink: 'Licence de {{name}}',
    ownLicence: 'la licence d’OpenSet',
    instrumentsTitle: 'Questionnaires de résultats',
    instrumentsIntro: 'Les questionnaires standard appartiennent à leurs auteurs, selon ces conditions :',
    instrumentsLoading: 'Chargement des licences des questionnaires…',
    instrumentsFailed: 'Les licences des questionnaires n’ont pas pu être chargées.',
    instrumentsManagers: 'Les licences des questionnaires sont présentées aux cliniciens, avec les mesures de résultats.',
    instrumentOwner: '{{owner}} ({{kind}})',
    kinds: {
      'free-clinical': 'libre pour l’usage clinique',
      'non-commercial': 'libre pour un usage non commercial',
      'permission-required': 'utilisé avec la permission de l’auteur',
      'public-domain': 'domaine public',
    },
    close: 'Fermer',
  },
  feedback: {
    title: 'Envoyer un commentaire',
    intro: 'Dites à l’équipe d’OpenSet ce qui fonctionne, ce qui ne fonctionne pas ou ce que vous aimeriez. Chaque message est lu.',
    kind: 'De quoi s’agit-il ?',
    kinds: { idea: 'Une idée', problem: 'Un problème', praise: 'Un compliment' },
    message: 'Votre message',
    messageHint: '{{count}} caractères sur {{max}}',
    messageRequired: 'Écrivez un message avant d’envoyer.',
    mayContact: 'Vous pouvez me contacter à ce sujet à l’adresse courriel de mon compte',
    send: 'Envoyer',
    sending: 'Envoi…',
    cancel: 'Annuler',
    rateLimited: 'Vous avez envoyé beaucoup de commentaires dans la dernière heure. Veuillez réessayer plus tard.',
  },
};

export const helpStrings: Bundle<typeof en> = { en, fr };

/** The tips, in the order the dialog pages through them. */
export const TIP_KEYS = ['browse', 'build', 'templates', 'clients', 'deliver', 'outcomes'] as const;
export type TipKey = (typeof TIP_KEYS)[number];
