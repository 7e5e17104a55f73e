/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const kneeOsteoarthritis = article({
  id: 'knee-osteoarthritis',
  category: 'lower-limb',
  regions: ['knee'],
  tags: ['osteoarthritis', 'knee', 'exercise', 'strengthening', 'weight', 'arthroscopy'],
  reviewed: '2026-12-02',
  en: {
    title: `Knee osteoarthritis: moving is medicine`,
    summary: `For knee osteoarthritis, exercise, education and, where needed, weight loss are the most effective first treatments. Your knee is designed to be used, and the right activity helps it.`,
    body: `
## Understanding knee osteoarthritis
Knee osteoarthritis is very common from middle age onward. The cartilage, bone and lining of the joint change, and the knee may ache, feel stiff after sitting, creak, or swell after a busy day. It is not simply wear and tear from using your knees too much, and it does not inevitably get worse. Many people have long stable periods, and symptoms often improve with the right approach.

## The most effective treatments
Guidelines from around the world agree that everyone with knee osteoarthritis should be offered exercise and education first. On average, exercise therapy reduces pain by a similar amount to anti-inflammatory drugs, and the benefit lasts when you keep exercising.
- Strengthen the thigh and hip muscles: sit-to-stands, step-ups, mini squats, bridges and leg presses are common choices, made gradually harder.
- Practise balance and control, for example standing on one leg near a support.
- Do regular aerobic activity you enjoy: walking, cycling, swimming, water aerobics or dancing.
- Supervised programs, such as group classes run by physiotherapists, help many people stay on track.

## Pain during exercise
Exercise may cause some discomfort. That is normal and not a sign of harm. Pain up to about 5 out of 10 is acceptable if it settles within a day. If the knee is more painful or swollen the next day, reduce the amount rather than stopping altogether.

## Other helpful steps
- If you carry extra weight, losing around 5 to 10 percent of body weight can noticeably reduce pain.
- Comfortable, supportive shoes, and a stick in the opposite hand on bad days.
- Heat or cold, and anti-inflammatory gels, for short-term relief; ask your pharmacist.

## What is not recommended
Keyhole surgery to wash out or tidy up the knee (arthroscopy) is not recommended for osteoarthritis, as it is no better than exercise. Knee replacement is an option when severe symptoms remain despite good non-surgical care.

## See your doctor promptly if
- The knee becomes hot, red and very swollen, especially with fever.
- It locks and cannot straighten, or gives way repeatedly after an injury.
- Your calf becomes painful and swollen, or you cannot bear weight.
`,
  },
  fr: {
    title: `Arthrose du genou : le mouvement est un remède`,
    summary: `Dans l’arthrose du genou, l’exercice, l’information et, si nécessaire, la perte de poids sont les premiers traitements les plus efficaces. Le genou est fait pour servir, et une activité adaptée lui fait du bien.`,
    body: `
## Comprendre l’arthrose du genou
L’arthrose du genou (gonarthrose) est très fréquente à partir de l’âge mûr. Le cartilage, l’os et la membrane de l’articulation se modifient ; le genou peut être douloureux, raide après la position assise, craquer, ou gonfler après une journée chargée. Ce n’est pas simplement une usure due à un usage excessif, et elle ne s’aggrave pas forcément. Beaucoup de personnes connaissent de longues périodes stables, et les symptômes s’améliorent souvent avec une bonne prise en charge.

## Les traitements les plus efficaces
Les recommandations du monde entier s’accordent : toute personne atteinte devrait d’abord se voir proposer de l’exercice et de l’information. En moyenne, l’exercice réduit la douleur autant que les anti-inflammatoires, et le bénéfice se maintient tant qu’on continue.
- Renforcez les muscles de la cuisse et de la hanche : se lever d’une chaise, monter sur une marche, mini-squats, pont fessier, presse, en augmentant progressivement la difficulté.
- Travaillez l’équilibre et le contrôle, par exemple en tenant sur une jambe près d’un appui.
- Pratiquez régulièrement une activité d’endurance qui vous plaît : marche, vélo, natation, aquagym ou danse.
- Les programmes encadrés, comme les cours en groupe animés par des kinésithérapeutes ou physiothérapeutes, aident beaucoup de personnes à tenir sur la durée.

## La douleur pendant l’exercice
L’exercice peut provoquer une gêne : c’est normal et ce n’est pas le signe d’un dommage. Une douleur jusqu’à environ 5 sur 10 est acceptable si elle se calme en une journée. Si le genou est plus douloureux ou gonflé le lendemain, diminuez la quantité plutôt que de tout arrêter.

## D’autres mesures utiles
- En cas de surpoids, perdre environ 5 à 10 % de son poids peut nettement réduire la douleur.
- Des chaussures confortables et stables, et une canne dans la main opposée les mauvais jours.
- Le chaud ou le froid et les gels anti-inflammatoires pour un soulagement à court terme ; demandez conseil à votre pharmacien.

## Ce qui n’est pas recommandé
L’arthroscopie de « nettoyage » du genou n’est pas recommandée dans l’arthrose : elle ne fait pas mieux que l’exercice. La prothèse de genou est une option lorsque des symptômes sévères persistent malgré une bonne prise en charge non chirurgicale.

## Consultez rapidement votre médecin si
- Le genou devient chaud, rouge et très gonflé, surtout avec de la fièvre.
- Il se bloque et ne s’étend plus, ou se dérobe à répétition après un traumatisme.
- Votre mollet devient douloureux et gonflé, ou vous ne pouvez plus vous appuyer sur la jambe.
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
      title: 'Exercise for osteoarthritis of the knee',
      publisher: 'Fransen M et al., Cochrane Database of Systematic Reviews',
      year: 2015,
    },
    {
      title: 'OARSI guidelines for the non-surgical management of knee, hip, and polyarticular osteoarthritis',
      publisher: 'Bannuru RR et al., Osteoarthritis and Cartilage (OARSI)',
      year: 2019,
    },
  ],
});
