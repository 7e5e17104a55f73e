/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const whiplashRecovery = article({
  id: 'whiplash-recovery',
  category: 'spine',
  regions: ['neck', 'upper-back', 'head'],
  tags: ['whiplash', 'car accident', 'neck injury', 'recovery', 'collar'],
  reviewed: '2026-12-02',
  en: {
    title: `Recovering from whiplash`,
    summary: `Whiplash is a sprain of the neck, often after a car accident. Most people recover well, and staying active from the start gives you the best chance.`,
    body: `
## What whiplash is
Whiplash happens when the head is jolted quickly backwards and forwards, most often in a rear-end car collision. Muscles, ligaments and joints of the neck are strained. Pain and stiffness often build up over the first day or two, and you may also have headaches, aching shoulders, tiredness, dizziness or poor concentration. These are common and do not mean serious damage.

## The outlook
Most people with whiplash improve steadily over the first weeks and many have recovered within three months. Scans are usually not needed unless your clinician finds signs that call for one. Feeling worried, stressed or angry after an accident is natural, and it can make pain feel worse; talking about it helps.

## Keep moving
- Carry on with normal daily activities as much as you can, with adjustments.
- Move your neck gently in all directions several times a day, even if it is sore. Start small and go a little further each day.
- Avoid a soft collar: it slows recovery.
- Return to work early, with changes such as shorter days or breaks, rather than waiting to be pain-free.
- Use heat or cold for short periods if it eases pain, and take pain relief as advised so you can keep moving.
- Build up your walking or usual exercise gradually.

## Exercises
Your physiotherapist may give you range-of-movement exercises at first, then exercises to strengthen and control the neck and shoulder blades. Doing them regularly matters more than doing them hard.

## Driving
Return to driving when you can turn your head fully to check blind spots and can react quickly in an emergency. Some people feel anxious as a passenger or driver at first; this usually eases.

## See a doctor urgently if
- You have numbness, weakness or pins and needles in both arms or in your legs, or difficulty walking.
- You have severe headache, confusion, drowsiness, vomiting, or problems with speech, swallowing or vision.
- Pain is severe and getting worse despite rest and medicine.

## See your clinician if
- You are not improving after a few weeks, or you are struggling with sleep, mood, memories of the accident or work.
`,
  },
  fr: {
    title: `Se remettre d’un « coup du lapin »`,
    summary: `Le coup du lapin (ou entorse cervicale) survient souvent lors d’un accident de voiture. La plupart des gens récupèrent bien, et rester actif dès le début donne les meilleures chances.`,
    body: `
## De quoi s’agit-il ?
Le coup du lapin se produit quand la tête est projetée brusquement en arrière puis en avant, le plus souvent lors d’un choc par l’arrière en voiture. Les muscles, ligaments et articulations du cou sont étirés. Douleur et raideur s’installent souvent dans les premières 24 à 48 heures, parfois avec des maux de tête, des épaules douloureuses, de la fatigue, des vertiges ou des troubles de la concentration. Ces signes sont fréquents et ne signifient pas une lésion grave.

## L’évolution
La plupart des personnes s’améliorent régulièrement au fil des premières semaines, et beaucoup ont récupéré en trois mois. Une imagerie n’est généralement pas nécessaire, sauf si l’examen en montre le besoin. Après un accident, il est naturel de se sentir inquiet, stressé ou en colère, et cela peut accentuer la douleur : en parler aide.

## Continuer à bouger
- Poursuivez autant que possible vos activités quotidiennes, en les adaptant.
- Bougez doucement le cou dans toutes les directions plusieurs fois par jour, même s’il est douloureux : commencez petit et allez un peu plus loin chaque jour.
- Évitez le collier souple : il ralentit la récupération.
- Reprenez le travail tôt, avec des aménagements (journées plus courtes, pauses), plutôt que d’attendre de ne plus avoir mal.
- Utilisez le chaud ou le froid quelques minutes s’ils vous soulagent, et prenez les antalgiques conseillés pour pouvoir continuer à bouger.
- Reprenez progressivement la marche ou votre activité physique habituelle.

## Les exercices
Votre kinésithérapeute ou physiothérapeute vous proposera d’abord des exercices d’amplitude, puis des exercices de renforcement et de contrôle du cou et des omoplates. La régularité compte plus que l’intensité.

## La conduite
Reprenez le volant quand vous pouvez tourner complètement la tête pour contrôler les angles morts et réagir vite en cas d’urgence. Une appréhension en voiture, comme conducteur ou passager, est fréquente au début et s’atténue en général.

## Consultez en urgence si
- Vous avez un engourdissement, une faiblesse ou des fourmillements dans les deux bras ou dans les jambes, ou du mal à marcher.
- Vous avez un mal de tête intense, une confusion, une somnolence, des vomissements, ou des troubles de la parole, de la déglutition ou de la vue.
- La douleur est forte et s’aggrave malgré le repos et les médicaments.

## Consultez votre thérapeute si
- Vous ne progressez pas après quelques semaines, ou si le sommeil, le moral, les souvenirs de l’accident ou le travail deviennent difficiles.
`,
  },
  sources: [
    {
      title:
        'Guidelines for the management of acute whiplash-associated disorders for health professionals (third edition)',
      publisher: 'State Insurance Regulatory Authority (SIRA), New South Wales',
      year: 2014,
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
