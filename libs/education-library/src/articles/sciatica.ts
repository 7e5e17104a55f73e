/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const sciatica = article({
  id: 'sciatica',
  category: 'spine',
  regions: ['lower-back', 'hip'],
  tags: ['sciatica', 'leg pain', 'nerve pain', 'disc', 'radicular pain'],
  reviewed: '2026-12-02',
  en: {
    title: `Sciatica: pain down the leg`,
    summary: `Sciatica is pain from an irritated nerve in the lower back that travels down the leg. It can be very painful, but most people get better without surgery over weeks to months.`,
    body: `
## What sciatica is
The sciatic nerve is formed from nerve roots that leave the lower spine and run down the back of the leg. When one of these roots is irritated, most often by a bulging disc, pain can spread into the buttock, leg and sometimes the foot. It may be sharp, burning or electric, and come with pins and needles or numbness. Leg pain is often worse than back pain.

## The outlook is good
Many people are surprised to learn that disc bulges often shrink by themselves as the body reabsorbs them. Most people with sciatica improve considerably within six to twelve weeks, though some take longer. Surgery can speed up relief for people whose pain stays severe, but after one to two years results are often similar with or without an operation.

## What you can do
- Keep moving as much as the pain allows. Bed rest does not help and can slow recovery.
- Walk in short, frequent bouts and change position regularly.
- Find positions that ease the leg pain and use them to rest briefly. Lying on your back with your calves on a chair, or on your side with a pillow between the knees, often helps.
- Do the exercises your physiotherapist gives you. Some movements may briefly increase leg pain; follow their guidance on how much is acceptable.
- Nerve pain may not respond well to common painkillers. Speak to your doctor or pharmacist about options rather than increasing doses yourself.
- Stay at work if possible, with adjustments such as more frequent breaks.

## Tracking your progress
A good sign is pain moving up from the foot towards the back, even if back pain increases for a while. Let your clinician know if pain spreads further down the leg.

## Get urgent medical help if
- You have numbness or tingling in the saddle area (between the legs, buttocks, genitals).
- You have new problems passing or holding urine or stools, or changes in sexual function.
- You have sciatica in both legs, or increasing weakness, such as a foot that slaps or catches when walking.

## See your doctor soon if
- Pain is unbearable despite medicine, or has not improved after six weeks.
- You feel generally unwell, have a fever or unexplained weight loss.
`,
  },
  fr: {
    title: `La sciatique : une douleur qui descend dans la jambe`,
    summary: `La sciatique est une douleur due à l’irritation d’un nerf dans le bas du dos, qui descend le long de la jambe. Elle peut être très douloureuse, mais la plupart des gens guérissent sans opération en quelques semaines ou quelques mois.`,
    body: `
## De quoi s’agit-il ?
Le nerf sciatique est formé de racines nerveuses qui sortent du bas de la colonne et descendent à l’arrière de la jambe. Quand l’une de ces racines est irritée, le plus souvent par une hernie discale, la douleur peut gagner la fesse, la jambe et parfois le pied. Elle peut être vive, brûlante ou en décharge électrique, avec des fourmillements ou un engourdissement. La douleur de jambe est souvent plus forte que celle du dos.

## Un bon pronostic
On l’ignore souvent, mais les hernies discales diminuent fréquemment d’elles-mêmes, le corps les résorbant peu à peu. La plupart des personnes s’améliorent nettement en six à douze semaines, certaines plus lentement. La chirurgie peut soulager plus vite lorsque la douleur reste très forte, mais au bout d’un à deux ans, les résultats sont souvent comparables avec ou sans opération.

## Ce que vous pouvez faire
- Continuez à bouger autant que la douleur le permet : le repos au lit n’aide pas et peut ralentir la guérison.
- Marchez par courtes périodes, souvent, et changez régulièrement de position.
- Repérez les positions qui soulagent la jambe et servez-vous-en pour de courtes pauses : couché sur le dos les mollets posés sur une chaise, ou sur le côté avec un oreiller entre les genoux.
- Faites les exercices proposés par votre kinésithérapeute ou physiothérapeute. Certains mouvements peuvent augmenter brièvement la douleur de jambe ; suivez ses consignes sur ce qui est acceptable.
- La douleur nerveuse répond parfois mal aux antalgiques courants. Parlez des options à votre médecin ou à votre pharmacien plutôt que d’augmenter les doses seul.
- Restez au travail si possible, avec des aménagements comme des pauses plus fréquentes.

## Suivre l’évolution
Un bon signe : la douleur qui « remonte » du pied vers le dos, même si le dos fait plus mal un moment. Prévenez votre thérapeute si la douleur descend au contraire plus bas dans la jambe.

## Consultez en urgence si
- Vous avez un engourdissement ou des fourmillements « en selle » (entre les jambes, fesses, organes génitaux).
- Vous avez des difficultés nouvelles pour uriner ou retenir urines et selles, ou des troubles sexuels.
- Vous avez une sciatique dans les deux jambes, ou une faiblesse qui augmente, comme un pied qui tape ou accroche en marchant.

## Consultez rapidement votre médecin si
- La douleur est insupportable malgré les médicaments, ou ne s’améliore pas après six semaines.
- Vous vous sentez malade, avez de la fièvre ou perdez du poids sans raison.
`,
  },
  sources: [
    {
      title: 'Low back pain and sciatica in over 16s: assessment and management (NG59)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2016,
      url: 'https://www.nice.org.uk/guidance/ng59',
    },
    {
      title: 'Surgery versus prolonged conservative treatment for sciatica',
      publisher: 'Peul WC et al., New England Journal of Medicine',
      year: 2007,
    },
    {
      title: 'Advice to rest in bed versus advice to stay active for acute low-back pain and sciatica',
      publisher: 'Dahm KT et al., Cochrane Database of Systematic Reviews',
      year: 2010,
    },
  ],
});
