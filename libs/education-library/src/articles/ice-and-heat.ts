/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const iceAndHeat = article({
  id: 'ice-and-heat',
  category: 'self-care',
  regions: ['general'],
  tags: ['ice', 'heat', 'cold pack', 'rice', 'peace and love', 'sprain', 'stiffness'],
  reviewed: '2026-12-02',
  en: {
    title: `Ice or heat? Using them safely`,
    summary: `Ice and heat can ease pain for a short while. Neither heals tissue on its own, so use whichever helps you move more comfortably, and use them safely.`,
    body: `
## What they can and cannot do
Cold and heat are simple, cheap ways to take the edge off pain. Studies show heat wraps give modest short-term relief in recent low back pain, and cold can reduce pain in the first days after a sprain or bruise. Neither speeds up healing much on its own. Their real value is helping you move, sleep or exercise more comfortably.

## A newer view of fresh injuries
You may know RICE: rest, ice, compression, elevation. Current advice is more nuanced. After a sprain or strain, protect the area for the first one to three days, raise it and use compression to limit swelling. Ice may help with pain, but long or repeated icing is no longer thought necessary. Then, as pain allows, gradually load and move the injured part: early, graded movement leads to better recovery than prolonged rest.

## When to choose which
- Cold often suits a fresh, hot, swollen injury or a painful flare after activity.
- Heat often suits stiffness, muscle tension, persistent pain and warming up before exercise.
- If you are unsure, try both on different occasions and keep what helps you.

## Using cold safely
- Wrap the ice pack or frozen peas in a damp towel; never put ice straight on skin.
- Apply for 10 to 15 minutes, then remove. You can repeat every couple of hours.
- Stop if the skin becomes white, blotchy, numb or very painful.

## Using heat safely
- Use a warm, not hot, pack, wrapped in a towel, for 15 to 20 minutes.
- Do not fall asleep on a heat pad or hot water bottle. Burns happen this way.
- Check the skin regularly.

## Take extra care or ask first if
- You have reduced feeling in the area, for example from diabetes or nerve damage.
- You have poor circulation, Raynaud's phenomenon, or cold sensitivity.
- The skin is broken, infected or recently operated on.
- There is a rash, or a hot, red, swollen area without an injury, or a calf that is swollen and painful: see a doctor the same day.
`,
  },
  fr: {
    title: `Froid ou chaleur ? Bien les utiliser`,
    summary: `Le froid et la chaleur peuvent soulager la douleur un moment. Aucun des deux ne guérit les tissus : utilisez celui qui vous aide à bouger plus confortablement, en toute sécurité.`,
    body: `
## Ce qu’ils peuvent faire, ou non
Le froid et la chaleur sont des moyens simples et bon marché de calmer la douleur. Les études montrent qu’une ceinture chauffante soulage un peu, à court terme, une lombalgie récente, et que le froid diminue la douleur les premiers jours après une entorse ou un coup. Aucun des deux n’accélère vraiment la guérison. Leur intérêt est surtout de vous aider à bouger, à dormir ou à faire vos exercices avec moins de gêne.

## Une vision plus récente des blessures fraîches
Vous connaissez peut-être la règle « repos, glace, compression, élévation ». Les conseils actuels sont plus nuancés. Après une entorse ou une élongation, protégez la zone pendant un à trois jours, surélevez-la et utilisez une compression pour limiter le gonflement. La glace peut soulager, mais un glaçage long ou répété n’est plus jugé nécessaire. Ensuite, selon la douleur, remettez peu à peu la zone en mouvement et en charge : bouger tôt et progressivement donne une meilleure récupération qu’un repos prolongé.

## Lequel choisir ?
- Le froid convient souvent à une blessure récente, chaude et enflée, ou à une douleur réveillée par l’effort.
- La chaleur convient souvent à la raideur, aux tensions musculaires, à la douleur persistante et à l’échauffement avant l’exercice.
- En cas de doute, essayez l’un puis l’autre à des moments différents et gardez ce qui vous fait du bien.

## Le froid sans danger
- Enveloppez la poche de glace ou le sachet de petits pois surgelés dans un linge humide ; jamais de glace directement sur la peau.
- Appliquez 10 à 15 minutes, puis retirez. Vous pouvez recommencer toutes les deux heures environ.
- Arrêtez si la peau devient blanche, marbrée, insensible ou très douloureuse.

## La chaleur sans danger
- Utilisez une source tiède, pas brûlante, enveloppée dans une serviette, pendant 15 à 20 minutes.
- Ne vous endormez pas sur une bouillotte ou un coussin chauffant : c’est ainsi que surviennent les brûlures.
- Surveillez régulièrement la peau.

## Prudence, ou demandez d’abord conseil, si
- La zone est moins sensible, par exemple à cause d’un diabète ou d’une atteinte nerveuse.
- Vous avez une mauvaise circulation, un syndrome de Raynaud ou une sensibilité au froid.
- La peau est abîmée, infectée ou a été opérée récemment.
- Il y a une éruption, une zone chaude, rouge et gonflée sans blessure, ou un mollet enflé et douloureux : consultez un médecin le jour même.
`,
  },
  sources: [
    {
      title: 'Superficial heat or cold for low back pain',
      publisher: 'French SD et al., Cochrane Database of Systematic Reviews',
      year: 2006,
    },
    {
      title: 'Soft-tissue injuries simply need PEACE and LOVE',
      publisher: 'Dubois B, Esculier JF, British Journal of Sports Medicine',
      year: 2020,
    },
    {
      title:
        'The use of ice in the treatment of acute soft-tissue injury: a systematic review of randomized controlled trials',
      publisher: 'Bleakley C, McDonough S, MacAuley D, American Journal of Sports Medicine',
      year: 2004,
    },
  ],
});
