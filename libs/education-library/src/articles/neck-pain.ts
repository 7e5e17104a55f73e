/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const neckPain = article({
  id: 'neck-pain',
  category: 'spine',
  regions: ['neck', 'upper-back'],
  tags: ['neck pain', 'stiff neck', 'wry neck', 'exercise', 'posture'],
  reviewed: '2026-12-02',
  en: {
    title: `Neck pain`,
    summary: `Most neck pain is not caused by serious damage and settles with time, movement and exercise. Keeping your neck moving helps more than holding it still.`,
    body: `
## Why necks hurt
Neck pain is very common. It may come on after sleeping awkwardly, a long drive, a stressful week or for no clear reason. Muscles, joints and the nervous system can all become sensitive, causing pain, stiffness and sometimes headaches or aching across the shoulders. Age-related changes seen on X-rays are also common in people without pain, so they rarely explain why your neck hurts now.

## What to expect
Many people feel much better within a few weeks, although some have pain that comes and goes over months. How you manage it in the early weeks makes a difference: people who keep moving and stay active generally do better than those who rest the neck or wear a collar.

## What helps
- Keep your neck moving gently through its comfortable range several times a day: look left and right, up and down, and tip the ear towards the shoulder.
- Do the specific exercises your physiotherapist gives you. Exercises that strengthen the neck and shoulder muscles have good evidence for reducing pain and preventing it returning.
- Keep up your usual activities and work, with short breaks from screens and desks.
- Use heat for stiffness if you find it soothing.
- Relaxation, regular sleep and managing stress can reduce muscle tension.
- Check your pillow supports your head so your neck is roughly level with the rest of your spine, but there is no perfect pillow.

## Things to avoid
- Wearing a soft collar, unless a doctor advised it after an injury: it tends to increase stiffness.
- Holding your head rigidly or avoiding turning it.
- Repeated cracking or forceful self-manipulation.

## See a doctor urgently if
- Neck pain followed a significant fall or accident, or you have severe sudden headache.
- You have weakness, clumsiness or numbness in your arms or legs, difficulty walking or changes in bladder control.
- You have dizziness, double vision, difficulty speaking or swallowing, or fainting.
- You have fever, feel unwell, or have a history of cancer.

## See your clinician if
- Pain spreads down the arm with pins and needles or numbness.
- The pain is not improving after four to six weeks.
`,
  },
  fr: {
    title: `Les douleurs de cou`,
    summary: `La plupart des douleurs de cou ne sont pas dues à une lésion grave et se calment avec le temps, le mouvement et l’exercice. Garder le cou mobile aide plus que l’immobiliser.`,
    body: `
## Pourquoi le cou fait mal
La douleur de cou (cervicalgie) est très fréquente. Elle apparaît parfois après une mauvaise nuit, un long trajet en voiture, une semaine stressante, ou sans raison claire. Les muscles, les articulations et le système nerveux peuvent devenir plus sensibles, ce qui donne douleur, raideur, parfois des maux de tête ou une gêne dans les épaules. L’usure visible sur les radiographies se retrouve aussi chez beaucoup de personnes sans douleur : elle explique donc rarement votre douleur actuelle.

## À quoi s’attendre
Beaucoup de personnes vont nettement mieux en quelques semaines, même si la douleur revient parfois par épisodes pendant des mois. La façon de gérer les premières semaines compte : ceux qui continuent à bouger et restent actifs s’en sortent en général mieux que ceux qui immobilisent leur cou ou portent un collier.

## Ce qui aide
- Bougez doucement le cou plusieurs fois par jour dans l’amplitude confortable : tournez la tête à droite et à gauche, regardez en haut et en bas, inclinez l’oreille vers l’épaule.
- Faites les exercices précis donnés par votre kinésithérapeute ou physiothérapeute. Le renforcement des muscles du cou et des épaules a fait ses preuves pour diminuer la douleur et limiter les récidives.
- Gardez vos activités et votre travail, en faisant de courtes pauses loin des écrans et du bureau.
- Utilisez la chaleur contre la raideur si elle vous fait du bien.
- La relaxation, un sommeil régulier et la gestion du stress peuvent réduire les tensions musculaires.
- Vérifiez que votre oreiller soutient la tête pour que le cou reste à peu près dans l’alignement du dos, sans chercher l’oreiller parfait, qui n’existe pas.

## À éviter
- Porter un collier souple, sauf avis médical après un accident : il augmente généralement la raideur.
- Garder la tête figée ou éviter de la tourner.
- Faire craquer son cou souvent ou se manipuler avec force.

## Consultez en urgence si
- La douleur fait suite à une chute ou à un accident important, ou s’accompagne d’un mal de tête brutal et violent.
- Vous avez une faiblesse, une maladresse ou un engourdissement des bras ou des jambes, des difficultés à marcher ou des troubles urinaires.
- Vous avez des vertiges, une vision double, du mal à parler ou à avaler, ou des malaises.
- Vous avez de la fièvre, vous sentez malade, ou avez eu un cancer.

## Consultez votre thérapeute si
- La douleur descend dans le bras avec des fourmillements ou un engourdissement.
- La douleur ne s’améliore pas après quatre à six semaines.
`,
  },
  sources: [
    {
      title:
        'Neck pain: revision 2017. Clinical practice guidelines linked to the International Classification of Functioning, Disability and Health',
      publisher:
        'Blanpied PR et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2017,
    },
    {
      title: 'Exercises for mechanical neck disorders',
      publisher: 'Gross A et al., Cochrane Database of Systematic Reviews',
      year: 2015,
    },
  ],
});
