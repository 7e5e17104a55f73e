/**
 * A jointed stick figure for the generated exercise drawings. Angles are absolute, in degrees, in
 * the figure's own frame: 0 points down, 90 points forwards (or outwards, seen from the front),
 * 180 points up. Forward kinematics from the pelvis give the joints; the caller rotates the whole
 * figure for lying positions, grounds it on the floor and fits it into the 240 x 240 view box.
 */
export interface Vec {
  x: number;
  y: number;
}

export type View = 'side' | 'front';

/** [upper segment, lower segment, end segment]: arm = upper arm, forearm, hand; leg = thigh, shin, foot. */
export type Chain = [number, number, number];

export interface Angles {
  trunk: number;
  head: number;
  armN: Chain;
  armF: Chain;
  legN: Chain;
  legF: Chain;
}

export interface Joints {
  pelvis: Vec;
  neck: Vec;
  head: Vec;
  nose: Vec;
  shoulderN: Vec;
  shoulderF: Vec;
  elbowN: Vec;
  elbowF: Vec;
  wristN: Vec;
  wristF: Vec;
  handN: Vec;
  handF: Vec;
  hipN: Vec;
  hipF: Vec;
  kneeN: Vec;
  kneeF: Vec;
  ankleN: Vec;
  ankleF: Vec;
  toeN: Vec;
  toeF: Vec;
}

export type JointName = keyof Joints;

export const LENGTH = {
  trunk: 58,
  neck: 9,
  headR: 11,
  upperArm: 32,
  forearm: 29,
  hand: 9,
  thigh: 43,
  shin: 41,
  foot: 14,
  shoulderHalf: 15,
  hipHalf: 9,
};

export function dir(angle: number): Vec {
  const r = (angle * Math.PI) / 180;
  return { x: Math.sin(r), y: Math.cos(r) };
}

function add(p: Vec, angle: number, len: number): Vec {
  const d = dir(angle);
  return { x: p.x + d.x * len, y: p.y + d.y * len };
}

/**
 * Joint positions for a pose. `rot` turns the whole figure (90: lying with the head to the left and
 * the front facing up). In front view the far limbs mirror the near ones across the trunk's axis.
 */
export interface Foreshortening {
  legN: Chain;
  legF: Chain;
}

const NO_FORESHORTENING: Foreshortening = { legN: [1, 1, 1], legF: [1, 1, 1] };

/**
 * `stacked`: seen from the front but lying on the side, the far (bottom) limbs lie under the near
 * ones instead of mirroring them.
 */
export function solve(a: Angles, view: View, rot: number, shoulderLift = 0, fs: Foreshortening = NO_FORESHORTENING, stacked = false): Joints {
  const trunk = a.trunk + rot;
  const pelvis = { x: 0, y: 0 };
  const neckBase = add(pelvis, trunk, LENGTH.trunk);
  // Arms mirror across the trunk; legs across the pelvis' own axis, so a side bend of the trunk
  // does not swing the far leg out.
  const pelvisAxis = 180 + rot;
  const side = (p: Vec, half: number, s: 1 | -1, axis: number): Vec =>
    view === 'front' ? add(p, axis - 90, stacked ? half * s * 0.3 : half * s) : p;
  const mirrorAbout = (axis: number, angle: number): number => (view === 'front' && !stacked ? 2 * axis - angle : angle);
  const shoulderBase = add(neckBase, trunk, shoulderLift);
  const shoulderN = side(shoulderBase, LENGTH.shoulderHalf, 1, trunk);
  const shoulderF = side(shoulderBase, LENGTH.shoulderHalf, -1, trunk);
  const hipN = side(pelvis, LENGTH.hipHalf, 1, pelvisAxis);
  const hipF = side(pelvis, LENGTH.hipHalf, -1, pelvisAxis);
  const arm = (start: Vec, c: Chain, far: boolean) => {
    const f = (x: number) => (far ? mirrorAbout(trunk, x + rot) : x + rot);
    const elbow = add(start, f(c[0]), LENGTH.upperArm);
    const wrist = add(elbow, f(c[1]), LENGTH.forearm);
    const hand = add(wrist, f(c[2]), LENGTH.hand);
    return { elbow, wrist, hand };
  };
  const leg = (start: Vec, c: Chain, far: boolean) => {
    const f = (x: number) => (far ? mirrorAbout(pelvisAxis, x + rot) : x + rot);
    // Seen from the front, segments pointing at the viewer look shorter.
    const k = far ? fs.legF : fs.legN;
    const knee = add(start, f(c[0]), LENGTH.thigh * k[0]);
    const ankle = add(knee, f(c[1]), LENGTH.shin * k[1]);
    const toe = add(ankle, f(c[2]), LENGTH.foot * k[2]);
    return { knee, ankle, toe };
  };
  const an = arm(shoulderN, a.armN, false);
  const af = arm(shoulderF, a.armF, true);
  const ln = leg(hipN, a.legN, false);
  const lf = leg(hipF, a.legF, true);
  const neck = add(neckBase, a.head + rot, LENGTH.neck);
  const head = add(neck, a.head + rot, LENGTH.headR);
  // The nose marks where the face points: forwards in side view, towards the viewer in front view.
  const nose = view === 'side' ? add(head, a.head + rot - 90, LENGTH.headR + 3) : head;
  return {
    pelvis,
    neck: neckBase,
    head,
    nose,
    shoulderN,
    shoulderF,
    elbowN: an.elbow,
    elbowF: af.elbow,
    wristN: an.wrist,
    wristF: af.wrist,
    handN: an.hand,
    handF: af.hand,
    hipN,
    hipF,
    kneeN: ln.knee,
    kneeF: lf.knee,
    ankleN: ln.ankle,
    ankleF: lf.ankle,
    toeN: ln.toe,
    toeF: lf.toe,
  };
}

export function mapJoints(j: Joints, f: (p: Vec) => Vec): Joints {
  const out = {} as Joints;
  for (const k of Object.keys(j) as JointName[]) {
    out[k] = f(j[k]);
  }
  return out;
}

export function bounds(points: Vec[], pad = 0): { minX: number; maxX: number; minY: number; maxY: number } {
  return {
    minX: Math.min(...points.map((p) => p.x)) - pad,
    maxX: Math.max(...points.map((p) => p.x)) + pad,
    minY: Math.min(...points.map((p) => p.y)) - pad,
    maxY: Math.max(...points.map((p) => p.y)) + pad,
  };
}
