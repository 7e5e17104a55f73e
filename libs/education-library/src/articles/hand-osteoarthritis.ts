/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const handOsteoarthritis = article({
  id: 'hand-osteoarthritis',
  category: 'upper-limb',
  regions: ['wrist-hand'],
  tags: ['osteoarthritis', 'hand', 'thumb base', 'joint protection', 'splint', 'exercise'],
  reviewed: '2026-12-02',
  en: {
    title: `Living well with hand osteoarthritis`,
    summary: `Hand osteoarthritis is common and often settles into a manageable pattern. Hand exercises, smart ways of doing tasks, splints and gadgets can keep your hands working well.`,
    body: `
## What it is
Osteoarthritis is the most common joint condition. In the hand it usually affects the joints nearest the fingertips, the middle finger joints and the base of the thumb. Joints may ache, feel stiff in the morning for a short while, and develop firm knobbly swellings. Flare-ups with warmth and swelling can happen, especially in the early years, and often settle. Many people find pain becomes less troublesome over time even if the knobbles remain.

Osteoarthritis is not simply wear and tear. Joints are living tissue that constantly repair themselves, and using them sensibly is good for them.

## Exercise for your hands
Regular hand exercises can reduce pain and stiffness and improve grip. Your physiotherapist or occupational therapist can tailor them. They often include:
- Making a gentle fist, then straightening the fingers fully.
- Touching the tip of the thumb to each fingertip in turn.
- Spreading the fingers wide and bringing them together.
- Strengthening grip and pinch with putty or a soft ball, and strengthening the muscles around the thumb base.
Warm water before exercising can ease morning stiffness. Stay active in general too: it helps pain and wellbeing.

## Making daily tasks easier
- Use larger, padded handles on cutlery, pens and tools.
- Use gadgets: jar openers, tap turners, electric can openers, key turners.
- Spread the load: carry bags on the forearm or use a trolley rather than gripping tightly.
- Change tasks often and take breaks during long spells of gripping, knitting or typing.
- Avoid a tight pinch for long periods, which loads the thumb base.

## Splints and other treatments
A splint for the base of the thumb, worn for tasks or at night, can ease pain. Heat, anti-inflammatory gels and simple painkillers may help; ask your doctor or pharmacist. An injection may be offered for a painful thumb base flare. Surgery is occasionally considered if pain stays severe.

## See your doctor if
- A joint becomes suddenly hot, red and very swollen, or you feel unwell.
- Several joints swell at once with long morning stiffness (over an hour), which may suggest another type of arthritis.
- You have numbness or tingling in the fingers.
`,
  },
  fr: {
    title: `Bien vivre avec l’arthrose de la main`,
    summary: `L’arthrose de la main est fréquente et évolue souvent vers une situation gérable. Exercices, façons astucieuses de faire les tâches, orthèses et aides techniques permettent de garder des mains fonctionnelles.`,
    body: `
## De quoi s’agit-il ?
L’arthrose est l’atteinte articulaire la plus fréquente. À la main, elle touche surtout les articulations proches du bout des doigts, celles du milieu des doigts et la base du pouce (rhizarthrose). Les articulations peuvent être douloureuses, raides le matin pendant un court moment, et se déformer avec de petites bosses dures. Des poussées avec chaleur et gonflement surviennent parfois, surtout les premières années, puis s’apaisent souvent. Beaucoup de personnes constatent que la douleur devient moins gênante avec le temps, même si les bosses restent.

L’arthrose n’est pas une simple usure : l’articulation est un tissu vivant qui se répare en permanence, et l’utiliser de façon adaptée lui fait du bien.

## Des exercices pour vos mains
Des exercices réguliers peuvent diminuer douleur et raideur et améliorer la force de préhension. Votre kinésithérapeute, physiothérapeute ou ergothérapeute les adaptera. Ils comprennent souvent :
- Fermer doucement le poing, puis tendre complètement les doigts.
- Toucher avec le bout du pouce l’extrémité de chaque doigt, l’un après l’autre.
- Écarter les doigts au maximum puis les rapprocher.
- Renforcer la prise et la pince avec de la pâte ou une balle souple, et les muscles autour de la base du pouce.
Tremper les mains dans l’eau tiède avant les exercices peut atténuer la raideur matinale. Restez aussi actif en général : cela aide la douleur et le bien-être.

## Faciliter les tâches quotidiennes
- Utilisez des manches plus gros et rembourrés pour les couverts, les stylos et les outils.
- Servez-vous d’aides techniques : ouvre-bocaux, tourne-robinets, ouvre-boîtes électriques, tourne-clés.
- Répartissez l’effort : portez les sacs sur l’avant-bras ou utilisez un chariot plutôt que de serrer fort.
- Changez souvent de tâche et faites des pauses lors des longues périodes de prise, de tricot ou de frappe.
- Évitez les pinces serrées prolongées, qui sollicitent la base du pouce.

## Orthèses et autres traitements
Une orthèse de la base du pouce, portée pour certaines tâches ou la nuit, peut soulager. La chaleur, les gels anti-inflammatoires et les antalgiques simples peuvent aider ; demandez conseil à votre médecin ou à votre pharmacien. Une infiltration peut être proposée lors d’une poussée douloureuse de la base du pouce. La chirurgie est parfois envisagée si la douleur reste importante.

## Consultez votre médecin si
- Une articulation devient brusquement chaude, rouge et très gonflée, ou vous vous sentez malade.
- Plusieurs articulations gonflent en même temps avec une raideur matinale de plus d’une heure, ce qui peut évoquer un autre rhumatisme.
- Vous avez un engourdissement ou des fourmillements dans les doigts.
`,
  },
  sources: [
    {
      title: '2018 update of the EULAR recommendations for the management of hand osteoarthritis',
      publisher: 'Kloppenburg M et al., Annals of the Rheumatic Diseases (EULAR)',
      year: 2019,
    },
    {
      title: 'Osteoarthritis in over 16s: diagnosis and management (NG226)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2022,
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
    {
      title: 'Exercise for hand osteoarthritis',
      publisher: 'Østerås N et al., Cochrane Database of Systematic Reviews',
      year: 2017,
    },
  ],
});
