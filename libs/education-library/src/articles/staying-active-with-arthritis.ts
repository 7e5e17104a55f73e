/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const stayingActiveWithArthritis = article({
  id: 'staying-active-with-arthritis',
  category: 'activity',
  regions: ['general', 'hip', 'knee', 'wrist-hand'],
  tags: ['arthritis', 'osteoarthritis', 'rheumatoid arthritis', 'physical activity', 'joint pain', 'flare'],
  reviewed: '2026-12-02',
  en: {
    title: `Staying active with arthritis`,
    summary: `Physical activity is safe and recommended for people with osteoarthritis and inflammatory arthritis. It eases pain and stiffness, protects your heart and helps you keep doing what you enjoy.`,
    body: `
## Activity is part of treatment
Many people with arthritis worry that exercise will wear their joints out faster. The evidence says the opposite: regular activity reduces pain and stiffness, improves function, and does not speed up joint damage. European recommendations state that physical activity should be part of standard care for people with osteoarthritis, rheumatoid arthritis and related conditions. People with arthritis also have a higher risk of heart disease, and activity helps protect against it.

## A balanced week
Aim, over time, for the same general targets as everyone else, adjusted to what your joints allow:
- Aerobic activity: about 150 minutes a week of moderate activity, such as walking, cycling, swimming, water exercise or dancing.
- Strengthening: two or more days a week, working the main muscle groups. Strong muscles support and protect joints.
- Flexibility: gentle range-of-movement exercises, ideally daily, to keep joints moving.
- Balance: especially if your legs are affected or you are older.
Low-impact activities are kind to sore joints, but there is no need to avoid an activity you enjoy if it feels comfortable.

## Working with pain
- Some discomfort during and after exercise is common and safe. As a guide, pain that settles within a couple of hours, and is not worse the next day, shows the level is right.
- If pain or swelling is worse the next day, reduce the amount next time rather than stopping.
- Warm up gently; morning stiffness often eases with a warm shower and movement.
- Spread activity through the day and the week.

## During a flare
In inflammatory arthritis, a flare brings hot, swollen, very painful joints and fatigue. Reduce intensity, keep joints moving gently through their range, rest more as needed, and contact your rheumatology team if it lasts. In osteoarthritis, flares usually settle within days with the same approach.

## Getting support
A physiotherapist can design a program around your joints and goals. Group classes, water-based exercise and walking groups help many people stay motivated.

## Contact your doctor or team if
- A joint becomes hot, red and very swollen, especially with fever or feeling unwell.
- You have chest pain or unusual breathlessness during activity.
- A flare is not settling, or new joints are affected.
`,
  },
  fr: {
    title: `Rester actif avec de l’arthrose ou un rhumatisme`,
    summary: `L’activité physique est sans danger et recommandée en cas d’arthrose comme de rhumatisme inflammatoire. Elle diminue douleur et raideur, protège le cœur et aide à continuer ce que vous aimez faire.`,
    body: `
## L’activité fait partie du traitement
Beaucoup de personnes atteintes d’arthrose ou de rhumatisme craignent que l’exercice n’use plus vite leurs articulations. Les études montrent l’inverse : l’activité régulière diminue la douleur et la raideur, améliore la fonction et n’accélère pas les lésions articulaires. Les recommandations européennes prévoient que l’activité physique fasse partie de la prise en charge habituelle de l’arthrose, de la polyarthrite rhumatoïde et des maladies apparentées. Ces personnes ont aussi un risque cardiovasculaire plus élevé, contre lequel l’activité protège.

## Une semaine équilibrée
Visez peu à peu les mêmes objectifs que tout le monde, adaptés à ce que vos articulations permettent :
- Endurance : environ 150 minutes par semaine d’activité modérée, comme la marche, le vélo, la natation, l’aquagym ou la danse.
- Renforcement : au moins deux jours par semaine, en sollicitant les grands groupes musculaires. Des muscles forts soutiennent et protègent les articulations.
- Souplesse : des mouvements doux d’amplitude, idéalement chaque jour, pour garder les articulations mobiles.
- Équilibre : surtout si les jambes sont atteintes ou si vous êtes plus âgé.
Les activités sans impact ménagent les articulations douloureuses, mais inutile de renoncer à une activité que vous aimez si elle reste confortable.

## Composer avec la douleur
- Une gêne pendant et après l’exercice est fréquente et sans danger. Repère : une douleur qui se calme en une ou deux heures et n’est pas plus forte le lendemain montre que le niveau est bon.
- Si la douleur ou le gonflement sont plus importants le lendemain, réduisez la dose la fois suivante plutôt que d’arrêter.
- Échauffez-vous doucement ; la raideur du matin diminue souvent avec une douche chaude et le mouvement.
- Répartissez l’activité dans la journée et dans la semaine.

## Pendant une poussée
Dans un rhumatisme inflammatoire, une poussée donne des articulations chaudes, gonflées, très douloureuses et de la fatigue. Diminuez l’intensité, continuez à bouger doucement les articulations dans leur amplitude, reposez-vous davantage si besoin et contactez votre équipe de rhumatologie si elle dure. Dans l’arthrose, les poussées se calment en général en quelques jours avec la même approche.

## Se faire accompagner
Un kinésithérapeute ou physiothérapeute peut construire un programme adapté à vos articulations et à vos objectifs. Les cours collectifs, l’exercice en piscine et les groupes de marche aident beaucoup de personnes à rester motivées.

## Contactez votre médecin ou votre équipe si
- Une articulation devient chaude, rouge et très gonflée, surtout avec de la fièvre ou un malaise.
- Vous avez une douleur dans la poitrine ou un essoufflement inhabituel pendant l’activité.
- Une poussée ne se calme pas, ou de nouvelles articulations sont touchées.
`,
  },
  sources: [
    {
      title:
        '2018 EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis',
      publisher: 'Rausch Osthoff AK et al., Annals of the Rheumatic Diseases (EULAR)',
      year: 2018,
    },
    {
      title: 'Osteoarthritis in over 16s: diagnosis and management (NG226)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2022,
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      publisher: 'World Health Organization',
      year: 2020,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
  ],
});
