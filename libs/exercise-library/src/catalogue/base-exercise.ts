/**
 * The authored shape of a base exercise (one clinically distinct movement) before the variant
 * generator multiplies it along the axes that make sense for it (position, equipment, support,
 * surface, side). Bases are written by hand in `bases/*.ts`, in English and French.
 */
import type { LocalisedText } from './library-item.js';

/** Text authored in both languages (French is never null for our own content). */
export interface Bilingual extends LocalisedText {
  en: string;
  fr: string;
}

/** Shorthand used by the base files: `t('Shoulder flexion', "Flexion d'épaule")`. */
export function t(en: string, fr: string): Bilingual {
  return { en, fr };
}

export const REGIONS = [
  'neck',
  'jaw',
  'shoulder',
  'elbow-forearm',
  'wrist-hand',
  'thoracic',
  'lumbar',
  'hip',
  'knee',
  'ankle-foot',
  'core',
  'pelvic-floor',
  'whole-body',
] as const;
export type RegionKey = (typeof REGIONS)[number];

export const KINDS = [
  'mobility',
  'stretching',
  'isometric',
  'strengthening',
  'balance',
  'neuro',
  'vestibular',
  'breathing',
  'functional',
  'return-to-sport',
  'aerobic',
] as const;
export type KindKey = (typeof KINDS)[number];

export const POSITIONS = [
  'standing',
  'sitting',
  'supine',
  'hook-lying',
  'prone',
  'side-lying',
  'quadruped',
  'kneeling',
  'half-kneeling',
  'long-sitting',
] as const;
export type Position = (typeof POSITIONS)[number];

/**
 * Equipment options a base can offer. 'band' expands to light, medium and heavy variants.
 * 'chair' means holding a chair for support (balance, standing leg work).
 */
export type EquipOption =
  | 'none'
  | 'band'
  | 'dumbbell'
  | 'cuff'
  | 'ball'
  | 'towel'
  | 'wall'
  | 'chair'
  | 'step'
  | 'stick';

/**
 * Support/progression of the movement. 'active' is the plain exercise. Besides what a base lists,
 * each kind adds its usual progressions (see variants.ts): a 3-second end-range hold for
 * strengthening, contract-relax and dynamic stretching, a stronger isometric effort, a cognitive
 * dual task for balance, and assistance for limb mobility.
 */
export type Mode =
  | 'active'
  | 'assisted'
  | 'eccentric'
  | 'hold'
  | 'contract-relax'
  | 'dynamic'
  | 'strong'
  | 'sustained'
  | 'static'
  | 'power'
  | 'dual-task';

/** Balance surfaces and sensory conditions. */
export type Surface = 'firm' | 'foam' | 'eyes-closed' | 'foam-eyes-closed';

export type SideStyle = 'turn' | 'tilt' | 'stretch' | 'support' | 'anchor' | 'diagonal' | 'leg-arm' | 'carry';

/** Which limb the side of a unilateral exercise refers to; drives "your left arm" / "le bras gauche". */
export type Limb = 'arm' | 'leg' | 'hand' | 'foot' | 'side';

/** A position with optional position-specific setup or movement text (else the base's text). */
export interface PositionOption {
  p: Position;
  setup?: Bilingual;
  move?: Bilingual;
  /** Restricts the base's equipment options in this position (e.g. no dumbbell lying on the side). */
  equipment?: EquipOption[];
  /** Balance surfaces offered in this position only (e.g. gaze exercises progress to foam when standing). */
  surfaces?: Surface[];
}

/** Drawing pose keys, see poses.ts. */
export type PoseKey = string;

export interface BaseExercise {
  key: string;
  region: RegionKey;
  /** Further body regions involved (the primary region is always first in the item). */
  regions?: RegionKey[];
  kind: KindKey;
  title: Bilingual;
  /** Set for unilateral exercises: left and right variants are generated. */
  limb?: Limb;
  /**
   * For limb 'side': what "left" means for this exercise (turning or tilting to the left, the left
   * side being stretched or supporting, the band anchored on the left, left arm with right leg...).
   */
  sideStyle?: SideStyle;
  /** In side-lying, whether the working limb is the top one (default) or the bottom one. */
  sideLying?: 'top' | 'bottom';
  positions: (Position | PositionOption)[];
  equipment?: EquipOption[];
  /** How to use each equipment option for this exercise (required for band, ball, towel, wall, step, stick). */
  eq?: Partial<Record<EquipOption, Bilingual>>;
  modes?: Mode[];
  /** False when the kind's usual progressions do not fit this exercise (e.g. quick pelvic floor flicks). */
  autoModes?: boolean;
  /** How the assisted mode is done for this exercise, when the limb default does not fit. */
  assist?: Bilingual;
  surfaces?: Surface[];
  /** Base-specific setup after the position sentence. */
  setup?: Bilingual;
  move: Bilingual;
  feel: Bilingual;
  /** Safety cue; the kind's default is used when absent. */
  safety?: Bilingual;
  /** Overrides the kind's default parameters. */
  params?: { title: string; value: string }[];
  pose: PoseKey;
  tags?: string[];
}
