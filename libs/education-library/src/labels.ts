import type { EducationCategory, EducationLanguage, EducationRegion } from './article.js';

/** The categories' names as a client or a clinician reads them. */
export const EDUCATION_CATEGORY_LABELS: Record<EducationLanguage, Record<EducationCategory, string>> = {
  en: {
    pain: 'Understanding and managing pain',
    activity: 'Staying active',
    spine: 'Back and neck',
    'upper-limb': 'Shoulder, elbow and hand',
    'lower-limb': 'Hip, knee, ankle and foot',
    surgery: 'After surgery',
    'healthy-ageing': 'Bones, balance and healthy ageing',
    'pregnancy-pelvic-health': 'Pregnancy and pelvic health',
    'self-care': 'Self-care and recovery',
  },
  fr: {
    pain: 'Comprendre et gérer la douleur',
    activity: 'Rester actif',
    spine: 'Dos et cou',
    'upper-limb': 'Épaule, coude et main',
    'lower-limb': 'Hanche, genou, cheville et pied',
    surgery: 'Après une opération',
    'healthy-ageing': 'Os, équilibre et bien vieillir',
    'pregnancy-pelvic-health': 'Grossesse et santé pelvienne',
    'self-care': 'Prendre soin de soi et récupérer',
  },
};

/** The body regions' names. */
export const EDUCATION_REGION_LABELS: Record<EducationLanguage, Record<EducationRegion, string>> = {
  en: {
    general: 'General',
    head: 'Head',
    neck: 'Neck',
    'upper-back': 'Upper back',
    'lower-back': 'Lower back',
    shoulder: 'Shoulder',
    elbow: 'Elbow',
    'wrist-hand': 'Wrist and hand',
    hip: 'Hip',
    knee: 'Knee',
    'ankle-foot': 'Ankle and foot',
    'pelvic-floor': 'Pelvic floor',
    chest: 'Chest and breathing',
  },
  fr: {
    general: 'Général',
    head: 'Tête',
    neck: 'Cou',
    'upper-back': 'Haut du dos',
    'lower-back': 'Bas du dos',
    shoulder: 'Épaule',
    elbow: 'Coude',
    'wrist-hand': 'Poignet et main',
    hip: 'Hanche',
    knee: 'Genou',
    'ankle-foot': 'Cheville et pied',
    'pelvic-floor': 'Plancher pelvien',
    chest: 'Thorax et respiration',
  },
};
