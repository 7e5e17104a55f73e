/**
 * Generated line drawings for exercises that have no photograph or video yet. Each drawing is a
 * stick figure in the exercise's position doing its movement (faint start, dark end, an arrow for
 * the path), with the worked body region highlighted, the equipment drawn in (band in its
 * resistance colour, dumbbell, cuff, ball, chair, wall, step, stick, towel, foam), the support
 * mode as a small badge, and the side as a mirrored figure plus an L/R badge. Deterministic: the
 * same item always gives the same bytes.
 */
import { POSITIONS, type Position } from './base-exercise.js';
import { bounds, dir, mapJoints, solve, type Angles, type Chain, type JointName, type Joints, type Vec } from './figure.js';
import type { LibraryImage, LibraryItem } from './library-item.js';
import { paintedBounds } from './svg-bounds.js';
import { POSITION_FRAMES, hasPose, poseSpec, type Delta, type PoseSpec } from './poses.js';

const SIZE = 240;
const FLOOR = 208;
const INK = '#1d2b4f';
const INK_FAR = '#6b7aa1';
const GHOST = '#c5ccdc';
const ACCENT = '#ff9f43';
const BAND_COLOUR: Record<string, string> = { light: '#e8b923', medium: '#d8412f', heavy: '#2e64c9' };

const REGION_JOINT: Record<string, JointName | 'trunk-high' | 'trunk-low' | 'trunk-mid'> = {
  neck: 'neck',
  jaw: 'head',
  shoulder: 'shoulderN',
  'elbow-forearm': 'elbowN',
  'wrist-hand': 'wristN',
  thoracic: 'trunk-high',
  lumbar: 'trunk-low',
  hip: 'hipN',
  knee: 'kneeN',
  'ankle-foot': 'ankleN',
  core: 'trunk-mid',
  'pelvic-floor': 'pelvis',
};

/** A pose for items that carry none (imported exercises): from their region and kind. */
const REGION_POSE: Record<string, string> = {
  neck: 'neck-rot',
  jaw: 'jaw',
  shoulder: 'sh-flex',
  'elbow-forearm': 'elb-flex',
  'wrist-hand': 'wrist-ext',
  thoracic: 'trunk-rot',
  lumbar: 'bridge',
  hip: 'hip-abd',
  knee: 'squat',
  'ankle-foot': 'heel-raise',
  core: 'plank',
  'pelvic-floor': 'pf',
  'whole-body': 'walk',
};

function tag(item: LibraryItem, prefix: string): string | null {
  const found = item.tags.find((x) => x.startsWith(`${prefix}:`));
  return found ? found.slice(prefix.length + 1) : null;
}

const JOINT_KEYS = {
  N: { sh: 'armN', hip: 'legN' },
  F: { sh: 'armF', hip: 'legF' },
} as const;

function rotateChain(c: Chain, from: number, by: number): Chain {
  return c.map((a, i) => (i >= from ? a + by : a)) as Chain;
}

function applyDelta(a: Angles, d: Delta | undefined, both: boolean, keepArms: boolean): Angles {
  if (!d) {
    return a;
  }
  let out: Angles = { ...a, armN: [...a.armN] as Chain, armF: [...a.armF] as Chain, legN: [...a.legN] as Chain, legF: [...a.legF] as Chain };
  const t = d.trunk ?? 0;
  const ta = keepArms ? 0 : t;
  out = { ...out, trunk: out.trunk + t, head: out.head + t, armN: rotateChain(out.armN, 0, ta), armF: rotateChain(out.armF, 0, ta) };
  out.head += d.neck ?? 0;
  for (const s of ['N', 'F'] as const) {
    const other = s === 'N' ? 'F' : 'N';
    const pick = (k: 'sh' | 'el' | 'wr' | 'hip' | 'kn' | 'an'): number =>
      (d[`${k}${s}` as keyof Delta] ?? (both && s === 'F' ? d[`${k}${other}` as keyof Delta] : 0) ?? 0) as number;
    const arm = JOINT_KEYS[s].sh;
    const leg = JOINT_KEYS[s].hip;
    out[arm] = rotateChain(rotateChain(rotateChain(out[arm], 0, pick('sh')), 1, pick('el')), 2, pick('wr'));
    out[leg] = rotateChain(rotateChain(rotateChain(out[leg], 0, pick('hip')), 1, pick('kn')), 2, pick('an'));
  }
  return out;
}

