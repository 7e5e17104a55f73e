/**
 * The reviewed mapping of the imported data sets (wger, everkinetic, free-exercise-db) onto our
 * taxonomy: their muscles to body regions, their equipment and categories to rehabilitation
 * content or strength-and-conditioning content, and so to a category.
 *
 * Sources and reasoning (reviewed by hand, entry by entry, 2026-12-03):
 * - A muscle counts for the joint it chiefly moves as these data sets use it (prime mover of the
 *   exercise): OpenStax, Anatomy and Physiology 2e (2022), ch. 11.5-11.6, "Muscles of the pectoral
 *   girdle and upper limbs" and "Appendicular muscles of the pelvic girdle and lower limbs"
 *   (actions tables), and Kendall et al., Muscles: Testing and Function, 5th ed. (2005).
 *   Two-joint muscles name both joints (hamstrings: knee and hip); pectoralis major and the
 *   deltoid move the shoulder; the trapezius moves the shoulder girdle (shrugs, rows), filed
 *   under shoulder; the forearm muscles of these data sets are wrist flexors and extensors
 *   loaded for the elbow (wrist curls), filed under elbow and forearm as our catalogue files
 *   tennis-elbow loading.
 * - Strength-and-conditioning content: what the NSCA's Essentials of Strength Training and
 *   Conditioning, 4th ed. (2016), ch. 14-15 (resistance training and plyometric technique) and
 *   the IWF technical rules (snatch, clean and jerk) describe as gym, weightlifting, powerlifting,
 *   strongman or plyometric training: barbells and their bars, machines and cables, kettlebells,
 *   sleds, the Olympic lifts and their pulls, strongman implements, jumps, bounds and hops. Such
 *   an item is filed under Strength and conditioning, grouped as coaches group it, never under a
 *   rehabilitation region's subcategory; it keeps its body regions for searches by region.
 * - Everything else (body weight, dumbbells, bands, balls, foam rollers, stretches, cardio) stays
 *   under its region and the kind its title says (stretching, isometric...), as before.
 */
import type { KindKey, RegionKey } from '../catalogue/base-exercise.js';
import { nearestCategory, strengthCategory, type StrengthGroup } from '../catalogue/categories.js';
import { kindFromTitle } from './muscle-map.js';

/** Muscle names of the three data sets, lower-cased, to the regions they move (first: the main one). */
export const MUSCLE_REGIONS: Record<string, RegionKey[]> = {
  // wger (Latin name and English short name), everkinetic, free-exercise-db
  'biceps brachii': ['elbow-forearm'],
  biceps: ['elbow-forearm'],
  brachialis: ['elbow-forearm'],
  'triceps brachii': ['elbow-forearm'],
  triceps: ['elbow-forearm'],
  forearms: ['elbow-forearm', 'wrist-hand'],
  'anterior deltoid': ['shoulder'],
  deltoid: ['shoulder'],
  shoulders: ['shoulder'],
  'serratus anterior': ['shoulder'],
  'pectoralis major': ['shoulder'],
  chest: ['shoulder'],
  trapezius: ['shoulder', 'thoracic'],
  traps: ['shoulder', 'thoracic'],
  'latissimus dorsi': ['shoulder', 'thoracic'],
  lats: ['shoulder', 'thoracic'],
  'middle back': ['thoracic'],
  neck: ['neck'],
  'rectus abdominis': ['core'],
  abs: ['core'],
  abdominals: ['core'],
  'obliquus externus abdominis': ['core'],
  obliques: ['core'],
  'erector spinae': ['lumbar'],
  'lower back': ['lumbar'],
  'gluteus maximus': ['hip'],
  'glutaeus maximus': ['hip'],
  glutes: ['hip'],
  adductors: ['hip'],
  abductors: ['hip'],
  'quadriceps femoris': ['knee'],
  quadriceps: ['knee'],
  quads: ['knee'],
  'biceps femoris': ['knee', 'hip'],
  hamstrings: ['knee', 'hip'],
  'ischiocrural muscles': ['knee', 'hip'],
  gastrocnemius: ['ankle-foot'],
  calves: ['ankle-foot'],
  soleus: ['ankle-foot'],
};

/** Our equipment ids (muscle-map.ts `equipmentId`) that make an item gym content. */
export const GYM_EQUIPMENT = new Set([
  'barbell',
  'ez-bar',
  'machine',
  'cable-machine',
  'smith-machine',
  'kettlebell',
  'kettlebells',
  'sled',
  'trap-bar',
  't-bar',
  'weight-plate',
  'chains',
]);

