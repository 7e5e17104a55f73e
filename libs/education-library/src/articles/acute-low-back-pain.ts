/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const acuteLowBackPain = article({
  id: 'acute-low-back-pain',
  category: 'spine',
  regions: ['lower-back'],
  tags: ['low back pain', 'acute', 'lumbago', 'stay active', 'bed rest', 'scan'],
  reviewed: '2026-12-02',
  en: {
    title: `A new episode of low back pain`,
    summary: `Sudden low back pain is very common and usually improves a lot within a few weeks. Staying active is the best thing you can do; bed rest and scans rarely help.`,
    body: `
## Common, painful, and rarely serious
Most adults have an episode of low back pain at some point. It can start with a bend or lift, or out of the blue on waking. The pain can be intense and muscles may spasm, which is frightening. Yet in more than nine out of ten people, no serious cause is found, and most improve substantially within two to six weeks.

## Do you need a scan?
Usually not. X-rays and MRI scans rarely change the treatment of new back pain, and they often show age-related changes that are common in people without pain. These findings can cause needless worry. Your clinician will recommend imaging if something in your history or examination suggests it is needed.

## What helps most
- Stay as active as you can and continue daily activities, even if you need to do them more slowly. Studies show people who stay active recover faster than those advised to rest in bed.
- Walk little and often. Short walks several times a day are a good start.
- Do the gentle exercises your physiotherapist gives you and build them up as pain eases.
- Keep working if possible, or return early with adjusted duties. You do not need to be pain-free to go back.
- Heat may ease spasm. Ask a pharmacist or doctor about suitable pain relief for the short term.
- Find comfortable positions to rest briefly, such as lying on your side with a pillow between your knees.

## What to expect
Pain often eases in waves: a better day, a worse morning, then gradual improvement. Stiffness in the morning is common. Back pain can come back in the months or years after, but that does not mean damage; the same approach of staying active works again. Regular exercise is the best way to reduce future episodes.

## See a doctor urgently if
- You have numbness or tingling around your genitals, buttocks or inner thighs.
- You have new difficulty passing urine, loss of bladder or bowel control, or sexual dysfunction.
- You have weakness in one or both legs, or pain in both legs.
- You have a fever, feel very unwell, have a history of cancer, or the pain began after a major fall or accident.
- The pain is getting steadily worse after a few weeks rather than better.
`,
  },
  fr: {
    title: `Un nouvel épisode de lombalgie`,
    summary: `Le mal de dos soudain est très courant et s’améliore généralement beaucoup en quelques semaines. Rester actif est le meilleur conseil ; le repos au lit et les examens d’imagerie aident rarement.`,
    body: `
## Fréquent, douloureux, mais rarement grave
La plupart des adultes connaissent un jour un épisode de lombalgie. Il peut débuter en se penchant, en soulevant quelque chose, ou sans raison au réveil. La douleur peut être vive, avec des contractures qui inquiètent. Pourtant, chez plus de neuf personnes sur dix, on ne trouve aucune cause grave, et la plupart s’améliorent nettement en deux à six semaines.

## Faut-il passer une radio ou une IRM ?
En général, non. Les radiographies et les IRM changent rarement le traitement d’un mal de dos récent et montrent souvent des modifications liées à l’âge, fréquentes aussi chez les personnes sans douleur. Ces images inquiètent inutilement. Votre médecin ou votre thérapeute demandera un examen si votre histoire ou l’examen clinique le justifie.

## Ce qui aide le plus
- Restez aussi actif que possible et poursuivez vos activités, même plus lentement. Les études montrent qu’on récupère plus vite en restant actif qu’en gardant le lit.
- Marchez peu mais souvent : quelques courtes marches par jour sont un bon début.
- Faites les exercices doux donnés par votre kinésithérapeute ou physiothérapeute et augmentez-les à mesure que la douleur diminue.
- Continuez à travailler si possible, ou reprenez tôt avec des tâches adaptées : il n’est pas nécessaire de ne plus avoir mal pour reprendre.
- La chaleur peut détendre les contractures. Demandez à votre pharmacien ou à votre médecin quel antalgique prendre à court terme.
- Trouvez des positions confortables pour de courtes pauses, par exemple couché sur le côté avec un oreiller entre les genoux.

## À quoi s’attendre
La douleur diminue souvent par vagues : un meilleur jour, un matin plus difficile, puis une amélioration progressive. Une raideur matinale est fréquente. Le mal de dos peut revenir dans les mois ou les années suivantes, sans que cela signifie une lésion ; la même approche active fonctionne alors de nouveau. L’exercice régulier reste le meilleur moyen d’espacer les épisodes.

## Consultez en urgence si
- Vous ressentez un engourdissement ou des fourmillements autour des organes génitaux, des fesses ou de l’intérieur des cuisses.
- Vous avez du mal à uriner, perdez le contrôle de la vessie ou des intestins, ou avez des troubles sexuels nouveaux.
- Une jambe ou les deux s’affaiblissent, ou vous avez mal dans les deux jambes.
- Vous avez de la fièvre, vous sentez très malade, avez eu un cancer, ou la douleur a débuté après une chute ou un accident important.
- La douleur s’aggrave régulièrement après quelques semaines au lieu de s’améliorer.
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
      title: 'Advice to rest in bed versus advice to stay active for acute low-back pain and sciatica',
      publisher: 'Dahm KT et al., Cochrane Database of Systematic Reviews',
      year: 2010,
    },
    {
      title: 'Prevention and treatment of low back pain: evidence, challenges, and promising directions',
      publisher: 'Foster NE et al., The Lancet',
      year: 2018,
    },
  ],
});