function plantFeet(a: Angles): Angles {
  return { ...a, legN: [a.legN[0], a.legN[1], 90], legF: [a.legF[0], a.legF[1], 90] };
}

interface Scene {
  start: Joints;
  end: Joints;
  spec: PoseSpec;
  position: Position;
  prop: 'chair' | 'mat' | null;
  lift: number;
  feetAnchor: boolean;
}

function buildScene(item: LibraryItem): Scene {
  const position: Position = (POSITIONS as readonly string[]).includes(item.position) ? (item.position as Position) : 'standing';
  const poseKey = tag(item, 'pose') ?? REGION_POSE[item.bodyRegions[0] ?? 'whole-body'] ?? 'walk';
  const spec = poseSpec(poseKey);
  const frame = POSITION_FRAMES[position];
  const view = spec.view === 'front' && !frame.sideOnly ? 'front' : 'side';
  const front = view === 'front' ? frame.front : undefined;
  const base: Angles = { ...frame.angles, ...front?.angles, ...spec.base };
  const both = spec.both ?? false;
  const keepArms = spec.keepArms ?? false;
  const local = spec.byPosition?.[position];
  let startA = applyDelta(base, local?.start ?? spec.start, both, keepArms);
  let endA = applyDelta(base, local?.end ?? spec.end, both, keepArms);
  if (spec.plant && position === 'standing') {
    startA = plantFeet(startA);
    endA = plantFeet(endA);
  }
  const stacked = position === 'side-lying';
  const start = solve(startA, view, frame.rot, 0, front?.fs, stacked);
  const end = solve(endA, view, frame.rot, spec.shrug ?? 0, front?.fs, stacked);
  const surface = tag(item, 'surface');
  const onStep = item.equipment.includes('step') && position === 'standing';
  const onFoam = surface === 'foam' || surface === 'foam-eyes-closed';
  return { start, end, spec, position, prop: frame.prop, lift: (onStep ? 16 : 0) + (onFoam ? 10 : 0), feetAnchor: frame.feetAnchor };
}

function lowestPoint(j: Joints): number {
  return Math.max(...Object.values(j).map((p) => p.y), j.head.y + 11);
}

/**
 * Grounds each pose on the floor (the end pose may leave it for jumps), keeps the supporting part
 * still between start and end (the feet when standing, the pelvis when lying or sitting), then
 * fits both, centred, into the view box.
 */
