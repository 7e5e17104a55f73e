/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const backCareDailyLife = article({
  id: 'back-care-daily-life',
  category: 'spine',
  regions: ['lower-back'],
  tags: ['back care', 'daily life', 'housework', 'driving', 'gardening', 'low back pain'],
  reviewed: '2026-12-02',
  en: {
    title: `Looking after your back in daily life`,
    summary: `Your back is strong and built to move. Caring for it is less about protecting it from every bend and more about staying active, varied and confident.`,
    body: `
## Your back is strong
The spine is a robust structure of bones, discs, ligaments and powerful muscles. It is designed to bend, twist and carry loads. Back pain is very common and, in most people, it is not caused by damage or by something being out of place. Scans often show changes such as disc bulges or wear in people with no pain at all; they are usually normal signs of age, like grey hair.

## What keeps backs healthy
- Regular physical activity of any kind you enjoy: walking, swimming, cycling, dancing, strength training.
- Variety through the day: alternate sitting, standing and moving.
- Sleep, a healthy weight, not smoking and managing stress, which all affect how sensitive the back is.
- Confidence: people who see their back as strong tend to recover faster than those who guard it.

## Everyday tasks
You do not need to follow strict rules about how to bend or move. A few ideas can make tasks easier when your back is sore:
- Housework: break long jobs into shorter spells and switch tasks. Use long-handled tools for floors.
- Gardening: change position often, kneel on a pad for low work, and spread heavy digging over several days.
- Shopping: split loads between both hands or use a backpack or trolley.
- Driving: adjust the seat so you reach the pedals comfortably, and stop every hour or so on long journeys to walk around.
- Childcare: get down to the child's level or bring them up to yours, and share the carrying.
- Work: keep working if you can, with temporary changes agreed with your employer if needed. Staying at work usually helps recovery.

## If your back is sore
Keep moving as normally as you can, within comfort. Gentle walking and your exercises are better than bed rest. Pain during activity does not mean you are harming your back. Most episodes improve a lot within a few weeks, although it is common for pain to return now and then; the same approach works again.

## See a doctor urgently if
- You have numbness around the genitals, buttocks or inner thighs, or new problems controlling your bladder or bowel.
- Your legs become weak or you have pain in both legs.
- You have a fever, feel unwell, have had cancer, or the pain followed a significant fall or injury.
`,
  },
  fr: {
    title: `Prendre soin de son dos au quotidien`,
    summary: `Votre dos est solide et fait pour bouger. En prendre soin, c’est moins le protéger de chaque mouvement que rester actif, varier ses positions et lui faire confiance.`,
    body: `
## Un dos solide
La colonne vertébrale est une structure robuste faite d’os, de disques, de ligaments et de muscles puissants. Elle est conçue pour se pencher, tourner et porter des charges. Le mal de dos est très fréquent et, chez la plupart des gens, il n’est dû ni à une lésion ni à quelque chose de « déplacé ». Les examens d’imagerie montrent souvent des protrusions discales ou de l’usure chez des personnes qui n’ont aucune douleur : ce sont en général des signes normaux de l’âge, comme les cheveux blancs.

## Ce qui garde le dos en bonne santé
- Une activité physique régulière, quelle qu’elle soit, pourvu qu’elle vous plaise : marche, natation, vélo, danse, renforcement musculaire.
- De la variété dans la journée : alterner assis, debout et en mouvement.
- Le sommeil, un poids adapté, l’arrêt du tabac et la gestion du stress, qui influencent tous la sensibilité du dos.
- La confiance : les personnes qui voient leur dos comme solide récupèrent souvent plus vite que celles qui le ménagent à l’excès.

## Les tâches de tous les jours
Inutile de suivre des règles strictes sur la façon de se pencher ou de bouger. Quelques idées peuvent simplement faciliter les choses quand le dos est douloureux :
- Ménage : découpez les longues tâches en séquences plus courtes et alternez-les. Utilisez des outils à long manche pour les sols.
- Jardinage : changez souvent de position, agenouillez-vous sur un coussin pour le travail au ras du sol et répartissez les gros travaux sur plusieurs jours.
- Courses : répartissez le poids dans les deux mains, ou prenez un sac à dos ou un chariot.
- Voiture : réglez le siège pour atteindre les pédales sans effort et, sur les longs trajets, arrêtez-vous environ toutes les heures pour marcher.
- Enfants : mettez-vous à leur hauteur ou amenez-les à la vôtre, et partagez le portage.
- Travail : continuez si possible, avec des aménagements temporaires convenus avec votre employeur. Rester au travail aide généralement à récupérer.

## Quand le dos fait mal
Continuez à bouger aussi normalement que possible, dans la limite du confort. La marche douce et vos exercices valent mieux que le repos au lit. Avoir mal pendant une activité ne signifie pas que vous abîmez votre dos. La plupart des épisodes s’améliorent nettement en quelques semaines ; il est fréquent que la douleur revienne de temps en temps, et la même approche fonctionne alors de nouveau.

## Consultez en urgence si
- Vous ressentez un engourdissement des organes génitaux, des fesses ou de l’intérieur des cuisses, ou des difficultés nouvelles à contrôler urines ou selles.
- Vos jambes s’affaiblissent ou vous avez mal dans les deux jambes.
- Vous avez de la fièvre, vous sentez malade, avez eu un cancer, ou la douleur a suivi une chute ou un traumatisme important.
`,
  },
  sources: [
    {
      title: 'Back to basics: 10 facts every person should know about back pain',
      publisher: "O'Sullivan PB et al., British Journal of Sports Medicine",
      year: 2020,
    },
    {
      title: 'Low back pain and sciatica in over 16s: assessment and management (NG59)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2016,
      url: 'https://www.nice.org.uk/guidance/ng59',
    },
    {
      title: 'Systematic literature review of imaging features of spinal degeneration in asymptomatic populations',
      publisher: 'Brinjikji W et al., American Journal of Neuroradiology',
      year: 2015,
    },
  ],
});
