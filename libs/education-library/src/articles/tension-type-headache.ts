/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const tensionTypeHeadache = article({
  id: 'tension-type-headache',
  category: 'spine',
  regions: ['head', 'neck'],
  tags: ['headache', 'tension-type headache', 'cervicogenic', 'neck', 'medication overuse'],
  reviewed: '2026-12-02',
  en: {
    title: `Tension-type headache and your neck`,
    summary: `Tension-type headache is the most common kind of headache. Regular activity, neck and shoulder exercise, sleep and stress management can reduce how often it happens.`,
    body: `
## What it feels like
Tension-type headache usually feels like a dull, pressing or tight band around the forehead, the sides or the back of the head, often on both sides. It is usually mild to moderate, does not get worse with routine activity and rarely causes vomiting. It may come with tight, tender muscles in the neck and shoulders. Some headaches, called cervicogenic headaches, come mainly from the neck and are typically on one side, brought on by neck movements or sustained positions.

## Common triggers
- Stress, anxiety and low mood.
- Poor or short sleep, and irregular meals or not drinking enough.
- Long periods in one position, for example at a screen, without breaks.
- Eye strain.
- Taking painkillers on many days, which can itself cause more frequent headaches.

## What helps
- Regular physical activity such as walking, swimming or cycling.
- Exercises for the neck and shoulders from your physiotherapist, including strengthening the deep neck and shoulder-blade muscles. These can reduce headache frequency, especially when the neck is involved.
- Breaks from sitting every 30 minutes or so, with a few neck and shoulder movements.
- Relaxation techniques, relaxed breathing and regular sleep.
- A headache diary for a few weeks, noting days, triggers and medicines, so you and your clinician can see patterns.

## Medicines
Simple painkillers can help an individual headache. To avoid medication-overuse headache, do not take them on more than about 10 to 15 days a month (fewer for some medicines); ask your doctor or pharmacist. If headaches are frequent, your doctor may discuss other treatments.

## Get urgent medical help if
- The headache is sudden and severe, the worst you have had, like a thunderclap.
- It comes with fever, a stiff neck, a rash, confusion, drowsiness, or seizures.
- You have weakness, numbness, loss of vision, double vision or difficulty speaking.
- It follows a head injury.

## See your doctor if
- The pattern of your headaches changes, or they are new after the age of 50.
- Headaches wake you from sleep or are worse on coughing, straining or lying down.
- You are pregnant or have recently given birth and have a new headache.
`,
  },
  fr: {
    title: `Céphalée de tension et cou`,
    summary: `La céphalée de tension est le mal de tête le plus fréquent. Une activité régulière, des exercices pour le cou et les épaules, le sommeil et la gestion du stress peuvent en réduire la fréquence.`,
    body: `
## Comment la reconnaître
La céphalée de tension se ressent le plus souvent comme une pression sourde ou un bandeau serré autour du front, sur les côtés ou à l’arrière de la tête, souvent des deux côtés. Elle est habituellement légère à modérée, n’augmente pas avec les activités courantes et fait rarement vomir. Elle peut s’accompagner de muscles du cou et des épaules tendus et sensibles. Certains maux de tête, dits cervicogéniques, viennent surtout du cou : ils sont plutôt d’un seul côté et déclenchés par des mouvements du cou ou des positions prolongées.

## Déclencheurs fréquents
- Le stress, l’anxiété et la baisse de moral.
- Un sommeil court ou de mauvaise qualité, des repas irréguliers, une hydratation insuffisante.
- De longues périodes dans la même position, par exemple devant un écran, sans pause.
- La fatigue visuelle.
- La prise d’antalgiques de nombreux jours par mois, qui peut elle-même rendre les maux de tête plus fréquents.

## Ce qui aide
- Une activité physique régulière : marche, natation, vélo.
- Les exercices pour le cou et les épaules proposés par votre kinésithérapeute ou physiothérapeute, notamment le renforcement des muscles profonds du cou et des omoplates. Ils peuvent diminuer la fréquence des maux de tête, surtout quand le cou est en cause.
- Des pauses environ toutes les 30 minutes en position assise, avec quelques mouvements du cou et des épaules.
- Les techniques de relaxation, une respiration calme et un sommeil régulier.
- Un carnet des maux de tête pendant quelques semaines (jours, déclencheurs, médicaments) pour repérer les tendances avec votre thérapeute.

## Les médicaments
Les antalgiques simples peuvent soulager une crise. Pour éviter la céphalée par abus médicamenteux, n’en prenez pas plus de 10 à 15 jours par mois environ (moins pour certains médicaments) ; demandez conseil à votre médecin ou à votre pharmacien. Si les maux de tête sont fréquents, votre médecin pourra vous proposer d’autres traitements.

## Appelez les urgences si
- Le mal de tête est brutal et violent, le pire de votre vie, « en coup de tonnerre ».
- Il s’accompagne de fièvre, d’une raideur de la nuque, de taches sur la peau, de confusion, de somnolence ou de convulsions.
- Vous avez une faiblesse, un engourdissement, une perte de vision, une vision double ou du mal à parler.
- Il survient après un choc à la tête.

## Consultez votre médecin si
- Vos maux de tête changent de caractère, ou apparaissent pour la première fois après 50 ans.
- Ils vous réveillent la nuit ou augmentent en toussant, en poussant ou en position couchée.
- Vous êtes enceinte ou avez accouché récemment et avez un mal de tête inhabituel.
`,
  },
  sources: [
    {
      title: 'Headaches in over 12s: diagnosis and management (CG150)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2012,
      url: 'https://www.nice.org.uk/guidance/cg150',
    },
    {
      title: 'EFNS guideline on the treatment of tension-type headache: report of an EFNS task force',
      publisher: 'Bendtsen L et al., European Journal of Neurology',
      year: 2010,
    },
    {
      title:
        'Neck pain: revision 2017. Clinical practice guidelines linked to the International Classification of Functioning, Disability and Health',
      publisher:
        'Blanpied PR et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2017,
    },
  ],
});
