/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const stickingWithYourHomeProgram = article({
  id: 'sticking-with-your-home-program',
  category: 'activity',
  regions: ['general'],
  tags: ['adherence', 'home exercise program', 'habits', 'motivation', 'goals', 'routine'],
  reviewed: '2026-12-02',
  en: {
    title: `Sticking with your home exercise program`,
    summary: `Exercises only work if you do them. A few practical habits, such as linking exercise to your daily routine, tracking it and setting goals that matter to you, make it much easier to keep going.`,
    body: `
## Why it is hard, and why it matters
Many people find it difficult to keep up exercises at home, especially once the first improvement comes or life gets busy. That is normal, not a personal failing. But the benefit of most rehabilitation depends on what you do between appointments: a few minutes most days adds up to far more than an hour with your physiotherapist.

## Make it yours
- Agree goals with your physiotherapist that matter to you: playing with grandchildren, walking to the shops, returning to sport. Knowing why you are doing each exercise helps.
- Make sure the program fits your life. If it is too long or too hard to do at home, say so: a shorter program you do is better than a longer one you do not.
- Ask questions until you feel confident you are doing each exercise correctly. Videos and pictures in your program can remind you.

## Build a habit
- Link your exercises to something you already do every day: after brushing your teeth, while the kettle boils, before your evening programme on television.
- Choose a time and place, and keep any equipment, such as a band or a step, where you will see it.
- Start small: a few exercises done every day builds the habit faster than a long session now and then.
- Tick off each session in your app or on a calendar. Seeing a run of completed days is motivating.
- Set reminders on your phone.

## When things get in the way
- On busy or painful days, do a shorter version rather than skipping completely.
- If you miss a few days, just start again; there is no need to make up for lost sessions.
- If an exercise increases your pain a lot or for a long time, do not simply stop the program: let your physiotherapist know so they can adjust it.
- Tell someone about your goals, or exercise with a friend or family member.

## Notice your progress
Keep a record of what you can do: how far you walk, how many repetitions, how easy the stairs are. Progress in function often comes before pain goes, and noticing it helps you keep going.

## Talk to your clinician if
- You are not sure how to do an exercise or why it is in your program.
- The program no longer fits your day, or feels too easy or too hard.
- Your symptoms change or new ones appear.
`,
  },
  fr: {
    title: `Tenir son programme d’exercices à domicile`,
    summary: `Les exercices ne marchent que si on les fait. Quelques habitudes pratiques, comme les associer à votre routine, les noter et se fixer des objectifs qui comptent pour vous, aident beaucoup à persévérer.`,
    body: `
## Pourquoi c’est difficile, et pourquoi c’est important
Beaucoup de personnes ont du mal à continuer leurs exercices à la maison, surtout une fois les premiers progrès obtenus ou quand la vie s’accélère. C’est normal, ce n’est pas un échec personnel. Mais le bénéfice de la plupart des rééducations dépend de ce que vous faites entre les séances : quelques minutes presque chaque jour pèsent bien plus lourd qu’une heure avec votre kinésithérapeute ou physiothérapeute.

## Un programme à votre mesure
- Fixez avec votre thérapeute des objectifs qui comptent pour vous : jouer avec vos petits-enfants, aller à pied faire les courses, reprendre un sport. Savoir pourquoi vous faites chaque exercice aide.
- Vérifiez que le programme s’adapte à votre vie. S’il est trop long ou trop difficile à faire chez vous, dites-le : un programme court que vous faites vaut mieux qu’un programme long que vous ne faites pas.
- Posez des questions jusqu’à être sûr de bien réaliser chaque exercice. Les vidéos et les images de votre programme servent d’aide-mémoire.

## Créer une habitude
- Associez vos exercices à un geste quotidien : après vous être brossé les dents, pendant que l’eau chauffe, avant votre émission du soir.
- Choisissez un moment et un lieu, et laissez le matériel (élastique, marche) bien en vue.
- Commencez petit : quelques exercices chaque jour installent l’habitude plus vite qu’une longue séance de temps en temps.
- Cochez chaque séance dans votre application ou sur un calendrier : voir une série de jours réussis motive.
- Programmez des rappels sur votre téléphone.

## Quand quelque chose vous en empêche
- Les jours chargés ou douloureux, faites une version courte plutôt que de tout sauter.
- Si vous manquez quelques jours, reprenez simplement : inutile de rattraper les séances perdues.
- Si un exercice augmente beaucoup ou longtemps votre douleur, n’arrêtez pas tout le programme : prévenez votre thérapeute pour qu’il l’adapte.
- Parlez de vos objectifs à un proche, ou faites vos exercices avec un ami ou un membre de votre famille.

## Repérer vos progrès
Notez ce que vous arrivez à faire : la distance de marche, le nombre de répétitions, la facilité dans les escaliers. Les progrès dans les gestes du quotidien précèdent souvent la disparition de la douleur, et les remarquer aide à continuer.

## Parlez-en à votre thérapeute si
- Vous ne savez pas bien comment faire un exercice ou pourquoi il figure dans votre programme.
- Le programme ne s’intègre plus dans vos journées, ou vous semble trop facile ou trop difficile.
- Vos symptômes changent ou de nouveaux apparaissent.
`,
  },
  sources: [
    {
      title:
        'Interventions to aid patient adherence to physiotherapist prescribed self-management strategies: a systematic review',
      publisher: 'Peek K, Sanson-Fisher R, Mackenzie L, Carey M, Physiotherapy',
      year: 2016,
    },
    {
      title: 'Adherence to long-term therapies: evidence for action',
      publisher: 'World Health Organization',
      year: 2003,
    },
    {
      title: 'Making health habitual: the psychology of habit-formation and general practice',
      publisher: 'Gardner B, Lally P, Wardle J, British Journal of General Practice',
      year: 2012,
    },
  ],
});
