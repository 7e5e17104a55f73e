/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const frozenShoulder = article({
  id: 'frozen-shoulder',
  category: 'upper-limb',
  regions: ['shoulder'],
  tags: ['frozen shoulder', 'adhesive capsulitis', 'stiffness', 'shoulder pain', 'diabetes'],
  reviewed: '2026-12-02',
  en: {
    title: `Frozen shoulder`,
    summary: `Frozen shoulder causes pain and stiffness that can last many months, but it almost always improves. Gentle movement, pain control and patience are the core of treatment.`,
    body: `
## What it is
In a frozen shoulder, the capsule that surrounds the shoulder joint becomes inflamed, thickened and tight. The shoulder becomes painful and gradually loses movement in all directions, especially turning the arm outwards. Reaching behind your back, doing up clothes or brushing hair can become hard. It is most common between 40 and 65, more often in women, and is more likely if you have diabetes or thyroid problems. Often there is no clear cause.

## How it usually progresses
Frozen shoulder tends to go through overlapping phases:
- A painful phase, with pain at night and at rest, while stiffness increases. This can last a few months.
- A stiff phase, when pain eases but movement stays restricted.
- A thawing phase, when movement slowly returns.
The whole process often takes one to three years, although many people improve sooner. Most people regain good use of the arm, even if a little stiffness remains.

## What helps
- In the painful phase, keep the shoulder moving gently within comfort. Forcing it through strong pain tends to flare it up rather than speed recovery.
- Simple exercises such as pendulum swings, sliding the hand along a table, and using the other arm to help lift, several times a day.
- As pain settles, your physiotherapist will add stretches and strengthening to regain movement.
- Pain relief, heat, and positioning with pillows at night.
- A steroid injection into the joint can reduce pain in the early phase and help you move; ask your doctor. If stiffness stays severe, procedures such as hydrodilatation or surgery may be discussed, but a large trial found that careful physiotherapy with an injection gave similar results for most people.
- If you have diabetes, keeping blood sugar well controlled is helpful.

## See a doctor promptly if
- Pain followed a fall or injury, or you cannot lift the arm at all.
- The shoulder is hot, red or swollen, or you feel feverish or unwell.
- You have unexplained weight loss, a history of cancer, or pain that does not change with movement.
- You have chest pain or breathlessness with the shoulder pain.
`,
  },
  fr: {
    title: `L’épaule gelée (capsulite rétractile)`,
    summary: `L’épaule gelée provoque une douleur et une raideur qui peuvent durer de longs mois, mais elle s’améliore presque toujours. Mouvement doux, contrôle de la douleur et patience sont au cœur du traitement.`,
    body: `
## De quoi s’agit-il ?
Dans la capsulite rétractile, la capsule qui entoure l’articulation de l’épaule s’enflamme, s’épaissit et se rétracte. L’épaule devient douloureuse et perd peu à peu sa mobilité dans toutes les directions, surtout pour tourner le bras vers l’extérieur. Passer la main dans le dos, s’habiller ou se coiffer peut devenir difficile. Elle touche surtout les personnes de 40 à 65 ans, plus souvent les femmes, et elle est plus fréquente en cas de diabète ou de problème thyroïdien. Souvent, on ne trouve pas de cause précise.

## L’évolution habituelle
La capsulite passe en général par des phases qui se chevauchent :
- Une phase douloureuse, avec des douleurs nocturnes et au repos, pendant que la raideur s’installe. Elle peut durer quelques mois.
- Une phase d’enraidissement, où la douleur diminue mais les mouvements restent limités.
- Une phase de récupération, où la mobilité revient lentement.
L’ensemble dure souvent un à trois ans, même si beaucoup de personnes s’améliorent plus tôt. La plupart retrouvent un bon usage du bras, parfois avec une légère raideur persistante.

## Ce qui aide
- En phase douloureuse, bougez doucement l’épaule dans la limite du confort. Forcer malgré une forte douleur provoque plutôt une poussée qu’une récupération plus rapide.
- Des exercices simples plusieurs fois par jour : mouvements de pendule, glissement de la main sur une table, lever le bras en s’aidant de l’autre.
- Quand la douleur se calme, votre kinésithérapeute ou physiothérapeute ajoutera des étirements et du renforcement pour regagner de la mobilité.
- Les antalgiques, la chaleur et des oreillers bien placés la nuit.
- Une infiltration de corticoïde dans l’articulation peut diminuer la douleur en début d’évolution et aider à bouger ; parlez-en à votre médecin. Si la raideur reste importante, une hydrodilatation ou une chirurgie peuvent être discutées, mais un grand essai a montré qu’une rééducation bien conduite avec une infiltration donnait des résultats comparables pour la plupart des patients.
- En cas de diabète, un bon équilibre glycémique aide.

## Consultez rapidement un médecin si
- La douleur a suivi une chute ou un traumatisme, ou vous ne pouvez plus du tout lever le bras.
- L’épaule est chaude, rouge ou gonflée, ou vous avez de la fièvre ou vous sentez malade.
- Vous perdez du poids sans raison, avez eu un cancer, ou la douleur ne varie pas avec le mouvement.
- La douleur d’épaule s’accompagne d’une douleur thoracique ou d’un essoufflement.
`,
  },
  sources: [
    {
      title: 'Manual therapy and exercise for adhesive capsulitis (frozen shoulder)',
      publisher: 'Page MJ et al., Cochrane Database of Systematic Reviews',
      year: 2014,
    },
    {
      title:
        'Management of adults with primary frozen shoulder in secondary care (UK FROST): a multicentre, pragmatic, three-arm, superiority randomised clinical trial',
      publisher: 'Rangan A et al., The Lancet',
      year: 2020,
    },
    {
      title: 'BESS/BOA patient care pathways: frozen shoulder',
      publisher: 'British Elbow & Shoulder Society (Rangan A et al., Shoulder & Elbow)',
      year: 2015,
    },
  ],
});
