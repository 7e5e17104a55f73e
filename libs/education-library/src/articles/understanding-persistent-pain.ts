/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const understandingPersistentPain = article({
  id: 'understanding-persistent-pain',
  category: 'pain',
  regions: ['general'],
  tags: ['pain science', 'persistent pain', 'chronic pain', 'nervous system', 'sensitivity'],
  reviewed: '2026-12-02',
  en: {
    title: `Understanding persistent pain`,
    summary: `Pain that lasts more than three months is real, but it is rarely a sign of ongoing damage. Understanding how pain works is the first step to doing more.`,
    body: `
## Pain is a protector
Pain is produced by your brain and nervous system to protect you. It is not a direct measure of damage. A paper cut can hurt a lot, and a serious injury can hurt little at first. Your nervous system weighs many things at once: signals from the body, past experiences, stress, sleep, mood and what you believe the pain means.

## Why pain can last after healing
Most tissues heal within a few weeks to a few months. When pain carries on beyond that, the alarm system itself has often become more sensitive. It is like a car alarm that goes off when someone walks past: the alarm is real and loud, but the car is not being broken into. In persistent pain, nerves and the spinal cord can become better at producing pain, so ordinary movements can hurt even though they are safe.

## Hurt does not always mean harm
This is the key message. With persistent pain, feeling some discomfort during exercise or daily tasks is expected and usually safe. Avoiding movement tends to make joints stiffer, muscles weaker and the nervous system more protective, which can keep the pain going.

## What helps
- Learning about pain, as you are doing now. Research shows it can reduce fear and help people move more.
- Regular, gradual activity that you increase little by little.
- Good sleep habits, since poor sleep turns up pain.
- Managing stress and staying connected with people and activities you value.
- Setting goals about what you want to do, not only about the pain score.

Medicines and passive treatments may help for a while, but the approaches above have the strongest evidence for persistent pain. Progress is usually slow with ups and downs, and that is normal.

## See your clinician if
- You have new numbness, weakness, or changes in bladder or bowel control.
- You feel unwell, have a fever, night sweats or lose weight without trying.
- Your pain changes in character or keeps getting worse over several weeks.
- Low mood or worry are making daily life very hard. Support for this is part of pain care too.
`,
  },
  fr: {
    title: `Comprendre la douleur persistante`,
    summary: `Une douleur qui dure plus de trois mois est bien réelle, mais elle signale rarement une lésion en cours. Comprendre son fonctionnement aide à reprendre ses activités.`,
    body: `
## La douleur, un système de protection
La douleur est produite par le cerveau et le système nerveux pour vous protéger. Elle ne mesure pas directement l’importance d’une lésion : une coupure de papier peut faire très mal, alors qu’une blessure sérieuse peut d’abord faire peu souffrir. Votre système nerveux tient compte de nombreux éléments à la fois : les signaux venant du corps, vos expériences passées, le stress, le sommeil, l’humeur et ce que la douleur signifie pour vous.

## Pourquoi la douleur peut durer après la guérison
La plupart des tissus guérissent en quelques semaines ou quelques mois. Quand la douleur se prolonge au-delà, c’est souvent le système d’alarme lui-même qui est devenu plus sensible. Pensez à une alarme de voiture qui se déclenche au passage d’un piéton : le bruit est réel, mais personne ne vole la voiture. Dans la douleur persistante, les nerfs et la moelle épinière deviennent plus « efficaces » pour produire de la douleur, si bien que des gestes ordinaires et sans danger peuvent faire mal.

## Avoir mal ne veut pas dire se faire mal
C’est le message essentiel. Avec une douleur persistante, ressentir une gêne pendant l’exercice ou les tâches du quotidien est attendu et, en général, sans risque. Éviter de bouger rend au contraire les articulations plus raides, les muscles plus faibles et le système nerveux plus protecteur, ce qui entretient la douleur.

## Ce qui aide
- Comprendre la douleur, comme vous le faites en lisant ceci : les études montrent que cela diminue la peur et aide à bouger davantage.
- Une activité régulière, augmentée très progressivement.
- De bonnes habitudes de sommeil, car le manque de sommeil amplifie la douleur.
- La gestion du stress et le maintien des liens avec les personnes et les activités qui comptent pour vous.
- Des objectifs fondés sur ce que vous voulez faire, pas seulement sur l’intensité de la douleur.

Les médicaments et les traitements passifs peuvent soulager un temps, mais ce sont les approches ci-dessus qui ont les meilleures preuves pour la douleur persistante. Les progrès sont souvent lents, avec des hauts et des bas : c’est normal.

## Consultez votre thérapeute ou votre médecin si
- Vous avez un engourdissement ou une faiblesse qui apparaît, ou des troubles urinaires ou intestinaux.
- Vous vous sentez malade, avez de la fièvre, des sueurs nocturnes ou perdez du poids sans raison.
- Votre douleur change de nature ou s’aggrave pendant plusieurs semaines.
- Le moral ou l’anxiété rendent la vie quotidienne très difficile : en parler fait aussi partie du traitement de la douleur.
`,
  },
  sources: [
    {
      title:
        'Chronic pain (primary and secondary) in over 16s: assessment of all chronic pain and management of chronic primary pain (NG193)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng193',
    },
    {
      title:
        'The revised International Association for the Study of Pain definition of pain: concepts, challenges, and compromises',
      publisher: 'Raja SN et al., Pain',
      year: 2020,
    },
    {
      title:
        'The efficacy of pain neuroscience education on musculoskeletal pain: a systematic review of the literature',
      publisher: 'Louw A et al., Physiotherapy Theory and Practice',
      year: 2016,
    },
  ],
});
