/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const pelvicFloorAfterBirth = article({
  id: 'pelvic-floor-after-birth',
  category: 'pregnancy-pelvic-health',
  regions: ['pelvic-floor', 'lower-back'],
  tags: ['postpartum', 'postnatal', 'pelvic floor', 'incontinence', 'abdominal separation', 'return to exercise'],
  reviewed: '2026-12-02',
  en: {
    title: `Your pelvic floor and recovery after birth`,
    summary: `After having a baby, gentle pelvic floor exercises, walking and a gradual return to exercise help your body recover. Leaking, heaviness or pain are common but not something you have to live with.`,
    body: `
## Your pelvic floor
The pelvic floor is a sling of muscles at the base of the pelvis that supports the bladder, bowel and womb, and helps you control when you pass urine, wind and stools. Pregnancy and birth, vaginal or by caesarean, stretch and load these muscles. Leaking a little urine, feeling weak or having some heaviness in the first weeks is common and usually improves. Pelvic floor training helps it improve faster and more completely.

## Starting pelvic floor exercises
You can usually start gently in the first days after birth, once a catheter has been removed and passing urine is comfortable, even with stitches.
- Lie, sit or stand comfortably. Breathe normally.
- Squeeze and lift the muscles around the back passage and the front passage, as if stopping wind and the flow of urine. Then let go fully.
- Slow holds: hold for a few seconds, rest, repeat, building up to ten seconds, ten times.
- Quick squeezes: squeeze and let go quickly, ten times.
- Do them three times a day. It takes at least three months of regular practice to make a real difference, so keep going.
Tighten your pelvic floor before you cough, sneeze or lift your baby.

## The first weeks
- Walk a little more each day, and do gentle tummy exercises such as drawing in the lower tummy with your breath.
- Some separation of the tummy muscles is normal after pregnancy and often improves on its own over the first months. A physiotherapist can check it and guide exercises.
- After a caesarean, avoid heavy lifting for about six weeks, and support the wound when coughing.
- Avoid constipation: drink well, eat fibre, and do not strain.

## Returning to exercise
Low-impact exercise such as walking, swimming once bleeding has stopped, and postnatal classes can usually resume from around six weeks. High-impact exercise such as running is best started from about three months, once you can walk for 30 minutes, hop and jog on the spot without leaking, heaviness or pain. Build up gradually.

## See your GP or a pelvic health physiotherapist if
- You are still leaking urine or wind after three months, or cannot control your bowels.
- You feel a bulge, dragging or heaviness in the vagina.
- Sex is painful, or pain in the pelvis or scar persists.
- Tummy separation makes a bulge or you feel your tummy is weak.

## Get urgent help if
You have heavy bleeding, fever, foul-smelling discharge, a hot, painful wound, calf pain, chest pain or breathlessness, or you feel very low or unable to cope.
`,
  },
  fr: {
    title: `Le périnée et la récupération après l’accouchement`,
    summary: `Après un accouchement, des exercices doux du périnée, la marche et une reprise progressive du sport aident le corps à récupérer. Les fuites, la pesanteur ou la douleur sont fréquentes, mais ce n’est pas une fatalité.`,
    body: `
## Votre périnée
Le périnée, ou plancher pelvien, est un hamac de muscles au fond du bassin qui soutient la vessie, l’intestin et l’utérus et permet de contrôler le passage des urines, des gaz et des selles. La grossesse et l’accouchement, par voie basse comme par césarienne, étirent et sollicitent ces muscles. Quelques fuites d’urine, une sensation de faiblesse ou de pesanteur les premières semaines sont fréquentes et s’améliorent généralement. La rééducation du périnée aide à récupérer plus vite et plus complètement.

## Commencer les exercices du périnée
Vous pouvez en général commencer doucement dans les premiers jours, une fois la sonde urinaire retirée et la miction confortable, même avec des points de suture.
- Allongée, assise ou debout, installez-vous confortablement et respirez normalement.
- Serrez et remontez les muscles autour de l’anus et du vagin, comme pour retenir un gaz et arrêter le jet d’urine. Puis relâchez complètement.
- Contractions lentes : tenez quelques secondes, relâchez, recommencez, jusqu’à tenir dix secondes, dix fois.
- Contractions rapides : serrez et relâchez vite, dix fois.
- Faites-les trois fois par jour. Il faut au moins trois mois de pratique régulière pour obtenir un vrai changement : persévérez.
Contractez votre périnée avant de tousser, d’éternuer ou de soulever votre bébé.

## Les premières semaines
- Marchez un peu plus chaque jour et faites des exercices abdominaux doux, comme rentrer le bas du ventre en expirant.
- Un écartement des muscles grands droits de l’abdomen est normal après une grossesse et s’améliore souvent seul au cours des premiers mois. Un kinésithérapeute ou une sage-femme peut l’évaluer et guider les exercices.
- Après une césarienne, évitez de porter lourd pendant environ six semaines, et soutenez la cicatrice en toussant.
- Évitez la constipation : buvez bien, mangez des fibres et ne poussez pas.

## Reprendre le sport
Les activités sans impact comme la marche, la natation une fois les saignements terminés et les cours postnataux peuvent en général reprendre vers six semaines. Les activités à fort impact comme la course sont plutôt à reprendre à partir de trois mois environ, quand vous pouvez marcher 30 minutes, sautiller et trottiner sur place sans fuite, pesanteur ni douleur. Progressez graduellement.

## Consultez votre médecin, votre sage-femme ou un kinésithérapeute spécialisé si
- Vous avez encore des fuites d’urine ou de gaz après trois mois, ou ne contrôlez pas vos selles.
- Vous sentez une boule, un tiraillement ou une pesanteur dans le vagin.
- Les rapports sexuels sont douloureux, ou une douleur du bassin ou de la cicatrice persiste.
- L’écartement abdominal forme une bosse ou vous sentez votre ventre faible.

## Consultez en urgence si
Vous avez des saignements abondants, de la fièvre, des pertes malodorantes, une cicatrice chaude et douloureuse, une douleur au mollet, une douleur thoracique ou un essoufflement, ou si vous vous sentez très déprimée ou dépassée.
`,
  },
  sources: [
    {
      title: 'Pelvic floor dysfunction: prevention and non-surgical management (NG210)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2021,
      url: 'https://www.nice.org.uk/guidance/ng210',
    },
    {
      title:
        'Pelvic floor muscle training for preventing and treating urinary and faecal incontinence in antenatal and postnatal women',
      publisher: 'Woodley SJ et al., Cochrane Database of Systematic Reviews',
      year: 2020,
    },
    {
      title:
        'Returning to running postnatal: guidelines for medical, health and fitness professionals managing this population',
      publisher: 'Goom T, Donnelly G, Brockwell E (independently published guideline)',
      year: 2019,
    },
  ],
});
