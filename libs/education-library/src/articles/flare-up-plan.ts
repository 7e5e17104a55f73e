/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const flareUpPlan = article({
  id: 'flare-up-plan',
  category: 'pain',
  regions: ['general', 'lower-back', 'neck'],
  tags: ['flare-up', 'setback', 'persistent pain', 'self-management', 'plan'],
  reviewed: '2026-12-02',
  en: {
    title: `Your flare-up plan`,
    summary: `Flare-ups are a normal part of recovery from pain. A plan written in advance helps you stay calm, settle the pain and get back on track sooner.`,
    body: `
## Flare-ups are common and usually settle
A flare-up is a period when your usual pain becomes noticeably worse for hours or days. It can follow a busy day, a new activity, stress, poor sleep or sometimes nothing obvious. Almost everyone recovering from back, neck or joint pain has them. A flare-up feels alarming, but in most cases it is a sensitive system reacting, not a new injury.

## In the first day or two
- Stay calm and remind yourself that flare-ups settle, usually within days.
- Keep moving gently. Short walks and easy movements from your program help more than lying down, which tends to stiffen you.
- Reduce, but do not stop, your exercises: do fewer repetitions or a smaller range.
- Use what has helped before: heat or a cold pack, a warm shower, relaxed breathing, a comfortable position for short rests.
- Take medicines as advised by your doctor or pharmacist.
- Keep doing things you enjoy, even in a smaller way.

## Over the following days
- Build back up to your usual baseline over several days rather than all at once.
- Think back to what may have triggered it. If it was doing too much, look at your pacing plan. If it was stress or poor sleep, those are worth attention too.
- Keep going to work or doing daily tasks where you can, with changes if needed.

## Write your own plan
Fill in a few lines now, while you feel well, and keep them where you will see them:
- Three things that usually help me settle.
- The gentle movements I will keep doing.
- Someone I can tell or ask for help.
- How I will return to my normal routine.

## See your clinician promptly if
- The pain is very different from your usual pain or follows a fall or accident.
- You have numbness around the genitals or buttocks, new difficulty passing or controlling urine or stools, or weakness in the legs.
- You feel unwell, feverish, or have lost weight without trying.
- The flare-up has not started to ease after two weeks.
`,
  },
  fr: {
    title: `Votre plan en cas de poussée douloureuse`,
    summary: `Les poussées font partie du parcours de guérison. Un plan préparé à l’avance aide à garder son calme, à apaiser la douleur et à reprendre plus vite ses habitudes.`,
    body: `
## Des épisodes fréquents, qui passent
Une poussée, c’est une période pendant laquelle votre douleur habituelle augmente nettement, quelques heures ou quelques jours. Elle peut suivre une journée chargée, une activité nouvelle, du stress, un mauvais sommeil, ou parfois rien de précis. Presque toutes les personnes qui se remettent d’une douleur au dos, au cou ou à une articulation en vivent. C’est inquiétant sur le moment, mais le plus souvent il s’agit d’un système nerveux sensible qui réagit, et non d’une nouvelle blessure.

## Les premiers jours
- Restez calme : une poussée s’apaise, généralement en quelques jours.
- Continuez à bouger en douceur. De courtes marches et les mouvements faciles de votre programme aident davantage que rester allongé, ce qui raidit.
- Diminuez vos exercices sans les arrêter : moins de répétitions ou une amplitude plus petite.
- Reprenez ce qui vous a déjà soulagé : chaleur ou froid, douche chaude, respiration calme, position confortable pour de courtes pauses.
- Prenez vos médicaments selon les conseils de votre médecin ou de votre pharmacien.
- Gardez des activités agréables, même en version réduite.

## Les jours suivants
- Revenez progressivement à votre niveau habituel sur plusieurs jours, pas d’un coup.
- Cherchez ce qui a pu déclencher la poussée. Si vous en avez trop fait, revoyez la façon dont vous dosez vos activités. Si c’est le stress ou le sommeil, ils méritent aussi votre attention.
- Continuez autant que possible le travail et les tâches quotidiennes, quitte à les adapter.

## Écrivez votre propre plan
Notez quelques lignes dès maintenant, pendant que vous allez bien, et gardez-les à portée de vue :
- Trois choses qui m’aident habituellement à me calmer.
- Les mouvements doux que je continuerai à faire.
- Une personne à qui en parler ou demander de l’aide.
- Comment je reprendrai ma routine.

## Consultez rapidement si
- La douleur est très différente de votre douleur habituelle ou survient après une chute ou un accident.
- Vous ressentez un engourdissement au niveau des organes génitaux ou des fesses, des difficultés nouvelles pour uriner ou retenir urines et selles, ou une faiblesse des jambes.
- Vous vous sentez malade, fiévreux, ou perdez du poids sans raison.
- La poussée ne commence pas à diminuer après deux semaines.
`,
  },
  sources: [
    {
      title: 'Low back pain and sciatica in over 16s: assessment and management (NG59)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2016,
      url: 'https://www.nice.org.uk/guidance/ng59',
    },
    {
      title: 'Back to basics: 10 facts every person should know about back pain',
      publisher: "O'Sullivan PB et al., British Journal of Sports Medicine",
      year: 2020,
    },
  ],
});
