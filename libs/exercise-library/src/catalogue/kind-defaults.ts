/**
 * Per-kind defaults: the starting parameters a clinician would usually prescribe for this kind of
 * exercise (titles from the spec's default parameter titles), and the safety cue used when a base
 * has no more specific one. Frequencies use the clinical "days per week" notation (3/7), which reads
 * the same in English and French.
 */
import { t, type Bilingual, type KindKey } from './base-exercise.js';
import type { Mode } from './base-exercise.js';
import type { EquipVariant } from './vocabulary.js';

export type Parameter = { title: string; value: string };

const p = (title: string, value: string): Parameter => ({ title, value });

export const KIND_PARAMETERS: Record<KindKey, Parameter[]> = {
  mobility: [p('Sets', '2'), p('Reps', '10'), p('Frequency', '7/7')],
  stretching: [p('Reps', '3'), p('Hold', '30 s'), p('Frequency', '7/7')],
  isometric: [p('Reps', '10'), p('Hold', '10 s'), p('Rest', '10 s'), p('Frequency', '7/7')],
  strengthening: [p('Sets', '3'), p('Reps', '10'), p('Rest', '60 s'), p('Tempo', '2-0-2'), p('Frequency', '3/7')],
  balance: [p('Reps', '3'), p('Duration', '30 s'), p('Rest', '30 s'), p('Frequency', '7/7')],
  neuro: [p('Sets', '2'), p('Reps', '10'), p('Frequency', '7/7')],
  vestibular: [p('Reps', '3'), p('Duration', '30 s'), p('Rest', '30 s'), p('Frequency', '7/7')],
  breathing: [p('Sets', '3'), p('Reps', '6'), p('Rest', '30 s'), p('Frequency', '7/7')],
  functional: [p('Sets', '2'), p('Reps', '10'), p('Rest', '60 s'), p('Frequency', '5/7')],
  'return-to-sport': [p('Sets', '3'), p('Reps', '8'), p('Rest', '90 s'), p('Frequency', '2/7')],
  aerobic: [p('Duration', '20 min'), p('Intensity', 'RPE 12-13/20'), p('Frequency', '5/7')],
};

export const KIND_SAFETY: Record<KindKey, Bilingual> = {
  mobility: t(
    'Stay within a comfortable range: a mild stretch or effort is fine, sharp or increasing pain is not.',
    "Restez dans une amplitude confortable : une légère tension est normale, une douleur vive ou croissante ne l'est pas.",
  ),
  stretching: t(
    'Stretch gently and without bouncing; ease off if you feel pain, tingling or numbness.',
    'Étirez en douceur et sans à-coups ; relâchez si vous ressentez une douleur, des fourmillements ou un engourdissement.',
  ),
  isometric: t(
    'Build up the effort gradually and keep breathing normally; do not hold your breath.',
    "Augmentez l'effort progressivement et respirez normalement ; ne bloquez pas votre respiration.",
  ),
  strengthening: t(
    'Use a resistance you can control with good form on every repetition; stop if pain goes above 3/10 or lasts after the session.',
    'Choisissez une résistance que vous contrôlez à chaque répétition ; arrêtez si la douleur dépasse 3/10 ou persiste après la séance.',
  ),
  balance: t(
    'Practise next to a wall or a sturdy support, with nothing around you to trip over.',
    "Pratiquez à côté d'un mur ou d'un appui solide, sans obstacle autour de vous.",
  ),
  neuro: t(
    'Move slowly and with attention: quality matters more than the number of repetitions. Rest if you feel unusual fatigue.',
    'Bougez lentement et avec attention : la qualité compte plus que le nombre de répétitions. Reposez-vous en cas de fatigue inhabituelle.',
  ),
  vestibular: t(
    'Mild dizziness that settles within a minute is expected; stop and sit down if it is strong or lasts. Keep a chair close by.',
    "Un léger vertige qui disparaît en moins d'une minute est attendu ; arrêtez et asseyez-vous s'il est fort ou persiste. Gardez une chaise à proximité.",
  ),
  breathing: t(
    'Breathe gently and never force; return to normal breathing if you feel light-headed or tingly.',
    'Respirez en douceur sans jamais forcer ; reprenez une respiration normale si vous avez la tête qui tourne ou des fourmillements.',
  ),
  functional: t(
    'Take your time and keep a support within reach; stop if you feel unsteady.',
    "Prenez votre temps et gardez un appui à portée de main ; arrêtez si vous vous sentez instable.",
  ),
  'return-to-sport': t(
    'Warm up first; land softly with your knees in line with your toes, and stop if you feel pain or the joint gives way.',
    "Échauffez-vous d'abord ; réceptionnez-vous en douceur, genoux dans l'axe des orteils, et arrêtez en cas de douleur ou de dérobement.",
  ),
  aerobic: t(
    'Work at a pace where you can still speak in short sentences; stop if you have chest pain, unusual breathlessness or dizziness.',
    "Gardez un rythme qui vous permet encore de parler par phrases courtes ; arrêtez en cas de douleur thoracique, d'essoufflement inhabituel ou de vertige.",
  ),
};

/** Parameters of one variant: the base's (or kind's) defaults adjusted for load and mode. */
export function variantParameters(
  base: Parameter[],
  equip: EquipVariant,
  mode: Mode,
  limbIsArm: boolean,
): Parameter[] {
  let out = base.map((x) => ({ ...x }));
  const set = (title: string, value: string): void => {
    const found = out.find((x) => x.title === title);
    if (found) {
      found.value = value;
    } else {
      out.push(p(title, value));
    }
  };
  if (equip === 'dumbbell') {
    set('Load', limbIsArm ? '1-2 kg' : '2-5 kg');
  } else if (equip === 'cuff') {
    set('Load', limbIsArm ? '0.5-1 kg' : '1-2 kg');
  }
  switch (mode) {
    case 'eccentric':
      set('Reps', '8');
      set('Tempo', '1-0-4');
      break;
    case 'hold':
      set('Hold', '3 s');
      break;
    case 'contract-relax':
      set('Reps', '3');
      set('Hold', '5 s + 20 s');
      break;
    case 'dynamic':
      out = out.filter((x) => x.title !== 'Hold');
      set('Sets', '2');
      set('Reps', '10');
      break;
    case 'strong':
      set('Intensity', '70%');
      break;
    case 'sustained':
      set('Reps', '5');
      set('Hold', '45 s');
      set('Rest', '60 s');
      break;
    case 'static':
      set('Reps', '5');
      set('Hold', '30 s');
      out = out.filter((x) => x.title !== 'Tempo');
      break;
    case 'power':
      set('Reps', '8');
      set('Tempo', 'X-0-3');
      break;
    case 'active':
    case 'assisted':
    case 'dual-task':
      break;
  }
  return out.sort((a, b) => order(a.title) - order(b.title));
}

/** The spec's order of default parameter titles, so every item lists them the same way. */
const TITLE_ORDER = ['Sets', 'Reps', 'Load', 'Hold', 'Rest', 'Tempo', 'Intensity', 'Duration', 'Frequency'];

function order(title: string): number {
  const i = TITLE_ORDER.indexOf(title);
  return i < 0 ? TITLE_ORDER.length : i;
}
