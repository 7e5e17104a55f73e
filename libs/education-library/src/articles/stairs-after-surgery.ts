/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const stairsAfterSurgery = article({
  id: 'stairs-after-surgery',
  category: 'surgery',
  regions: ['hip', 'knee', 'ankle-foot'],
  tags: ['stairs', 'crutches', 'after surgery', 'hip replacement', 'knee replacement', 'safety'],
  reviewed: '2026-12-02',
  en: {
    title: `Managing stairs after leg surgery`,
    summary: `After hip, knee or ankle surgery, a simple rule makes stairs safer: the good leg leads going up, the operated leg leads going down. Practise with your physiotherapist before you go home.`,
    body: `
## The golden rule
Remember: up with the good, down with the bad.
- Going up, your stronger (non-operated) leg steps up first, because it has to lift your body.
- Going down, your operated leg, together with the crutch or stick, steps down first, so the stronger leg can lower you under control.
- Take one step at a time, bringing both feet onto the same step before the next.

## Using a rail and one crutch
If there is a rail, use it. Hold the rail with one hand and both crutches, or one crutch, in the other hand, as your physiotherapist shows you. Carry the spare crutch horizontally in the hand holding the other crutch, or ask someone to carry it.

Going up:
- Stand close to the bottom step, holding the rail.
- Step up with the good leg.
- Bring the operated leg and the crutch up to the same step.

Going down:
- Stand close to the edge of the step, holding the rail.
- Put the crutch down onto the step below, then step down with the operated leg.
- Bring the good leg down to the same step.

## With two crutches and no rail
Going up, step up with the good leg, then bring the operated leg and both crutches together. Going down, put both crutches on the step below, step down with the operated leg, then the good leg. This takes practice and good balance; your physiotherapist will check it with you before discharge.

## Staying safe
- Take your time; do not rush to answer the phone or the door.
- Keep stairs clear of clutter and well lit, with a light switch at top and bottom.
- Do not carry things in your hands on the stairs: use a bag across your body or ask for help.
- Wear well-fitting, closed shoes rather than slippers or socks.
- If you feel dizzy or tired, stop and sit on a step.
- In the early days, have someone nearby the first few times.

## Moving to normal stairs
As strength and confidence return, usually over a few weeks, you will move to a normal pattern of one foot per step. Your physiotherapist will tell you when you are ready.

## Seek help if
- You fall, or feel new severe pain, or cannot put weight on the leg.
- You feel very dizzy, breathless or have chest pain.
`,
  },
  fr: {
    title: `Les escaliers après une opération de la jambe`,
    summary: `Après une opération de la hanche, du genou ou de la cheville, une règle simple rend les escaliers plus sûrs : la bonne jambe monte en premier, la jambe opérée descend en premier. Entraînez-vous avec votre kinésithérapeute avant de rentrer chez vous.`,
    body: `
## La règle d’or
Retenez : « la bonne monte au paradis, la mauvaise descend en enfer ».
- Pour monter, la jambe la plus forte (non opérée) monte la première, car c’est elle qui soulève le corps.
- Pour descendre, la jambe opérée, avec la béquille ou la canne, descend la première, pour que la jambe forte puisse vous freiner en douceur.
- Une marche à la fois, en ramenant les deux pieds sur la même marche avant la suivante.

## Avec une rampe et une béquille
S’il y a une rampe, servez-vous-en. Tenez la rampe d’une main et la ou les béquilles de l’autre, comme votre kinésithérapeute ou physiothérapeute vous l’a montré. Portez la seconde béquille à l’horizontale dans la main qui tient l’autre, ou demandez à quelqu’un de la porter.

Pour monter :
- Placez-vous près de la première marche en tenant la rampe.
- Montez la bonne jambe.
- Amenez la jambe opérée et la béquille sur la même marche.

Pour descendre :
- Placez-vous près du bord de la marche en tenant la rampe.
- Posez la béquille sur la marche du dessous, puis descendez la jambe opérée.
- Amenez la bonne jambe sur la même marche.

## Avec deux béquilles et sans rampe
Pour monter, montez la bonne jambe, puis amenez ensemble la jambe opérée et les deux béquilles. Pour descendre, posez les deux béquilles sur la marche du dessous, descendez la jambe opérée, puis la bonne jambe. Cela demande de l’entraînement et un bon équilibre ; votre kinésithérapeute le vérifiera avec vous avant la sortie.

## En toute sécurité
- Prenez votre temps : ne vous précipitez pas pour répondre au téléphone ou à la porte.
- Gardez les escaliers dégagés et bien éclairés, avec un interrupteur en haut et en bas.
- Ne portez rien dans les mains dans l’escalier : utilisez un sac en bandoulière ou demandez de l’aide.
- Portez des chaussures fermées et bien ajustées plutôt que des pantoufles ou des chaussettes.
- Si vous avez un vertige ou êtes fatigué, arrêtez-vous et asseyez-vous sur une marche.
- Les premiers jours, ayez quelqu’un à proximité les premières fois.

## Revenir à l’escalier normal
Avec le retour de la force et de la confiance, en général en quelques semaines, vous reprendrez le schéma habituel d’un pied par marche. Votre kinésithérapeute vous dira quand vous êtes prêt.

## Demandez de l’aide si
- Vous tombez, ressentez une nouvelle douleur intense ou ne pouvez plus vous appuyer sur la jambe.
- Vous avez un vertige important, un essoufflement ou une douleur dans la poitrine.
`,
  },
  sources: [
    {
      title: 'How to use crutches, canes, and walkers',
      publisher: 'American Academy of Orthopaedic Surgeons (OrthoInfo)',
      year: 2020,
      url: 'https://orthoinfo.aaos.org/en/recovery/how-to-use-crutches-canes-and-walkers/',
    },
    {
      title: 'Joint replacement (primary): hip, knee and shoulder (NG157)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2020,
      url: 'https://www.nice.org.uk/guidance/ng157',
    },
  ],
});
