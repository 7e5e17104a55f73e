/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const carpalTunnelSyndrome = article({
  id: 'carpal-tunnel-syndrome',
  category: 'upper-limb',
  regions: ['wrist-hand'],
  tags: ['carpal tunnel', 'median nerve', 'numbness', 'tingling', 'wrist splint', 'night splint'],
  reviewed: '2026-12-02',
  en: {
    title: `Carpal tunnel syndrome`,
    summary: `Carpal tunnel syndrome is pressure on a nerve at the wrist that causes tingling and numbness in the hand, often at night. Night splints and activity changes help many people; some need an injection or surgery.`,
    body: `
## What it is
The carpal tunnel is a narrow passage at the front of the wrist. The median nerve and the finger tendons pass through it. When pressure in the tunnel rises, the nerve is squeezed, causing pins and needles, numbness or pain in the thumb, index, middle and half of the ring finger. Symptoms are often worse at night or first thing in the morning, and shaking the hand may ease them. Some people notice clumsiness or dropping things.

## Who gets it
It is more common in women, during pregnancy, and in people with diabetes, an underactive thyroid, rheumatoid arthritis or a previous wrist fracture. Work with forceful, repetitive gripping or vibrating tools can contribute. Often there is no single cause.

## What helps
- A wrist splint worn at night, holding the wrist straight rather than bent. Many people notice fewer night symptoms within a few weeks.
- Avoid keeping the wrist fully bent or extended for long periods, for example when sleeping with curled hands, using a phone or gripping tools.
- Take regular breaks from forceful or repeated gripping, and use tools with thicker, padded handles.
- Gentle hand and wrist movements, including nerve and tendon gliding exercises your physiotherapist may show you.
- Pregnancy-related carpal tunnel often improves after the baby is born.

## Injections and surgery
If symptoms persist despite splinting, a steroid injection can give relief, sometimes lasting. If symptoms are severe, constant, or there is weakness or wasting of the thumb muscles, surgery to release the tunnel is usually recommended and has good results. Nerve conduction tests may be used to confirm the diagnosis and judge severity.

## See your doctor soon if
- Numbness is constant rather than coming and going.
- The muscles at the base of your thumb look thinner, or you are weak at pinching and gripping.
- Symptoms are in both hands with problems walking or balance, or with neck pain spreading down the arm.
- Symptoms began after a wrist injury, or the wrist is swollen and very painful.
`,
  },
  fr: {
    title: `Le syndrome du canal carpien`,
    summary: `Le syndrome du canal carpien est une compression d’un nerf au poignet qui donne des fourmillements et un engourdissement de la main, souvent la nuit. Une attelle nocturne et l’adaptation des activités aident beaucoup de personnes ; certaines ont besoin d’une infiltration ou d’une opération.`,
    body: `
## De quoi s’agit-il ?
Le canal carpien est un passage étroit à l’avant du poignet, où passent le nerf médian et les tendons des doigts. Quand la pression augmente dans ce canal, le nerf est comprimé, ce qui provoque fourmillements, engourdissement ou douleur dans le pouce, l’index, le majeur et la moitié de l’annulaire. Les symptômes sont souvent plus forts la nuit ou au réveil, et secouer la main peut les soulager. Certaines personnes deviennent maladroites ou laissent tomber des objets.

## Qui est concerné ?
Il est plus fréquent chez les femmes, pendant la grossesse, et en cas de diabète, d’hypothyroïdie, de polyarthrite rhumatoïde ou d’ancienne fracture du poignet. Un travail avec des prises en force répétées ou des outils vibrants peut y contribuer. Souvent, il n’y a pas de cause unique.

## Ce qui aide
- Une attelle de poignet portée la nuit, qui maintient le poignet droit plutôt que plié. Beaucoup de personnes ont moins de symptômes nocturnes en quelques semaines.
- Évitez de garder longtemps le poignet complètement plié ou tendu, par exemple en dormant les mains recroquevillées, en tenant un téléphone ou un outil.
- Faites des pauses régulières lors des prises en force ou répétées, et utilisez des outils à manche épais et rembourré.
- Des mouvements doux de la main et du poignet, dont les exercices de glissement des nerfs et des tendons que votre kinésithérapeute ou physiothérapeute peut vous montrer.
- Le canal carpien lié à la grossesse s’améliore souvent après l’accouchement.

## Infiltrations et chirurgie
Si les symptômes persistent malgré l’attelle, une infiltration de corticoïde peut soulager, parfois durablement. Si les symptômes sont sévères ou permanents, ou s’il existe une faiblesse ou une fonte des muscles du pouce, une opération pour libérer le canal est en général recommandée et donne de bons résultats. Un électromyogramme peut confirmer le diagnostic et évaluer la gravité.

## Consultez rapidement votre médecin si
- L’engourdissement devient permanent au lieu d’aller et venir.
- Les muscles à la base du pouce semblent plus minces, ou vous manquez de force pour pincer et serrer.
- Les symptômes touchent les deux mains avec des troubles de la marche ou de l’équilibre, ou avec une douleur de cou qui descend dans le bras.
- Les symptômes ont débuté après un traumatisme du poignet, ou le poignet est gonflé et très douloureux.
`,
  },
  sources: [
    {
      title: 'Splinting for carpal tunnel syndrome',
      publisher: 'Page MJ et al., Cochrane Database of Systematic Reviews',
      year: 2012,
    },
    {
      title: 'Exercise and mobilisation interventions for carpal tunnel syndrome',
      publisher: 'Page MJ et al., Cochrane Database of Systematic Reviews',
      year: 2012,
    },
    {
      title: 'Management of carpal tunnel syndrome: evidence-based clinical practice guideline',
      publisher: 'American Academy of Orthopaedic Surgeons (AAOS)',
      year: 2016,
    },
  ],
});
