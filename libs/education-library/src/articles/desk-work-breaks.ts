/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const deskWorkBreaks = article({
  id: 'desk-work-breaks',
  category: 'activity',
  regions: ['neck', 'upper-back', 'lower-back', 'wrist-hand'],
  tags: ['desk work', 'office', 'sitting', 'breaks', 'screen', 'sedentary', 'workstation'],
  reviewed: '2026-12-02',
  en: {
    title: `Desk work: move more, sit less`,
    summary: `Long unbroken sitting is linked to poorer health and can make neck and back pain worse. Short, regular movement breaks and a comfortable setup help more than any perfect posture.`,
    body: `
## Why breaks matter
Many of us sit for eight hours or more a day at work and at home. Long periods of unbroken sitting are linked to a higher risk of heart disease, type 2 diabetes and early death, even in people who exercise. For people with neck, shoulder or back pain, staying still for long spells often adds stiffness and discomfort. An expert statement on office work recommends building up to at least two hours a day of standing and light activity during working hours, broken up regularly, and eventually up to four.

## Simple ways to move more
- Change position at least every 30 minutes: stand, stretch, walk a few steps.
- Stand for phone calls and short meetings; walk for one-to-one conversations.
- Use the printer, water cooler or a toilet further away.
- Set a gentle reminder on your phone or computer.
- Take a proper lunch break away from the desk, ideally with a short walk outside.
- A sit-stand desk can help, but alternating is the point: standing still all day has its own problems.

## Two-minute movement break
Try a few of these each time you get up:
- Shoulder rolls backwards and forwards, five each.
- Turn your head slowly to each side, then tip each ear towards the shoulder.
- Squeeze your shoulder blades together gently, then relax.
- Stand and reach both arms overhead, then lean gently side to side.
- Hands on hips, lean back gently; then bend forward to let the arms hang.
- Rise onto your toes ten times, and do five sit-to-stands from your chair.
- Open and close your hands, and circle the wrists.

## A comfortable setup
- Sit so your feet are supported, on the floor or a footrest.
- Place the top of the screen around eye level and about an arm's length away; raise a laptop on a stand and use a separate keyboard and mouse.
- Keep the keyboard and mouse close, so your elbows are by your sides and shoulders relaxed.
- Reduce glare and rest your eyes by looking into the distance every so often.

## See your clinician if
- You have pins and needles, numbness or weakness in the arms or hands.
- Pain keeps building through the week despite breaks and changes.
- Pain spreads or begins to disturb your sleep.
`,
  },
  fr: {
    title: `Travail de bureau : bouger plus, rester moins assis`,
    summary: `Rester assis longtemps sans interruption nuit à la santé et peut aggraver les douleurs de cou et de dos. De courtes pauses actives régulières et un poste confortable aident davantage qu’une posture parfaite.`,
    body: `
## Pourquoi les pauses comptent
Beaucoup d’entre nous restent assis huit heures ou plus par jour, au travail et à la maison. Les longues périodes assises sans interruption sont associées à un risque accru de maladie cardiaque, de diabète de type 2 et de décès prématuré, même chez les personnes qui font du sport. Pour qui a mal au cou, aux épaules ou au dos, rester immobile longtemps ajoute souvent raideur et inconfort. Une déclaration d’experts sur le travail de bureau recommande d’atteindre au moins deux heures par jour de station debout et d’activité légère pendant le temps de travail, réparties régulièrement, puis jusqu’à quatre heures.

## Des façons simples de bouger plus
- Changez de position au moins toutes les 30 minutes : levez-vous, étirez-vous, faites quelques pas.
- Restez debout pour téléphoner et pour les réunions courtes ; marchez pour les échanges à deux.
- Utilisez l’imprimante, la fontaine à eau ou les toilettes les plus éloignées.
- Programmez un rappel discret sur votre téléphone ou votre ordinateur.
- Prenez une vraie pause déjeuner loin du bureau, idéalement avec une courte marche dehors.
- Un bureau assis-debout peut aider, mais c’est l’alternance qui compte : rester debout immobile toute la journée pose aussi problème.

## La pause active de deux minutes
Essayez quelques-uns de ces mouvements à chaque fois que vous vous levez :
- Enroulez les épaules vers l’arrière puis vers l’avant, cinq fois chaque sens.
- Tournez lentement la tête de chaque côté, puis inclinez chaque oreille vers l’épaule.
- Rapprochez doucement les omoplates, puis relâchez.
- Debout, tendez les bras au-dessus de la tête, puis penchez-vous doucement d’un côté et de l’autre.
- Mains sur les hanches, penchez-vous doucement en arrière, puis vers l’avant en laissant pendre les bras.
- Montez dix fois sur la pointe des pieds et levez-vous cinq fois de votre chaise.
- Ouvrez et fermez les mains et faites des cercles avec les poignets.

## Un poste confortable
- Asseyez-vous les pieds soutenus, au sol ou sur un repose-pieds.
- Placez le haut de l’écran à peu près à hauteur des yeux, à environ une longueur de bras ; surélevez l’ordinateur portable sur un support et utilisez un clavier et une souris séparés.
- Gardez clavier et souris près de vous, coudes le long du corps et épaules relâchées.
- Limitez les reflets et reposez vos yeux en regardant au loin de temps en temps.

## Consultez si
- Vous avez des fourmillements, un engourdissement ou une faiblesse dans les bras ou les mains.
- La douleur augmente au fil de la semaine malgré les pauses et les changements.
- La douleur s’étend ou commence à perturber votre sommeil.
`,
  },
  sources: [
    {
      title:
        'The sedentary office: an expert statement on the growing case for change towards better health and productivity',
      publisher: 'Buckley JP et al., British Journal of Sports Medicine',
      year: 2015,
    },
    {
      title: 'Workplace interventions for reducing sitting at work',
      publisher: 'Shrestha N et al., Cochrane Database of Systematic Reviews',
      year: 2018,
    },
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      publisher: 'World Health Organization',
      year: 2020,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
  ],
});
