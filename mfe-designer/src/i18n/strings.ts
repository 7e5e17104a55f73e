import type { Bundle, Strings } from '@openset/web-kit';

const en = {
  title: 'Designer',
  subtitle: 'Build exercise programs from the stock library and your own exercises.',
  browser: {
    title: 'Exercise browser',
    tabs: 'Library tabs',
    stock: 'Stock',
    starred: 'Starred',
    custom: 'Custom',
    empty: 'Stock, starred and custom exercises will appear here.',
  },
  builder: {
    title: 'Set builder',
    empty: 'No exercises yet. Add exercises from the browser to start a set.',
  },
};

const fr: Strings<typeof en> = {
  title: 'Concepteur',
  subtitle: 'Créez des programmes d’exercices à partir de la bibliothèque et de vos propres exercices.',
  browser: {
    title: 'Navigateur d’exercices',
    tabs: 'Onglets de la bibliothèque',
    stock: 'Bibliothèque',
    starred: 'Favoris',
    custom: 'Personnalisés',
    empty: 'Les exercices de la bibliothèque, vos favoris et vos exercices personnalisés apparaîtront ici.',
  },
  builder: {
    title: 'Constructeur de programme',
    empty: 'Aucun exercice pour l’instant. Ajoutez des exercices depuis le navigateur pour commencer un programme.',
  },
};

export const NS = 'designer';
export const designerStrings: Bundle<typeof en> = { en, fr };
