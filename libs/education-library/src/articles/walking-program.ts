/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const walkingProgram = article({
  id: 'walking-program',
  category: 'activity',
  regions: ['general', 'lower-back', 'hip', 'knee'],
  tags: ['walking', 'program', 'aerobic', 'fitness', 'steps', 'graded activity'],
  reviewed: '2026-12-02',
  en: {
    title: `Your walking program`,
    summary: `Walking is one of the simplest, safest and most effective ways to get fitter and ease many kinds of pain. A gradual plan helps you build up without flare-ups.`,
    body: `
## Why walking
Walking needs no equipment or membership, can be done almost anywhere and suits most people, including those with back pain, arthritis or heart and lung conditions. Regular walking improves fitness, mood, sleep, blood pressure and blood sugar, and helps many people with persistent pain do more. Walking programs have been shown to be as effective as other forms of exercise for people with long-lasting low back pain.

## Finding your starting point
Think of a walk you can manage comfortably on a bad day, without a large increase in pain or fatigue afterwards. For some that is five minutes; for others, thirty. That is your starting point. It is fine to split it into two or three shorter walks in a day.

## Building up
- Walk at your starting level on most days of the week for one to two weeks.
- If that has felt manageable, add a small amount, about 10 percent or a couple of minutes, per walk.
- Keep increasing in small steps every week or two. Increase time first, then pace, then hills.
- Over time, aim for around 30 minutes on most days, at a pace that makes you breathe a little faster while still able to talk.
- If you have a bad patch, drop back a step for a few days rather than stopping.

## Making it work
- Wear comfortable, supportive shoes and clothing for the weather.
- Plan routes with places to rest, and bring water in warm weather.
- Walking with a friend, a group or a dog makes it more enjoyable and easier to keep up.
- A step counter or your phone can track progress. Increase your daily steps gradually rather than aiming straight for a big number.
- Walking poles can help with balance and take some load off painful hips and knees.
- Fit walks into your day: get off the bus a stop early, take the stairs, walk for short errands.

## What to expect
Mild muscle soreness or some increase in familiar pain that settles within a day is normal. Fitness often improves noticeably within four to six weeks.

## Stop and seek advice if
- You have chest pain, tightness or pressure, severe breathlessness, or feel faint or dizzy.
- You get cramping pain in the calves that comes on with walking and eases with rest: tell your doctor.
- You develop new joint swelling or pain that does not settle within a day or two.
`,
  },
  fr: {
    title: `Votre programme de marche`,
    summary: `La marche est l’un des moyens les plus simples, sûrs et efficaces de retrouver la forme et de soulager bien des douleurs. Un plan progressif permet d’avancer sans poussée douloureuse.`,
    body: `
## Pourquoi la marche ?
La marche ne demande ni matériel ni abonnement, se pratique presque partout et convient à la plupart des gens, y compris en cas de mal de dos, d’arthrose ou de maladie cardiaque ou respiratoire. Marcher régulièrement améliore la condition physique, le moral, le sommeil, la tension artérielle et la glycémie, et aide beaucoup de personnes qui ont des douleurs persistantes à en faire davantage. Chez les personnes qui ont une lombalgie de longue durée, les programmes de marche se sont montrés aussi efficaces que d’autres formes d’exercice.

## Trouver votre point de départ
Pensez à une marche que vous pouvez faire confortablement un mauvais jour, sans forte hausse de la douleur ou de la fatigue ensuite. Pour certains, c’est cinq minutes ; pour d’autres, trente. C’est votre point de départ. Vous pouvez le fractionner en deux ou trois petites marches dans la journée.

## Progresser
- Marchez à ce niveau la plupart des jours de la semaine pendant une à deux semaines.
- Si cela vous a paru gérable, ajoutez un peu, environ 10 % ou deux minutes par sortie.
- Continuez à augmenter par petites étapes toutes les une à deux semaines : d’abord la durée, puis l’allure, puis les côtes.
- Avec le temps, visez environ 30 minutes la plupart des jours, à une allure qui accélère un peu la respiration tout en permettant de parler.
- En cas de mauvaise passe, revenez une étape en arrière quelques jours plutôt que d’arrêter.

## Pour y arriver
- Portez des chaussures confortables et stables, et une tenue adaptée à la météo.
- Prévoyez des itinéraires avec des endroits où s’asseoir, et de l’eau quand il fait chaud.
- Marcher avec un ami, un groupe ou un chien rend l’activité plus agréable et plus facile à tenir.
- Un podomètre ou votre téléphone permet de suivre vos progrès : augmentez vos pas quotidiens progressivement plutôt que de viser d’emblée un grand chiffre.
- Des bâtons de marche aident l’équilibre et soulagent un peu les hanches et les genoux douloureux.
- Glissez la marche dans vos journées : descendez du bus un arrêt plus tôt, prenez l’escalier, faites à pied les petites courses.

## À quoi s’attendre
Des courbatures légères ou une petite hausse d’une douleur connue qui se calme en une journée sont normales. La forme s’améliore souvent nettement en quatre à six semaines.

## Arrêtez-vous et demandez conseil si
- Vous ressentez une douleur, une oppression ou une pression dans la poitrine, un essoufflement important, un malaise ou un vertige.
- Une douleur à type de crampe apparaît dans les mollets à la marche et cède au repos : parlez-en à votre médecin.
- Une articulation gonfle ou devient douloureuse sans se calmer en un ou deux jours.
`,
  },
  sources: [
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      publisher: 'World Health Organization',
      year: 2020,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
    {
      title:
        'The effectiveness of walking versus exercise on pain and function in chronic low back pain: a systematic review and meta-analysis of randomized trials',
      publisher: 'Vanti C et al., Disability and Rehabilitation',
      year: 2019,
    },
    {
      title:
        'Effectiveness and cost-effectiveness of an individualised, progressive walking and education intervention for the prevention of low back pain recurrence in Australia (WalkBack): a randomised controlled trial',
      publisher: 'Pocovi NC et al., The Lancet',
      year: 2024,
    },
  ],
});
