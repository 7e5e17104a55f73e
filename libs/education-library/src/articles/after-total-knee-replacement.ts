/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const afterTotalKneeReplacement = article({
  id: 'after-total-knee-replacement',
  category: 'surgery',
  regions: ['knee'],
  tags: ['knee replacement', 'arthroplasty', 'surgery', 'recovery', 'bending', 'straightening', 'swelling'],
  reviewed: '2026-12-02',
  en: {
    title: `Recovering after a total knee replacement`,
    summary: `After a knee replacement, the early weeks focus on bending and straightening the knee, reducing swelling and walking. Recovery takes time: many people keep improving for a year or more.`,
    body: `
## The first days
You will usually start walking with a frame or crutches on the day of surgery or the next day. Moving early helps prevent blood clots and stiffness. Most people go home within a few days, once they can walk safely, manage stairs if needed and bend the knee to a set goal.

## Your two key goals: bend and straighten
In the first six to eight weeks, regaining movement matters most, because scar tissue forms and can make the knee stiff.
- Straightening: aim to get the knee fully straight. Rest with your heel propped on a rolled towel, knee unsupported, for a few minutes several times a day, and tighten the thigh muscle to push the back of the knee down. Avoid resting with a pillow under the knee.
- Bending: slide your heel back towards you while sitting or lying, or sit on a chair and slide your foot under it. Aim for about 90 degrees by two weeks and more over the following weeks, as your physiotherapist advises.
- Do these exercises little and often, several times a day. Taking your pain relief 30 to 60 minutes before exercising helps.

## Swelling and pain
The knee is often swollen and warm for weeks, and may stay a bit swollen for months. Elevate the leg above hip level when resting, use cold packs wrapped in a towel for 15 to 20 minutes, and keep your ankles moving. Pain and stiffness are usually worse in the first weeks, particularly at night, and gradually ease. Knee replacement recovery is often slower and more uncomfortable than hip replacement, so be patient.

## Building strength and walking
- Walk a little more each day, moving to a stick and then no aid as your walking becomes steady.
- Strengthening exercises, such as straight-leg raises, sit-to-stands, step-ups and a stationary bike, are progressed from around four to six weeks.
- Kneeling may feel odd or uncomfortable for a long time but does not harm the new knee.

## Everyday life
Driving usually resumes at about six weeks, when you can safely make an emergency stop. Swimming, cycling, walking and golf are good long-term activities.

## Contact your team or seek urgent help if
- Your calf is painful, swollen or warm, or you have chest pain or breathlessness.
- The wound becomes increasingly red, hot, painful, or leaks fluid, or you have a fever or feel unwell.
- Your knee suddenly becomes much more painful or swollen, or you lose movement you had gained.
`,
  },
  fr: {
    title: `Récupérer après une prothèse totale de genou`,
    summary: `Après une prothèse de genou, les premières semaines sont consacrées à plier et tendre le genou, réduire le gonflement et marcher. La récupération prend du temps : beaucoup de personnes progressent encore pendant un an ou plus.`,
    body: `
## Les premiers jours
Vous commencerez en général à marcher avec un déambulateur ou des béquilles le jour même ou le lendemain de l’opération. Bouger tôt aide à prévenir les phlébites et la raideur. La plupart des personnes rentrent chez elles en quelques jours, dès qu’elles marchent en sécurité, montent les escaliers si besoin et plient le genou jusqu’à l’objectif fixé.

## Deux objectifs clés : plier et tendre
Pendant les six à huit premières semaines, retrouver la mobilité est primordial, car la cicatrisation peut rendre le genou raide.
- Tendre : visez un genou complètement tendu. Reposez-vous le talon posé sur une serviette roulée, le genou sans appui, quelques minutes plusieurs fois par jour, et contractez la cuisse pour pousser l’arrière du genou vers le bas. Évitez de garder un coussin sous le genou.
- Plier : faites glisser votre talon vers vous, assis ou allongé, ou asseyez-vous sur une chaise et reculez le pied dessous. Visez environ 90 degrés à deux semaines, puis davantage les semaines suivantes, selon les conseils de votre kinésithérapeute ou physiothérapeute.
- Faites ces exercices peu à la fois mais souvent, plusieurs fois par jour. Prendre votre antalgique 30 à 60 minutes avant aide.

## Gonflement et douleur
Le genou est souvent gonflé et chaud pendant des semaines, et peut le rester un peu pendant des mois. Surélevez la jambe au-dessus du niveau de la hanche au repos, appliquez du froid enveloppé dans un linge 15 à 20 minutes et bougez souvent les chevilles. La douleur et la raideur sont en général plus fortes les premières semaines, surtout la nuit, puis diminuent. La récupération d’un genou est souvent plus lente et plus inconfortable que celle d’une hanche : soyez patient.

## Force et marche
- Marchez un peu plus chaque jour, en passant à une canne puis sans aide quand la marche devient stable.
- Le renforcement (élévations jambe tendue, se lever d’une chaise, montées de marche, vélo d’appartement) progresse à partir de quatre à six semaines environ.
- Se mettre à genoux peut rester étrange ou inconfortable longtemps, mais n’abîme pas la prothèse.

## La vie quotidienne
La conduite reprend en général vers six semaines, quand vous pouvez freiner d’urgence en toute sécurité. Natation, vélo, marche et golf sont de bonnes activités à long terme.

## Contactez votre équipe ou les urgences si
- Votre mollet est douloureux, gonflé ou chaud, ou vous avez une douleur dans la poitrine ou un essoufflement.
- La cicatrice devient de plus en plus rouge, chaude, douloureuse ou suintante, ou vous avez de la fièvre ou vous sentez malade.
- Le genou devient brusquement beaucoup plus douloureux ou gonflé, ou vous perdez la mobilité acquise.
`,
  },
  sources: [
    {
      title: 'Joint replacement (primary): hip, knee and shoulder (NG157)',
      publisher: 'National Institute for Health and Care Excellence (NICE)',
      year: 2020,
      url: 'https://www.nice.org.uk/guidance/ng157',
    },
    {
      title: 'Physical exercise after knee arthroplasty: a systematic review of controlled trials',
      publisher: 'Pozzi F, Snyder-Mackler L, Zeni J, European Journal of Physical and Rehabilitation Medicine',
      year: 2013,
    },
  ],
});
