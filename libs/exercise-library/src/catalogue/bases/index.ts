/** Every authored base exercise, region by region. Order matters only for the catalogue's order. */
import type { BaseExercise } from '../base-exercise.js';
import { ANKLE_FOOT } from './ankle-foot.js';
import { BALANCE } from './balance.js';
import { BREATHING, PELVIC_FLOOR } from './breathing-pelvic.js';
import { ELBOW, WRIST_HAND } from './elbow-wrist.js';
import { AEROBIC, FUNCTIONAL, RETURN_TO_SPORT } from './functional.js';
import { HIP } from './hip.js';
import { KNEE } from './knee.js';
import { JAW, NECK } from './neck.js';
import { NEURO } from './neuro.js';
import { SHOULDER } from './shoulder.js';
import { CORE, LUMBAR, THORACIC } from './spine.js';
import { VESTIBULAR } from './vestibular.js';
import { LOWER_LIMB_EXTRA } from './lower-limb-extra.js';
import { TRUNK_EXTRA } from './trunk-extra.js';
import { ISOLATION_EXTRA, ISOMETRIC_EXTRA } from './isolation-extra.js';
import { STRETCH_EXTRA } from './stretch-extra.js';
import { UPPER_LIMB_EXTRA } from './upper-limb-extra.js';

export const BASE_EXERCISES: readonly BaseExercise[] = [
  ...NECK,
  ...JAW,
  ...SHOULDER,
  ...UPPER_LIMB_EXTRA,
  ...ELBOW,
  ...WRIST_HAND,
  ...THORACIC,
  ...LUMBAR,
  ...CORE,
  ...TRUNK_EXTRA,
  ...PELVIC_FLOOR,
  ...HIP,
  ...KNEE,
  ...LOWER_LIMB_EXTRA,
  ...ANKLE_FOOT,
  ...BALANCE,
  ...VESTIBULAR,
  ...BREATHING,
  ...NEURO,
  ...FUNCTIONAL,
  ...RETURN_TO_SPORT,
  ...AEROBIC,
  ...STRETCH_EXTRA,
  ...ISOLATION_EXTRA,
  ...ISOMETRIC_EXTRA,
];
