/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const hipOsteoarthritis = article({
  id: 'hip-osteoarthritis',
  category: 'lower-limb',
  regions: ['hip'],
  tags: ['osteoarthritis', 'hip', 'exercise', 'weight', 'walking', 'joint pain'],
  reviewed: '2026-12-02',
  en: {
    title: `Hip osteoarthritis: exercise comes first`,
    summary: `Exercise and education are the first treatments for hip osteoarthritis, at every stage. Strengthening and staying active can reduce pain and help you keep doing what matters to you.`,
    body: `
## What it is
Osteoarthritis of the hip is a common condition in which the joint's cartilage and the bone beneath it change, and the body's repair processes cannot keep up. It usually causes pain in the groin, the front of the thigh or sometimes the buttock or knee, stiffness after rest, and difficulty with tasks such as putting on socks, getting out of a car or climbing stairs.

X-ray changes and pain do not always match: some people with marked changes have little pain, and the other way round. Osteoarthritis is not a steady decline, and symptoms often go up and down over months or years.

## Exercise is the core treatment
International guidelines recommend exercise and education for everyone with hip osteoarthritis, whatever their age or the X-ray. Exercise reduces pain and improves function about as much as common painkillers, without their side effects.
- Strengthening: the muscles around the hip and thigh, with exercises such as sit-to-stands, bridges, side-lying leg lifts and step-ups, progressed over time.
- Movement: gentle exercises to keep the hip's range, such as knee-to-chest or rolling the knees side to side.
- Aerobic activity: walking, cycling, swimming or water exercise. Aim to build up towards 150 minutes a week.
- Structured programs supervised by a physiotherapist, usually for at least eight to twelve weeks, work best.

Some pain during or after exercise is acceptable. A helpful rule: pain up to about 5 out of 10 during exercise is fine if it settles within 24 hours.

## Other things that help
- If you are overweight, losing even a modest amount of weight eases load on the hip.
- A walking stick in the hand opposite the painful hip takes some weight off it.
- Pacing busy days, good footwear with cushioned soles, and a higher chair or a raised toilet seat.
- Simple painkillers or anti-inflammatory medicine may help some people; ask your doctor about the risks.

## When surgery is considered
A hip replacement is a very successful operation when pain and stiffness seriously affect your life despite these treatments. Being strong and active before surgery helps recovery.

## See your doctor promptly if
- You cannot put weight on the leg, especially after a fall.
- The hip is hot and swollen or you feel feverish and unwell.
- You have severe night pain, or unexplained weight loss.
`,
  },
  fr: {
    title: `Arthrose de la hanche : l’exercice d’abord`,
    summary: `L’exercice et l’information sont les premiers traitements de l’arthrose de la hanche, à tous les stades. Se renforcer et rester actif peut réduire la douleur et permettre de continuer ce qui compte pour vous.`,
    body: `
## De quoi s’agit-il ?
L’arthrose de la hanche (coxarthrose) est une affection fréquente dans laquelle le cartilage et l’os situé en dessous se modifient, sans que les processus de réparation du corps puissent suivre. Elle donne surtout une douleur au pli de l’aine, à l’avant de la cuisse, parfois à la fesse ou au genou, une raideur après le repos, et des difficultés pour enfiler ses chaussettes, sortir d’une voiture ou monter un escalier.

Les images radiologiques et la douleur ne vont pas toujours de pair : certaines personnes aux lésions marquées ont peu mal, et inversement. L’arthrose n’est pas un déclin régulier, et les symptômes varient souvent au fil des mois et des années.

## L’exercice, traitement central
Les recommandations internationales proposent l’exercice et l’information à toutes les personnes atteintes, quels que soient leur âge et leur radiographie. L’exercice réduit la douleur et améliore la fonction à peu près autant que les antalgiques courants, sans leurs effets indésirables.
- Renforcement : les muscles de la hanche et de la cuisse, avec des exercices comme se lever d’une chaise, le pont fessier, lever la jambe couché sur le côté ou monter sur une marche, à faire progresser.
- Mobilité : des mouvements doux pour garder l’amplitude de la hanche, comme ramener un genou vers la poitrine ou basculer les genoux d’un côté à l’autre.
- Activité d’endurance : marche, vélo, natation ou gymnastique aquatique, en visant progressivement 150 minutes par semaine.
- Les programmes structurés encadrés par un kinésithérapeute ou physiothérapeute, sur au moins huit à douze semaines, donnent les meilleurs résultats.

Une douleur pendant ou après l’exercice est acceptable. Repère utile : une douleur jusqu’à environ 5 sur 10 pendant l’exercice convient si elle se calme en 24 heures.

## D’autres aides
- En cas de surpoids, même une perte de poids modeste soulage la hanche.
- Une canne tenue du côté opposé à la hanche douloureuse la décharge en partie.
- Répartir les efforts des journées chargées, porter des chaussures à semelle amortissante, utiliser une chaise plus haute ou un rehausseur de toilettes.
- Les antalgiques simples ou les anti-inflammatoires aident certaines personnes ; parlez des risques avec votre médecin.

## Quand envisager la chirurgie
La prothèse de hanche est une opération très réussie lorsque la douleur et la raideur pèsent fortement sur votre vie malgré ces traitements. Être fort et actif avant l’opération aide à récupérer.

## Consultez rapidement votre médecin si
- Vous ne pouvez plus vous appuyer sur la jambe, surtout après une chute.
- La hanche est chaude et gonflée, ou vous avez de la fièvre et vous sentez malade.
- Vous avez de fortes douleurs nocturnes, ou une perte de poids inexpliquée.
`,
  },
  sources: [
    {
      title: 'Osteoarthritis in over 16s: diagnosis and management (NG226)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2022,
      url: 'https://www.nice.org.uk/guidance/ng226',
    },
    {
      title: 'OARSI guidelines for the non-surgical management of knee, hip, and polyarticular osteoarthritis',
      publisher: 'Bannuru RR et al., Osteoarthritis and Cartilage (OARSI)',
      year: 2019,
    },
    {
      title: 'Exercise for osteoarthritis of the hip',
      publisher: 'Fransen M et al., Cochrane Database of Systematic Reviews',
      year: 2014,
    },
  ],
});
