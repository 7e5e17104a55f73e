/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const shoulderPainRotatorCuff = article({
  id: 'shoulder-pain-rotator-cuff',
  category: 'upper-limb',
  regions: ['shoulder'],
  tags: ['shoulder pain', 'rotator cuff', 'impingement', 'tendinopathy', 'subacromial'],
  reviewed: '2026-12-02',
  en: {
    title: `Shoulder pain and the rotator cuff`,
    summary: `Rotator cuff related shoulder pain is common and usually improves with a graded exercise program over three to six months. Surgery is rarely the first answer.`,
    body: `
## What is going on
The rotator cuff is a group of four muscles and their tendons that hold the ball of the shoulder in its socket and help lift and turn the arm. Rotator cuff related shoulder pain usually feels like an ache on the outside of the upper arm, worse when lifting the arm, reaching behind or lying on that side. It often appears after a change in activity, such as painting a ceiling or starting a new sport, or gradually with age. You may have heard it called impingement, bursitis or tendinopathy.

## Scans and surgery
Scans often show tendon wear or small tears, but these are also common in people of the same age with no pain, so they do not always explain the symptoms. Large trials have found that surgery to shave bone from the top of the shoulder (subacromial decompression) gives no more benefit than a placebo operation for most people. Exercise is the recommended first treatment.

## What helps
- A progressive exercise program, usually for at least 12 weeks. It typically starts with exercises you can do with mild pain, then gradually adds resistance with bands or weights.
- Some discomfort during exercise is acceptable, as long as it settles within a day and is not increasing week to week. Your physiotherapist will help you find the right level.
- Keep using the arm for everyday tasks, adjusting heavy or repeated overhead work for a while.
- At night, try lying on the other side with a pillow to hug, or on your back with a pillow under the elbow.
- Ice or heat and simple painkillers may ease pain. A steroid injection can give short-term relief for some people, but it works best alongside exercise.

## What to expect
Improvement is gradual, often over three to six months. Strength and confidence come back before all the pain goes.

## See a doctor promptly if
- You suddenly cannot lift your arm after a fall or injury.
- The shoulder is hot, red and swollen, or you feel feverish and unwell.
- You have chest pain or breathlessness, or pain that is not affected by moving the shoulder.
- You have numbness or weakness down the arm, or an unexplained lump.
`,
  },
  fr: {
    title: `Douleur d’épaule et coiffe des rotateurs`,
    summary: `La douleur d’épaule liée à la coiffe des rotateurs est fréquente et s’améliore généralement avec un programme d’exercices progressif sur trois à six mois. La chirurgie est rarement la première solution.`,
    body: `
## Que se passe-t-il ?
La coiffe des rotateurs est un ensemble de quatre muscles et de leurs tendons qui maintiennent la tête de l’humérus dans sa cavité et aident à lever et tourner le bras. La douleur qui en provient se ressent surtout sur la face externe du haut du bras, augmente en levant le bras, en passant la main dans le dos ou en se couchant du côté douloureux. Elle apparaît souvent après un changement d’activité, comme repeindre un plafond ou commencer un sport, ou progressivement avec l’âge. On parle aussi de conflit sous-acromial, de bursite ou de tendinopathie.

## Imagerie et chirurgie
L’échographie ou l’IRM montrent souvent une usure des tendons ou de petites déchirures, mais on les retrouve aussi chez beaucoup de personnes du même âge qui n’ont pas mal : elles n’expliquent donc pas toujours les symptômes. De grands essais ont montré que l’opération qui consiste à raboter l’os au-dessus de l’épaule (acromioplastie) n’apporte pas plus qu’une intervention placebo chez la plupart des patients. L’exercice est le traitement recommandé en premier.

## Ce qui aide
- Un programme d’exercices progressif, généralement pendant au moins 12 semaines. Il commence par des exercices réalisables avec une douleur légère, puis ajoute peu à peu une résistance (élastique, haltères).
- Une gêne pendant l’exercice est acceptable si elle se calme dans les 24 heures et n’augmente pas de semaine en semaine. Votre kinésithérapeute ou physiothérapeute vous aidera à trouver le bon niveau.
- Continuez à utiliser le bras au quotidien, en adaptant pour un temps les travaux lourds ou répétés au-dessus de la tête.
- La nuit, couchez-vous sur l’autre côté en serrant un oreiller, ou sur le dos avec un coussin sous le coude.
- Le froid ou la chaleur et les antalgiques simples peuvent soulager. Une infiltration de corticoïde soulage parfois à court terme, mais elle donne de meilleurs résultats associée à l’exercice.

## À quoi s’attendre
L’amélioration est progressive, souvent sur trois à six mois. La force et la confiance reviennent avant que la douleur ne disparaisse complètement.

## Consultez rapidement un médecin si
- Vous ne pouvez soudain plus lever le bras après une chute ou un traumatisme.
- L’épaule est chaude, rouge et gonflée, ou vous avez de la fièvre et vous sentez malade.
- Vous avez une douleur dans la poitrine ou un essoufflement, ou une douleur que les mouvements de l’épaule ne modifient pas.
- Vous avez un engourdissement ou une faiblesse dans le bras, ou une grosseur inexpliquée.
`,
  },
  sources: [
    {
      title: 'Manual therapy and exercise for rotator cuff disease',
      publisher: 'Page MJ et al., Cochrane Database of Systematic Reviews',
      year: 2016,
    },
    {
      title: 'Subacromial decompression surgery for adults with shoulder pain: a clinical practice guideline',
      publisher: 'Vandvik PO et al., BMJ (BMJ Rapid Recommendations)',
      year: 2019,
    },
    {
      title: 'Subacromial decompression surgery for rotator cuff disease',
      publisher: 'Karjalainen TV et al., Cochrane Database of Systematic Reviews',
      year: 2019,
    },
  ],
});
