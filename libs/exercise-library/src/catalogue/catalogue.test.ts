import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { expectAbout } from '@openset/testing/expect';
import { BASE_EXERCISES } from './bases/index.js';
import { buildStockCatalogue } from './catalogue.js';
import { CATEGORY_TREE, isCategoryKey } from './categories.js';
import { hasPose } from './poses.js';

const items = buildStockCatalogue();
const SPEC_TITLES = ['Sets', 'Reps', 'Load', 'Hold', 'Rest', 'Tempo', 'Intensity', 'Duration', 'Frequency'];

describe('the stock catalogue', () => {
  it('has more than 6,500 exercises from several hundred authored bases', () => {
    expect(items.length).toBeGreaterThanOrEqual(6500);
    expect(BASE_EXERCISES.length).toBeGreaterThanOrEqual(300);
  });

  it('gives every exercise a unique, stable source key', () => {
    expect(new Set(items.map((i) => i.sourceKey)).size).toBe(items.length);
    expect(new Set(BASE_EXERCISES.map((b) => b.key)).size).toBe(BASE_EXERCISES.length);
    expect(items.every((i) => i.source === 'openset' && /^[a-z0-9.-]+$/.test(i.sourceKey))).toBe(true);
  });

  it('is the same on every build (idempotent loading relies on it)', () => {
    const digest = (list: typeof items) =>
      createHash('sha256')
        .update(JSON.stringify(list.map((i) => ({ ...i, images: i.images.map((m) => m.data.toString('base64')) }))))
        .digest('hex');
    expect(digest(buildStockCatalogue())).toBe(digest(items));
  });

  it('has English and real French title and instructions for every exercise', () => {
    for (const i of items) {
      expectAbout(i.title.en.length, i.sourceKey).toBeGreaterThan(3);
      expectAbout(i.title.fr, i.sourceKey).toBeTruthy();
      expectAbout(i.instructions.en.length, i.sourceKey).toBeGreaterThan(40);
      expectAbout(i.instructions.fr, i.sourceKey).toBeTruthy();
      expectAbout(i.title.fr, i.sourceKey).not.toBe(i.title.en);
      expectAbout(i.instructions.fr, i.sourceKey).not.toBe(i.instructions.en);
    }
    // French is written with its accents, not as a stripped copy.
    const accented = items.filter((i) => /[éèêàçùôâî]/.test(i.instructions.fr ?? '')).length;
    expect(accented / items.length).toBeGreaterThan(0.98);
    const shoulder = items.find((i) => i.sourceKey === 'shoulder-flexion.standing.none.left')!;
    expect(shoulder.title.fr).toContain('épaule');
  });

  it('files every exercise under a category of the tree, with its region first', () => {
    for (const i of items) {
      expectAbout(isCategoryKey(i.category), `${i.sourceKey}: ${i.category}`).toBe(true);
      expectAbout(i.category.startsWith(i.bodyRegions[0]!), i.sourceKey).toBe(true);
    }
  });

  it('says the side in both languages on left and right variants, which may be mirrored', () => {
    const left = items.filter((i) => i.tags.includes('side:left'));
    const right = items.filter((i) => i.tags.includes('side:right'));
    expect(left.length).toBe(right.length);
    expect(left.length).toBeGreaterThan(1000);
    for (const i of left) {
      expect(i.reflect).toBe(true);
      expect(i.title.en).toMatch(/\bleft\b/);
      expect(i.title.fr).toMatch(/gauche/);
      expect(i.instructions.en).toMatch(/\bleft\b/i);
      expect(i.instructions.fr).toMatch(/gauche/);
    }
    for (const i of right) {
      expect(i.title.en).toMatch(/\bright\b/);
      expect(i.title.fr).toMatch(/droit/);
      expect(i.instructions.en).toMatch(/\bright\b/i);
      expect(i.instructions.fr).toMatch(/droite?\b/);
    }
    const leg = items.find((i) => i.sourceKey === 'single-leg-stance.standing.none.firm.left')!;
    expect(leg.instructions.fr).toContain('la jambe gauche');
    const arm = items.find((i) => i.sourceKey === 'shoulder-flexion.standing.none.right')!;
    expect(arm.instructions.fr).toContain('le bras droit');
  });

  it('explains the equipment of each variant: where the band goes, in French "élastique"', () => {
    const band = items.filter((i) => i.equipment.includes('resistance-band'));
    expect(band.length).toBeGreaterThan(500);
    for (const i of band) {
      expect(i.instructions.en).toMatch(/band/i);
      expect(i.instructions.fr).toMatch(/élastique/);
    }
    const er = items.find((i) => i.sourceKey === 'shoulder-external-rotation.standing.band-medium.left')!;
    expect(er.title).toEqual({
      en: 'Shoulder external rotation, elbow at side (standing, medium band, left)',
      fr: "Rotation externe d'épaule, coude au corps (debout, élastique moyen, côté gauche)",
    });
    expect(er.instructions.en).toContain('Tie the band at elbow height');
    const foam = items.find((i) => i.tags.includes('surface:foam-eyes-closed'))!;
    expect(foam.instructions.en).toMatch(/foam/);
    expect(foam.instructions.fr).toMatch(/mousse/);
    expect(foam.instructions.fr).toMatch(/yeux/);
  });

  it('gives default parameters chosen by kind, with the spec titles', () => {
    for (const i of items) {
      expectAbout(i.parameters.length, i.sourceKey).toBeGreaterThan(0);
      for (const p of i.parameters) {
        expectAbout(SPEC_TITLES, i.sourceKey).toContain(p.title);
      }
    }
    const param = (key: string, title: string) => items.find((i) => i.sourceKey === key)!.parameters.find((p) => p.title === title)?.value;
    expect(param('neck-isometric-flexion.sitting.none', 'Hold')).toBe('10 s');
    expect(param('cross-body-stretch.standing.none.left', 'Hold')).toBe('30 s');
    expect(param('cross-body-stretch.standing.none.left', 'Reps')).toBe('3');
    expect(param('shoulder-flexion.standing.band-light.left', 'Sets')).toBe('3');
    expect(param('shoulder-flexion.standing.band-light.left', 'Reps')).toBe('10');
    expect(param('feet-together-stance.standing.none.firm', 'Duration')).toBe('30 s');
    expect(param('shoulder-flexion.standing.dumbbell.eccentric.left', 'Tempo')).toBe('1-0-4');
  });
});

