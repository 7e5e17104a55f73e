/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const plantarHeelPain = article({
  id: 'plantar-heel-pain',
  category: 'lower-limb',
  regions: ['ankle-foot'],
  tags: ['plantar fasciitis', 'plantar heel pain', 'heel', 'footwear', 'stretching', 'night splint'],
  reviewed: '2026-12-02',
  en: {
    title: `Plantar heel pain (plantar fasciitis)`,
    summary: `Pain under the heel, worst with the first steps in the morning, is very common. Stretching, strengthening, supportive shoes and adjusting your load help most people recover within a year.`,
    body: `
## What it is
The plantar fascia is a thick band of tissue running from the heel to the toes, supporting the arch of the foot. Plantar heel pain, often called plantar fasciitis, is pain where this band attaches under the heel. Typically the first steps in the morning or after sitting are very painful, easing after a few minutes of walking, then returning after long periods on your feet. It is common between 40 and 60, in people who stand a lot at work, runners, and people with a higher body weight.

## The good news
Most people recover with simple measures, although it can take several months, and up to a year for some. Patience and consistency pay off.

## What helps
- Stretching: calf stretches against a wall, with the knee straight and bent, and stretching the sole by pulling the toes back with your hand before getting up in the morning.
- Strengthening: calf raises and exercises for the small foot muscles, such as toe curls and doming the arch, progressed over weeks. A slow heel raise with a towel rolled under the toes is often used.
- Footwear: cushioned, supportive shoes with a slight heel, worn at home too. Avoid walking barefoot on hard floors and worn-out or very flat shoes for a while.
- Insoles: off-the-shelf arch supports or heel cups help many people in the short term; custom orthoses are not usually needed first.
- Taping of the foot can relieve pain for a few days at a time.
- Load: reduce long periods of standing and high-impact activity temporarily, and keep fit with cycling or swimming. If you carry extra weight, losing some reduces load on the heel.
- A night splint helps some people with severe morning pain.

If pain persists after several months despite these steps, shock wave therapy or an injection may be discussed. Steroid injections relieve pain in the short term but carry a small risk of weakening the fascia.

## See your clinician if
- You have numbness, tingling or burning in the foot.
- The heel is swollen, red or warm, or pain is severe at night and at rest.
- Pain began suddenly with a pop during sport, or after a fall from a height.
- Both heels hurt along with other joints or your back.
- It has not improved after three months of following this advice.
`,
  },
  fr: {
    title: `La douleur sous le talon (fasciite plantaire)`,
    summary: `Une douleur sous le talon, pire aux premiers pas du matin, est très fréquente. Étirements, renforcement, bonnes chaussures et adaptation des efforts permettent à la plupart des gens de guérir en moins d’un an.`,
    body: `
## De quoi s’agit-il ?
Le fascia plantaire est une épaisse bande de tissu qui va du talon aux orteils et soutient la voûte du pied. La douleur plantaire du talon, souvent appelée fasciite plantaire, se situe là où cette bande s’attache sous le talon. Typiquement, les premiers pas du matin ou après une position assise sont très douloureux, puis la douleur diminue après quelques minutes de marche, avant de revenir après une longue station debout. Elle est fréquente entre 40 et 60 ans, chez les personnes qui travaillent debout, les coureurs et les personnes en surpoids.

## La bonne nouvelle
La plupart des personnes guérissent avec des mesures simples, même si cela peut prendre plusieurs mois, voire un an pour certaines. La patience et la régularité sont payantes.

## Ce qui aide
- Les étirements : étirement du mollet contre un mur, genou tendu puis plié, et étirement de la plante en tirant les orteils vers vous avec la main avant de vous lever le matin.
- Le renforcement : montées sur la pointe des pieds et exercices des petits muscles du pied (enrouler les orteils, creuser la voûte), à faire progresser sur plusieurs semaines. On utilise souvent une montée lente sur la pointe des pieds avec une serviette roulée sous les orteils.
- Les chaussures : amortissantes, stables, avec un léger talon, à porter aussi à la maison. Évitez un temps de marcher pieds nus sur sol dur et les chaussures usées ou très plates.
- Les semelles : des supports de voûte ou talonnettes du commerce soulagent beaucoup de personnes à court terme ; des semelles sur mesure ne sont généralement pas nécessaires d’emblée.
- Un strapping du pied peut soulager quelques jours à la fois.
- La charge : réduisez temporairement les longues stations debout et les activités à impact, et entretenez votre forme par le vélo ou la natation. En cas de surpoids, perdre un peu de poids soulage le talon.
- Une attelle de nuit aide certaines personnes qui ont de fortes douleurs le matin.

Si la douleur persiste plusieurs mois malgré ces mesures, des ondes de choc ou une infiltration peuvent être discutées. L’infiltration de corticoïde soulage à court terme, mais comporte un petit risque de fragiliser le fascia.

## Consultez si
- Vous avez un engourdissement, des fourmillements ou des brûlures dans le pied.
- Le talon est gonflé, rouge ou chaud, ou la douleur est forte la nuit et au repos.
- La douleur a commencé brutalement avec un claquement pendant le sport, ou après une chute d’une hauteur.
- Les deux talons font mal en même temps que d’autres articulations ou le dos.
- Rien ne s’améliore après trois mois en suivant ces conseils.
`,
  },
  sources: [
    {
      title:
        'Heel pain - plantar fasciitis: revision 2023. Clinical practice guidelines linked to the International Classification of Functioning, Disability and Health',
      publisher:
        'Koc TA et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2023,
    },
    {
      title:
        'High-load strength training improves outcome in patients with plantar fasciitis: a randomized controlled trial with 12-month follow-up',
      publisher: 'Rathleff MS et al., Scandinavian Journal of Medicine & Science in Sports',
      year: 2015,
    },
  ],
});
