/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const usingAWalkingAid = article({
  id: 'using-a-walking-aid',
  category: 'surgery',
  regions: ['hip', 'knee', 'ankle-foot'],
  tags: ['walking aid', 'stick', 'cane', 'crutches', 'frame', 'walker', 'height'],
  reviewed: '2026-12-02',
  en: {
    title: `Using a walking stick, crutches or a frame`,
    summary: `A walking aid at the right height, used the right way, makes walking safer and less painful. Here is how to check the fit and which hand and leg move together.`,
    body: `
## Why use one
A walking aid takes some weight off a painful or healing leg, helps your balance and can let you walk further with less pain. Using one for a while is not giving in: it often helps you stay active. Your physiotherapist will advise which aid suits you, how much weight you may put through the leg, and when to stop using it.

## Getting the height right
Stand up straight in your usual shoes with your arms relaxed by your sides. The handle of the stick, crutch or frame should be level with the crease of your wrist. When you hold it, your elbow should be slightly bent. Too high and your shoulder hunches; too low and you lean forward. Check that rubber tips (ferrules) are not worn smooth, and replace them when they are.

## Walking with a stick
- Hold the stick in the hand opposite your painful or operated leg.
- Move the stick and the painful leg forward together, then step through with the good leg.
- The stick stays close to your side, not far out in front.

## Walking with crutches
- Move both crutches forward a short distance, then step the operated leg forward between them, putting through it only the weight you have been allowed.
- Push down through your hands, not your armpits, to take the weight; with elbow crutches the cuff sits just below the elbow.
- Then step through with the good leg.
- As you improve, you may move to one crutch, held in the hand opposite the operated leg.

## Walking with a frame
- Lift or push the frame a short step ahead, with all its feet on the ground before you step.
- Step the operated leg into the frame, then the good leg.
- Stand tall inside the frame; do not walk too close to the front bar or too far behind it.

## Staying safe
- Stand up and sit down by pushing from the chair arms, not by pulling on the frame.
- Watch for rugs, wet floors, cables and pets.
- Wear supportive closed shoes.
- Take extra care on slopes, kerbs and uneven ground.

## Talk to your clinician if
- You feel unsteady even with the aid, or have fallen.
- You get pain in the hands, wrists, shoulders or armpits.
- You are unsure whether you still need it.
`,
  },
  fr: {
    title: `Utiliser une canne, des béquilles ou un déambulateur`,
    summary: `Une aide à la marche bien réglée et bien utilisée rend la marche plus sûre et moins douloureuse. Voici comment vérifier la hauteur et quelle main et quelle jambe avancent ensemble.`,
    body: `
## Pourquoi en utiliser une ?
Une aide à la marche soulage une jambe douloureuse ou en cours de guérison, améliore l’équilibre et peut permettre de marcher plus loin avec moins de douleur. S’en servir un temps n’est pas un renoncement : cela aide souvent à rester actif. Votre kinésithérapeute ou physiothérapeute vous conseillera l’aide adaptée, l’appui autorisé sur la jambe et le moment de l’abandonner.

## Bien régler la hauteur
Tenez-vous droit, avec vos chaussures habituelles, bras détendus le long du corps. La poignée de la canne, de la béquille ou du déambulateur doit arriver au niveau du pli du poignet. En la tenant, votre coude doit être légèrement plié. Trop haute, elle fait remonter l’épaule ; trop basse, elle vous fait pencher en avant. Vérifiez que les embouts en caoutchouc ne sont pas lisses, et remplacez-les s’ils sont usés.

## Marcher avec une canne
- Tenez la canne dans la main opposée à la jambe douloureuse ou opérée.
- Avancez en même temps la canne et la jambe douloureuse, puis faites le pas avec la bonne jambe.
- La canne reste près du corps, pas loin devant.

## Marcher avec des béquilles
- Avancez les deux béquilles d’un petit pas, puis la jambe opérée entre elles, en ne mettant que l’appui autorisé.
- Appuyez-vous sur les mains et non sous les aisselles ; avec des cannes anglaises, la manchette se place juste sous le coude.
- Puis avancez la bonne jambe.
- En progressant, vous passerez peut-être à une seule béquille, tenue dans la main opposée à la jambe opérée.

## Marcher avec un déambulateur
- Soulevez ou poussez le déambulateur d’un petit pas en avant, tous ses pieds au sol avant de marcher.
- Avancez la jambe opérée dans le cadre, puis la bonne jambe.
- Restez droit à l’intérieur du cadre, ni collé à la barre avant ni trop en arrière.

## En toute sécurité
- Levez-vous et asseyez-vous en poussant sur les accoudoirs, sans tirer sur le déambulateur.
- Attention aux tapis, sols mouillés, fils électriques et animaux.
- Portez des chaussures fermées qui maintiennent bien le pied.
- Soyez prudent dans les pentes, sur les trottoirs et les terrains irréguliers.

## Parlez-en à votre thérapeute si
- Vous vous sentez instable même avec l’aide, ou êtes tombé.
- Vous avez mal aux mains, aux poignets, aux épaules ou sous les bras.
- Vous ne savez pas si vous en avez encore besoin.
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
      title: 'Assistive devices for balance and mobility: benefits, demands, and adverse consequences',
      publisher: 'Bateni H, Maki BE, Archives of Physical Medicine and Rehabilitation',
      year: 2005,
    },
  ],
});