describe('the category tree', () => {
  it('has unique keys, existing parents, and French titles', () => {
    const keys = CATEGORY_TREE.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of CATEGORY_TREE) {
      expect(c.parentKey === null || keys.includes(c.parentKey)).toBe(true);
      expect(c.title.fr).toBeTruthy();
    }
    for (const region of ['neck', 'shoulder', 'elbow-forearm', 'wrist-hand', 'thoracic', 'lumbar', 'hip', 'knee', 'ankle-foot', 'core', 'pelvic-floor']) {
      expect(keys).toContain(region);
    }
    for (const kind of ['mobility', 'stretching', 'strengthening', 'balance', 'neuro', 'vestibular', 'breathing', 'functional', 'return-to-sport', 'aerobic']) {
      expect(keys).toContain(`whole-body.${kind}`);
    }
  });

  it('is used: every second-level category of a limb region holds exercises', () => {
    const used = new Set(items.map((i) => i.category));
    const empty = CATEGORY_TREE.filter((c) => c.parentKey !== null && !used.has(c.key)).map((c) => c.key);
    expect(empty.length).toBeLessThan(CATEGORY_TREE.length * 0.15);
  });
});

describe('the generated drawings', () => {
  it('are small SVGs in a 240 x 240 view box, one per exercise', () => {
    for (const i of items) {
      expect(i.images).toHaveLength(1);
      const svg = i.images[0]!.data.toString('utf8');
      expect(i.images[0]!.mime).toBe('image/svg+xml');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"')).toBe(true);
      expect(svg.length).toBeLessThan(8000);
    }
  });

  it('differ between exercises: nearly every variant has its own drawing', () => {
    const distinct = new Set(items.map((i) => i.images[0]!.data.toString('utf8'))).size;
    expect(distinct / items.length).toBeGreaterThan(0.85);
    // The plainest variant of each base: different exercises look different.
    const firsts = new Map<string, string>();
    for (const i of items) {
      const base = i.tags.find((t) => t.startsWith('base:'))!;
      if (!firsts.has(base)) {
        firsts.set(base, i.images[0]!.data.toString('utf8'));
      }
    }
    expect(new Set(firsts.values()).size / firsts.size).toBeGreaterThan(0.8);
  });

  it('draw every base with a pose of the pose library', () => {
    expect(BASE_EXERCISES.filter((b) => !hasPose(b.pose)).map((b) => b.key)).toEqual([]);
  });

  it('mirror right-side variants and show equipment', () => {
    const right = items.find((i) => i.sourceKey === 'shoulder-abduction.standing.band-heavy.right')!.images[0]!.data.toString();
    const left = items.find((i) => i.sourceKey === 'shoulder-abduction.standing.band-heavy.left')!.images[0]!.data.toString();
    expect(right).toContain('matrix(-1 0 0 1 240 0)');
    expect(left).not.toContain('matrix(-1 0 0 1 240 0)');
    expect(left).toContain('#2e64c9');
  });
});

describe('movements and variant labels', () => {
  it('names each item\'s movement (its base) and its variant without the side, left and right sharing it', () => {
    const bases = new Set(BASE_EXERCISES.map((b) => b.key));
    const byVariant = new Map<string, typeof items>();
    for (const i of items) {
      expectAbout(bases.has(i.movement?.key ?? ''), i.sourceKey).toBe(true);
      expectAbout(i.sourceKey.startsWith(`${i.movement!.variantKey}`), i.sourceKey).toBe(true);
      byVariant.set(i.movement!.variantKey, [...(byVariant.get(i.movement!.variantKey) ?? []), i]);
    }
    for (const [key, pair] of byVariant) {
      const sides = pair.map((i) => i.movement!.side).sort();
      expectAbout(sides, key).toEqual(sides.length === 1 ? [null] : ['left', 'right']);
      expectAbout(new Set(pair.map((i) => i.movement!.label.en)).size, key).toBe(1);
    }
  });

  it('labels each variant in a few words in English and French, side left out, distinct within its movement', () => {
    const seen = new Map<string, Set<string>>();
    for (const i of items) {
      const { label, key, side } = i.movement!;
      expectAbout(label.en.length, i.sourceKey).toBeGreaterThan(2);
      expectAbout(label.fr, i.sourceKey).toBeTruthy();
      expectAbout(/\b(left|right)\b/.test(label.en) || /côté (gauche|droit)/.test(label.fr ?? ''), i.sourceKey).toBe(false);
      if (side === 'right') continue;
      const labels = seen.get(key) ?? new Set<string>();
      expectAbout(labels.has(label.en), i.sourceKey).toBe(false);
      seen.set(key, labels.add(label.en));
    }
    const pulldown = items.find((i) => i.sourceKey.startsWith('band-pulldown.'))!;
    expect(pulldown.movement!.label.en).not.toContain(pulldown.title.en);
  });
});