/** Equipment named in a title when the data set lists none ("Barbell Hack Squats" lists nothing in wger). */
const TITLE_EQUIPMENT: [RegExp, string][] = [
  [/\b(barbell|bb)\b/, 'barbell'],
  [/\b(ez|sz)[- ]?(curl )?bar\b/, 'ez-bar'],
  [/\btrap[- ]bar\b/, 'trap-bar'],
  [/\bsmith\b|\bmultipress\b/, 'machine'],
  [
    /\bmachine\b|\bleg press(es)?\b|\bpec deck\b|\bhack squats?\b|\bpendul(ar|um) (hack|squat)|\blat pull-?downs?\b/,
    'machine',
  ],
  [/\bcable\b|\bpulley\b/, 'cable-machine'],
  [/\bkettlebell\b/, 'kettlebell'],
  [/\bdumbbells?\b/, 'dumbbell'],
  // Not the iliotibial band of a foam-roller or stretch title.
  [/(?<!\b(it|iliotibial) )\bbands?\b/, 'resistance-band'],
];

/** Titles of the Olympic lifts and their derivatives (IWF rules; NSCA ch. 15). */
const OLYMPIC = /\b(snatch|clean|jerk|high pull|hang pull)\b/;
/** Strongman implements and events. */
const STRONGMAN =
  /\b(atlas stones?|farmer'?s? (walk|carry)|yoke|tire flip|log lift|keg|conan'?s wheel|sleds?|prowler|axle|car deadlift|rickshaw)\b/;
/** Jumps, hops, bounds and throws done for power (NSCA ch. 16, plyometric training). */
const PLYOMETRIC =
  /\b(jump|jumps|jumping|hop|hops|hopping|bound|bounds|bounding|burpees?|plyo\w*|depth drop|skater|tuck jump|box jump|medicine ball (slam|throw))\b/;
/** Lifts that are gym lifts whatever the data set lists as equipment. */
const GYM_LIFTS =
  /\b(deadlifts?|good mornings?|bench ?press(es)?|benchpress|hack squats?|leg press(es)?|back squats?|front squats?|overhead squats?|military press|pull-?overs?|skull ?crushers?|muscle[- ]ups?|hyperextensions?|shrugs?|thrusters?)\b/;

/**
 * Regions a title names, for entries whose data set names no muscle (wger files "Side Lying Hip
 * Abduction" under Legs without muscles): the first that matches.
 */
const TITLE_REGIONS: [RegExp, RegionKey][] = [
  [/\bneck\b|\bcervical\b/, 'neck'],
  [/\bwrist\b|\bfinger|\bgrip\b|\bhand\b/, 'wrist-hand'],
  [/\bankle|\bcalf\b|\bcalves\b|\btibialis\b|\bfoot\b|\btoe raise/, 'ankle-foot'],
  [/\bhip\b|\bhips\b|\bglute|\bpiriformis|\badduct|\babduct|\bgroin\b|\bpigeon\b|\bfigure four\b|\bclam/, 'hip'],
  [
    /\bhamstring|\bquad|\bknee\b|\bsquat|\blunge|\bstep-?ups?\b|\bleg curl|\bleg extension|\bnordic\b|\bit band\b|\biliotibial\b/,
    'knee',
  ],
  [/\blower back\b|\blumbar\b|\bsuperman\b|\bback extension|\bknee to chest\b/, 'lumbar'],
  [/\bthoracic\b|\bupper back\b|\brow\b|\brows\b/, 'thoracic'],
  [/\bcore\b|\bab\b|\babs\b|\bplank|\bcrunch|\bsit-?ups?\b|\boblique|\btwist|\bdead bug\b|\bhollow\b/, 'core'],
  [/\bshoulder|\bdelt|\bscap|\brotator\b|\bchest\b|\bpush-?ups?\b|\bpec\b/, 'shoulder'],
  [/\bbiceps?\b|\btriceps?\b|\bcurl\b|\bcurls\b|\belbow\b|\bforearm/, 'elbow-forearm'],
];

export function regionOfTitle(title: string): RegionKey | null {
  const t = title.toLowerCase();
  return TITLE_REGIONS.find(([re]) => re.test(t))?.[1] ?? null;
}

