/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const swellingManagement = article({
  id: 'swelling-management',
  category: 'self-care',
  regions: ['knee', 'ankle-foot', 'wrist-hand', 'general'],
  tags: ['swelling', 'oedema', 'elevation', 'compression', 'after injury', 'after surgery'],
  reviewed: '2026-12-02',
  en: {
    title: `Managing swelling after injury or surgery`,
    summary: `Swelling is a normal part of healing, but too much can make a joint stiff and sore. Elevation, compression, gentle movement and pacing your activity help keep it under control.`,
    body: `
## Why swelling happens
After an injury or operation, blood vessels in the area become leakier so that the cells and fluid needed for repair can reach the tissues. This causes swelling, warmth and tenderness. It is part of healing, so the aim is not to get rid of it completely but to stop it building up so much that it increases pain and stiffness. Swelling often settles over a few weeks, but after joint surgery some swelling can persist, especially at the end of the day, for several months.

## What helps
- Elevation: rest with the swollen part higher than your heart. For a leg, lie down with the foot on pillows so it is above hip level; simply putting the foot on a stool while sitting is not enough. For a hand, rest it on pillows so it is higher than the elbow.
- Movement: the muscle pump moves fluid away. Move the nearby joints often, for example ankle pumps (pointing the foot up and down) or making a fist and opening the hand, ten times every hour while awake.
- Compression: a well-fitting elastic bandage, tubular bandage or compression stocking, if advised, helps limit swelling. It should be firm but not tight, and should not cause tingling, numbness or colour change.
- Cold: a cold pack wrapped in a damp towel for 10 to 15 minutes can ease pain and swelling in the early days. Never put ice directly on the skin.
- Pacing: swelling often increases after long periods standing or a busy day. Spread activity through the day and elevate between spells.
- Keeping active overall, as advised by your physiotherapist, supports circulation and recovery.

## What to expect
Swelling is usually worse at the end of the day and better in the morning. A little more swelling after your exercises that settles overnight is acceptable. If swelling is clearly worse the next morning, reduce your activity for a day or two.

## Seek urgent medical advice if
- Your calf is swollen, painful, warm or red, or you have sudden shortness of breath or chest pain: this could be a blood clot.
- The area becomes increasingly hot, red and painful, a wound leaks, or you have a fever.
- A cast, splint or bandage feels too tight, or your fingers or toes become numb, pale, blue or very painful.
- Both legs are swollen without an injury, or you are breathless when lying flat.
`,
  },
  fr: {
    title: `Gérer le gonflement après une blessure ou une opération`,
    summary: `Le gonflement fait partie de la guérison, mais trop de gonflement rend une articulation raide et douloureuse. Surélévation, compression, mouvement doux et dosage des activités aident à le contrôler.`,
    body: `
## Pourquoi la zone gonfle
Après une blessure ou une opération, les petits vaisseaux de la région deviennent plus perméables pour que les cellules et le liquide nécessaires à la réparation atteignent les tissus. D’où le gonflement (œdème), la chaleur et la sensibilité. Cela fait partie de la guérison : le but n’est pas de le faire disparaître complètement, mais d’éviter qu’il s’accumule au point d’augmenter la douleur et la raideur. Le gonflement se résorbe souvent en quelques semaines, mais après une opération articulaire, il peut persister plusieurs mois, surtout en fin de journée.

## Ce qui aide
- La surélévation : reposez-vous avec la partie gonflée plus haut que le cœur. Pour une jambe, allongez-vous le pied sur des oreillers, au-dessus du niveau de la hanche ; poser le pied sur un tabouret en étant assis ne suffit pas. Pour une main, posez-la sur des coussins, plus haut que le coude.
- Le mouvement : la pompe musculaire chasse le liquide. Bougez souvent les articulations voisines, par exemple des mouvements de pompe de la cheville (pointe du pied vers le haut puis vers le bas) ou fermer et ouvrir la main, dix fois par heure dans la journée.
- La compression : une bande élastique bien posée, un jersey tubulaire ou un bas de contention, s’il est conseillé, limite le gonflement. Elle doit être ferme mais pas serrée, et ne doit provoquer ni fourmillements, ni engourdissement, ni changement de couleur.
- Le froid : une poche de froid enveloppée dans un linge humide, 10 à 15 minutes, peut soulager douleur et gonflement les premiers jours. Jamais de glace directement sur la peau.
- Le dosage des activités : le gonflement augmente souvent après une longue station debout ou une journée chargée. Répartissez l’activité dans la journée et surélevez entre deux.
- Rester actif de façon générale, selon les conseils de votre kinésithérapeute ou physiothérapeute, favorise la circulation et la récupération.

## À quoi s’attendre
Le gonflement est souvent plus marqué le soir et moindre le matin. Un peu plus de gonflement après vos exercices, qui disparaît pendant la nuit, est acceptable. S’il est nettement plus important le lendemain matin, réduisez vos activités un jour ou deux.

## Consultez en urgence si
- Votre mollet est gonflé, douloureux, chaud ou rouge, ou vous avez un essoufflement soudain ou une douleur dans la poitrine : il peut s’agir d’une phlébite ou d’une embolie.
- La zone devient de plus en plus chaude, rouge et douloureuse, une plaie suinte, ou vous avez de la fièvre.
- Un plâtre, une attelle ou un bandage paraît trop serré, ou vos doigts ou orteils deviennent engourdis, pâles, bleus ou très douloureux.
- Les deux jambes gonflent sans blessure, ou vous êtes essoufflé en position allongée.
`,
  },
  sources: [
    {
      title: 'Soft-tissue injuries simply need PEACE and LOVE',
      publisher: 'Dubois B, Esculier JF, British Journal of Sports Medicine',
      year: 2020,
    },
    {
      title: 'Joint replacement (primary): hip, knee and shoulder (NG157)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2020,
      url: 'https://www.nice.org.uk/guidance/ng157',
    },
    {
      title: 'Venous thromboembolic diseases: diagnosis, management and thrombophilia testing (NG158)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2020,
      url: 'https://www.nice.org.uk/guidance/ng158',
    },
  ],
});
