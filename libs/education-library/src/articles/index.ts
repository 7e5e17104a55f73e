import type { EducationArticle } from '../article.js';
import { achillesTendinopathy } from './achilles-tendinopathy.js';
import { aclReconstructionRehab } from './acl-reconstruction-rehab.js';
import { acuteLowBackPain } from './acute-low-back-pain.js';
import { afterTotalHipReplacement } from './after-total-hip-replacement.js';
import { afterTotalKneeReplacement } from './after-total-knee-replacement.js';
import { ankleSprain } from './ankle-sprain.js';
import { backCareDailyLife } from './back-care-daily-life.js';
import { balanceAtHome } from './balance-at-home.js';
import { breathingExercises } from './breathing-exercises.js';
import { carpalTunnelSyndrome } from './carpal-tunnel-syndrome.js';
import { deskWorkBreaks } from './desk-work-breaks.js';
import { exerciseDuringPregnancy } from './exercise-during-pregnancy.js';
import { fallsPrevention } from './falls-prevention.js';
import { flareUpPlan } from './flare-up-plan.js';
import { frozenShoulder } from './frozen-shoulder.js';
import { handOsteoarthritis } from './hand-osteoarthritis.js';
import { hipOsteoarthritis } from './hip-osteoarthritis.js';
import { howMuchExercise } from './how-much-exercise.js';
import { iceAndHeat } from './ice-and-heat.js';
import { kneeOsteoarthritis } from './knee-osteoarthritis.js';
import { lifting } from './lifting.js';
import { neckPain } from './neck-pain.js';
import { osteoporosisAndExercise } from './osteoporosis-and-exercise.js';
import { pacingActivity } from './pacing-activity.js';
import { patellofemoralPain } from './patellofemoral-pain.js';
import { pelvicFloorAfterBirth } from './pelvic-floor-after-birth.js';
import { plantarHeelPain } from './plantar-heel-pain.js';
import { postureAndSitting } from './posture-and-sitting.js';
import { returnToRunning } from './return-to-running.js';
import { scarCare } from './scar-care.js';
import { sciatica } from './sciatica.js';
import { shoulderPainRotatorCuff } from './shoulder-pain-rotator-cuff.js';
import { sleepAndPain } from './sleep-and-pain.js';
import { stairsAfterSurgery } from './stairs-after-surgery.js';
import { stayingActiveWithArthritis } from './staying-active-with-arthritis.js';
import { stickingWithYourHomeProgram } from './sticking-with-your-home-program.js';
import { strengthTrainingOlderAdults } from './strength-training-older-adults.js';
import { swellingManagement } from './swelling-management.js';
import { tennisElbow } from './tennis-elbow.js';
import { tensionTypeHeadache } from './tension-type-headache.js';
import { understandingPersistentPain } from './understanding-persistent-pain.js';
import { usingAWalkingAid } from './using-a-walking-aid.js';
import { walkingProgram } from './walking-program.js';
import { whiplashRecovery } from './whiplash-recovery.js';

/** Every stock article, grouped by category in the order the education manager shows them. */
export const STOCK_ARTICLES: EducationArticle[] = [
  // Understanding and managing pain
  understandingPersistentPain,
  pacingActivity,
  flareUpPlan,
  sleepAndPain,
  // Back and neck
  acuteLowBackPain,
  sciatica,
  backCareDailyLife,
  lifting,
  postureAndSitting,
  neckPain,
  whiplashRecovery,
  tensionTypeHeadache,
  // Shoulder, elbow and hand
  shoulderPainRotatorCuff,
  frozenShoulder,
  tennisElbow,
  carpalTunnelSyndrome,
  handOsteoarthritis,
  // Hip, knee, ankle and foot
  hipOsteoarthritis,
  kneeOsteoarthritis,
  patellofemoralPain,
  aclReconstructionRehab,
  ankleSprain,
  achillesTendinopathy,
  plantarHeelPain,
  // After surgery
  afterTotalHipReplacement,
  afterTotalKneeReplacement,
  stairsAfterSurgery,
  usingAWalkingAid,
  scarCare,
  // Staying active
  howMuchExercise,
  walkingProgram,
  stayingActiveWithArthritis,
  returnToRunning,
  deskWorkBreaks,
  stickingWithYourHomeProgram,
  // Bones, balance and healthy ageing
  osteoporosisAndExercise,
  fallsPrevention,
  balanceAtHome,
  strengthTrainingOlderAdults,
  // Pregnancy and pelvic health
  exerciseDuringPregnancy,
  pelvicFloorAfterBirth,
  // Self-care and recovery
  iceAndHeat,
  swellingManagement,
  breathingExercises,
];
