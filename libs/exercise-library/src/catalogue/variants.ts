/**
 * The variant generator: multiplies one authored base exercise along the axes the base declares
 * (positions, equipment, support mode, balance surface, side) and writes each variant's title and
 * instructions in English and French from the base's own text plus the shared sentences of
 * vocabulary.ts. Pure and deterministic: the same bases always give the same items in the same order.
 */
import type { BaseExercise, Bilingual, EquipOption, Mode, Position, PositionOption, Surface } from './base-exercise.js';
import { nearestCategory } from './categories.js';
import { KIND_PARAMETERS, KIND_SAFETY, variantParameters } from './kind-defaults.js';
import type { LibraryItem } from './library-item.js';
import {
  BAND_SENTENCE,
  CHAIR_SENTENCE,
  ECCENTRIC_SENTENCE,
  EQUIP_ID,
  EQUIP_LABEL,
  MODE_LABEL,
  MODE_SENTENCE,
  POSITION_LABEL,
  POSITION_SETUP,
  SIDE_LABEL,
  SURFACE_LABEL,
  SURFACE_SENTENCE,
  assistSentence,
  cuffSentence,
  dumbbellSentence,
  sideLyingSentence,
  sideSentence,
  type BandLevel,
  type EquipVariant,
  type Side,
} from './vocabulary.js';

export const STOCK_SOURCE = 'openset';

/** One point on the variant axes of a base. */
export interface VariantSpec {
  position: PositionOption;
  equip: EquipVariant;
  mode: Mode;
  surface: Surface | null;
  side: Side | null;
}

const LOADED: EquipVariant[] = ['band-medium', 'dumbbell', 'cuff', 'step'];

function expandEquipment(options: EquipOption[]): EquipVariant[] {
  return options.flatMap((e): EquipVariant[] =>
    e === 'band' ? ['band-light', 'band-medium', 'band-heavy'] : [e],
  );
}

function normalisePositions(base: BaseExercise): PositionOption[] {
  return base.positions.map((p) => (typeof p === 'string' ? { p } : p));
}

/** Whether a support mode makes sense with a piece of equipment for this base. */
function modeFits(mode: Mode, equip: EquipVariant, allEquip: EquipVariant[]): boolean {
  switch (mode) {
    case 'active':
      return true;
    case 'assisted':
      // Assistance replaces load: only the unloaded version is offered assisted.
      return equip === 'none';
    case 'eccentric':
      // Eccentric work needs a load; bodyweight bases (no loaded option) are eccentric without one.
      return LOADED.includes(equip) || (equip === 'none' && !allEquip.some((e) => LOADED.includes(e) || e.startsWith('band')));
    case 'hold':
    case 'contract-relax':
    case 'dynamic':
    case 'strong':
    case 'sustained':
    case 'static':
    case 'dual-task':
      return true;
    case 'power':
      return equip !== 'chair' && equip !== 'stick' && equip !== 'towel';
  }
}

/** The progressions each kind usually offers, on top of what the base lists. */
function kindModes(base: BaseExercise): Mode[] {
  switch (base.kind) {
    case 'strengthening':
      // Fast concentric work does not suit small hand, jaw or pelvic floor muscles.
      return ['wrist-hand', 'pelvic-floor', 'jaw'].includes(base.region) ? ['hold', 'static'] : ['hold', 'static', 'power'];
    case 'stretching':
      return ['contract-relax', 'dynamic'];
    case 'isometric':
      return ['strong', 'sustained'];
    case 'balance':
    case 'functional':
    case 'neuro':
      return ['dual-task'];
    case 'mobility':
      return base.limb && base.limb !== 'side' ? ['assisted', 'hold'] : ['hold'];
    default:
      return [];
  }
}

export function effectiveModes(base: BaseExercise): Mode[] {
  const listed = base.modes ?? ['active'];
  if (base.autoModes === false) {
    return listed;
  }
  return [...listed, ...kindModes(base).filter((m) => !listed.includes(m))];
}

export function variantSpecs(base: BaseExercise): VariantSpec[] {
  const out: VariantSpec[] = [];
  const baseEquip = expandEquipment(base.equipment ?? ['none']);
  const modes = effectiveModes(base);
  const sides: (Side | null)[] = base.limb ? ['left', 'right'] : [null];
  for (const position of normalisePositions(base)) {
    const surfaces: (Surface | null)[] = position.surfaces ?? base.surfaces ?? [null];
    const equipHere = position.equipment ? expandEquipment(position.equipment) : baseEquip;
    for (const equip of equipHere) {
      for (const mode of modes) {
        if (!modeFits(mode, equip, baseEquip)) {
          continue;
        }
        for (const surface of surfaces) {
          for (const side of sides) {
            out.push({ position, equip, mode, surface, side });
          }
        }
      }
    }
  }
  return out;
}

export function variantKey(base: BaseExercise, v: VariantSpec): string {
  return [base.key, v.position.p, v.equip, v.mode === 'active' ? null : v.mode, v.surface, v.side]
    .filter((x): x is string => x !== null)
    .join('.');
}

function need(text: Bilingual | null | undefined, base: BaseExercise, what: string): Bilingual {
  if (!text) {
    throw new Error(`Base exercise ${base.key} has no text for ${what}`);
  }
  return text;
}

function equipmentSentence(base: BaseExercise, equip: EquipVariant): Bilingual | null {
  if (equip === 'none') {
    return null;
  }
  if (equip.startsWith('band-')) {
    const level = BAND_SENTENCE[equip.slice(5) as BandLevel];
    const how = need(base.eq?.band, base, 'band');
    return { en: `${level.en} ${how.en}`, fr: `${level.fr} ${how.fr}` };
  }
  switch (equip) {
    case 'dumbbell':
      return need(base.eq?.dumbbell ?? dumbbellSentence(base.limb), base, 'dumbbell');
    case 'cuff':
      return need(base.eq?.cuff ?? cuffSentence(base.limb), base, 'cuff weight');
    case 'chair':
      return base.eq?.chair ?? CHAIR_SENTENCE;
    default:
      return need(base.eq?.[equip as EquipOption], base, equip);
  }
}

