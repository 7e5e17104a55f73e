/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const balanceAtHome = article({
  id: 'balance-at-home',
  category: 'healthy-ageing',
  regions: ['general', 'ankle-foot', 'hip'],
  tags: ['balance', 'home exercise', 'older adults', 'falls', 'otago', 'safety'],
  reviewed: '2026-12-02',
  en: {
    title: `Balance exercises at home, safely`,
    summary: `Balance is a skill that improves with practice at any age. A few minutes of the right exercises most days, done safely beside a sturdy support, can make you steadier on your feet.`,
    body: `
## Balance can be trained
Good balance depends on your muscles, your joints, your eyes, your inner ear and the sensations from your feet, all coordinated by the brain. Many of these can be improved with practice. Research shows that balance training reduces falls and improves confidence in older adults, as long as it is challenging enough and done regularly.

## Setting up safely
- Stand at a kitchen counter or the back of a heavy chair that will not slide, or in a corner.
- Wear supportive shoes, or go barefoot on a non-slip floor if your physiotherapist agrees.
- Clear the area of rugs, pets and clutter.
- Hold on with both hands at first, then one hand, then a fingertip, then hover your hands just above the support.
- Stop and sit down if you feel dizzy or unwell.

## A starter routine
Do these most days, for a few minutes. Hold each position for 10 to 30 seconds and repeat two or three times.
- Feet together: stand with your feet side by side, touching.
- Half tandem: one foot half a step in front of the other, then swap.
- Heel-to-toe stand: one foot directly in front of the other, as if on a tightrope.
- Single-leg stand: stand on one leg, then the other.
- Heel-to-toe walk: walk forwards along the counter, placing heel against toe, ten steps, then turn carefully.
- Sit-to-stand: stand up from a chair and sit down slowly, ten times, with as little help from your hands as you can manage.
- Heel and toe raises: rise up onto your toes, then lift your toes off the floor, ten times.

## Making it harder
When an exercise feels easy and steady for the full time, make it a little harder: hold on less, stand on a folded towel or cushion, turn your head slowly side to side, or close your eyes, but only while holding the support. Progress one thing at a time.

## Fit it into your day
Practise while waiting for the kettle or brushing your teeth. Activities such as tai chi, dancing and walking on varied ground also train balance.

## See your clinician or doctor if
- You feel dizzy or the room spins when you move your head or get up.
- Your balance has worsened quickly, or you have new numbness in your feet, weakness or difficulty speaking.
- You have fallen, or feel too unsteady to do these exercises safely on your own.
`,
  },
  fr: {
    title: `L’équilibre à la maison, en toute sécurité`,
    summary: `L’équilibre est une compétence qui s’améliore avec l’entraînement, à tout âge. Quelques minutes d’exercices adaptés presque chaque jour, près d’un appui solide, peuvent vous rendre plus stable sur vos jambes.`,
    body: `
## L’équilibre, ça s’entraîne
Un bon équilibre dépend des muscles, des articulations, de la vue, de l’oreille interne et des sensations des pieds, le tout coordonné par le cerveau. Beaucoup de ces éléments progressent avec l’entraînement. Les études montrent que le travail de l’équilibre réduit les chutes et redonne confiance aux personnes âgées, à condition d’être assez exigeant et régulier.

## S’installer en sécurité
- Placez-vous devant un plan de travail ou derrière une chaise lourde qui ne glisse pas, ou dans un angle de pièce.
- Portez des chaussures qui tiennent le pied, ou restez pieds nus sur un sol antidérapant si votre kinésithérapeute est d’accord.
- Dégagez la zone des tapis, des animaux et des objets.
- Tenez-vous d’abord à deux mains, puis d’une main, puis du bout d’un doigt, puis gardez les mains juste au-dessus de l’appui.
- Arrêtez-vous et asseyez-vous en cas de vertige ou de malaise.

## Une routine pour commencer
À faire presque tous les jours, quelques minutes. Tenez chaque position 10 à 30 secondes et répétez deux ou trois fois.
- Pieds joints : debout, pieds l’un contre l’autre.
- Semi-tandem : un pied un demi-pas devant l’autre, puis changez.
- Tandem : un pied juste devant l’autre, comme sur un fil.
- Sur une jambe : tenez sur une jambe, puis sur l’autre.
- Marche talon-pointe : avancez le long du plan de travail en posant le talon contre la pointe de l’autre pied, dix pas, puis tournez prudemment.
- Assis-debout : levez-vous d’une chaise et rasseyez-vous lentement, dix fois, en vous aidant le moins possible des mains.
- Pointes et talons : montez sur la pointe des pieds, puis relevez les orteils, dix fois.

## Augmenter la difficulté
Quand un exercice devient facile et stable sur toute la durée, rendez-le un peu plus difficile : tenez-vous moins, placez-vous sur une serviette pliée ou un coussin, tournez lentement la tête de chaque côté, ou fermez les yeux, mais seulement en gardant l’appui à portée de main. Ne changez qu’un élément à la fois.

## L’intégrer à vos journées
Entraînez-vous pendant que l’eau chauffe ou en vous brossant les dents. Le tai-chi, la danse et la marche sur des terrains variés travaillent aussi l’équilibre.

## Consultez votre thérapeute ou votre médecin si
- Vous avez la tête qui tourne ou la pièce qui tourne quand vous bougez la tête ou vous levez.
- Votre équilibre s’est dégradé rapidement, ou vous avez un nouvel engourdissement des pieds, une faiblesse ou du mal à parler.
- Vous êtes tombé, ou vous sentez trop instable pour faire ces exercices seul en sécurité.
`,
  },
  sources: [
    {
      title: 'Exercise for improving balance in older people',
      publisher: 'Howe TE et al., Cochrane Database of Systematic Reviews',
      year: 2011,
    },
    {
      title: 'Exercise for preventing falls in older people living in the community',
      publisher: 'Sherrington C et al., Cochrane Database of Systematic Reviews',
      year: 2019,
    },
    {
      title: 'Otago exercise programme to prevent falls in older adults',
      publisher: 'Accident Compensation Corporation (ACC), New Zealand',
      year: 2003,
    },
  ],
});
