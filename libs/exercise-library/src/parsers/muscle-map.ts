/**
 * How the open data sets' gym vocabulary maps onto our taxonomy: muscles to body regions, their
 * equipment names to our equipment ids, and a few words in titles to positions and kinds.
 */
import { nearestCategory } from '../catalogue/categories.js';
import type { KindKey, Position, RegionKey } from '../catalogue/base-exercise.js';
import { slug } from './text.js';

/** Muscle names (wger Latin and English names, everkinetic names, lower-cased) to regions. */
export const MUSCLE_REGION: Record<string, RegionKey> = {
  'biceps brachii': 'elbow-forearm',
  biceps: 'elbow-forearm',
  brachialis: 'elbow-forearm',
  'triceps brachii': 'elbow-forearm',
  triceps: 'elbow-forearm',
  'anterior deltoid': 'shoulder',
  deltoid: 'shoulder',
  shoulders: 'shoulder',
  'serratus anterior': 'shoulder',
  'pectoralis major': 'shoulder',
  chest: 'shoulder',
  'rectus abdominis': 'core',
  abs: 'core',
  abdominals: 'core',
  'obliquus externus abdominis': 'core',
  obliques: 'core',
  gastrocnemius: 'ankle-foot',
  calves: 'ankle-foot',
  soleus: 'ankle-foot',
  'gluteus maximus': 'hip',
  'glutaeus maximus': 'hip',
  glutes: 'hip',
  trapezius: 'thoracic',
  'quadriceps femoris': 'knee',
  quadriceps: 'knee',
  quads: 'knee',
  'biceps femoris': 'knee',
  hamstrings: 'knee',
  'ischiocrural muscles': 'knee',
  'latissimus dorsi': 'thoracic',
  lats: 'thoracic',
  'erector spinae': 'lumbar',
  'lower back': 'lumbar',
};

const EQUIPMENT: Record<string, string | null> = {
  body: null,
  bodyweight: null,
  'none-bodyweight-exercise': null,
  none: null,
  dumbbells: 'dumbbell',
  dumbbell: 'dumbbell',
  barbell: 'barbell',
  bar: 'barbell',
  'wide-bar': 'barbell',
  'sz-bar': 'ez-bar',
  'v-bar': 'cable-machine',
  cable: 'cable-machine',
  'cable-machine': 'cable-machine',
  machine: 'machine',
  'smith-machine': 'machine',
  'chest-machine': 'machine',
  't-bar-machine': 'machine',
  'exercise-band': 'resistance-band',
  'resistance-band': 'resistance-band',
  'swiss-ball': 'ball',
  'exercise-ball': 'ball',
  'stability-ball': 'ball',
  'medicine-ball': 'medicine-ball',
  'bosu-ball': 'bosu',
  'balance-board': 'balance-board',
  bench: 'bench',
  'flat-bench': 'bench',
  'incline-bench': 'bench',
  'gym-mat': 'mat',
  'pull-up-bar': 'pull-up-bar',
  'parallel-bars': 'parallel-bars',
  kettlebell: 'kettlebell',
  'weight-plate': 'weight-plate',
  weight: 'weight-plate',
  towel: 'towel',
};

/** Our equipment id for a free-text equipment name ("bench: incline" -> "bench"), null for none. */
export function equipmentId(name: string): string | null {
  const base = slug(name.split(':')[0] ?? name);
  const full = slug(name);
  if (full in EQUIPMENT) {
    return EQUIPMENT[full] ?? null;
  }
  if (base in EQUIPMENT) {
    return EQUIPMENT[base] ?? null;
  }
  return base === '' ? null : base;
}

export function positionFromTitle(title: string): Position {
  const t = title.toLowerCase();
  if (/\b(seated|sitting|sit)\b/.test(t)) {
    return 'sitting';
  }
  if (/\b(prone|face down)\b/.test(t)) {
    return 'prone';
  }
  if (/\b(side[- ]lying|side plank|lateral plank)\b/.test(t)) {
    return 'side-lying';
  }
  if (/\b(lying|supine|floor press|bench ?press|crunch|sit-?ups?|leg raises?|bridge|glute bridge)\b/.test(t)) {
    return 'supine';
  }
  if (/\b(plank|push-?ups?|press-?ups?|bird dog|quadruped|all fours)\b/.test(t)) {
    return 'quadruped';
  }
  if (/\bkneeling\b/.test(t)) {
    return 'kneeling';
  }
  return 'standing';
}

export function kindFromTitle(title: string, fallback: KindKey): KindKey {
  const t = title.toLowerCase();
  if (/stretch/.test(t)) {
    return 'stretching';
  }
  if (/\b(static|isometric|hold|plank|wall sit)\b/.test(t)) {
    return 'isometric';
  }
  if (/\b(balance|single[- ]leg stand)\b/.test(t)) {
    return 'balance';
  }
  if (/\b(jump|hop|bound|burpee|skipping|plyo)/.test(t)) {
    return 'return-to-sport';
  }
  return fallback;
}

export { nearestCategory };

/** Title words to a pose of our drawing library, so generated drawings of imported exercises show the movement. */
const TITLE_POSES: [RegExp, string][] = [
  [/reverse wrist|wrist extension/, 'wrist-ext'],
  [/wrist curl|wrist flexion/, 'wrist-flex'],
  [/leg curl|hamstring curl|nordic/, 'knee-flex'],
  [/leg extension/, 'knee-ext'],
  [/calf raise|calf press|heel raise/, 'heel-raise'],
  [/squat|wall sit|burpee/, 'squat'],
  [/lunge|split/, 'lunge'],
  [/deadlift|good morning|swing|hinge/, 'hinge'],
  [/hip thrust|bridge/, 'bridge'],
  [/step[- ]?up/, 'step-up'],
  [/jump|hop|bound/, 'jump'],
  [/run|jog|walk|sprint|treadmill/, 'walk'],
  [/cycl|bike|spinning/, 'cycle'],
  [/plank|mountain climber/, 'plank'],
  [/crunch|sit[- ]?up/, 'crunch'],
  [/leg raise|leg lift/, 'slr'],
  [/superman|back extension|hyperextension/, 'prone-ext'],
  [/twist|rotation|woodchop|wood chop/, 'trunk-rot'],
  [/side bend/, 'trunk-side'],
  [/push[- ]?up|press[- ]?up/, 'pushup'],
  [/fly|flye|pec deck|butterfly|reverse fly/, 'sh-horiz'],
  [/row/, 'sh-row'],
  [/pull[- ]?up|chin[- ]?up|pull[- ]?down|pulldown/, 'sh-press'],
  [/lateral raise|side raise/, 'sh-abd'],
  [/front raise/, 'sh-flex'],
  [/shrug/, 'sh-shrug'],
  [/kickback|pushdown|push[- ]?down|skull|triceps|dip/, 'elb-ext'],
  [/curl/, 'elb-flex'],
  [/shoulder press|military|overhead press|arnold/, 'sh-press'],
  [/bench press|chest press|floor press|benchpress/, 'sh-punch'],
  [/adduct/, 'hip-add'],
  [/abduct/, 'hip-abd'],
  [/neck/, 'neck-flex'],
];

export function poseFromTitle(title: string): string | null {
  const t = title.toLowerCase();
  for (const [re, pose] of TITLE_POSES) {
    if (re.test(t)) {
      return pose;
    }
  }
  return null;
}
