import type { EducationArticle } from '../article.js';
import { acuteLowBackPain } from './acute-low-back-pain.js';
import { backCareDailyLife } from './back-care-daily-life.js';
import { flareUpPlan } from './flare-up-plan.js';
import { iceAndHeat } from './ice-and-heat.js';
import { lifting } from './lifting.js';
import { pacingActivity } from './pacing-activity.js';
import { postureAndSitting } from './posture-and-sitting.js';
import { sciatica } from './sciatica.js';
import { sleepAndPain } from './sleep-and-pain.js';
import { understandingPersistentPain } from './understanding-persistent-pain.js';

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
  // Self-care and recovery
  iceAndHeat,
];
