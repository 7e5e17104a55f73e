/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const exerciseDuringPregnancy = article({
  id: 'exercise-during-pregnancy',
  category: 'pregnancy-pelvic-health',
  regions: ['general', 'pelvic-floor', 'lower-back'],
  tags: ['pregnancy', 'antenatal', 'exercise', 'pelvic girdle pain', 'pelvic floor', 'physical activity'],
  reviewed: '2026-12-02',
  en: {
    title: `Exercise during pregnancy`,
    summary: `For most pregnancies, regular moderate exercise is safe and good for both parent and baby. Aim for about 150 minutes a week, add pelvic floor training, and know the signs that mean stop.`,
    body: `
## Safe and beneficial
Current guidelines recommend that people with uncomplicated pregnancies stay physically active throughout. Regular exercise lowers the risk of gestational diabetes, high blood pressure in pregnancy, excessive weight gain and low mood, and can ease back and pelvic pain. It does not increase the risk of miscarriage, low birth weight or early labour in healthy pregnancies. If you were inactive before, it is still safe to start gently.

## How much
- Aim for at least 150 minutes a week of moderate activity, spread over at least three days, ideally a little every day.
- Moderate means you are breathing faster but can still hold a conversation.
- Include some muscle strengthening, such as body-weight exercises or light weights, and gentle stretching.
- Walking, swimming, water aerobics, stationary cycling, pregnancy yoga or pilates and strength classes are all good choices.

## Pelvic floor exercises
Daily pelvic floor muscle training during pregnancy reduces the risk of leaking urine in late pregnancy and after birth. Squeeze and lift the muscles around the back passage, vagina and bladder as if stopping wind and the flow of urine, hold for a few seconds, and relax fully. Build up to ten long holds and ten quick squeezes, three times a day.

## Things to adjust
- Avoid activities with a high risk of falls or blows to the abdomen, such as contact sports, horse riding or skiing, and scuba diving.
- After about 16 weeks, if lying flat on your back makes you feel dizzy or unwell, do those exercises on your side or propped up instead.
- Drink enough, avoid overheating, and do not exercise in very hot, humid conditions.
- Pelvic girdle pain is common: keep your knees together when getting out of a car or bed, take smaller steps, and ask a physiotherapist for help.

## Check with your midwife or doctor first if
You have a heart or lung condition, bleeding, a low-lying placenta after 28 weeks, a history of early labour, a short cervix, or severe anaemia.

## Stop exercising and seek advice if
- You have vaginal bleeding, fluid leaking, or regular painful contractions.
- You feel dizzy or faint, have chest pain, a severe headache or breathlessness before exertion.
- You have calf pain or swelling, or notice your baby moving less.
`,
  },
  fr: {
    title: `L’activité physique pendant la grossesse`,
    summary: `Dans la plupart des grossesses, une activité physique modérée et régulière est sans danger et bénéfique pour la mère et le bébé. Visez environ 150 minutes par semaine, ajoutez la rééducation du périnée, et connaissez les signes qui imposent d’arrêter.`,
    body: `
## Sans danger et bénéfique
Les recommandations actuelles conseillent aux personnes dont la grossesse se déroule normalement de rester actives tout au long de celle-ci. L’exercice régulier diminue le risque de diabète gestationnel, d’hypertension de la grossesse, de prise de poids excessive et de baisse de moral, et peut soulager les douleurs de dos et de bassin. Il n’augmente pas le risque de fausse couche, de petit poids de naissance ou d’accouchement prématuré lorsque la grossesse est normale. Si vous étiez peu active avant, vous pouvez tout de même commencer en douceur.

## Combien ?
- Visez au moins 150 minutes par semaine d’activité modérée, réparties sur au moins trois jours, idéalement un peu chaque jour.
- Modérée signifie que vous respirez plus vite tout en pouvant tenir une conversation.
- Ajoutez un peu de renforcement, au poids du corps ou avec des charges légères, et des étirements doux.
- Marche, natation, aquagym, vélo d’appartement, yoga ou Pilates prénatal et cours de renforcement sont de bons choix.

## Les exercices du périnée
Un entraînement quotidien des muscles du plancher pelvien pendant la grossesse diminue le risque de fuites urinaires en fin de grossesse et après l’accouchement. Serrez et remontez les muscles autour de l’anus, du vagin et de la vessie, comme pour retenir un gaz et arrêter le jet d’urine, tenez quelques secondes, puis relâchez complètement. Progressez jusqu’à dix contractions longues et dix rapides, trois fois par jour.

## Ce qu’il faut adapter
- Évitez les activités à risque de chute ou de choc sur le ventre, comme les sports de contact, l’équitation ou le ski, ainsi que la plongée sous-marine.
- Après environ 16 semaines, si la position allongée sur le dos vous donne un malaise, faites ces exercices sur le côté ou en position semi-assise.
- Buvez suffisamment, évitez d’avoir trop chaud et ne faites pas d’exercice par forte chaleur humide.
- La douleur de la ceinture pelvienne est fréquente : gardez les genoux serrés pour sortir de la voiture ou du lit, faites de plus petits pas et demandez l’aide d’un kinésithérapeute ou d’une sage-femme.

## Demandez d’abord l’avis de votre sage-femme ou de votre médecin si
Vous avez une maladie cardiaque ou pulmonaire, des saignements, un placenta bas inséré après 28 semaines, des antécédents d’accouchement prématuré, un col court ou une anémie sévère.

## Arrêtez l’exercice et demandez conseil si
- Vous avez des saignements vaginaux, une perte de liquide ou des contractions douloureuses régulières.
- Vous avez un vertige ou un malaise, une douleur dans la poitrine, un mal de tête intense ou un essoufflement avant même l’effort.
- Vous avez une douleur ou un gonflement du mollet, ou sentez votre bébé moins bouger.
`,
  },
  sources: [
    {
      title: '2019 Canadian guideline for physical activity throughout pregnancy',
      publisher: 'Mottola MF et al., British Journal of Sports Medicine',
      year: 2018,
    },
    {
      title: 'Physical activity and exercise during pregnancy and the postpartum period (Committee Opinion No. 804)',
      publisher: 'American College of Obstetricians and Gynecologists (ACOG)',
      year: 2020,
    },
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour',
      publisher: 'World Health Organization',
      year: 2020,
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
    {
      title:
        'Pelvic floor muscle training for preventing and treating urinary and faecal incontinence in antenatal and postnatal women',
      publisher: 'Woodley SJ et al., Cochrane Database of Systematic Reviews',
      year: 2020,
    },
  ],
});
