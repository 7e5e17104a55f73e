/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const osteoporosisAndExercise = article({
  id: 'osteoporosis-and-exercise',
  category: 'healthy-ageing',
  regions: ['general', 'lower-back', 'hip'],
  tags: ['osteoporosis', 'bone health', 'impact', 'strength training', 'fracture', 'posture'],
  reviewed: '2026-12-02',
  en: {
    title: `Osteoporosis and exercise: strong, steady and straight`,
    summary: `Exercise is safe and important if you have osteoporosis. Strength training and impact exercise help your bones, balance training helps prevent falls, and you do not need to avoid everyday movements.`,
    body: `
## Exercise helps bones
Osteoporosis means the bones have become less dense and more likely to break. Bones respond to the forces placed on them: muscle pulling and the jolt of impact encourage them to stay strong. Exercise can slow bone loss and, just as importantly, builds muscle strength and balance that reduce the risk of falling, which causes most fractures. Experts in the UK summarise the aims as strong (muscles and bones), steady (balance to prevent falls) and straight (good spinal posture).

## What to do
- Strengthening, two to three times a week: exercises that work all the main muscle groups against resistance, such as sit-to-stands, step-ups, wall press-ups, weights or bands. Progress to make them challenging, aiming for 8 to 12 repetitions that feel hard by the end.
- Impact, on most days if you can: brisk walking, stamping, heel drops (rising onto the toes and dropping onto the heels), skipping or jogging, depending on your fitness and whether you have had a spinal fracture. Start with low impact and build up gradually.
- Balance, several days a week: standing on one leg near a support, heel-to-toe walking, tai chi or dancing.
- Back extensor strengthening and posture exercises help keep the spine upright.

## Moving with confidence
Most people with osteoporosis do not need to avoid everyday activities such as bending, lifting or twisting. Moving often and staying strong is safer than being inactive. If you have had spinal fractures or have been told your risk is very high, your physiotherapist may suggest building up slowly with lifting and with fast or repeated forward bending, especially with a weight, and will help you find comfortable ways to do daily tasks.

## Other things that help bones
- Enough calcium from food and vitamin D, as advised.
- Not smoking, and keeping alcohol within recommended limits.
- Taking bone medicines as prescribed.
- Making your home safe from falls.

## See your doctor promptly if
- You have sudden, severe back pain, especially after a minor bump, lifting or coughing, which may be a spinal fracture.
- You fall and have hip or groin pain or cannot bear weight.
- You notice you are getting shorter or more stooped.
`,
  },
  fr: {
    title: `Ostéoporose et exercice : solide, stable et droit`,
    summary: `L’exercice est sûr et important en cas d’ostéoporose. Le renforcement et les exercices avec impact aident les os, l’équilibre aide à prévenir les chutes, et il n’y a pas lieu d’éviter les gestes du quotidien.`,
    body: `
## L’exercice aide les os
L’ostéoporose signifie que les os sont devenus moins denses et plus fragiles. L’os réagit aux contraintes qu’il subit : la traction des muscles et les petits chocs de l’impact l’incitent à rester solide. L’exercice peut ralentir la perte osseuse et, surtout, renforcer les muscles et l’équilibre, ce qui réduit le risque de chute, à l’origine de la plupart des fractures. Des experts britanniques résument les objectifs en trois mots : solide (muscles et os), stable (équilibre pour éviter les chutes) et droit (bonne posture du dos).

## Que faire ?
- Renforcement, deux à trois fois par semaine : des exercices sollicitant tous les grands groupes musculaires contre une résistance, comme se lever d’une chaise, monter sur une marche, des pompes contre le mur, des haltères ou des élastiques. Faites-les progresser pour qu’ils restent exigeants, en visant 8 à 12 répétitions difficiles à la fin.
- Impact, la plupart des jours si possible : marche rapide, piétinements, « chutes sur les talons » (monter sur la pointe des pieds puis retomber sur les talons), sautillements ou petit trot, selon votre forme et vos antécédents de fracture vertébrale. Commencez par un impact faible et augmentez progressivement.
- Équilibre, plusieurs jours par semaine : tenir sur une jambe près d’un appui, marcher talon-pointe, tai-chi ou danse.
- Le renforcement des muscles du dos et des exercices de posture aident à garder la colonne droite.

## Bouger en confiance
La plupart des personnes atteintes d’ostéoporose n’ont pas à éviter les gestes courants comme se pencher, soulever ou tourner. Bouger souvent et rester fort est plus sûr que l’inactivité. Si vous avez eu des fractures vertébrales ou si l’on vous a dit que votre risque est très élevé, votre kinésithérapeute ou physiothérapeute pourra vous conseiller de progresser doucement pour les charges et les flexions rapides ou répétées vers l’avant, surtout en portant un poids, et vous aidera à trouver des façons confortables de faire les tâches quotidiennes.

## D’autres aides pour les os
- Suffisamment de calcium dans l’alimentation et de vitamine D, selon les conseils reçus.
- Ne pas fumer et limiter l’alcool aux repères recommandés.
- Prendre les traitements de l’ostéoporose comme prescrit.
- Sécuriser le logement contre les chutes.

## Consultez rapidement votre médecin si
- Vous ressentez une douleur de dos brutale et intense, surtout après un petit choc, un effort ou une toux : cela peut être une fracture vertébrale.
- Vous tombez et avez mal à la hanche ou à l’aine, ou ne pouvez plus vous appuyer sur la jambe.
- Vous remarquez que vous rapetissez ou vous voûtez.
`,
  },
  sources: [
    {
      title: 'Strong, steady and straight: UK consensus statement on physical activity and exercise for osteoporosis',
      publisher: 'Brooke-Wavell K et al., British Journal of Sports Medicine (Royal Osteoporosis Society)',
      year: 2022,
    },
    {
      title: 'Exercise for preventing and treating osteoporosis in postmenopausal women',
      publisher: 'Howe TE et al., Cochrane Database of Systematic Reviews',
      year: 2011,
    },
  ],
});