function place(scene: Scene): { start: Joints; end: Joints; scale: number } {
  const floorY = FLOOR - scene.lift - (scene.prop === 'mat' ? 4 : 0);
  const dyS = floorY - lowestPoint(scene.start);
  const dyE = floorY - lowestPoint(scene.end) - (scene.spec.air ?? 0);
  // The supporting foot is the one that moves least relative to the pelvis.
  const moved = (k: 'ankleN' | 'ankleF'): number => Math.hypot(scene.start[k].x - scene.end[k].x, scene.start[k].y - scene.end[k].y);
  const foot = moved('ankleN') < moved('ankleF') ? 'ankleN' : 'ankleF';
  const dxE = scene.feetAnchor ? scene.start[foot].x - scene.end[foot].x : 0;
  const s0 = mapJoints(scene.start, (p) => ({ x: p.x, y: p.y + dyS }));
  const e0 = mapJoints(scene.end, (p) => ({ x: p.x + dxE, y: p.y + dyE }));
  const all = [...Object.values(s0), ...Object.values(e0)];
  const b = bounds(all, 14);
  const scale = Math.min(1, 196 / (b.maxX - b.minX), 180 / (floorY - b.minY));
  const cx = (b.minX + b.maxX) / 2;
  const f = (p: Vec): Vec => ({ x: round(SIZE / 2 + (p.x - cx) * scale), y: round(floorY + (p.y - floorY) * scale) });
  return { start: mapJoints(s0, f), end: mapJoints(e0, f), scale };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function line(points: Vec[], colour: string, width: number, extra = ''): string {
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function figure(j: Joints, scale: number, ghost: boolean): string {
  const w = round(Math.max(4, 7 * scale));
  const near = ghost ? GHOST : INK;
  const far = ghost ? GHOST : INK_FAR;
  const head = 11 * scale;
  const parts = [
    line([j.shoulderF, j.elbowF, j.wristF, j.handF], far, w),
    line([j.hipF, j.kneeF, j.ankleF, j.toeF], far, w),
    line([j.pelvis, j.neck], near, w + 1),
    samePoint(j.shoulderN, j.shoulderF) ? '' : line([j.shoulderN, j.shoulderF], near, w),
    samePoint(j.hipN, j.hipF) ? '' : line([j.hipN, j.hipF], near, w),
    `<circle cx="${j.head.x}" cy="${j.head.y}" r="${round(head)}" fill="#fff" stroke="${near}" stroke-width="${round(w * 0.7)}"/>`,
    j.nose !== j.head && !samePoint(j.nose, j.head) ? `<circle cx="${j.nose.x}" cy="${j.nose.y}" r="${round(2.2 * scale)}" fill="${near}"/>` : '',
    line([j.hipN, j.kneeN, j.ankleN, j.toeN], near, w),
    line([j.shoulderN, j.elbowN, j.wristN, j.handN], near, w),
  ];
  return `<g>${parts.join('')}</g>`;
}

function samePoint(a: Vec, b: Vec): boolean {
  return Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5;
}

function mid(a: Vec, b: Vec, t = 0.5): Vec {
  return { x: round(a.x + (b.x - a.x) * t), y: round(a.y + (b.y - a.y) * t) };
}

function regionPoint(region: string, j: Joints): Vec | null {
  const key = REGION_JOINT[region];
  if (!key) {
    return null;
  }
  switch (key) {
    case 'trunk-high':
      return mid(j.pelvis, j.neck, 0.72);
    case 'trunk-mid':
      return mid(j.pelvis, j.neck, 0.4);
    case 'trunk-low':
      return mid(j.pelvis, j.neck, 0.2);
    default:
      return j[key];
  }
}

function arrowHead(tip: Vec, from: Vec, colour: string): string {
  const a = Math.atan2(tip.y - from.y, tip.x - from.x);
  const p = (da: number): Vec => ({ x: round(tip.x - 9 * Math.cos(a + da)), y: round(tip.y - 9 * Math.sin(a + da)) });
  const l = p(0.45);
  const r = p(-0.45);
  return `<path d="M${l.x} ${l.y}L${tip.x} ${tip.y}L${r.x} ${r.y}" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function movementArrow(spec: PoseSpec, s: Joints, e: Joints): string {
  const kind = spec.arrow ?? 'arc';
  const a = s[spec.track];
  const b = e[spec.track];
  if (kind === 'none') {
    return '';
  }
  if (kind === 'circle') {
    const r = 16;
    const c = b;
    const p1 = { x: round(c.x + r), y: c.y };
    const p2 = { x: c.x, y: round(c.y - r) };
    return `<path d="M${p1.x} ${p1.y}A${r} ${r} 0 1 1 ${p2.x} ${p2.y}" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>${arrowHead(p2, { x: p2.x + 8, y: p2.y + 2 }, ACCENT)}`;
  }
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.hypot(dx, dy);
  if (kind === 'push' || dist < 10) {
    // A short press arrow towards the point where the effort goes.
    const v = dist >= 3 ? { x: dx / dist, y: dy / dist } : spec.pushDir !== undefined ? dir(spec.pushDir) : { x: 0, y: -1 };
    const tip = { x: round(b.x + v.x * 8), y: round(b.y + v.y * 8) };
    const tail = { x: round(b.x + v.x * 26), y: round(b.y + v.y * 26) };
    return `<path d="M${tail.x} ${tail.y}L${tip.x} ${tip.y}" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>${arrowHead(tip, tail, ACCENT)}`;
  }
  // A curved arrow from start to end, bowed away from the body.
  const m = mid(a, b);
  const centre = mid(e.pelvis, e.neck);
  const nx = -dy / dist;
  const ny = dx / dist;
  const sign = (m.x - centre.x) * nx + (m.y - centre.y) * ny >= 0 ? 1 : -1;
  const bow = Math.min(28, dist * 0.35) * sign;
  const c = { x: round(m.x + nx * bow), y: round(m.y + ny * bow) };
  const shrink = (p: Vec, toward: Vec): Vec => {
    const l = Math.hypot(toward.x - p.x, toward.y - p.y) || 1;
    return { x: round(p.x + ((toward.x - p.x) / l) * 8), y: round(p.y + ((toward.y - p.y) / l) * 8) };
  };
  const p1 = shrink(a, c);
  const p2 = shrink(b, c);
  return `<path d="M${p1.x} ${p1.y}Q${c.x} ${c.y} ${p2.x} ${p2.y}" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round" stroke-dasharray="6 4"/>${arrowHead(p2, c, ACCENT)}`;
}

function workingEnd(spec: PoseSpec, j: Joints): Vec {
  const t = spec.track;
  if (t.endsWith('F')) {
    return t.startsWith('knee') || t.startsWith('ankle') || t.startsWith('toe') ? j.ankleF : j.handF;
  }
  if (['kneeN', 'ankleN', 'toeN'].includes(t)) {
    return j.ankleN;
  }
  return j.handN;
}

function equipmentGlyphs(item: LibraryItem, scene: Scene, j: Joints): string {
  const out: string[] = [];
  const eq = new Set(item.equipment);
  const tip = workingEnd(scene.spec, j);
  const body = bounds(Object.values(j));
  if (eq.has('wall')) {
    const x = round(Math.min(232, body.maxX + 10));
    out.push(`<path d="M${x} 24V${FLOOR}" stroke="#8d98ad" stroke-width="4"/>`);
    for (let y = 34; y < FLOOR; y += 16) {
      out.push(`<path d="M${x + 2} ${y}l6 -6" stroke="#8d98ad" stroke-width="2"/>`);
    }
  }
  if (eq.has('chair') && scene.prop !== 'chair') {
    // A chair beside the figure to hold: seat, back and legs.
    const x = round(Math.max(14, body.minX - 40));
    out.push(`<path d="M${x} ${FLOOR}V${FLOOR - 50}H${x + 30}V${FLOOR}M${x + 30} ${FLOOR - 50}V${FLOOR - 100}" fill="none" stroke="#8a6d4b" stroke-width="4" stroke-linejoin="round"/>`);
  }
  if (eq.has('step') && scene.position === 'standing') {
    out.push(`<rect x="${round(body.minX - 14)}" y="${FLOOR - 16}" width="${round(body.maxX - body.minX + 28)}" height="16" rx="2" fill="#d9c6a5" stroke="#8a6d4b" stroke-width="2"/>`);
  }
  const band = tag(item, 'band');
  const loop = scene.spec.loop;
  if (band && loop) {
    const [a, b] = loop === 'knees' ? [j.kneeN, j.kneeF] : loop === 'ankles' ? [mid(j.kneeN, j.ankleN, 0.8), mid(j.kneeF, j.ankleF, 0.8)] : [j.handN, j.handF];
    const colour = BAND_COLOUR[band] ?? '#d8412f';
    const width = band === 'heavy' ? 6 : band === 'medium' ? 4.5 : 3.5;
    // A loop band: a short band between the two limbs, or a ring when they overlap (side view).
    out.push(
      Math.hypot(a.x - b.x, a.y - b.y) < 10
        ? `<circle cx="${a.x}" cy="${a.y}" r="8" fill="none" stroke="${colour}" stroke-width="${width}"/>`
        : line([a, b], colour, width) + `<circle cx="${a.x}" cy="${a.y}" r="5" fill="${colour}"/><circle cx="${b.x}" cy="${b.y}" r="5" fill="${colour}"/>`,
    );
  } else if (band) {
    const anchorX = tip.x < SIZE / 2 ? 8 : 232;
    const anchorY = round(Math.min(FLOOR - 4, Math.max(30, tip.y)));
    out.push(`<rect x="${anchorX - 4}" y="${anchorY - 8}" width="8" height="16" rx="2" fill="#7a8499"/>`);
    out.push(line([{ x: anchorX, y: anchorY }, tip], BAND_COLOUR[band] ?? BAND_COLOUR.medium as string, band === 'heavy' ? 6 : band === 'medium' ? 4.5 : 3.5));
  }
  if (eq.has('dumbbell')) {
    // Held in the hand, or resting across the hips for bridges and hip thrusts.
    const h = scene.spec.track === 'pelvis' && ['bridge', 'hip-thrust'].includes(tag(item, 'pose') ?? '') ? j.pelvis : j.handN;
    out.push(`<g transform="translate(${h.x} ${h.y})"><path d="M-9 0H9" stroke="#333" stroke-width="4"/><rect x="-13" y="-7" width="6" height="14" rx="2" fill="#333"/><rect x="7" y="-7" width="6" height="14" rx="2" fill="#333"/></g>`);
  }
  if (eq.has('cuff-weight')) {
    const isLeg = ['kneeN', 'ankleN', 'toeN', 'kneeF', 'ankleF'].includes(scene.spec.track) || item.bodyRegions.some((r) => ['hip', 'knee', 'ankle-foot'].includes(r));
    const p = isLeg ? mid(j.kneeN, j.ankleN, 0.85) : mid(j.elbowN, j.wristN, 0.85);
    out.push(`<circle cx="${p.x}" cy="${p.y}" r="7" fill="#5a4fcf" stroke="#fff" stroke-width="2"/>`);
  }
  if (eq.has('ball')) {
    const lowerBody = item.bodyRegions.some((r) => ['hip', 'knee', 'pelvic-floor', 'lumbar'].includes(r));
    const p = lowerBody ? mid(j.kneeN, j.kneeF) : mid(j.handN, j.handF);
    out.push(`<circle cx="${p.x}" cy="${round(p.y)}" r="12" fill="#7ec3ef" stroke="#2f7fb8" stroke-width="2.5"/>`);
  }
  if (eq.has('towel')) {
    const p = scene.spec.track.startsWith('hand') || scene.spec.track.startsWith('wrist') ? j.handN : j.ankleN;
    out.push(`<path d="M${p.x - 12} ${p.y + 4}q6 -6 12 0t12 0" fill="none" stroke="#3fa37e" stroke-width="5" stroke-linecap="round"/>`);
  }
  if (eq.has('stick')) {
    const a = j.handN;
    const b = j.handF;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const v = len > 4 ? { x: (b.x - a.x) / len, y: (b.y - a.y) / len } : { x: 1, y: 0 };
    out.push(line([{ x: round(a.x - v.x * 14), y: round(a.y - v.y * 14) }, { x: round(b.x + v.x * 14), y: round(b.y + v.y * 14) }], '#8a6d4b', 4));
  }
  return out.join('');
}

function props(scene: Scene, j: Joints, startJ: Joints): string {
  const out: string[] = [];
  if (scene.prop === 'mat') {
    out.push(`<rect x="16" y="${FLOOR - 4}" width="208" height="5" rx="2" fill="#dfe4ee"/>`);
  }
  if (scene.prop === 'chair') {
    // The chair sits under the seated pose, which is the start of a sit-to-stand.
    const seat = startJ.pelvis.y > j.pelvis.y + 6 ? startJ.pelvis : j.pelvis;
    const seatY = round(seat.y + 8);
    const back = round(seat.x - 12);
    out.push(`<path d="M${back} ${seatY}H${round(seat.x + 26)}M${back + 3} ${seatY}V${FLOOR}M${round(seat.x + 22)} ${seatY}V${FLOOR}M${back} ${seatY}V${round(seatY - 56)}" fill="none" stroke="#8a6d4b" stroke-width="4" stroke-linecap="round"/>`);
  }
  for (const p of scene.spec.props ?? []) {
    if (p === 'target') {
      out.push(`<g transform="translate(${round(Math.min(222, j.head.x + 62))} ${j.head.y})"><circle r="10" fill="none" stroke="${ACCENT}" stroke-width="3"/><circle r="3" fill="${ACCENT}"/></g>`);
    }
    if (p === 'target2') {
      out.push(`<g transform="translate(${round(Math.min(222, j.head.x + 62))} ${round(j.head.y + 40)})"><circle r="10" fill="none" stroke="${ACCENT}" stroke-width="3"/><circle r="3" fill="${ACCENT}"/></g>`);
    }
    if (p === 'lines-back') {
      out.push(`<path d="M${round(j.pelvis.x + 70)} ${FLOOR - 40}h22M${round(j.pelvis.x + 66)} ${FLOOR - 60}h16" stroke="${GHOST}" stroke-width="3" stroke-linecap="round"/>`);
    }
    if (p === 'lines') {
      out.push(`<path d="M${round(j.pelvis.x - 70)} ${FLOOR - 40}h-22M${round(j.pelvis.x - 66)} ${FLOOR - 60}h-16" stroke="${GHOST}" stroke-width="3" stroke-linecap="round"/>`);
    }
    if (p === 'breath') {
      const c = mid(j.pelvis, j.neck, 0.6);
      out.push(`<path d="M${round(c.x - 16)} ${round(c.y - 16)}a22 22 0 0 1 32 0M${round(c.x - 24)} ${round(c.y - 26)}a32 32 0 0 1 48 0" fill="none" stroke="#4fa3e0" stroke-width="3" stroke-linecap="round"/>`);
    }
    if (p === 'bike') {
      out.push(`<path d="M${round(j.pelvis.x)} ${round(j.pelvis.y + 8)}L${round(j.pelvis.x + 30)} ${FLOOR}M${round(j.pelvis.x - 20)} ${FLOOR}H${round(j.pelvis.x + 50)}" stroke="#7a8499" stroke-width="5" stroke-linecap="round"/><circle cx="${round(j.pelvis.x + 30)}" cy="${round(FLOOR - 30)}" r="12" fill="none" stroke="#7a8499" stroke-width="3"/>`);
    }
  }
  return out.join('');
}

function surfaceGlyph(item: LibraryItem): string {
  const s = tag(item, 'surface');
  const out: string[] = [];
  if (s === 'foam' || s === 'foam-eyes-closed') {
    out.push(`<rect x="62" y="${FLOOR - 10}" width="116" height="10" rx="5" fill="#9fd8c9" stroke="#4d9e8a" stroke-width="2"/>`);
  }
  if (s === 'eyes-closed' || s === 'foam-eyes-closed') {
    out.push(`<g transform="translate(206 66)"><path d="M-14 0q14 12 28 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><path d="M-8 6l-3 6M0 8v6M8 6l3 6" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/></g>`);
  }
  return out.join('');
}

/** One small icon per kind of exercise, top right, so a stretch and a strengthening exercise of the same pose differ at a glance. */
const KIND_ICON: Record<string, string> = {
  mobility: '<path d="M-7 -2a7 7 0 0 1 13 -2M7 2a7 7 0 0 1 -13 2" fill="none" stroke="#3b6fb6" stroke-width="2.5" stroke-linecap="round"/><path d="M6 -8v5h-5M-6 8v-5h5" fill="none" stroke="#3b6fb6" stroke-width="2.5" stroke-linecap="round"/>',
  stretching: '<path d="M-9 0q3 -6 6 0t6 0t6 0" fill="none" stroke="#3b6fb6" stroke-width="3" stroke-linecap="round"/>',
  isometric: '<circle cy="2" r="8" fill="none" stroke="#3b6fb6" stroke-width="2.5"/><path d="M0 2v-5M-3 -9h6" stroke="#3b6fb6" stroke-width="2.5" stroke-linecap="round"/>',
  strengthening: '<path d="M-6 0h12" stroke="#3b6fb6" stroke-width="3"/><rect x="-10" y="-6" width="4" height="12" rx="1" fill="#3b6fb6"/><rect x="6" y="-6" width="4" height="12" rx="1" fill="#3b6fb6"/>',
  balance: '<path d="M-10 -3h20M0 -3l-5 9h10z" fill="#3b6fb6" stroke="#3b6fb6" stroke-width="2.5" stroke-linejoin="round"/>',
  neuro: '<circle cx="-6" cy="-5" r="3" fill="#3b6fb6"/><circle cx="6" cy="-3" r="3" fill="#3b6fb6"/><circle cx="0" cy="6" r="3" fill="#3b6fb6"/><path d="M-6 -5L6 -3L0 6z" fill="none" stroke="#3b6fb6" stroke-width="2"/>',
  vestibular: '<path d="M-10 0q10 -10 20 0q-10 10 -20 0z" fill="none" stroke="#3b6fb6" stroke-width="2.5"/><circle r="3.5" fill="#3b6fb6"/>',
  breathing: '<path d="M-9 -4h12a3 3 0 1 0 -3 -3M-9 2h15a3 3 0 1 1 -3 3" fill="none" stroke="#3b6fb6" stroke-width="2.5" stroke-linecap="round"/>',
  functional: '<path d="M-9 1l9 -8l9 8M-6 -1v8h12v-8" fill="none" stroke="#3b6fb6" stroke-width="2.5" stroke-linejoin="round"/>',
  'return-to-sport': '<path d="M-8 8h16M0 4v-12M-5 -3l5 -5l5 5" fill="none" stroke="#3b6fb6" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
  aerobic: '<path d="M0 8l-8 -8a4.5 4.5 0 0 1 8 -5a4.5 4.5 0 0 1 8 5z" fill="#d8412f"/>',
};

function kindIcon(item: LibraryItem): string {
  const kind = tag(item, 'kind');
  const icon = kind ? KIND_ICON[kind] : undefined;
  return icon ? `<g transform="translate(218 24)"><circle r="15" fill="#eef2f9"/>${icon}</g>` : '';
}

/** Small badges, never mirrored: side (L/R) and the support or progression mode. */
function badges(item: LibraryItem): string {
  const out: string[] = [];
  const side = tag(item, 'side');
  if (side) {
    const left = side === 'left';
    out.push(
      `<g transform="translate(14 14)"><rect width="40" height="22" rx="11" fill="#fff" stroke="${INK}" stroke-width="2"/>` +
        `<path d="M11 0h9v22h-9a11 11 0 0 1 0-22z" fill="${left ? INK : '#fff'}"/><path d="M20 0h9a11 11 0 0 1 0 22h-9z" fill="${left ? '#fff' : INK}"/>` +
        `<rect width="40" height="22" rx="11" fill="none" stroke="${INK}" stroke-width="2"/>` +
        `<text x="${left ? 10 : 30}" y="16" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">${left ? 'L' : 'R'}</text></g>`,
    );
  }
  const mode = tag(item, 'mode');
  const label: Record<string, string> = {
    assisted: '+',
    eccentric: '4 s \u2193',
    hold: '3 s',
    'contract-relax': '5 s \u21c4',
    dynamic: '\u21c6',
    strong: '70%',
    sustained: '45 s',
    static: '30 s',
    power: '\u21af',
    'dual-task': '100\u22123',
  };
  if (mode && label[mode]) {
    out.push(
      `<g transform="translate(226 218)"><rect x="-${label[mode].length * 8 + 10}" y="-14" width="${label[mode].length * 8 + 14}" height="22" rx="6" fill="${ACCENT}"/>` +
        `<text x="-${(label[mode].length * 8 + 10) / 2 - 2}" y="2" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">${label[mode]}</text></g>`,
    );
  }
  return out.join('');
}

export function renderThumbnailSvg(item: LibraryItem): string {
  const scene = buildScene(item);
  const { start, end, scale } = place(scene);
  const highlight = regionPoint(item.bodyRegions[0] ?? '', end);
  const mirrored = tag(item, 'side') === 'right';
  const drawing = [
    props(scene, end, start),
    surfaceGlyph(item),
    highlight ? `<circle cx="${highlight.x}" cy="${highlight.y}" r="${round(17 * scale)}" fill="${ACCENT}" opacity="0.4"/>` : '',
    samePose(start, end) ? '' : figure(start, scale, true),
    figure(end, scale, false),
    equipmentGlyphs(item, scene, end),
    movementArrow(scene.spec, start, end),
  ].join('');
  const stage = `<path d="M8 ${FLOOR}H232" stroke="#b7c0d1" stroke-width="2"/>` + (mirrored ? `<g transform="matrix(-1 0 0 1 ${SIZE} 0)">${drawing}</g>` : drawing);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>` +
    fitIntoFrame(stage) +
    badges(item) +
    kindIcon(item) +
    `</svg>`
  );
}

/** Painted parts stay this far inside the view box. */
const MARGIN = 2;

/**
 * The figure, its props, equipment and arrows as painted, shrunk about the frame's centre and
 * moved as little as needed when any part would fall outside the view box (a prop placed beside a
 * long pose, a target under a lying head), so no thumbnail shows a cropped figure at any size.
 * What already fits is left exactly as it was.
 */
function fitIntoFrame(stage: string): string {
  const b = paintedBounds(stage, { background: false });
  const lo = MARGIN;
  const hi = SIZE - MARGIN;
  if (b.minX >= lo && b.minY >= lo && b.maxX <= hi && b.maxY <= hi) {
    return stage;
  }
  const s = Math.min(1, (hi - lo) / (b.maxX - b.minX), (hi - lo) / (b.maxY - b.minY));
  const shift = (min: number, max: number): number => {
    const origin = (SIZE / 2) * (1 - s);
    const below = lo - (s * min + origin);
    const above = hi - (s * max + origin);
    return origin + (below > 0 ? below : above < 0 ? above : 0);
  };
  // Rounded down to the thousandth so the scaled extent never grows past the margin.
  const scale = Math.floor(s * 1000) / 1000;
  const tx = round(shift(b.minX, b.maxX) * 10) / 10;
  const ty = round(shift(b.minY, b.maxY) * 10) / 10;
  return `<g transform="matrix(${scale} 0 0 ${scale} ${tx} ${ty})">${stage}</g>`;
}

function samePose(a: Joints, b: Joints): boolean {
  return (Object.keys(a) as JointName[]).every((k) => samePoint(a[k], b[k]));
}


/** The generated drawing as an item image (stock items, and imported items that have no picture). */
export function drawingImage(item: LibraryItem, caption: LibraryImage['caption'] = null): LibraryImage {
  return { kind: 'drawing', mime: 'image/svg+xml', data: Buffer.from(renderThumbnailSvg(item), 'utf8'), caption };
}

/**
 * The drawing of an imported item, or none: only a pose the generator knows (named by the item's
 * `pose:` tag) is drawn. A figure guessed from the body region alone showed poses that had nothing
 * to do with the exercise; the screens show a neutral card with the title instead.
 */
export function drawingImages(item: LibraryItem, caption: LibraryImage['caption']): LibraryImage[] {
  const pose = tag(item, 'pose');
  return pose !== null && hasPose(pose) ? [drawingImage(item, caption)] : [];
}
