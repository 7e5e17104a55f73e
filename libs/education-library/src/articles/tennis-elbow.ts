/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const tennisElbow = article({
  id: 'tennis-elbow',
  category: 'upper-limb',
  regions: ['elbow', 'wrist-hand'],
  tags: ['tennis elbow', 'lateral elbow pain', 'tendinopathy', 'grip', 'epicondylitis'],
  reviewed: '2026-12-02',
  en: {
    title: `Tennis elbow (lateral elbow pain)`,
    summary: `Tennis elbow is pain on the outside of the elbow from an overloaded tendon. It usually settles within a year, and a graded strengthening program with load management helps most people.`,
    body: `
## What it is
Tennis elbow, or lateral elbow tendinopathy, is pain on the bony point on the outside of the elbow, where the tendons of the forearm muscles that lift the wrist and fingers attach. Despite the name, most people who get it do not play tennis. It usually follows a period of more gripping, twisting or lifting than usual: DIY, gardening, a new job, computer work or a racquet sport. Gripping a kettle, shaking hands or lifting a bag with the palm down often hurts.

## The outlook
Tennis elbow can be stubborn, but most people recover, often within six to twelve months. The aim of treatment is to calm the pain and then make the tendon stronger so it tolerates your daily tasks again.

## What helps
- Reduce, but do not stop, the activities that provoke it. Grip lighter, use both hands, lift with the palm facing up and take more breaks.
- Tools with thicker handles and lighter loads can help for a while.
- Exercise: your physiotherapist will usually start with gentle isometric holds (pushing against resistance without moving) and progress to slow strengthening of the wrist and forearm, then grip and whole-arm exercises. Some discomfort during exercise is acceptable if it settles by the next day.
- A forearm strap (counterforce brace) helps some people grip with less pain.
- Ice or simple painkillers may ease pain in the short term.

## About injections
Steroid injections can give quick relief for a few weeks, but studies found that people who had them were more likely to have the pain come back and recovered more slowly over a year than those who did not. Discuss the pros and cons with your doctor. Surgery is only considered in the rare cases that do not improve after a long period of good rehabilitation.

## See your clinician if
- Pain started with a fall or a sudden injury, or the elbow is swollen, hot or cannot straighten.
- You have numbness or tingling in the hand, or neck pain spreading down the arm.
- There is no improvement after six to eight weeks of following your program.
`,
  },
  fr: {
    title: `L’épicondylite latérale (« tennis-elbow »)`,
    summary: `Le tennis-elbow est une douleur à l’extérieur du coude due à un tendon surmené. Il se calme généralement en moins d’un an, et un renforcement progressif associé à l’adaptation des efforts aide la plupart des gens.`,
    body: `
## De quoi s’agit-il ?
L’épicondylite latérale, ou tendinopathie latérale du coude, est une douleur sur la bosse osseuse à l’extérieur du coude, là où s’attachent les tendons des muscles de l’avant-bras qui relèvent le poignet et les doigts. Malgré son surnom, la plupart des personnes atteintes ne jouent pas au tennis. Elle apparaît souvent après une période où l’on a plus serré, tourné ou porté que d’habitude : bricolage, jardinage, nouveau travail, ordinateur ou sport de raquette. Saisir une bouilloire, serrer une main ou porter un sac paume vers le bas fait souvent mal.

## L’évolution
Le tennis-elbow peut être tenace, mais la plupart des gens guérissent, souvent en six à douze mois. Le traitement vise d’abord à calmer la douleur, puis à renforcer le tendon pour qu’il supporte de nouveau vos activités quotidiennes.

## Ce qui aide
- Réduisez sans les arrêter les activités qui réveillent la douleur : serrez moins fort, utilisez les deux mains, portez paume vers le haut, faites plus de pauses.
- Des outils à manche plus épais et des charges plus légères aident pendant un temps.
- L’exercice : votre kinésithérapeute ou physiothérapeute commencera en général par des contractions statiques douces (pousser contre une résistance sans bouger), puis un renforcement lent du poignet et de l’avant-bras, et enfin des exercices de préhension et de tout le bras. Une gêne pendant l’exercice est acceptable si elle a disparu le lendemain.
- Un bracelet antiépicondylien aide certaines personnes à serrer avec moins de douleur.
- Le froid ou des antalgiques simples peuvent soulager à court terme.

## À propos des infiltrations
Les infiltrations de corticoïde soulagent vite pendant quelques semaines, mais les études montrent que les personnes infiltrées rechutent plus souvent et récupèrent plus lentement sur un an que les autres. Discutez des avantages et des inconvénients avec votre médecin. La chirurgie n’est envisagée que dans les rares cas qui ne s’améliorent pas après une longue rééducation bien menée.

## Consultez si
- La douleur a commencé avec une chute ou un traumatisme, ou le coude est gonflé, chaud, ou ne s’étend plus complètement.
- Vous avez un engourdissement ou des fourmillements dans la main, ou une douleur de cou qui descend dans le bras.
- Vous ne constatez aucune amélioration après six à huit semaines de programme.
`,
  },
  sources: [
    {
      title: 'Lateral elbow pain and muscle function impairments: clinical practice guidelines',
      publisher:
        'Lucado AM et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2022,
    },
    {
      title:
        'Effect of corticosteroid injection, physiotherapy, or both on clinical outcomes in patients with unilateral lateral epicondylalgia: a randomized controlled trial',
      publisher: 'Coombes BK, Bisset L, Brooks P, Khan A, Vicenzino B, JAMA',
      year: 2013,
    },
  ],
});
