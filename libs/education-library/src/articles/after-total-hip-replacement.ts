/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const afterTotalHipReplacement = article({
  id: 'after-total-hip-replacement',
  category: 'surgery',
  regions: ['hip'],
  tags: ['hip replacement', 'arthroplasty', 'surgery', 'recovery', 'hip precautions', 'walking'],
  reviewed: '2026-12-02',
  en: {
    title: `Recovering after a total hip replacement`,
    summary: `Most people walk on their new hip the day of or after surgery and keep improving for a year. Regular exercise, walking and following your surgical team's advice are the keys to a good result.`,
    body: `
## The first days
You will usually be helped to stand and walk on the day of surgery or the next day, with a frame or crutches. Getting up early reduces the risk of blood clots and chest infections and speeds recovery. Most people go home within one to three days once they can walk safely, manage stairs if needed, and get in and out of bed.

## Protecting your new hip
Your surgeon will tell you whether you need to follow specific hip precautions, and for how long. These depend on how the operation was done. Some teams ask you to avoid bending the hip past 90 degrees, crossing your legs or twisting on the operated leg for about six weeks; others give fewer restrictions. Follow the advice you were given, and ask if you are unsure. Equipment such as a raised toilet seat, a long-handled shoe horn and a sock aid can make daily tasks easier early on.

## Exercises and walking
- Do your exercises several times a day at first: ankle pumps, tightening the thigh and buttock muscles, heel slides, and gentle hip movements as shown.
- Walk little and often, increasing distance each day. Move from a frame to crutches and then a stick as your walking becomes steady and you stop limping.
- From around six weeks, strengthening exercises such as sit-to-stands, bridges, side-lying lifts and step-ups become the focus.
- Swimming once the wound has fully healed, cycling and golf are usually possible between about six weeks and three months; check with your team.

## What is normal
Swelling of the thigh and lower leg, bruising, tiredness and night discomfort are common for several weeks. Pain should gradually reduce. Improvement continues for up to a year.

## Everyday life
- Driving usually resumes at about six weeks, when you can do an emergency stop and are off strong painkillers; check your insurer.
- Return to work depends on the job: from a few weeks for desk work to three months for heavy work.
- Take blood-thinning medicine and wear stockings exactly as prescribed.

## Contact your team or seek urgent help if
- Your calf is painful, swollen or warm, or you have chest pain or breathlessness.
- The wound is increasingly red, hot, painful or leaking, or you have a fever.
- You have sudden severe hip pain, a clunk, or your leg looks shorter or turned, especially after a fall: do not walk on it.
`,
  },
  fr: {
    title: `Récupérer après une prothèse totale de hanche`,
    summary: `La plupart des personnes marchent sur leur nouvelle hanche le jour même ou le lendemain de l’opération, et progressent encore pendant un an. Exercices réguliers, marche et respect des consignes de l’équipe chirurgicale sont les clés d’un bon résultat.`,
    body: `
## Les premiers jours
On vous aidera en général à vous lever et à marcher le jour même ou le lendemain de l’opération, avec un déambulateur ou des béquilles. Se lever tôt réduit le risque de phlébite et d’infection pulmonaire et accélère la récupération. La plupart des personnes rentrent chez elles en un à trois jours, dès qu’elles marchent en sécurité, montent les escaliers si besoin et se couchent et se lèvent seules.

## Protéger la nouvelle hanche
Votre chirurgien vous dira si vous devez respecter des précautions particulières, et pendant combien de temps. Elles dépendent de la technique opératoire. Certaines équipes demandent d’éviter de plier la hanche au-delà de 90 degrés, de croiser les jambes ou de pivoter sur la jambe opérée pendant environ six semaines ; d’autres donnent moins de restrictions. Suivez les consignes reçues et posez la question en cas de doute. Un rehausseur de toilettes, un chausse-pied à long manche et un enfile-chaussettes facilitent les gestes du quotidien au début.

## Exercices et marche
- Faites vos exercices plusieurs fois par jour au début : mouvements de pompe des chevilles, contractions des cuisses et des fessiers, glissements du talon, mouvements doux de la hanche comme on vous l’a montré.
- Marchez peu mais souvent, en augmentant la distance chaque jour. Passez du déambulateur aux béquilles puis à une canne quand la marche devient stable et que vous ne boitez plus.
- À partir d’environ six semaines, le renforcement devient prioritaire : se lever d’une chaise, pont fessier, élévations sur le côté, montées de marche.
- La natation une fois la cicatrice bien fermée, le vélo et le golf sont en général possibles entre six semaines et trois mois environ ; vérifiez avec votre équipe.

## Ce qui est normal
Un gonflement de la cuisse et de la jambe, des bleus, de la fatigue et une gêne la nuit sont fréquents pendant plusieurs semaines. La douleur doit diminuer progressivement. L’amélioration se poursuit jusqu’à un an.

## La vie quotidienne
- La conduite reprend en général vers six semaines, quand vous pouvez freiner d’urgence et ne prenez plus d’antalgiques forts ; renseignez-vous auprès de votre assureur.
- Le retour au travail dépend du poste : quelques semaines pour un travail de bureau, jusqu’à trois mois pour un travail physique.
- Prenez l’anticoagulant et portez les bas de contention exactement comme prescrit.

## Contactez votre équipe ou les urgences si
- Votre mollet est douloureux, gonflé ou chaud, ou vous avez une douleur dans la poitrine ou un essoufflement.
- La cicatrice devient de plus en plus rouge, chaude, douloureuse ou suintante, ou vous avez de la fièvre.
- Vous ressentez une douleur brutale et intense à la hanche, un claquement, ou votre jambe paraît plus courte ou tournée, surtout après une chute : ne marchez pas dessus.
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
      title: 'Total hip replacement exercise guide',
      publisher: 'American Academy of Orthopaedic Surgeons (OrthoInfo)',
      year: 2022,
      url: 'https://orthoinfo.aaos.org/en/recovery/total-hip-replacement-exercise-guide/',
    },
  ],
});
