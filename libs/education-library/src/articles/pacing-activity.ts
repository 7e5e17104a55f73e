/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const pacingActivity = article({
  id: 'pacing-activity',
  category: 'pain',
  regions: ['general'],
  tags: ['pacing', 'persistent pain', 'fatigue', 'graded activity', 'boom and bust', 'baseline'],
  reviewed: '2026-12-02',
  en: {
    title: `Pacing: doing more without the boom and bust`,
    summary: `Pacing means planning activity by time or amount rather than by pain, so you can build up steadily instead of overdoing it on good days and crashing afterwards.`,
    body: `
## The boom and bust cycle
Many people with persistent pain or fatigue do a lot on a good day, such as finishing all the gardening at once, and then pay for it with several bad days. On bad days they rest, lose fitness and fall behind, so the next good day brings another burst. Over months this cycle tends to shrink what you can do.

## What pacing is
Pacing means deciding in advance how much of an activity you will do, based on time, distance or repetitions, and sticking to that amount whether the day feels good or bad. It is not about doing less for ever. It is about finding a steady starting point and building up from there.

## How to find your baseline
- Choose one activity, for example walking, standing to cook or sitting at a computer.
- Over a few days, note how long you can do it before pain or fatigue flares up noticeably.
- Take the average and reduce it by about 20 percent. This is your baseline, an amount you can manage on most days, even bad ones.
- Break bigger jobs into chunks of that length, with a short change of position or activity between them.

## Building up
Every week or two, if your baseline has felt manageable, increase it by a small amount, around 10 percent. Progress should feel almost too easy. Write it down: a simple diary or your exercise app helps you see progress you would otherwise miss.

## Tips that help
- Use a timer rather than waiting for pain to tell you to stop.
- Plan your week so heavy and light tasks are spread out.
- Alternate sitting, standing and moving.
- On a bad day, do your baseline if you can rather than nothing.
- Include activities you enjoy, not only chores.

## Check in with your clinician if
- You are unsure where to set your baseline, or cannot keep to it for two weeks: your physiotherapist can help.
- You have new symptoms such as numbness, weakness or unexplained weight loss: see your doctor.
- Fatigue keeps getting worse despite pacing.
`,
  },
  fr: {
    title: `Doser ses activités : avancer sans s’épuiser`,
    summary: `Doser ses activités, c’est les planifier selon un temps ou une quantité plutôt que selon la douleur, pour progresser régulièrement au lieu d’en faire trop les bons jours puis de s’effondrer.`,
    body: `
## Le cycle « trop, puis plus rien »
Beaucoup de personnes qui vivent avec une douleur ou une fatigue persistante en font beaucoup les bons jours, par exemple tout le jardinage d’un coup, et le paient ensuite par plusieurs mauvais jours. Pendant ces jours-là, elles se reposent, perdent de la condition physique et prennent du retard, si bien que le bon jour suivant déclenche une nouvelle surcharge. À la longue, ce cycle réduit ce que l’on arrive à faire.

## Le principe
Doser, c’est décider à l’avance de la quantité d’une activité, en temps, en distance ou en répétitions, et s’y tenir que la journée soit bonne ou mauvaise. Il ne s’agit pas d’en faire moins pour toujours, mais de trouver un point de départ stable pour ensuite progresser.

## Trouver votre niveau de base
- Choisissez une activité : marcher, rester debout pour cuisiner, travailler assis à l’ordinateur…
- Pendant quelques jours, notez combien de temps vous la tenez avant que la douleur ou la fatigue n’augmente nettement.
- Faites la moyenne et retirez-en environ 20 %. C’est votre niveau de base, réalisable presque tous les jours, même les mauvais.
- Découpez les tâches plus longues en séquences de cette durée, avec un changement de position ou d’activité entre chacune.

## Progresser
Toutes les une à deux semaines, si votre niveau de base vous a paru gérable, augmentez-le un peu, d’environ 10 %. La progression doit sembler presque trop facile. Notez-la : un carnet ou votre application d’exercices vous montrera des progrès qui passeraient sinon inaperçus.

## Quelques astuces
- Utilisez une minuterie plutôt que d’attendre que la douleur vous arrête.
- Répartissez les tâches lourdes et légères sur la semaine.
- Alternez les positions assise et debout et le mouvement.
- Un mauvais jour, faites si possible votre niveau de base plutôt que rien.
- Gardez une place pour des activités qui vous font plaisir, pas seulement les corvées.

## Parlez-en à votre thérapeute si
- Vous hésitez sur votre niveau de base, ou n’arrivez pas à le tenir pendant deux semaines : votre kinésithérapeute ou physiothérapeute peut vous aider.
- De nouveaux symptômes apparaissent, comme un engourdissement, une faiblesse ou une perte de poids inexpliquée : consultez votre médecin.
- La fatigue ne cesse d’augmenter malgré le dosage de vos activités.
`,
  },
  sources: [
    {
      title: 'Activity pacing in chronic pain: concepts, evidence, and future directions',
      publisher: 'Nielson WR, Jensen MP, Karsdorp PA, Vlaeyen JWS, Clinical Journal of Pain',
      year: 2013,
    },
    {
      title:
        'Chronic pain (primary and secondary) in over 16s: assessment of all chronic pain and management of chronic primary pain (NG193)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng193',
    },
  ],
});
