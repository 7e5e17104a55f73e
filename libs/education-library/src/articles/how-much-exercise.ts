/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const howMuchExercise = article({
  id: 'how-much-exercise',
  category: 'activity',
  regions: ['general'],
  tags: ['physical activity guidelines', 'who', '150 minutes', 'strength', 'sedentary', 'health'],
  reviewed: '2026-12-02',
  en: {
    title: `How much exercise do I need?`,
    summary: `The World Health Organization recommends 150 to 300 minutes of moderate activity a week plus muscle strengthening twice a week for adults. Any amount is better than none, and you can start small.`,
    body: `
## The recommendations for adults
The World Health Organization's guidelines, which most countries follow, recommend that adults aged 18 and over:
- Do at least 150 to 300 minutes a week of moderate aerobic activity, or 75 to 150 minutes of vigorous activity, or a mix of both.
- Do muscle-strengthening activities involving the major muscle groups on two or more days a week.
- Limit time spent sitting, and replace some of it with activity of any intensity.
Adults aged 65 and over should also do balance and strength activities on three or more days a week to help prevent falls. The same advice applies to people living with long-term conditions or disability, adapted to what they can do.

## What counts
- Moderate activity makes you breathe faster and feel warmer; you can still talk but not sing. Brisk walking, cycling on the flat, water aerobics, dancing, mowing the lawn.
- Vigorous activity makes you breathe hard; you can only say a few words. Running, swimming laps, fast cycling, sports such as football.
- Strengthening means working muscles against resistance: your home exercise program, lifting weights, resistance bands, body-weight exercises, carrying heavy shopping, digging.
Activity can be spread across the week in any way that suits you. Even a few minutes at a time adds up.

## If you are starting from a low level
The guidelines stress that doing some activity is better than none. The biggest health gains come when people who do very little start doing a bit more. Start with what you can manage, perhaps ten minutes of walking a day, and build up gradually over weeks. If pain or a health condition limits you, your physiotherapist can help you find activities that suit you.

## Why it matters
Regular activity lowers the risk of heart disease, stroke, type 2 diabetes, some cancers, depression and dementia. It helps with weight, sleep, mood and managing pain, and keeps muscles and bones strong so you stay independent for longer.

## Check with your doctor first if
- You have chest pain, feel faint or very breathless with exertion.
- You have a heart condition or have recently had a heart attack, stroke or surgery, and have not been advised on activity.
- You are unsure whether a condition or medicine affects what you can safely do.
`,
  },
  fr: {
    title: `Combien d’activité physique faut-il ?`,
    summary: `L’Organisation mondiale de la santé recommande aux adultes 150 à 300 minutes d’activité modérée par semaine et du renforcement musculaire deux fois par semaine. Un peu vaut mieux que rien, et l’on peut commencer petit.`,
    body: `
## Les recommandations pour les adultes
Les lignes directrices de l’Organisation mondiale de la santé (OMS), suivies par la plupart des pays, recommandent aux adultes de 18 ans et plus :
- Au moins 150 à 300 minutes par semaine d’activité d’endurance d’intensité modérée, ou 75 à 150 minutes d’intensité soutenue, ou une combinaison des deux.
- Des activités de renforcement des grands groupes musculaires au moins deux jours par semaine.
- Limiter le temps passé assis et le remplacer en partie par une activité, quelle qu’en soit l’intensité.
À partir de 65 ans, il est conseillé d’ajouter des activités d’équilibre et de force au moins trois jours par semaine pour prévenir les chutes. Les mêmes conseils valent pour les personnes qui vivent avec une maladie chronique ou un handicap, adaptés à leurs possibilités.

## Ce qui compte
- L’intensité modérée accélère la respiration et réchauffe : on peut parler, mais pas chanter. Marche rapide, vélo sur terrain plat, aquagym, danse, tonte de la pelouse.
- L’intensité soutenue fait souffler fort : on ne peut dire que quelques mots. Course à pied, natation en longueurs, vélo rapide, sports comme le football.
- Le renforcement consiste à faire travailler les muscles contre une résistance : votre programme d’exercices à domicile, les haltères, les élastiques, les exercices au poids du corps, porter des courses lourdes, bêcher.
L’activité peut se répartir dans la semaine comme cela vous convient. Même quelques minutes à la fois s’additionnent.

## Si vous partez de peu
Les recommandations insistent : un peu d’activité vaut mieux que rien. Les plus grands bénéfices pour la santé apparaissent quand les personnes très peu actives commencent à bouger un peu plus. Partez de ce que vous pouvez faire, par exemple dix minutes de marche par jour, et augmentez progressivement au fil des semaines. Si la douleur ou une maladie vous limite, votre kinésithérapeute ou physiothérapeute peut vous aider à trouver des activités adaptées.

## Pourquoi c’est important
L’activité régulière diminue le risque de maladies cardiaques, d’accident vasculaire cérébral, de diabète de type 2, de certains cancers, de dépression et de démence. Elle aide pour le poids, le sommeil, le moral et la gestion de la douleur, et garde muscles et os solides pour rester autonome plus longtemps.

## Parlez-en d’abord à votre médecin si
- Vous avez une douleur dans la poitrine, un malaise ou un essoufflement important à l’effort.
- Vous avez une maladie cardiaque ou avez récemment eu un infarctus, un AVC ou une opération, sans conseils sur l’activité.
- Vous ne savez pas si une maladie ou un médicament modifie ce que vous pouvez faire sans risque.
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
      title: 'World Health Organization 2020 guidelines on physical activity and sedentary behaviour',
      publisher: 'Bull FC et al., British Journal of Sports Medicine',
      year: 2020,
    },
  ],
});