function setupSentence(base: BaseExercise, v: VariantSpec): Bilingual {
  const pos: Position = v.position.p;
  const opening =
    pos === 'side-lying' && v.side && base.limb
      ? sideLyingSentence(base.limb, v.side, base.sideLying ?? 'top')
      : POSITION_SETUP[pos];
  const detail = v.position.setup ?? base.setup;
  return detail ? { en: `${opening.en} ${detail.en}`, fr: `${opening.fr} ${detail.fr}` } : opening;
}

export function variantInstructions(base: BaseExercise, v: VariantSpec): Bilingual {
  const parts: (Bilingual | null)[] = [
    setupSentence(base, v),
    v.side && base.limb ? sideSentence(base.limb, v.side, base.sideStyle) : null,
    equipmentSentence(base, v.equip),
    v.surface ? SURFACE_SENTENCE[v.surface] : null,
    v.mode === 'assisted' ? need(base.assist ?? assistSentence(base.limb), base, 'assisted mode') : null,
    v.position.move ?? base.move,
    // Progressions change how the movement just described is done, so they follow it.
    v.mode === 'eccentric' ? ECCENTRIC_SENTENCE : null,
    MODE_SENTENCE[v.mode] ?? null,
    base.feel,
    base.safety ?? KIND_SAFETY[base.kind],
  ];
  const lines = parts.filter((x): x is Bilingual => x !== null);
  return { en: typographic(lines.map((l) => l.en).join('\n')), fr: typographic(lines.map((l) => l.fr).join('\n')) };
}

/** One apostrophe style throughout (the authored text mixes ' and ’). */
function typographic(s: string): string {
  return s.replace(/\u2019/g, "'");
}

/** What tells a variant from the others of its base, side excepted, as the title says it. */
function qualifiers(base: BaseExercise, v: VariantSpec): Bilingual[] {
  const quals: Bilingual[] = [];
  if (base.positions.length > 1) {
    quals.push(POSITION_LABEL[v.position.p]);
  }
  if (v.equip !== 'none') {
    quals.push(EQUIP_LABEL[v.equip]);
  }
  if (v.mode !== 'active') {
    quals.push(MODE_LABEL[v.mode]);
  }
  if (v.surface) {
    quals.push(SURFACE_LABEL[v.surface]);
  }
  return quals;
}

/**
 * The variant in a few words for the browser's variant picker, side left out (the left and
 * right variants of one variant are one entry there): the title's qualifiers, or the position
 * when the base has no other variant than its sides.
 */
export function variantLabel(base: BaseExercise, v: VariantSpec): Bilingual {
  const quals = qualifiers(base, v);
  const words = quals.length > 0 ? quals : [POSITION_LABEL[v.position.p]];
  return { en: typographic(words.map((q) => q.en).join(', ')), fr: typographic(words.map((q) => q.fr).join(', ')) };
}

export function variantTitle(base: BaseExercise, v: VariantSpec): Bilingual {
  const quals = qualifiers(base, v);
  if (v.side) {
    quals.push(SIDE_LABEL[v.side]);
  }
  if (quals.length === 0) {
    return { en: typographic(base.title.en), fr: typographic(base.title.fr) };
  }
  // A title that already has a parenthesis takes its qualifiers after a dash instead.
  const join = (title: string, q: string): string => (title.includes('(') ? `${title} – ${q}` : `${title} (${q})`);
  return {
    en: typographic(join(base.title.en, quals.map((q) => q.en).join(', '))),
    fr: typographic(join(base.title.fr, quals.map((q) => q.fr).join(', '))),
  };
}

export function variantItem(base: BaseExercise, v: VariantSpec): LibraryItem {
  const equipment = [EQUIP_ID[v.equip]].filter((x): x is string => x !== null);
  const tags = [
    `kind:${base.kind}`,
    `pose:${base.pose}`,
    `base:${base.key}`,
    v.equip.startsWith('band-') ? `band:${v.equip.slice(5)}` : null,
    v.mode !== 'active' ? `mode:${v.mode}` : null,
    v.surface ? `surface:${v.surface}` : null,
    v.side ? `side:${v.side}` : null,
    ...(base.tags ?? []),
  ].filter((x): x is string => x !== null);
  return {
    source: STOCK_SOURCE,
    sourceKey: variantKey(base, v),
    title: variantTitle(base, v),
    instructions: variantInstructions(base, v),
    category: nearestCategory(base.region, base.kind),
    bodyRegions: [base.region, ...(base.regions ?? []).filter((r) => r !== base.region)],
    equipment,
    position: v.position.p,
    parameters: variantParameters(
      base.params ?? KIND_PARAMETERS[base.kind],
      v.equip,
      v.mode,
      base.limb === 'arm' || base.limb === 'hand' || ['shoulder', 'elbow-forearm', 'wrist-hand'].includes(base.region),
    ),
    reflect: base.limb !== undefined,
    images: [],
    licence: { id: 'OpenSet', url: null, attributionRequired: false },
    author: 'OpenSet',
    sourceUrl: null,
    creditLine: null,
    tags,
    movement: {
      key: base.key,
      variantKey: variantKey(base, { ...v, side: null }),
      label: variantLabel(base, v),
      side: v.side,
    },
  };
}

export function expandBase(base: BaseExercise): LibraryItem[] {
  return variantSpecs(base).map((v) => variantItem(base, v));
}
