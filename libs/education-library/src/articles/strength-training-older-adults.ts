/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const strengthTrainingOlderAdults = article({
  id: 'strength-training-older-adults',
  category: 'healthy-ageing',
  regions: ['general'],
  tags: ['strength training', 'resistance training', 'older adults', 'sarcopenia', 'independence', 'muscle'],
  reviewed: '2026-12-02',
  en: {
    title: `Strength training in later life`,
    summary: `It is never too late to get stronger. Progressive strength training two or three times a week helps older adults climb stairs, carry shopping, get up from a chair and stay independent.`,
    body: `
## Why strength matters
From middle age, we slowly lose muscle mass and power, and the loss speeds up if we are inactive, ill or in hospital. Weak legs make stairs, getting out of a chair and walking harder, and increase the risk of falls. Research shows that strength training improves muscle strength, walking speed and everyday function in older adults, including people in their 80s and 90s and people with long-term conditions. It also benefits bones, blood sugar, mood and sleep.

## What a good program looks like
- Two or three sessions a week, on non-consecutive days.
- Work the main muscle groups: legs, hips, back, chest, shoulders and arms. Leg strength is especially important.
- For each exercise, choose a resistance you can lift 8 to 12 times with good form, where the last few repetitions feel hard. Do one to three sets.
- Move slowly and with control, breathing out as you lift. Do not hold your breath.
- Progress when it becomes easy: add weight, a stronger band, or more repetitions.

## Examples you can do at home
- Sit-to-stand from a chair, without using your hands if you can.
- Wall press-ups, then press-ups against a kitchen counter.
- Step-ups onto the bottom stair, holding the rail.
- Heel raises holding a counter.
- Seated or standing rows with a resistance band.
- Carrying shopping bags, gardening and climbing stairs also count.
Gym machines and free weights are excellent if you enjoy them; many gyms and community centres run classes for older adults.

## What to expect
Muscles often feel a little sore a day or two after a new exercise; this settles as you adapt. Strength gains start within weeks. Everyday tasks usually feel easier after two to three months of regular training. Stopping loses the gains, so aim to make it a lasting habit.

## Safety
- If you have a heart condition, high blood pressure that is not controlled, or have recently had surgery, ask your doctor or physiotherapist first.
- Start light and learn the movements well before adding weight.

## Stop and seek advice if
- You have chest pain, tightness, palpitations, severe breathlessness or feel faint.
- A joint becomes swollen or painful for more than a couple of days after exercising.
`,
  },
  fr: {
    title: `Se renforcer en avançant en âge`,
    summary: `Il n’est jamais trop tard pour gagner en force. Un renforcement progressif deux à trois fois par semaine aide les personnes âgées à monter les escaliers, porter les courses, se lever d’une chaise et rester autonomes.`,
    body: `
## Pourquoi la force compte
Dès l’âge mûr, nous perdons lentement de la masse et de la puissance musculaires, et cette perte s’accélère en cas d’inactivité, de maladie ou d’hospitalisation. Des jambes faibles rendent plus difficiles les escaliers, le lever d’une chaise et la marche, et augmentent le risque de chute. Les études montrent que le renforcement musculaire améliore la force, la vitesse de marche et l’autonomie au quotidien chez les personnes âgées, y compris après 80 ou 90 ans et en cas de maladie chronique. Il profite aussi aux os, à la glycémie, au moral et au sommeil.

## Un bon programme
- Deux ou trois séances par semaine, avec un jour de repos entre deux.
- Travaillez les grands groupes musculaires : jambes, hanches, dos, poitrine, épaules et bras. La force des jambes est particulièrement importante.
- Pour chaque exercice, choisissez une résistance que vous pouvez soulever 8 à 12 fois correctement, les dernières répétitions étant difficiles. Faites une à trois séries.
- Bougez lentement et avec contrôle, en soufflant pendant l’effort. Ne bloquez pas votre respiration.
- Progressez quand cela devient facile : plus de poids, un élastique plus fort ou plus de répétitions.

## Des exemples à faire chez soi
- Se lever d’une chaise, sans les mains si possible.
- Pompes contre le mur, puis contre le plan de travail de la cuisine.
- Montées sur la première marche de l’escalier en tenant la rampe.
- Montées sur la pointe des pieds en se tenant au plan de travail.
- Tirage avec un élastique, assis ou debout.
- Porter ses courses, jardiner et monter les escaliers comptent aussi.
Les machines de salle et les poids libres sont excellents si vous aimez cela ; beaucoup de salles et de centres municipaux proposent des cours pour seniors.

## À quoi s’attendre
Les muscles sont souvent un peu courbaturés un ou deux jours après un nouvel exercice ; cela passe avec l’adaptation. La force augmente dès les premières semaines, et les gestes du quotidien deviennent généralement plus faciles après deux à trois mois d’entraînement régulier. Arrêter fait perdre les gains : visez une habitude durable.

## Sécurité
- En cas de maladie cardiaque, d’hypertension mal contrôlée ou d’opération récente, demandez d’abord l’avis de votre médecin ou de votre kinésithérapeute.
- Commencez léger et apprenez bien les mouvements avant d’ajouter du poids.

## Arrêtez-vous et demandez conseil si
- Vous ressentez une douleur ou une oppression dans la poitrine, des palpitations, un essoufflement important ou un malaise.
- Une articulation reste gonflée ou douloureuse plus de deux jours après l’exercice.
`,
  },
  sources: [
    {
      title:
        'Resistance training for older adults: position statement from the National Strength and Conditioning Association',
      publisher: 'Fragala MS et al., Journal of Strength and Conditioning Research',
      year: 2019,
    },
    {
      title: 'Progressive resistance strength training for improving physical function in older adults',
      publisher: 'Liu CJ, Latham NK, Cochrane Database of Systematic Reviews',
      year: 2009,
    },
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      publisher: 'World Health Organization',
      year: 2020,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
  ],
});
