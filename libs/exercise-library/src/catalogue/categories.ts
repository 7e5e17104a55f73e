/**
 * The stock library's category tree. Top level: body regions, the way physiotherapists browse
 * ("shoulder", "knee"...). Second level: the kind of exercise within that region
 * ("Shoulder > Strengthening"). An item's `category` is a second-level key such as
 * 'shoulder.strengthening'; its kind is also in its tags ('kind:strengthening') so the browser can
 * filter by kind across regions.
 */
import { KINDS, REGIONS, t, type Bilingual, type KindKey, type RegionKey } from './base-exercise.js';
import type { LibraryCategory } from './library-item.js';

export const REGION_TITLES: Record<RegionKey, Bilingual> = {
  neck: t('Neck', 'Cou et rachis cervical'),
  jaw: t('Jaw (TMJ)', 'Mâchoire (ATM)'),
  shoulder: t('Shoulder', 'Épaule'),
  'elbow-forearm': t('Elbow and forearm', 'Coude et avant-bras'),
  'wrist-hand': t('Wrist and hand', 'Poignet et main'),
  thoracic: t('Upper back (thoracic)', 'Dos (rachis thoracique)'),
  lumbar: t('Lower back (lumbar)', 'Bas du dos (rachis lombaire)'),
  hip: t('Hip', 'Hanche'),
  knee: t('Knee', 'Genou'),
  'ankle-foot': t('Ankle and foot', 'Cheville et pied'),
  core: t('Core and trunk', 'Tronc et sangle abdominale'),
  'pelvic-floor': t('Pelvic floor', 'Plancher pelvien'),
  'whole-body': t('Whole body', 'Corps entier'),
};

export const KIND_TITLES: Record<KindKey, Bilingual> = {
  mobility: t('Mobility and range of motion', 'Mobilité et amplitude articulaire'),
  stretching: t('Stretching', 'Étirements'),
  isometric: t('Isometrics', 'Isométrie'),
  strengthening: t('Strengthening', 'Renforcement'),
  balance: t('Balance and proprioception', 'Équilibre et proprioception'),
  neuro: t('Neurological rehabilitation', 'Rééducation neurologique'),
  vestibular: t('Vestibular rehabilitation', 'Rééducation vestibulaire'),
  breathing: t('Breathing and cardiorespiratory', 'Respiration et cardiorespiratoire'),
  functional: t('Functional and daily activities', 'Fonctionnel et activités quotidiennes'),
  'return-to-sport': t('Return to sport and plyometrics', 'Retour au sport et pliométrie'),
  aerobic: t('Aerobic endurance', 'Endurance aérobie'),
};

const LIMB_KINDS: KindKey[] = ['mobility', 'stretching', 'isometric', 'strengthening', 'functional', 'return-to-sport'];

/** Which kinds exist under which region (only combinations a clinician would look for). */
export const REGION_KINDS: Record<RegionKey, KindKey[]> = {
  neck: ['mobility', 'stretching', 'isometric', 'strengthening', 'neuro'],
  jaw: ['mobility', 'stretching', 'isometric'],
  shoulder: [...LIMB_KINDS, 'neuro'],
  'elbow-forearm': ['mobility', 'stretching', 'isometric', 'strengthening', 'functional'],
  'wrist-hand': ['mobility', 'stretching', 'isometric', 'strengthening', 'functional', 'neuro'],
  thoracic: ['mobility', 'stretching', 'isometric', 'strengthening'],
  lumbar: ['mobility', 'stretching', 'isometric', 'strengthening', 'functional', 'neuro'],
  hip: [...LIMB_KINDS, 'balance'],
  knee: [...LIMB_KINDS, 'balance'],
  'ankle-foot': [...LIMB_KINDS, 'balance'],
  core: ['mobility', 'isometric', 'strengthening', 'balance', 'functional', 'return-to-sport'],
  'pelvic-floor': ['isometric', 'strengthening', 'functional', 'breathing'],
  'whole-body': KINDS.filter((k) => k !== 'isometric'),
};

export function categoryKey(region: RegionKey, kind: KindKey): string {
  return `${region}.${kind}`;
}

/**
 * Gym content of the imported data sets (barbells, machines, Olympic lifts, strongman,
 * plyometrics) is not a rehabilitation region's: it has a top-level category of its own, grouped
 * the way strength coaches group it. The items keep their body regions, so a search by region
 * still finds them, after the region's rehabilitation content (parsers/import-mapping.ts).
 */
export const STRENGTH_AND_CONDITIONING = 'strength-and-conditioning';
export const STRENGTH_GROUPS = ['upper-body', 'lower-body', 'trunk', 'olympic-lifts', 'powerlifting', 'strongman', 'plyometrics'] as const;
export type StrengthGroup = (typeof STRENGTH_GROUPS)[number];

export const STRENGTH_TITLES: Record<StrengthGroup, Bilingual> = {
  'upper-body': t('Upper body', 'Haut du corps'),
  'lower-body': t('Lower body', 'Bas du corps'),
  trunk: t('Trunk', 'Tronc'),
  'olympic-lifts': t('Olympic lifts', 'Haltérophilie'),
  powerlifting: t('Powerlifting', 'Force athlétique'),
  strongman: t('Strongman', 'Strongman'),
  plyometrics: t('Plyometrics', 'Pliométrie'),
};

export const strengthCategory = (group: StrengthGroup) => `${STRENGTH_AND_CONDITIONING}.${group}`;

export function buildCategoryTree(): LibraryCategory[] {
  const out: LibraryCategory[] = [];
  REGIONS.forEach((region, i) => {
    out.push({ key: region, parentKey: null, title: { ...REGION_TITLES[region] }, order: i });
    for (const kind of REGION_KINDS[region]) {
      out.push({
        key: categoryKey(region, kind),
        parentKey: region,
        title: { ...KIND_TITLES[kind] },
        order: KINDS.indexOf(kind),
      });
    }
  });
  out.push({ key: STRENGTH_AND_CONDITIONING, parentKey: null, title: t('Strength and conditioning', 'Musculation et préparation physique'), order: REGIONS.length });
  STRENGTH_GROUPS.forEach((group, i) => {
    out.push({ key: strengthCategory(group), parentKey: STRENGTH_AND_CONDITIONING, title: { ...STRENGTH_TITLES[group] }, order: i });
  });
  return out;
}

export const CATEGORY_TREE: readonly LibraryCategory[] = buildCategoryTree();

const KEYS = new Set(CATEGORY_TREE.map((c) => c.key));

export function isCategoryKey(key: string): boolean {
  return KEYS.has(key);
}

/** The closest existing category for a region and kind: the pair, else the region itself. */
export function nearestCategory(region: RegionKey, kind: KindKey): string {
  const key = categoryKey(region, kind);
  return KEYS.has(key) ? key : region;
}
