/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const returnToRunning = article({
  id: 'return-to-running',
  category: 'activity',
  regions: ['knee', 'ankle-foot', 'hip'],
  tags: ['running', 'return to running', 'walk-run', 'load', 'injury', 'training errors'],
  reviewed: '2026-12-02',
  en: {
    title: `Returning to running after injury`,
    summary: `A gradual walk-run program, started once you pass a few simple tests, is the safest way back to running. Most running injuries come from doing too much, too soon.`,
    body: `
## Why injuries happen
Most running injuries happen when training load increases faster than the body can adapt: a sudden jump in distance, speed or hills, a race build-up, or returning after a break at the old level. Bones, tendons and muscles all get stronger with running, but they need time. Returning well is mainly about managing load.

## Are you ready to start?
Check with your physiotherapist, but common signs of readiness are:
- Walking briskly for 30 minutes without pain.
- Little or no pain in daily activities, including stairs.
- Being able to do 20 to 25 single-leg calf raises and 10 to 15 single-leg squats with good control on the injured side.
- Hopping on the spot on the injured leg 10 to 20 times without pain.
If a bone stress injury, surgery or a major injury is involved, your clinician will set specific criteria.

## A walk-run program
Run every other day at first, on flat, even ground, at an easy pace where you could hold a conversation. For example:
- Week 1: 1 minute running, 2 minutes walking, repeated 5 to 7 times.
- Week 2: 2 minutes running, 1 minute walking, repeated 6 to 8 times.
- Week 3: 4 minutes running, 1 minute walking, repeated 4 to 6 times.
- Week 4: 8 to 10 minutes running, 1 minute walking, repeated twice, then continuous easy running.
Move up only when the current stage causes no more than mild discomfort during the run, settles within 24 hours, and does not cause stiffness or pain the next morning. If it does, repeat the stage or go back one.

## Building back
- Increase total weekly time or distance gradually, commonly by no more than about 10 percent a week, and change only one thing at a time: distance, then speed, then hills.
- Keep doing strength exercises two or three times a week: calves, thighs and hips. They help prevent new injuries.
- Allow rest days, sleep well and eat enough to fuel training.
- Replace shoes that are very worn, but there is no need to change a style that suits you.

## Stop and get checked if
- Pain makes you limp, or gets worse as you run.
- You have pain in a spot on a bone, or pain at night or at rest: this can be a stress fracture.
- The joint swells, locks or gives way.
- You feel chest pain, faint or unusually breathless.
`,
  },
  fr: {
    title: `Reprendre la course à pied après une blessure`,
    summary: `Un programme progressif alternant marche et course, commencé après quelques tests simples, est la façon la plus sûre de revenir à la course. La plupart des blessures viennent d’en faire trop, trop tôt.`,
    body: `
## Pourquoi on se blesse
La plupart des blessures de course surviennent quand la charge d’entraînement augmente plus vite que le corps ne s’adapte : un bond de distance, de vitesse ou de dénivelé, la préparation d’une course, ou une reprise au niveau d’avant après une pause. Les os, les tendons et les muscles se renforcent avec la course, mais il leur faut du temps. Bien reprendre, c’est surtout bien doser la charge.

## Êtes-vous prêt à reprendre ?
Vérifiez avec votre kinésithérapeute ou physiothérapeute, mais voici des signes fréquents :
- Marcher d’un bon pas 30 minutes sans douleur.
- Peu ou pas de douleur dans la vie quotidienne, escaliers compris.
- Réussir 20 à 25 montées sur la pointe d’un pied et 10 à 15 flexions sur une jambe avec un bon contrôle, du côté blessé.
- Sautiller sur place 10 à 20 fois sur la jambe blessée sans douleur.
Après une fracture de fatigue, une opération ou une blessure importante, votre thérapeute fixera des critères précis.

## Un programme marche-course
Courez d’abord un jour sur deux, sur terrain plat et régulier, à allure facile, en pouvant tenir une conversation. Par exemple :
- Semaine 1 : 1 minute de course, 2 minutes de marche, 5 à 7 fois.
- Semaine 2 : 2 minutes de course, 1 minute de marche, 6 à 8 fois.
- Semaine 3 : 4 minutes de course, 1 minute de marche, 4 à 6 fois.
- Semaine 4 : 8 à 10 minutes de course, 1 minute de marche, deux fois, puis course continue facile.
Ne passez à l’étape suivante que si l’étape actuelle ne provoque qu’une gêne légère pendant la course, qui se calme en 24 heures, sans raideur ni douleur le lendemain matin. Sinon, répétez l’étape ou revenez à la précédente.

## Reconstruire
- Augmentez progressivement le temps ou la distance de la semaine, en général de 10 % au plus par semaine, et ne changez qu’un paramètre à la fois : distance, puis vitesse, puis dénivelé.
- Gardez deux ou trois séances de renforcement par semaine : mollets, cuisses et hanches. Elles aident à prévenir de nouvelles blessures.
- Prévoyez des jours de repos, dormez bien et mangez suffisamment pour soutenir l’entraînement.
- Remplacez des chaussures très usées, mais inutile de changer un modèle qui vous convient.

## Arrêtez-vous et faites-vous examiner si
- La douleur vous fait boiter, ou augmente au fil de la course.
- Vous avez mal en un point précis d’un os, ou la nuit, ou au repos : cela peut être une fracture de fatigue.
- L’articulation gonfle, se bloque ou se dérobe.
- Vous ressentez une douleur dans la poitrine, un malaise ou un essoufflement inhabituel.
`,
  },
  sources: [
    {
      title: 'A framework for the etiology of running-related injuries',
      publisher: 'Bertelsen ML et al., Scandinavian Journal of Medicine & Science in Sports',
      year: 2017,
    },
    {
      title: 'Training errors and running related injuries: a systematic review',
      publisher: 'Nielsen RO et al., International Journal of Sports Physical Therapy',
      year: 2012,
    },
    {
      title: 'Soft-tissue injuries simply need PEACE and LOVE',
      publisher: 'Dubois B, Esculier JF, British Journal of Sports Medicine',
      year: 2020,
    },
  ],
});
