/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const ankleSprain = article({
  id: 'ankle-sprain',
  category: 'lower-limb',
  regions: ['ankle-foot'],
  tags: ['ankle sprain', 'rolled ankle', 'ligament', 'balance', 'brace', 'peace and love'],
  reviewed: '2026-12-02',
  en: {
    title: `Ankle sprain: getting back on your feet`,
    summary: `Most ankle sprains heal well with early, gradual loading and balance exercises. Skipping rehabilitation is the main reason sprains keep coming back.`,
    body: `
## What happened
A sprain happens when the ankle rolls, usually inwards, and the ligaments on the outside are stretched or partly torn. The ankle becomes painful, swollen and often bruised. It is one of the most common injuries in sport and daily life.

## Is it broken?
An X-ray is needed only if certain signs are present, such as being unable to take four steps at the time of injury and since, or tenderness over specific bony points. If you cannot bear weight at all, or the pain and swelling are severe, get it checked.

## The first few days
- Protect the ankle for one to three days: walk with support if needed and avoid what hurts a lot.
- Elevate the foot above the level of your heart when resting, and use compression such as an elastic bandage or sleeve to limit swelling.
- Cold may ease pain; it is not essential for healing.
- Start moving the ankle gently, for example drawing the alphabet with your toes.

## The following weeks
Research shows that early weight bearing and exercise give better results than immobilisation in a cast.
- Walk as normally as you can, gradually increasing distance.
- Strengthen the calf and the muscles around the ankle with heel raises and resistance band exercises.
- Train balance: stand on the injured leg, first holding on, then without support, then with eyes closed or on a cushion. This retrains the ankle's sense of position and is the single best way to prevent another sprain.
- A lace-up brace or tape can support the ankle when you return to sport, especially in the first year.
- Return to running, jumping and cutting step by step when you can hop on the injured leg without pain.

## What to expect
Many sprains feel much better within two to six weeks, but ligaments keep remodelling for months. Some people have ongoing swelling or a feeling of giving way; continuing balance and strength work usually helps.

## See your clinician if
- You cannot bear weight, or there is pain over the bone, or a deformity.
- The pain is at the back of the heel, or you felt a kick or snap there.
- The calf becomes swollen, hot and painful.
- The ankle keeps giving way or is not improving after six weeks.
`,
  },
  fr: {
    title: `Entorse de la cheville : reprendre pied`,
    summary: `La plupart des entorses de cheville guérissent bien avec une remise en charge précoce et progressive et des exercices d’équilibre. Négliger la rééducation est la principale cause de récidive.`,
    body: `
## Que s’est-il passé ?
Une entorse survient quand la cheville se tord, le plus souvent vers l’intérieur, et que les ligaments situés à l’extérieur sont étirés ou partiellement déchirés. La cheville devient douloureuse, gonflée et souvent bleue. C’est l’une des blessures les plus fréquentes, au sport comme dans la vie quotidienne.

## Est-ce cassé ?
Une radiographie n’est utile qu’en présence de certains signes : impossibilité de faire quatre pas au moment de l’accident et depuis, ou douleur à la palpation de points osseux précis. Si vous ne pouvez pas du tout vous appuyer, ou si la douleur et le gonflement sont importants, faites-vous examiner.

## Les premiers jours
- Protégez la cheville un à trois jours : marchez avec une aide si besoin et évitez ce qui fait très mal.
- Surélevez le pied au-dessus du niveau du cœur au repos et utilisez une compression (bande élastique, chaussette de contention) pour limiter le gonflement.
- Le froid peut soulager la douleur, mais il n’est pas indispensable à la guérison.
- Commencez à bouger doucement la cheville, par exemple en dessinant l’alphabet avec les orteils.

## Les semaines suivantes
Les études montrent que l’appui précoce et l’exercice donnent de meilleurs résultats que l’immobilisation plâtrée.
- Marchez aussi normalement que possible en augmentant peu à peu la distance.
- Renforcez le mollet et les muscles de la cheville : montées sur la pointe des pieds, exercices avec un élastique.
- Entraînez l’équilibre : tenez sur la jambe blessée, d’abord avec un appui, puis sans, puis les yeux fermés ou sur un coussin. Cela rééduque le sens de la position de la cheville et c’est le meilleur moyen d’éviter une nouvelle entorse.
- Une chevillère à lacets ou un strapping peut soutenir la cheville à la reprise du sport, surtout la première année.
- Reprenez course, sauts et changements de direction étape par étape, quand vous pouvez sautiller sur la jambe blessée sans douleur.

## À quoi s’attendre
Beaucoup d’entorses vont nettement mieux en deux à six semaines, mais les ligaments continuent à se remodeler pendant des mois. Certaines personnes gardent un gonflement ou une sensation d’instabilité ; poursuivre le travail d’équilibre et de force aide en général.

## Consultez si
- Vous ne pouvez pas vous appuyer, la douleur est sur l’os, ou la cheville est déformée.
- La douleur est à l’arrière du talon, ou vous avez senti un coup ou un claquement à cet endroit.
- Le mollet devient gonflé, chaud et douloureux.
- La cheville continue de se dérober ou ne s’améliore pas après six semaines.
`,
  },
  sources: [
    {
      title: 'Diagnosis, treatment and prevention of ankle sprains: update of an evidence-based clinical guideline',
      publisher: 'Vuurberg G et al., British Journal of Sports Medicine',
      year: 2018,
    },
    {
      title: 'Soft-tissue injuries simply need PEACE and LOVE',
      publisher: 'Dubois B, Esculier JF, British Journal of Sports Medicine',
      year: 2020,
    },
    {
      title: 'Ankle stability and movement coordination impairments: lateral ankle ligament sprains revision 2021',
      publisher:
        'Martin RL et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2021,
    },
  ],
});
