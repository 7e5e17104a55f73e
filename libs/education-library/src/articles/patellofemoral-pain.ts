/* eslint-disable no-irregular-whitespace -- French typography: the no-break spaces are meant */
import { article } from '../article.js';

export const patellofemoralPain = article({
  id: 'patellofemoral-pain',
  category: 'lower-limb',
  regions: ['knee', 'hip'],
  tags: ['patellofemoral pain', 'kneecap', 'anterior knee pain', 'runners knee', 'stairs', 'squatting'],
  reviewed: '2026-12-02',
  en: {
    title: `Pain around the kneecap (patellofemoral pain)`,
    summary: `Patellofemoral pain is an ache around or behind the kneecap, common in active people. Adjusting your load and strengthening the hip and knee muscles helps most people.`,
    body: `
## What it is
Patellofemoral pain is an ache at the front of the knee, around or behind the kneecap. It is typically worse with activities that load the bent knee: squatting, kneeling, going up or especially down stairs and slopes, running, jumping, or sitting for a long time with the knees bent. It is common in teenagers, runners and people who have recently increased their activity. It is not caused by damage to the cartilage, and it is not an early sign of arthritis.

## Why it happens
The knee has a certain capacity for load. When the load on the front of the knee rises faster than the tissues can adapt, for example a jump in running distance, more hill walking or a new job with lots of squatting, the area becomes sensitive. Weakness in the hip and thigh muscles, and sometimes foot and movement patterns, can play a part.

## What helps
- Adjust, do not avoid. Reduce activities that clearly flare the pain for a few weeks, for example shorter runs on flat ground, and keep doing what you can comfortably.
- Exercise is the best-supported treatment. Combined hip and knee strengthening, such as side-lying leg raises, bridges, wall sits at a comfortable angle, step-ups and leg presses, reduces pain and improves function. It usually takes six weeks or more.
- Aim for mild discomfort at most during exercise (up to about 3 out of 10) that settles quickly afterwards.
- Taping of the kneecap or foot orthoses can help some people in the short term, as an aid to exercise, not instead of it.
- Change position often when sitting; straighten your knees every so often.
- Return to running or sport gradually once everyday activities are comfortable.

## What to expect
Most people improve within a few months with a consistent program. Symptoms can return if load increases too quickly, so keep some strengthening going once you are better.

## See your clinician if
- The knee swells, locks, or gives way, especially after a twist or fall.
- There is pain at rest or at night, or pain in the hip or thigh in a young person, who may need a hip check.
- There is no improvement after six to eight weeks of your exercise program.
`,
  },
  fr: {
    title: `Douleur autour de la rotule (syndrome fémoro-patellaire)`,
    summary: `Le syndrome fémoro-patellaire est une douleur autour ou derrière la rotule, fréquente chez les personnes actives. Adapter ses efforts et renforcer les muscles de la hanche et du genou aide la plupart des gens.`,
    body: `
## De quoi s’agit-il ?
Le syndrome fémoro-patellaire est une douleur à l’avant du genou, autour ou derrière la rotule. Elle augmente surtout quand le genou plié est sollicité : s’accroupir, s’agenouiller, monter et surtout descendre les escaliers ou les pentes, courir, sauter, ou rester longtemps assis genoux pliés. Il est fréquent chez les adolescents, les coureurs et les personnes qui ont récemment augmenté leur activité. Il ne s’agit pas d’une lésion du cartilage ni d’un début d’arthrose.

## Pourquoi cela arrive-t-il ?
Le genou a une certaine capacité à supporter des charges. Quand la sollicitation de l’avant du genou augmente plus vite que les tissus ne s’adaptent (distance de course qui grimpe, randonnées en côte, nouveau travail avec beaucoup d’accroupissements), la zone devient sensible. Une faiblesse des muscles de la hanche et de la cuisse, et parfois la façon de poser le pied ou de bouger, peuvent y contribuer.

## Ce qui aide
- Adapter plutôt qu’éviter : réduisez quelques semaines les activités qui réveillent nettement la douleur, par exemple des sorties plus courtes sur terrain plat, et continuez ce que vous faites confortablement.
- L’exercice est le traitement le mieux validé. Le renforcement combiné de la hanche et du genou (élévations de jambe sur le côté, pont fessier, chaise contre un mur à un angle confortable, montées de marche, presse) diminue la douleur et améliore la fonction. Il faut en général six semaines ou plus.
- Visez au maximum une gêne légère pendant l’exercice (jusqu’à environ 3 sur 10), qui se calme vite ensuite.
- Un strapping de la rotule ou des semelles peuvent aider certaines personnes à court terme, pour accompagner l’exercice et non le remplacer.
- Changez souvent de position en étant assis et tendez les genoux de temps en temps.
- Reprenez la course ou le sport progressivement, une fois les activités quotidiennes devenues confortables.

## À quoi s’attendre
La plupart des personnes s’améliorent en quelques mois avec un programme suivi régulièrement. Les symptômes peuvent revenir si la charge augmente trop vite : gardez un peu de renforcement une fois rétabli.

## Consultez si
- Le genou gonfle, se bloque ou se dérobe, surtout après une torsion ou une chute.
- La douleur est présente au repos ou la nuit, ou, chez un jeune, la douleur touche la hanche ou la cuisse : la hanche doit alors être examinée.
- Vous ne constatez aucun progrès après six à huit semaines de programme.
`,
  },
  sources: [
    {
      title:
        'Patellofemoral pain: clinical practice guidelines linked to the International Classification of Functioning, Disability and Health',
      publisher:
        'Willy RW et al., Journal of Orthopaedic & Sports Physical Therapy (American Physical Therapy Association)',
      year: 2019,
    },
    {
      title:
        '2018 consensus statement on exercise therapy and physical interventions (orthoses, taping and manual therapy) to treat patellofemoral pain',
      publisher: 'Collins NJ et al., British Journal of Sports Medicine',
      year: 2018,
    },
    {
      title: 'Exercise for treating patellofemoral pain syndrome',
      publisher: 'van der Heijden RA et al., Cochrane Database of Systematic Reviews',
      year: 2015,
    },
  ],
});
