/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const achillesTendinopathy = article({
  id: 'achilles-tendinopathy',
  category: 'lower-limb',
  regions: ['ankle-foot'],
  tags: ['achilles', 'tendinopathy', 'heel pain', 'calf raises', 'running', 'loading'],
  reviewed: '2026-12-02',
  en: {
    title: `Achilles tendinopathy`,
    summary: `Achilles tendinopathy is pain and stiffness in the tendon at the back of the ankle. Tendons respond to load: a gradual calf-strengthening program is the best-proven treatment.`,
    body: `
## What it is
The Achilles tendon joins the calf muscles to the heel bone. In Achilles tendinopathy the tendon becomes painful, usually a few centimetres above the heel or where it joins the bone. It is typically stiff and sore first thing in the morning or after rest, may ease as you warm up, and can be worse the day after running, jumping or a long walk. It often follows a change in load, such as more running, hills, new shoes or a period of inactivity followed by a burst of activity. It is common in runners and in people in their 40s to 60s.

## Tendons like the right load
Complete rest usually does not help: the tendon loses capacity and pain returns when you start again. Too much load keeps it irritated. The aim is to find the right amount and build it up gradually over months.

## What helps
- Calf strengthening is the cornerstone: heel raises on both legs, then one leg, with the knee straight and bent, progressing to slow raises and lowers from a step and then adding weight in a backpack. Usually done most days for at least 12 weeks.
- Use a pain guide: pain during exercise up to about 3 to 5 out of 10 is acceptable if morning stiffness the next day is no worse than usual.
- Keep active with activities that do not flare it, such as cycling or swimming, while you reduce running volume, hills and speed work for a while.
- If the pain is where the tendon meets the heel, avoid lowering the heel below the step and stretching hard at first, as compression can irritate it.
- A small heel lift in the shoe can ease pain in the short term.
- Return to running with a graded plan once hopping is comfortable.

## What to expect
Recovery usually takes three to six months and sometimes longer. Steady progress in strength is a good sign even if some pain remains.

## Get urgent help if
- You felt a sudden snap or a kick at the back of the ankle and now cannot rise onto your toes: the tendon may be ruptured and needs prompt assessment.

## See your clinician if
- The back of the heel is very swollen, red or warm, or both heels hurt along with other joints.
- You take antibiotics of the fluoroquinolone group and develop tendon pain: tell the prescriber.
`,
  },
  fr: {
    title: `La tendinopathie d’Achille`,
    summary: `La tendinopathie d’Achille est une douleur et une raideur du tendon situé à l’arrière de la cheville. Les tendons réagissent à la charge : un renforcement progressif du mollet est le traitement le mieux démontré.`,
    body: `
## De quoi s’agit-il ?
Le tendon d’Achille relie les muscles du mollet à l’os du talon. Dans la tendinopathie, le tendon devient douloureux, en général quelques centimètres au-dessus du talon ou à son insertion sur l’os. Il est typiquement raide et sensible le matin au lever ou après un repos, peut s’assouplir à l’échauffement, et fait plus mal le lendemain d’une course, de sauts ou d’une longue marche. Elle suit souvent un changement de charge : plus de course, des côtes, de nouvelles chaussures, ou une reprise brutale après une période d’inactivité. Elle est fréquente chez les coureurs et entre 40 et 60 ans.

## Le tendon aime la bonne charge
Le repos complet n’aide généralement pas : le tendon perd de sa capacité et la douleur revient à la reprise. Trop de charge, à l’inverse, l’entretient. Le but est de trouver la bonne dose et de l’augmenter progressivement sur plusieurs mois.

## Ce qui aide
- Le renforcement du mollet est la base : montées sur la pointe des pieds sur les deux jambes, puis sur une seule, genou tendu et genou plié, puis montées et descentes lentes sur une marche, enfin avec une charge dans un sac à dos. En général presque tous les jours, pendant au moins 12 semaines.
- Servez-vous d’un repère de douleur : jusqu’à environ 3 à 5 sur 10 pendant l’exercice, c’est acceptable si la raideur du lendemain matin n’est pas pire que d’habitude.
- Restez actif avec des activités qui ne réveillent pas la douleur, comme le vélo ou la natation, en réduisant un temps le volume de course, les côtes et le fractionné.
- Si la douleur est à l’insertion sur le talon, évitez au début de descendre le talon sous le niveau de la marche et les étirements appuyés : la compression peut irriter le tendon.
- Une petite talonnette dans la chaussure peut soulager à court terme.
- Reprenez la course avec un plan progressif quand les petits sauts sont confortables.

## À quoi s’attendre
La récupération prend généralement trois à six mois, parfois plus. Des progrès réguliers en force sont un bon signe, même s’il reste un peu de douleur.

## Consultez en urgence si
- Vous avez senti un claquement brutal ou « un coup de pied » à l’arrière de la cheville et ne pouvez plus monter sur la pointe des pieds : le tendon est peut-être rompu et doit être examiné rapidement.

## Consultez votre thérapeute ou votre médecin si
- L’arrière du talon est très gonflé, rouge ou chaud, ou les deux talons font mal en même temps que d’autres articulations.
- Vous prenez un antibiotique de la famille des fluoroquinolones et une douleur de tendon apparaît : prévenez le prescripteur.
`,
  },
  sources: [
    {
      title: 'Achilles pain, stiffness, and muscle power deficits: midportion Achilles tendinopathy revision 2018',
      publisher:
        'Martin RL et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2018,
    },
    {
      title: 'Heavy-load eccentric calf muscle training for the treatment of chronic Achilles tendinosis',
      publisher: 'Alfredson H et al., American Journal of Sports Medicine',
      year: 1998,
    },
  ],
});
