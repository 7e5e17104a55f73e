/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const breathingExercises = article({
  id: 'breathing-exercises',
  category: 'self-care',
  regions: ['chest', 'general'],
  tags: ['breathing', 'relaxation', 'stress', 'after surgery', 'deep breathing', 'breathlessness'],
  reviewed: '2026-12-02',
  en: {
    title: `Breathing exercises for relaxation and recovery`,
    summary: `Simple breathing exercises can help you relax, ease tension and pain, clear your chest after surgery and manage breathlessness. Here are three techniques to practise.`,
    body: `
## Why breathing matters
When we are in pain, stressed or anxious, breathing often becomes fast, shallow and high in the chest, with tense shoulders. This can add to muscle tension and make pain and worry feel worse. Slow, relaxed breathing activates the body's calming system. After an operation, deep breaths help keep the lungs fully open and reduce the risk of chest infection. People with lung conditions use breathing techniques to control breathlessness, and reviews show breathing exercises can improve quality of life in asthma.

## Technique 1: relaxed tummy breathing
Use it for relaxation, pain flare-ups and before sleep.
- Sit supported or lie comfortably. Let your shoulders drop.
- Place one hand on your upper chest and one on your tummy, just above the belly button.
- Breathe in gently through your nose and feel your tummy rise under your hand, while the upper hand stays fairly still.
- Breathe out slowly through your nose or through softly pursed lips, letting your tummy fall. Try making the out-breath a little longer than the in-breath.
- Continue for three to five minutes, keeping it easy, not forced.

## Technique 2: deep breathing after surgery
Your team may give you specific instructions. A common routine, every hour while awake in the first days:
- Sit upright as much as you can.
- Take a slow, deep breath in, filling your lungs as much as is comfortable, and hold for two to three seconds.
- Breathe out gently. Repeat three to five times.
- Then do a gentle huff, a short forced breath out with an open mouth, as if steaming up a mirror, and cough if needed. Support any tummy or chest wound with a pillow or folded towel.

## Technique 3: breathing control when breathless
- Pursed-lip breathing: breathe in through the nose, then out slowly through lips pursed as if blowing out a candle.
- Lean forward with your forearms resting on your thighs or a table, and relax your shoulders.
- Pace your breathing with your steps on stairs: breathe in on one step, out on the next one or two.

## Tips
Practise a few times a day when you are calm, so the techniques come easily when you need them. Light-headedness or tingling means you are breathing too deeply or fast; slow down and breathe normally.

## Seek urgent help if
- You have sudden or severe breathlessness, chest pain, coughing up blood, or blue lips.
- You have a fever with a cough and worsening breathing after surgery.
- Your usual breathlessness is much worse and not eased by your usual treatment.
`,
  },
  fr: {
    title: `Exercices respiratoires pour se détendre et récupérer`,
    summary: `Des exercices respiratoires simples aident à se détendre, à diminuer tensions et douleurs, à dégager les poumons après une opération et à gérer l’essoufflement. Voici trois techniques à pratiquer.`,
    body: `
## Pourquoi la respiration compte
Quand on a mal, qu’on est stressé ou anxieux, la respiration devient souvent rapide, superficielle et haute dans la poitrine, avec des épaules crispées. Cela peut accentuer les tensions musculaires et rendre la douleur et les inquiétudes plus pesantes. Une respiration lente et détendue active le système d’apaisement du corps. Après une opération, les inspirations profondes aident à garder les poumons bien ouverts et diminuent le risque d’infection pulmonaire. Les personnes atteintes de maladies respiratoires utilisent ces techniques pour contrôler l’essoufflement, et les synthèses montrent que les exercices respiratoires peuvent améliorer la qualité de vie dans l’asthme.

## Technique 1 : la respiration abdominale détendue
Pour se relaxer, lors d’une poussée douloureuse et avant de dormir.
- Asseyez-vous bien calé ou allongez-vous confortablement. Laissez tomber les épaules.
- Posez une main sur le haut de la poitrine et l’autre sur le ventre, juste au-dessus du nombril.
- Inspirez doucement par le nez en sentant le ventre se soulever sous la main, la main du haut restant presque immobile.
- Expirez lentement par le nez ou par les lèvres légèrement pincées en laissant le ventre redescendre. Essayez de rendre l’expiration un peu plus longue que l’inspiration.
- Continuez trois à cinq minutes, tranquillement, sans forcer.

## Technique 2 : respirer profondément après une opération
Votre équipe peut vous donner des consignes précises. Une routine courante, toutes les heures dans la journée les premiers jours :
- Asseyez-vous aussi droit que possible.
- Inspirez lentement et profondément, en remplissant les poumons autant que c’est confortable, et bloquez deux à trois secondes.
- Expirez doucement. Répétez trois à cinq fois.
- Faites ensuite une expiration forcée douce, bouche ouverte, comme pour faire de la buée sur un miroir, et toussez si besoin. Soutenez une cicatrice du ventre ou du thorax avec un oreiller ou une serviette pliée.

## Technique 3 : contrôler sa respiration quand on est essoufflé
- Respiration à lèvres pincées : inspirez par le nez, puis expirez lentement par les lèvres pincées, comme pour souffler une bougie.
- Penchez-vous en avant, avant-bras posés sur les cuisses ou sur une table, et relâchez les épaules.
- Dans les escaliers, rythmez votre respiration sur vos pas : inspirez sur une marche, expirez sur les une ou deux suivantes.

## Conseils
Entraînez-vous quelques fois par jour quand vous êtes calme, pour que ces techniques viennent facilement quand vous en avez besoin. Une tête qui tourne ou des fourmillements signifient que vous respirez trop fort ou trop vite : ralentissez et respirez normalement.

## Appelez les secours si
- Vous avez un essoufflement brutal ou sévère, une douleur dans la poitrine, vous crachez du sang ou vos lèvres bleuissent.
- Vous avez de la fièvre avec une toux et une respiration qui se dégrade après une opération.
- Votre essoufflement habituel est bien pire et ne cède pas à votre traitement habituel.
`,
  },
  sources: [
    {
      title: 'Breathing exercises for adults with asthma',
      publisher: 'Santino TA et al., Cochrane Database of Systematic Reviews',
      year: 2020,
    },
    {
      title: 'Breathing exercises for stress',
      publisher: 'NHS (Every Mind Matters)',
      year: 2022,
      url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
    },
    {
      title:
        'Preoperative physiotherapy for the prevention of respiratory complications after upper abdominal surgery: pragmatic, double blinded, multicentre randomised controlled trial',
      publisher: 'Boden I et al., BMJ',
      year: 2018,
    },
  ],
});
