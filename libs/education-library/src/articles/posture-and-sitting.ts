/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const postureAndSitting = article({
  id: 'posture-and-sitting',
  category: 'spine',
  regions: ['lower-back', 'neck', 'upper-back'],
  tags: ['posture', 'sitting', 'myths', 'ergonomics', 'slouching'],
  reviewed: '2026-12-02',
  en: {
    title: `Posture and sitting: what really matters`,
    summary: `There is no single correct posture. Research does not show that slouching causes back or neck pain; changing position often matters more than finding the perfect one.`,
    body: `
## The myth of perfect posture
Many people have been told that sitting up straight protects the back and that slouching damages it. Large reviews of the research have not found that any particular posture, sitting, standing or bending, reliably causes back or neck pain. People with very different postures have similar rates of pain. Bodies come in many shapes, and what is comfortable varies from person to person.

## Why a position can still hurt
Staying in any position for a long time, even a so-called good one, can become uncomfortable. Muscles and joints like variety. Holding yourself stiffly upright all day can be as tiring as slumping. If you are in pain, a sensitive back or neck may simply tolerate long spells in one position less well for a while.

## What helps
- Your best posture is your next one: change position often, every 20 to 30 minutes if you can.
- Find a few comfortable ways to sit and move between them: upright, leaning back, forward with elbows on the desk.
- Relax. Tensing your tummy or bracing your back all day is not needed and can add to pain.
- Stand up, walk to get a drink, take calls standing.
- Stay active overall. Regular exercise and general fitness protect more than any chair or posture rule.

## About chairs and equipment
A chair, screen and keyboard set up so you are comfortable is sensible: feet supported, screen roughly at eye level, keyboard close enough that your shoulders can relax. Expensive equipment, special cushions or posture braces have not been shown to prevent pain. Use them only if they help you feel comfortable.

## Slouching is not a sin
Sitting in a relaxed, slumped way for a while is normal and safe. If a position feels comfortable, you may use it. If it starts to ache, move.

## See your clinician if
- Pain spreads down an arm or leg with numbness, pins and needles or weakness.
- Pain is constant, worse at night, or comes with feeling unwell.
- Pain keeps you from work or sleep for more than a few weeks.
`,
  },
  fr: {
    title: `Posture et position assise : ce qui compte vraiment`,
    summary: `Il n’existe pas de posture idéale. Les études ne montrent pas qu’une position avachie cause le mal de dos ou de cou : changer souvent de position compte plus que trouver la « bonne ».`,
    body: `
## Le mythe de la posture parfaite
On a souvent dit qu’il fallait se tenir droit pour protéger son dos et que se tenir avachi l’abîmait. Pourtant, les grandes synthèses de la recherche n’ont pas montré qu’une posture particulière, assise, debout ou penchée, cause de façon fiable le mal de dos ou de cou. Des personnes aux postures très différentes ont autant de douleurs les unes que les autres. Les corps sont variés, et ce qui est confortable change d’une personne à l’autre.

## Pourquoi une position peut quand même faire mal
Rester longtemps dans la même position, même une position dite « correcte », finit par devenir inconfortable. Les muscles et les articulations aiment la variété. Se tenir raide toute la journée fatigue autant que s’avachir. Quand on a mal, un dos ou un cou sensible supporte simplement moins bien, pour un temps, de rester longtemps immobile.

## Ce qui aide
- La meilleure posture, c’est la suivante : changez souvent de position, toutes les 20 à 30 minutes si possible.
- Trouvez plusieurs façons confortables de vous asseoir et alternez : droit, penché en arrière, en avant avec les coudes sur le bureau.
- Détendez-vous. Contracter le ventre ou gainer le dos toute la journée n’est pas nécessaire et peut même entretenir la douleur.
- Levez-vous, allez chercher un verre d’eau, téléphonez debout.
- Restez actif en général : l’exercice régulier et la forme physique protègent davantage que n’importe quelle chaise ou règle de posture.

## Chaises et équipement
Régler sa chaise, son écran et son clavier pour être à l’aise reste raisonnable : pieds appuyés, écran à peu près à hauteur des yeux, clavier assez proche pour que les épaules soient relâchées. En revanche, le matériel coûteux, les coussins spéciaux ou les correcteurs de posture n’ont pas prouvé qu’ils évitaient la douleur. Utilisez-les seulement s’ils vous apportent du confort.

## S’avachir n’est pas une faute
S’asseoir un moment de façon détendue, un peu affaissé, est normal et sans danger. Si une position est confortable, vous pouvez l’adopter. Si elle devient douloureuse, bougez.

## Consultez si
- La douleur descend dans un bras ou une jambe avec engourdissement, fourmillements ou faiblesse.
- La douleur est constante, pire la nuit, ou s’accompagne d’une sensation de malaise.
- La douleur vous empêche de travailler ou de dormir depuis plus de quelques semaines.
`,
  },
  sources: [
    {
      title: "'Sit up straight': time to re-evaluate",
      publisher:
        "Slater D, Korakakis V, O'Sullivan P, Nolan D, O'Sullivan K, Journal of Orthopaedic & Sports Physical Therapy",
      year: 2019,
    },
    {
      title:
        'No consensus on causality of spine postures or physical exposure and low back pain: a systematic review of systematic reviews',
      publisher: 'Swain CTV et al., Journal of Biomechanics',
      year: 2020,
    },
    {
      title: 'Back to basics: 10 facts every person should know about back pain',
      publisher: "O'Sullivan PB et al., British Journal of Sports Medicine",
      year: 2020,
    },
  ],
});