/** What the data sets call a category of training (free-exercise-db `category`, wger's Cardio). */
export type SourceCategory =
  'strength' | 'stretching' | 'plyometrics' | 'powerlifting' | 'olympic weightlifting' | 'strongman' | 'cardio' | null;

export interface ImportFacts {
  title: string;
  /** Primary muscles, as the data set names them. */
  primaryMuscles: string[];
  /** Our equipment ids. */
  equipment: string[];
  sourceCategory: SourceCategory;
  /** The region the data set's own category suggests when the muscles say nothing (wger "Calves"). */
  fallbackRegion: RegionKey;
  /** The kind when the title says none ('isometric' for everkinetic's isometric type). */
  fallbackKind?: KindKey;
}

export interface ImportClass {
  category: string;
  bodyRegions: RegionKey[];
  kind: KindKey;
  equipment: string[];
  /** True for strength-and-conditioning content. */
  strength: boolean;
}

export function regionsOfMuscles(muscles: string[]): RegionKey[] {
  return [...new Set(muscles.flatMap((m) => MUSCLE_REGIONS[m.trim().toLowerCase()] ?? []))];
}

/** The equipment a title names besides what the data set lists. */
export function equipmentOfTitle(title: string, listed: string[]): string[] {
  const t = title.toLowerCase();
  const named = TITLE_EQUIPMENT.filter(([re]) => re.test(t)).map(([, id]) => id);
  return [...new Set([...listed, ...named])];
}

const UPPER: RegionKey[] = ['shoulder', 'elbow-forearm', 'wrist-hand', 'neck', 'thoracic'];
const LOWER: RegionKey[] = ['hip', 'knee', 'ankle-foot'];

function strengthGroup(title: string, sourceCategory: SourceCategory, main: RegionKey): StrengthGroup {
  if (sourceCategory === 'olympic weightlifting' || OLYMPIC.test(title)) return 'olympic-lifts';
  if (sourceCategory === 'strongman' || STRONGMAN.test(title)) return 'strongman';
  if (sourceCategory === 'plyometrics' || PLYOMETRIC.test(title)) return 'plyometrics';
  if (sourceCategory === 'powerlifting') return 'powerlifting';
  if (UPPER.includes(main)) return 'upper-body';
  if (LOWER.includes(main)) return 'lower-body';
  return 'trunk';
}

/**
 * An imported item's category, regions and kind: strength-and-conditioning content under its
 * group of Strength and conditioning; the rest under its main region and kind (nearest category).
 */
export function classifyImport(facts: ImportFacts): ImportClass {
  const title = facts.title.toLowerCase();
  const equipment = equipmentOfTitle(facts.title, facts.equipment);
  const fromMuscles = regionsOfMuscles(facts.primaryMuscles);
  const main = fromMuscles[0] ?? regionOfTitle(facts.title) ?? facts.fallbackRegion;
  const bodyRegions = [...new Set([main, ...fromMuscles])];
  const cardio = facts.sourceCategory === 'cardio';
  const stretch = facts.sourceCategory === 'stretching' || /stretch/.test(title);
  const strength =
    !cardio &&
    !stretch &&
    (['plyometrics', 'powerlifting', 'olympic weightlifting', 'strongman'].includes(facts.sourceCategory ?? '') ||
      equipment.some((e) => GYM_EQUIPMENT.has(e)) ||
      OLYMPIC.test(title) ||
      STRONGMAN.test(title) ||
      PLYOMETRIC.test(title) ||
      GYM_LIFTS.test(title));
  const kind: KindKey = cardio
    ? 'aerobic'
    : stretch
      ? 'stretching'
      : kindFromTitle(facts.title, facts.fallbackKind ?? 'strengthening');
  if (strength) {
    return {
      category: strengthCategory(strengthGroup(title, facts.sourceCategory, main)),
      bodyRegions,
      kind: kind === 'return-to-sport' ? 'strengthening' : kind,
      equipment,
      strength,
    };
  }
  // Cardio is whole-body aerobic work whatever the muscles say.
  const region: RegionKey = cardio ? 'whole-body' : main;
  // A plyometric kind is never left under a region here: what jumps is strength content above.
  const rehabKind: KindKey = kind === 'return-to-sport' ? 'strengthening' : kind;
  return {
    category: nearestCategory(region, rehabKind),
    bodyRegions: cardio ? ['whole-body', ...bodyRegions.filter((r) => r !== 'whole-body')] : bodyRegions,
    kind: rehabKind,
    equipment,
    strength,
  };
}
