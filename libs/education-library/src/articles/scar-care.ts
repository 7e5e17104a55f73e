/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const scarCare = article({
  id: 'scar-care',
  category: 'self-care',
  regions: ['general'],
  tags: ['scar', 'wound', 'massage', 'silicone', 'sun protection', 'after surgery'],
  reviewed: '2026-12-02',
  en: {
    title: `Caring for your scar`,
    summary: `Scars keep changing for a year or more. Once the wound has healed, moisturising, gentle massage, silicone and sun protection can help your scar become softer, flatter and less noticeable.`,
    body: `
## How scars heal
When the skin heals after surgery or an injury, the body lays down new collagen to close the wound. At first the scar is often red, raised, firm, itchy or tender. Over the following months it remodels: most scars gradually become paler, flatter and softer, a process that can take 12 to 18 months. Some people are more prone to thick (hypertrophic) or spreading (keloid) scars.

## While the wound is healing
Follow the advice of your surgical team or nurse about dressings, showering and when stitches or clips come out. Keep the wound clean and dry, and do not apply creams to an unhealed wound.

## Once the wound has fully closed
Usually from around two to three weeks, when there are no scabs or open areas:
- Moisturise the scar daily with a plain, unperfumed cream.
- Massage it gently for a few minutes, two or three times a day. Use firm pressure with your fingertips in small circles, along and across the scar. This can ease tightness, sensitivity and itching, and helps the scar move freely over the tissues beneath. Stop if it causes the scar to break down or become very red.
- Silicone gel or silicone sheets, worn daily for a few months, are the best-studied way to flatten and soften scars, and are especially worth using if you tend to form thick scars.
- Keep moving the nearby joints through your exercises, so the scar does not limit movement.

## Protect from the sun
New scars burn easily and can darken permanently. For at least the first year, cover the scar with clothing or use a high-protection sunscreen (SPF 30 or more) when outdoors.

## Sensitivity
Numbness or extra sensitivity around a scar is common, because small skin nerves are cut. It often improves over months. Gently touching the area with different textures, such as cotton wool or a soft towel, can help it feel more normal.

## See your clinician or doctor if
- The wound becomes more red, hot, swollen or painful, leaks fluid or pus, or opens up, or you have a fever.
- The scar keeps growing beyond the original wound, or becomes very thick, itchy or painful.
- The scar is tight and limits your movement despite your exercises.
`,
  },
  fr: {
    title: `Prendre soin de sa cicatrice`,
    summary: `Une cicatrice continue d’évoluer pendant un an ou plus. Une fois la plaie refermée, hydratation, massage doux, silicone et protection solaire l’aident à devenir plus souple, plus plate et plus discrète.`,
    body: `
## Comment une cicatrice se forme
Quand la peau se répare après une opération ou une blessure, le corps fabrique du nouveau collagène pour refermer la plaie. Au début, la cicatrice est souvent rouge, en relief, ferme, sensible ou elle démange. Dans les mois qui suivent, elle se remodèle : la plupart des cicatrices deviennent peu à peu plus pâles, plus plates et plus souples, un processus qui peut durer 12 à 18 mois. Certaines personnes sont plus sujettes aux cicatrices épaisses (hypertrophiques) ou qui s’étendent (chéloïdes).

## Pendant la cicatrisation
Suivez les conseils de votre équipe chirurgicale ou de l’infirmier pour les pansements, la douche et le retrait des fils ou des agrafes. Gardez la plaie propre et sèche, et n’appliquez pas de crème sur une plaie non refermée.

## Une fois la plaie bien refermée
En général à partir de deux à trois semaines, quand il n’y a plus de croûte ni de zone ouverte :
- Hydratez la cicatrice chaque jour avec une crème simple, sans parfum.
- Massez-la doucement quelques minutes, deux à trois fois par jour, avec une pression ferme du bout des doigts, en petits cercles, le long et en travers de la cicatrice. Cela peut réduire les tiraillements, la sensibilité et les démangeaisons, et aide la cicatrice à glisser sur les tissus en dessous. Arrêtez si la cicatrice se rouvre ou devient très rouge.
- Le gel ou les plaques de silicone, utilisés chaque jour pendant quelques mois, sont le moyen le mieux étudié pour aplatir et assouplir les cicatrices, surtout si vous avez tendance à faire des cicatrices épaisses.
- Continuez à bouger les articulations voisines grâce à vos exercices, pour que la cicatrice ne limite pas les mouvements.

## Protéger du soleil
Une cicatrice récente brûle facilement et peut foncer de façon définitive. Pendant au moins la première année, couvrez-la de vêtements ou appliquez une crème solaire à haute protection (indice 30 ou plus) à l’extérieur.

## La sensibilité
Un engourdissement ou une sensibilité accrue autour de la cicatrice sont fréquents, car de petits nerfs de la peau ont été coupés. Cela s’améliore souvent en quelques mois. Effleurer la zone avec différentes textures, comme du coton ou une serviette douce, peut aider à retrouver des sensations plus normales.

## Consultez votre thérapeute ou votre médecin si
- La plaie devient plus rouge, chaude, gonflée ou douloureuse, laisse couler du liquide ou du pus, ou se rouvre, ou si vous avez de la fièvre.
- La cicatrice s’étend au-delà de la plaie d’origine, ou devient très épaisse, prurigineuse ou douloureuse.
- La cicatrice tire et limite vos mouvements malgré vos exercices.
`,
  },
  sources: [
    {
      title:
        'Updated international clinical recommendations on scar management: part 2, algorithms for scar prevention and treatment',
      publisher: 'Gold MH et al., Dermatologic Surgery',
      year: 2014,
    },
    {
      title: 'Silicone gel sheeting for preventing and treating hypertrophic and keloid scars',
      publisher: "O'Brien L, Jones DJ, Cochrane Database of Systematic Reviews",
      year: 2013,
    },
  ],
});
