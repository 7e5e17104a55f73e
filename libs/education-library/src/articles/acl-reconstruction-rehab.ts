/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const aclReconstructionRehab = article({
  id: 'acl-reconstruction-rehab',
  category: 'surgery',
  regions: ['knee'],
  tags: ['acl', 'anterior cruciate ligament', 'reconstruction', 'return to sport', 'rehabilitation stages'],
  reviewed: '2026-12-02',
  en: {
    title: `Rehabilitation after ACL reconstruction: the stages`,
    summary: `Recovery after anterior cruciate ligament reconstruction takes at least nine months. Progress depends on meeting goals at each stage, not on the calendar alone.`,
    body: `
## A long but well-mapped road
The anterior cruciate ligament (ACL) stabilises the knee when you turn, land or change direction. After a reconstruction, the new graft needs many months to mature, and the muscles around the knee need a long program to regain strength and control. Returning to pivoting sports before about nine months, and before passing strength and function tests, greatly increases the risk of injuring the knee again. Your surgeon and physiotherapist will adapt the stages below to your surgery and goals.

## Stage 1: calm the knee (roughly weeks 0 to 2)
- Reduce swelling with compression, elevation and short spells of cold.
- Regain full straightening of the knee early; it is the most important early goal.
- Wake up the thigh muscle with quads sets and straight-leg raises, and start bending the knee.
- Walk with crutches as instructed, weaning off as your walking becomes normal.

## Stage 2: strength and normal movement (about weeks 2 to 12)
- Full movement, normal walking without a limp, and stairs.
- Progressive strengthening: squats, leg press, bridges, step-ups, calf raises, and exercise bike.
- Balance and control on one leg.

## Stage 3: running and power (about months 3 to 6)
- Start a running program once strength, swelling and movement goals are met, often around three to four months.
- Add hopping, jumping and landing drills, and heavier strength training.

## Stage 4: return to sport (from about month 9)
- Sport-specific drills, cutting and change of direction, then full training.
- Return to competition after passing strength and hop tests, usually with the thigh strength of the operated leg at least 90 percent of the other, and feeling confident.
- Keep an injury prevention warm-up as part of training for good.

## Normal along the way
Some swelling after harder sessions, stiffness in the morning and good and bad weeks are all expected. Losing confidence or motivation during the long middle phase is common; setting short-term goals helps.

## Contact your surgical team urgently if
- The calf becomes painful, swollen or warm, or you become short of breath.
- The wound is red, hot, oozing, or you have a fever.
- The knee suddenly swells a lot, locks, or gives way.
`,
  },
  fr: {
    title: `Rééducation après une ligamentoplastie du LCA : les étapes`,
    summary: `La récupération après une reconstruction du ligament croisé antérieur demande au moins neuf mois. La progression dépend des objectifs atteints à chaque étape, pas seulement du calendrier.`,
    body: `
## Un long chemin, mais bien balisé
Le ligament croisé antérieur (LCA) stabilise le genou lors des pivots, des réceptions de saut et des changements de direction. Après une ligamentoplastie, le greffon a besoin de nombreux mois pour mûrir, et les muscles du genou d’un long programme pour retrouver force et contrôle. Reprendre un sport avec pivots avant environ neuf mois, et avant d’avoir réussi les tests de force et de fonction, augmente fortement le risque de nouvelle blessure. Votre chirurgien et votre kinésithérapeute ou physiothérapeute adapteront les étapes ci-dessous à votre opération et à vos objectifs.

## Étape 1 : calmer le genou (environ semaines 0 à 2)
- Réduisez le gonflement par la compression, la surélévation et de courtes applications de froid.
- Retrouvez tôt l’extension complète du genou : c’est l’objectif le plus important au début.
- Réveillez le quadriceps par des contractions statiques et des élévations jambe tendue, et commencez à plier le genou.
- Marchez avec les béquilles selon les consignes, puis abandonnez-les à mesure que la marche redevient normale.

## Étape 2 : force et mouvements normaux (environ semaines 2 à 12)
- Amplitude complète, marche normale sans boiterie, escaliers.
- Renforcement progressif : squats, presse, pont fessier, montées de marche, élévations sur la pointe des pieds et vélo d’appartement.
- Équilibre et contrôle sur une jambe.

## Étape 3 : course et puissance (environ mois 3 à 6)
- Débutez un programme de course une fois les objectifs de force, de gonflement et d’amplitude atteints, souvent vers trois ou quatre mois.
- Ajoutez sauts, bonds et exercices de réception, et un renforcement plus lourd.

## Étape 4 : retour au sport (à partir d’environ 9 mois)
- Exercices propres à votre sport, appuis et changements de direction, puis entraînement complet.
- Reprise de la compétition après réussite des tests de force et de sauts, en général avec une force de la cuisse opérée d’au moins 90 % de l’autre, et un sentiment de confiance.
- Gardez pour toujours un échauffement de prévention des blessures dans vos entraînements.

## Ce qui est normal en chemin
Un gonflement après les séances plus dures, une raideur matinale, des bonnes et des moins bonnes semaines : tout cela est attendu. Perdre confiance ou motivation pendant la longue phase intermédiaire est fréquent ; se fixer des objectifs à court terme aide.

## Contactez rapidement l’équipe chirurgicale si
- Le mollet devient douloureux, gonflé ou chaud, ou vous êtes essoufflé.
- La cicatrice est rouge, chaude, suintante, ou vous avez de la fièvre.
- Le genou gonfle soudain beaucoup, se bloque ou se dérobe.
`,
  },
  sources: [
    {
      title: 'Aspetar clinical practice guideline on rehabilitation after anterior cruciate ligament reconstruction',
      publisher: 'Kotsifaki R et al., British Journal of Sports Medicine',
      year: 2023,
    },
    {
      title:
        'Simple decision rules can reduce reinjury risk by 84% after ACL reconstruction: the Delaware-Oslo ACL cohort study',
      publisher: 'Grindem H et al., British Journal of Sports Medicine',
      year: 2016,
    },
    {
      title: 'Surgical versus conservative interventions for treating anterior cruciate ligament injuries',
      publisher: 'Monk AP et al., Cochrane Database of Systematic Reviews',
      year: 2016,
    },
  ],
});
