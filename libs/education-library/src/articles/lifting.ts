/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const lifting = article({
  id: 'lifting',
  category: 'spine',
  regions: ['lower-back'],
  tags: ['lifting', 'bending', 'manual handling', 'low back pain', 'strength'],
  reviewed: '2026-12-02',
  en: {
    title: `Lifting and bending: a fresh look`,
    summary: `There is no single safe way to lift. A rounded back is not dangerous in itself; what protects you is being strong, prepared for the load, and building up gradually.`,
    body: `
## What the research says
For years people were taught to lift only with a straight back and bent knees. When researchers compared people who lift with a rounded back and people who lift with a straight back, they did not find that rounding the back caused more back pain. Training workers in a particular lifting technique has not been shown to prevent back pain either. People with and without back pain lift in many different ways, and the spine copes well with bending.

## What does matter
- Being used to the load. Backs get into trouble when we suddenly do much more than usual, such as moving house or a big day of gardening after a quiet winter.
- Strength and fitness. Regular strength training makes everyday lifting feel easier.
- Fatigue, rushing and awkward, unplanned lifts, such as catching a falling object.
- How you feel. Fear of bending tends to make people stiff and guarded, which can keep pain going.

## Practical ideas for heavier loads
- Think ahead: how heavy is it, where is it going, is the path clear?
- Keep the load close to your body; it feels lighter that way.
- Use whatever position feels strong and comfortable. Squatting, a half-kneel or bending from the hips with a relaxed back are all acceptable.
- Turn with your feet when carrying something heavy rather than twisting quickly at the end of your range.
- Get help, split the load or use a trolley for things that are too heavy for you today.

## If your back is sore
Bending and lifting light objects is fine and is part of getting better. Start with lighter loads, move smoothly and let your confidence build. Your physiotherapist can include lifting practice in your exercise program and raise the weight step by step until everyday loads feel normal again.

## See your clinician if
- You felt a sudden severe pain with a lift and cannot bear weight or move normally.
- Pain spreads below the knee with numbness, pins and needles or weakness.
- You have numbness in the saddle area or changes in bladder or bowel control: this needs urgent care.
`,
  },
  fr: {
    title: `Soulever et se pencher : un nouveau regard`,
    summary: `Il n’existe pas une seule façon sûre de soulever. Un dos arrondi n’est pas dangereux en soi : ce qui protège, c’est d’être fort, habitué à la charge, et de progresser graduellement.`,
    body: `
## Ce que dit la recherche
Pendant des années, on a appris à soulever uniquement le dos droit et les genoux fléchis. Or, quand les chercheurs ont comparé les personnes qui soulèvent le dos arrondi à celles qui le gardent droit, ils n’ont pas trouvé que l’arrondi causait davantage de mal de dos. Former les salariés à une technique de levée précise n’a pas non plus montré d’effet préventif. Avec ou sans douleur, les gens soulèvent de bien des façons, et la colonne supporte très bien la flexion.

## Ce qui compte vraiment
- L’habitude de la charge. Le dos souffre surtout quand on en fait brusquement beaucoup plus que d’ordinaire : un déménagement, une grosse journée de jardinage après un hiver tranquille.
- La force et la condition physique. Un renforcement régulier rend les charges du quotidien plus faciles.
- La fatigue, la précipitation et les gestes imprévus, comme rattraper un objet qui tombe.
- Votre état d’esprit. La peur de se pencher rend raide et crispé, ce qui peut entretenir la douleur.

## Idées pratiques pour les charges lourdes
- Anticipez : quel poids, pour aller où, le chemin est-il dégagé ?
- Gardez la charge près du corps : elle paraît plus légère.
- Adoptez la position dans laquelle vous vous sentez fort et à l’aise : accroupi, un genou au sol, ou penché depuis les hanches avec le dos détendu, tout est acceptable.
- Avec une charge lourde, tournez avec les pieds plutôt que de pivoter vivement en bout d’amplitude.
- Demandez de l’aide, divisez la charge ou prenez un diable pour ce qui est trop lourd pour vous aujourd’hui.

## Si votre dos est douloureux
Vous pencher et soulever des objets légers est sans risque et fait partie de la guérison. Commencez léger, bougez avec fluidité et laissez la confiance revenir. Votre kinésithérapeute ou physiothérapeute peut ajouter des exercices de levée à votre programme et augmenter la charge pas à pas, jusqu’à ce que les charges du quotidien redeviennent normales.

## Consultez si
- Vous avez ressenti une douleur brutale et intense en soulevant et ne pouvez plus vous appuyer ni bouger normalement.
- La douleur descend sous le genou avec engourdissement, fourmillements ou faiblesse.
- Vous avez un engourdissement du périnée ou des troubles urinaires ou intestinaux : il faut consulter en urgence.
`,
  },
  sources: [
    {
      title:
        'To flex or not to flex? Is there a relationship between lumbar spine flexion during lifting and low back pain? A systematic review with meta-analysis',
      publisher: 'Saraceni N et al., Journal of Orthopaedic & Sports Physical Therapy',
      year: 2020,
    },
    {
      title: 'Manual material handling advice and assistive devices for preventing and treating back pain in workers',
      publisher: 'Verbeek JH et al., Cochrane Database of Systematic Reviews',
      year: 2011,
    },
    {
      title: 'Back to basics: 10 facts every person should know about back pain',
      publisher: "O'Sullivan PB et al., British Journal of Sports Medicine",
      year: 2020,
    },
  ],
});
