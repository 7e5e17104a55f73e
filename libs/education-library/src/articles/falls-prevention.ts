/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const fallsPrevention = article({
  id: 'falls-prevention',
  category: 'healthy-ageing',
  regions: ['general'],
  tags: ['falls', 'fall prevention', 'older adults', 'home safety', 'medicines', 'getting up after a fall'],
  reviewed: '2026-12-02',
  en: {
    title: `Preventing falls`,
    summary: `Falls are common as we get older, but they are not an inevitable part of ageing. Exercise that challenges balance and strength is the best-proven way to reduce them, together with a few checks at home and with your doctor.`,
    body: `
## Falls can be prevented
About one in three people over 65 falls each year. Falls can cause injuries and often lead to a loss of confidence, so people do less and become weaker, which makes another fall more likely. The good news is that the risk can be lowered. Many things contribute, so tackling several of them works best.

## Exercise is the most effective step
Large reviews of research show that exercise programs that challenge balance and build leg strength reduce the number of falls by around a quarter. To work, exercise needs to be:
- Challenging for your balance: standing with feet closer together, on one leg, or reaching, with something stable nearby to hold.
- Progressive, becoming harder as you improve.
- Regular, about three hours a week in total, and continued for the long term.
Programs such as the Otago exercise program, tai chi and group strength and balance classes all have good evidence. Your physiotherapist can set one up for you.

## Other things that help
- Have your medicines reviewed once a year, especially sleeping tablets, blood pressure medicines and those that cause drowsiness or dizziness.
- Get your eyes tested regularly, and take care with new glasses or bifocals on steps.
- Look after your feet, and wear well-fitting shoes with a firm sole and a heel that holds the foot. Avoid loose slippers.
- Get up slowly from lying or sitting, particularly at night or if you feel light-headed.
- Make your home safer: good lighting, a night light to the bathroom, no loose rugs or trailing cables, rails on both sides of the stairs and grab rails in the bathroom.
- Drink enough fluids, and talk to your doctor about bone health, vitamin D and any continence problems that make you rush to the toilet.

## If you do fall
Stay calm and check whether you are hurt. If you can, roll onto your side, get onto hands and knees, crawl to a sturdy chair, and push up slowly. If you cannot get up, call for help, keep warm and change position. Consider a personal alarm if you live alone, and ask your physiotherapist to practise getting up from the floor with you.

## Tell your doctor if
- You have fallen in the past year, feel unsteady, or worry about falling.
- You had a blackout, dizziness or chest pain before a fall, or hit your head, especially if you take blood thinners.
`,
  },
  fr: {
    title: `Prévenir les chutes`,
    summary: `Les chutes sont fréquentes avec l’âge, mais elles ne sont pas une fatalité. Les exercices qui sollicitent l’équilibre et la force sont le moyen le mieux démontré de les réduire, avec quelques vérifications à la maison et chez le médecin.`,
    body: `
## On peut prévenir les chutes
Environ une personne sur trois de plus de 65 ans tombe chaque année. Les chutes peuvent blesser et entraînent souvent une perte de confiance : on fait moins de choses, on s’affaiblit, et une nouvelle chute devient plus probable. Bonne nouvelle : ce risque peut diminuer. De nombreux facteurs interviennent, et agir sur plusieurs d’entre eux donne les meilleurs résultats.

## L’exercice, la mesure la plus efficace
De grandes synthèses de la recherche montrent que les programmes d’exercices qui sollicitent l’équilibre et renforcent les jambes réduisent le nombre de chutes d’environ un quart. Pour être efficace, l’exercice doit être :
- Exigeant pour l’équilibre : pieds plus rapprochés, sur une jambe, en tendant le bras, avec un appui stable à proximité.
- Progressif, de plus en plus difficile à mesure que vous progressez.
- Régulier, environ trois heures par semaine au total, et poursuivi sur le long terme.
Des programmes comme le programme Otago, le tai-chi et les cours collectifs de force et d’équilibre ont fait leurs preuves. Votre kinésithérapeute ou physiothérapeute peut vous en proposer un.

## D’autres mesures utiles
- Faites réévaluer vos médicaments chaque année, surtout les somnifères, les traitements de la tension et ceux qui donnent somnolence ou vertiges.
- Faites contrôler votre vue régulièrement, et soyez prudent dans les marches avec de nouvelles lunettes ou des verres progressifs.
- Prenez soin de vos pieds et portez des chaussures bien ajustées, à semelle ferme, qui tiennent le talon. Évitez les pantoufles sans maintien.
- Levez-vous lentement de la position couchée ou assise, surtout la nuit ou si vous avez la tête qui tourne.
- Sécurisez le logement : bon éclairage, veilleuse jusqu’aux toilettes, pas de tapis glissants ni de fils qui traînent, rampes des deux côtés de l’escalier et barres d’appui dans la salle de bains.
- Buvez suffisamment, et parlez à votre médecin de la santé des os, de la vitamine D et des fuites urinaires qui font se précipiter aux toilettes.

## Si vous tombez
Restez calme et vérifiez si vous êtes blessé. Si possible, roulez sur le côté, mettez-vous à quatre pattes, avancez jusqu’à une chaise solide et relevez-vous lentement en vous appuyant dessus. Si vous ne pouvez pas vous relever, appelez à l’aide, couvrez-vous et changez de position. Pensez à une téléalarme si vous vivez seul, et demandez à votre kinésithérapeute de vous entraîner à vous relever du sol.

## Parlez-en à votre médecin si
- Vous êtes tombé dans l’année, vous sentez instable ou avez peur de tomber.
- Vous avez eu un malaise, un vertige ou une douleur dans la poitrine avant une chute, ou vous êtes cogné la tête, surtout si vous prenez un anticoagulant.
`,
  },
  sources: [
    {
      title: 'World guidelines for falls prevention and management for older adults: a global initiative',
      publisher: 'Montero-Odasso M et al., Age and Ageing',
      year: 2022,
    },
    {
      title: 'Exercise for preventing falls in older people living in the community',
      publisher: 'Sherrington C et al., Cochrane Database of Systematic Reviews',
      year: 2019,
    },
    {
      title: 'Step safely: strategies for preventing and managing falls across the life-course',
      publisher: 'World Health Organization',
      year: 2021,
    },
  ],
});
