/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const sleepAndPain = article({
  id: 'sleep-and-pain',
  category: 'pain',
  regions: ['general'],
  tags: ['sleep', 'insomnia', 'persistent pain', 'night pain', 'routine'],
  reviewed: '2026-12-02',
  en: {
    title: `Sleep and pain`,
    summary: `Pain can disturb sleep, and poor sleep makes pain feel worse. Small, steady changes to your routine can help break that circle.`,
    body: `
## A two-way link
Most people with pain notice that it is harder to get to sleep or stay asleep. What is less well known is that the link works the other way too: research shows that a few nights of poor sleep make people more sensitive to pain the next day, and long-term sleep problems predict pain getting worse. Improving sleep is therefore part of treating pain, not a side issue.

## Habits that help
- Get up at the same time every day, including weekends. A regular wake-up time sets your body clock.
- Go to bed when you feel sleepy, not just tired, and not too early.
- If you are awake for what feels like more than 20 minutes, get up, do something calm in dim light, and go back when sleepy.
- Get daylight in the morning and be active during the day. Your exercise program counts.
- Keep naps short, under 30 minutes and before mid-afternoon.
- Cut down caffeine after midday, and avoid alcohol as a sleep aid: it breaks up sleep later in the night.
- Give yourself a wind-down hour: lower lights, screens away, a warm shower, gentle stretches or relaxed breathing.
- Keep the bedroom cool, dark and quiet, and use the bed for sleep rather than work or worrying.

## Getting comfortable
There is no single best sleeping position or mattress. A medium-firm mattress suits many people with back pain, but what matters most is that you are comfortable. Pillows can support a painful area: between the knees when lying on your side, under the knees when on your back, or hugging one to rest a sore shoulder. Take pain medicine at the time advised by your doctor or pharmacist if night pain is a problem.

## Be patient
Sleep usually improves over weeks, not days. Keeping a simple sleep diary can show progress and help your clinician.

## See your doctor if
- You snore loudly, stop breathing or gasp in your sleep, or are very sleepy during the day.
- Pain wakes you every night and is not eased by changing position.
- Poor sleep has lasted more than three months. Cognitive behavioural therapy for insomnia is an effective treatment you can ask about.
- Low mood or worry keep you awake.
`,
  },
  fr: {
    title: `Sommeil et douleur`,
    summary: `La douleur peut perturber le sommeil, et un mauvais sommeil rend la douleur plus forte. De petits changements réguliers de vos habitudes aident à sortir de ce cercle.`,
    body: `
## Un lien dans les deux sens
La plupart des personnes qui ont mal remarquent qu’elles s’endorment moins bien ou se réveillent davantage. On sait moins que l’inverse est vrai aussi : quelques mauvaises nuits suffisent à rendre plus sensible à la douleur le lendemain, et des troubles du sommeil qui durent annoncent une douleur qui s’aggrave. Mieux dormir fait donc partie du traitement de la douleur ; ce n’est pas un sujet secondaire.

## Les habitudes qui aident
- Levez-vous à la même heure tous les jours, week-end compris : un réveil régulier règle votre horloge interne.
- Couchez-vous quand vous avez sommeil, pas seulement quand vous êtes fatigué, et pas trop tôt.
- Si vous restez éveillé ce qui vous semble plus de 20 minutes, levez-vous, faites quelque chose de calme sous une lumière douce, puis retournez au lit quand le sommeil revient.
- Prenez la lumière du jour le matin et restez actif dans la journée : votre programme d’exercices compte.
- Limitez les siestes à moins de 30 minutes, avant le milieu de l’après-midi.
- Réduisez la caféine après midi et évitez l’alcool pour vous endormir : il fragmente le sommeil en fin de nuit.
- Accordez-vous une heure de transition : lumière tamisée, écrans de côté, douche tiède, étirements doux ou respiration calme.
- Gardez une chambre fraîche, sombre et silencieuse, et réservez le lit au sommeil plutôt qu’au travail ou aux soucis.

## Trouver une position confortable
Il n’existe pas de position ou de matelas idéal. Un matelas mi-ferme convient à beaucoup de personnes qui ont mal au dos, mais l’essentiel est d’être à l’aise. Des oreillers peuvent soutenir la zone douloureuse : entre les genoux sur le côté, sous les genoux sur le dos, ou serré contre soi pour reposer une épaule. Si la douleur nocturne pose problème, prenez vos antalgiques à l’heure conseillée par votre médecin ou votre pharmacien.

## Soyez patient
Le sommeil s’améliore en général en quelques semaines, pas en quelques jours. Un petit carnet de sommeil permet de voir les progrès et aide votre thérapeute.

## Consultez votre médecin si
- Vous ronflez fort, faites des pauses respiratoires ou vous réveillez en suffoquant, ou êtes très somnolent le jour.
- La douleur vous réveille chaque nuit et ne se calme pas en changeant de position.
- Vos difficultés de sommeil durent depuis plus de trois mois : la thérapie cognitivo-comportementale de l’insomnie est un traitement efficace, parlez-en.
- Le moral ou les inquiétudes vous empêchent de dormir.
`,
  },
  sources: [
    {
      title: 'The association of sleep and pain: an update and a path forward',
      publisher: 'Finan PH, Goodin BR, Smith MT, Journal of Pain',
      year: 2013,
    },
    {
      title:
        'Behavioral and psychological treatments for chronic insomnia disorder in adults: an American Academy of Sleep Medicine clinical practice guideline',
      publisher: 'Edinger JD et al., Journal of Clinical Sleep Medicine',
      year: 2021,
    },
  ],
});
