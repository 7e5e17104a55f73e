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

export const BASE_EXERCISES: readonly BaseExercise[] = [
  ...NECK,
  ...JAW,
  ...SHOULDER,
  ...ELBOW,
  ...WRIST_HAND,
  ...THORACIC,
  ...LUMBAR,
  ...CORE,
  ...PELVIC_FLOOR,
  ...HIP,
  ...KNEE,
  ...ANKLE_FOOT,
  ...BALANCE,
  ...VESTIBULAR,
  ...BREATHING,
  ...NEURO,
  ...FUNCTIONAL,
  ...RETURN_TO_SPORT,
  ...AEROBIC,
];
