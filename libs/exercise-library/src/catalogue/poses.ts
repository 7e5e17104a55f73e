/**
 * The pose library of the generated drawings: how each position holds the body, and how each
 * movement (the `pose` of a base exercise) changes it between the start (drawn faint) and the end
 * (drawn dark). Movements are joint rotations that carry the rest of the limb with them, so one
 * movement reads correctly in every position (a shoulder flexion standing, sitting or lying).
 */
import type { Position } from './base-exercise.js';
import type { Angles, Chain, Foreshortening, JointName, View } from './figure.js';

export type Prop = 'chair' | 'mat' | null;

export interface PositionFrame {
  angles: Angles;
  rot: number;
  prop: Prop;
  /** How the legs (and arms) look from the front when they point at the viewer. */
  front?: { angles: Partial<Angles>; fs: Foreshortening };
  /** Side view only: from the front this position would not read (e.g. on all fours). */
  sideOnly?: boolean;
  /** Whether the feet stay planted between start and end (else the pelvis stays put). */
  feetAnchor: boolean;
}

const STAND: Angles = { trunk: 180, head: 180, armN: [8, 8, 8], armF: [-6, -6, -6], legN: [2, 2, 90], legF: [-2, -2, 90] };

function withLegs(a: Angles, legN: Chain, legF: Chain): Angles {
  return { ...a, legN, legF };
}

const SHORT_THIGH: Chain = [0.3, 1, 0.5];
const SHORT_SHIN: Chain = [1, 0.3, 0.2];

export const POSITION_FRAMES: Record<Position, PositionFrame> = {
  standing: { angles: STAND, rot: 0, prop: null, feetAnchor: true },
  sitting: {
    angles: withLegs({ ...STAND, armN: [10, 60, 60], armF: [10, 60, 60] }, [90, 0, 90], [88, 0, 90]),
    rot: 0,
    prop: 'chair',
    front: { angles: { armN: [8, 8, 8], armF: [8, 8, 8], legN: [10, 0, 60], legF: [10, 0, 60] }, fs: { legN: SHORT_THIGH, legF: SHORT_THIGH } },
    feetAnchor: true,
  },
  supine: { angles: { ...STAND, armN: [6, 6, 6], armF: [6, 6, 6], legN: [0, 0, 180], legF: [0, 0, 180] }, rot: 90, prop: 'mat', feetAnchor: false },
  'hook-lying': {
    angles: withLegs({ ...STAND, armN: [6, 6, 6], armF: [6, 6, 6] }, [45, -45, 0], [43, -47, 0]),
    rot: 90,
    prop: 'mat',
    front: { angles: { legN: [4, 4, 60], legF: [4, 4, 60] }, fs: { legN: [0.7, 0.7, 0.5], legF: [0.7, 0.7, 0.5] } },
    feetAnchor: false,
  },
  prone: { angles: { ...STAND, armN: [170, 20, 20], armF: [170, 20, 20], legN: [0, 0, 0], legF: [0, 0, 0] }, rot: -90, prop: 'mat', sideOnly: true, feetAnchor: false },
  'side-lying': { angles: { ...STAND, armN: [10, 10, 10], armF: [180, 180, 180], legN: [0, 0, 10], legF: [0, 0, 10] }, rot: 90, prop: 'mat', feetAnchor: false },
  quadruped: { angles: { trunk: 90, head: 100, armN: [0, 0, 90], armF: [0, 0, 90], legN: [0, -90, -90], legF: [0, -90, -90] }, rot: 0, prop: 'mat', sideOnly: true, feetAnchor: true },
  kneeling: {
    angles: withLegs(STAND, [0, -90, -90], [0, -90, -90]),
    rot: 0,
    prop: 'mat',
    front: { angles: { legN: [2, 0, 0], legF: [2, 0, 0] }, fs: { legN: SHORT_SHIN, legF: SHORT_SHIN } },
    feetAnchor: true,
  },
  'half-kneeling': {
    angles: withLegs(STAND, [85, 0, 90], [-5, -90, -90]),
    rot: 0,
    prop: 'mat',
    front: { angles: { legN: [10, 0, 60], legF: [2, 0, 0] }, fs: { legN: SHORT_THIGH, legF: SHORT_SHIN } },
    feetAnchor: true,
  },
  'long-sitting': {
    angles: withLegs({ ...STAND, trunk: 190, head: 185, armN: [-20, -20, -90], armF: [-20, -20, -90] }, [90, 90, 180], [90, 90, 180]),
    rot: 0,
    prop: 'mat',
    front: { angles: { trunk: 180, head: 180, armN: [20, 20, 20], armF: [20, 20, 20], legN: [20, 20, 20], legF: [20, 20, 20] }, fs: { legN: [0.3, 0.3, 0.3], legF: [0.3, 0.3, 0.3] } },
    feetAnchor: false,
  },
};

/** Which positions are drawn from the front (movements in the frontal plane). */
export type Delta = Partial<Record<'trunk' | 'neck' | 'shN' | 'elN' | 'wrN' | 'shF' | 'elF' | 'wrF' | 'hipN' | 'knN' | 'anN' | 'hipF' | 'knF' | 'anF', number>>;

export interface PoseSpec {
  view?: View;
  /** Absolute angles replacing the position's (whole-body poses that look the same in any position). */
  base?: Partial<Angles>;
  start?: Delta;
  end: Delta;
  /** The joint whose path the movement arrow follows. */
  track: JointName;
  arrow?: 'arc' | 'push' | 'circle' | 'none';
  /** Keep the near/far foot flat on the floor (standing poses). */
  plant?: boolean;
  /** Shoulder elevation at the end (shrugs). */
  shrug?: number;
  /** Height above the floor at the end (jumps). */
  air?: number;
  /** Apply arm deltas to both arms, leg deltas to both legs. */
  both?: boolean;
  /** The arms stay where they are when the trunk moves (they bear weight). */
  keepArms?: boolean;
  /** Start and end deltas for particular positions (e.g. knee extension sitting vs lying). */
  byPosition?: Partial<Record<Position, { start?: Delta; end?: Delta }>>;
  /** Direction (degrees, figure frame) of the press arrow of a pose that does not move. */
  pushDir?: number;
  /** Props drawn with this pose whatever the equipment. */
  props?: ('target' | 'target2' | 'table' | 'bike' | 'lines' | 'lines-back' | 'breath')[];
  /** A resistance band used as a loop around both knees, ankles or hands rather than tied to an anchor. */
  loop?: 'knees' | 'ankles' | 'hands';
}

const P: Record<string, PoseSpec> = {
  // Neck and jaw
  'chin-tuck': { end: { neck: -14 }, track: 'head', arrow: 'push' },
  'neck-flex': { start: { neck: 30 }, end: { neck: -40 }, track: 'nose' },
  'neck-rot': { view: 'front', end: { neck: 0 }, track: 'head', arrow: 'circle' },
  'neck-side': { view: 'front', end: { neck: 30 }, track: 'head' },
  'neck-iso': { end: { shN: 150, elN: 120 }, track: 'head', arrow: 'push' },
  'neck-iso-back': { end: { shN: 170, elN: -150 }, track: 'head', arrow: 'push' },
  'jaw-open': { end: { neck: -8 }, track: 'nose', arrow: 'push' },
  'neck-ext-side': { view: 'front', start: { neck: 0 }, end: { neck: -25 }, track: 'head', arrow: 'arc' },
  'sh-iso-abd': { view: 'front', start: {}, end: {}, track: 'elbowN', arrow: 'push', pushDir: 90 },
  'forearm-pro': { start: { elN: 90, wrN: 40 }, end: { elN: 90 }, track: 'handN', arrow: 'arc' },
  'wrist-dev': { view: 'front', start: { elN: -90, wrN: -35 }, end: { elN: -90, wrN: 35 }, track: 'handN' },
  sphinx: { keepArms: true, base: { armN: [90, 180, 180], armF: [90, 180, 180] }, end: { trunk: 14 }, start: { trunk: 14 }, track: 'pelvis', arrow: 'none' },
  'heel-tap': { base: { armN: [0, 0, 0], armF: [0, 0, 0], legN: [90, 0, 90], legF: [90, 0, 90] }, end: { hipN: -45 }, track: 'ankleN' },
  'ankle-inv': { view: 'front', end: { anN: -35 }, track: 'toeN' },
  'ankle-ev': { view: 'front', end: { anN: 35 }, track: 'toeN' },
  sway: { plant: true, start: { trunk: 6, hipN: 6, hipF: 6 }, end: { trunk: -8, hipN: -8, hipF: -8 }, track: 'head' },
  pursuit: { start: { shN: 70 }, end: { shN: 95 }, track: 'handN', props: ['target'] },
  huff: { end: { trunk: -15 }, track: 'nose', arrow: 'push', props: ['breath'] },
  jaw: { end: { neck: 8 }, track: 'nose', arrow: 'arc' },
  // Shoulder
  'sh-pendulum': { base: { trunk: 120, head: 125, armN: [0, 0, 0], armF: [50, 90, 90] }, start: { shN: -20 }, end: { shN: 20 }, track: 'handN', arrow: 'circle' },
  'sh-flex': { end: { shN: 165 }, track: 'handN' },
  'sh-flex-both': { end: { shN: 165, shF: 165 }, track: 'handN' },
  'sh-abd': { view: 'front', end: { shN: 150 }, track: 'handN' },
  'sh-scaption': { view: 'front', end: { shN: 110, elN: 5 }, track: 'handN' },
  'sh-er': { view: 'front', start: { elN: -80 }, end: { elN: 55 }, track: 'handN' },
  'sh-ir': { view: 'front', start: { elN: 50 }, end: { elN: -85 }, track: 'handN' },
  'sh-er90': { view: 'front', start: { shN: 85, elN: -85 }, end: { shN: 85, elN: 95 }, track: 'handN' },
  'sh-row': { start: { shN: 80 }, end: { shN: -35, elN: 110 }, track: 'handN' },
  'sh-ext': { end: { shN: -45 }, track: 'handN' },
  'sh-horiz': { loop: 'hands', view: 'front', both: true, start: { shN: 45, elN: -40 }, end: { shN: 88 }, track: 'handN' },
  'sh-retract': { loop: 'hands', both: true, start: { elN: 80 }, end: { shN: -20, elN: 80 }, track: 'elbowN', arrow: 'push' },
  'sh-shrug': { view: 'front', end: {}, shrug: 9, track: 'shoulderN', arrow: 'push' },
  'sh-wall-slide': { start: { shN: 80, elN: 90 }, end: { shN: 160, elN: 15 }, track: 'handN' },
  'sh-cross': { view: 'front', start: { shN: 60 }, end: { shN: -75, elN: -20 }, track: 'handN' },
  'sh-hbb': { start: { shN: -25, elN: -100 }, end: { shN: -35, elN: -135 }, track: 'handN' },
  'sh-iso': { end: { elN: 90 }, start: { elN: 90 }, track: 'handN', arrow: 'push' },
  'sh-punch': { start: { shN: 88, elN: 25 }, end: { shN: 92 }, track: 'handN', arrow: 'push' },
  'sh-press': { start: { shN: 40, elN: 140 }, end: { shN: 175 }, track: 'handN' },
  'sh-y': { start: { shN: 140 }, end: { shN: 160 }, track: 'handN' },
  'sh-iso-ext': { start: { elN: 90 }, end: { elN: 90 }, track: 'elbowN', arrow: 'push', pushDir: -90 },
  'sh-iso-add': { view: 'front', start: { elN: 60 }, end: { elN: 60 }, track: 'elbowN', arrow: 'push', pushDir: -90 },
  'sh-circle': { view: 'front', start: { shN: 90 }, end: { shN: 90 }, track: 'handN', arrow: 'circle' },
  'hip-hitch': { view: 'front', start: { hipF: -8 }, end: { hipF: 8, trunk: 6 }, track: 'ankleF' },
  'clam-rev': { view: 'front', base: { legN: [25, -30, 0], legF: [25, -30, 0] }, start: {}, end: { knN: 45 }, track: 'ankleN' },
  'ankle-alpha': { start: { anN: 10 }, end: { anN: -25 }, track: 'toeN', arrow: 'circle' },
  'split-hold': { plant: true, base: { legN: [40, -10, 90], legF: [-30, -30, 90] }, start: { hipN: 35, knN: -60, hipF: 0, knF: -70 }, end: { hipN: 35, knN: -60, hipF: 0, knF: -70 }, track: 'kneeN', arrow: 'none' },
  'elb-iso-ext': { start: { elN: 90 }, end: { elN: 90 }, track: 'handN', arrow: 'push', pushDir: 0 },
  'sh-d1': { view: 'front', start: { shN: 20 }, end: { shN: -150, elN: -20 }, track: 'handN' },
  'elb-flex-pro': { start: { wrN: -25 }, end: { elN: 135, wrN: -25 }, track: 'handN' },
  'hip-thrust': { loop: 'knees', base: { legN: [45, -45, 0], legF: [43, -47, 0] }, end: { trunk: 45, hipN: -35, hipF: -35, knN: 20, knF: 20 }, track: 'pelvis', arrow: 'push' },
  'lunge-back': { plant: true, end: { hipN: 40, knN: -50, hipF: -35, knF: -60 }, track: 'kneeF' },
  'heel-drop': { both: true, start: { anN: -30 }, end: { anN: 20 }, track: 'ankleN' },
  'sh-d2': { view: 'front', start: { shN: -35, elN: -20 }, end: { shN: 150 }, track: 'handN' },
  pushup: { keepArms: true, base: { trunk: 100, head: 104, armN: [0, 0, 90], armF: [0, 0, 90], legN: [-80, -80, -10], legF: [-80, -80, -10] }, start: {}, end: { shN: -45, elN: 90, shF: -45, elF: 90 }, track: 'neck', arrow: 'push',
    byPosition: {
      standing: { start: { trunk: 42, hipN: 60, hipF: 60, anN: 40, anF: 40, shN: 90, shF: 90 }, end: { trunk: 42, hipN: 60, hipF: 60, anN: 40, anF: 40, shN: 40, elN: 100, shF: 40, elF: 100 } },
      kneeling: { start: { hipN: 20, hipF: 20, knN: -30, knF: -30 }, end: { hipN: 20, hipF: 20, knN: -30, knF: -30, shN: -45, elN: 90, shF: -45, elF: 90 } },
    } },
  // Elbow, wrist, hand
  'elb-flex': { end: { elN: 135 }, track: 'handN' },
  'elb-ext': { start: { shN: 170, elN: -140 }, end: { shN: 170 }, track: 'handN' },
  'forearm-rot': { start: { elN: 90 }, end: { elN: 90 }, track: 'handN', arrow: 'circle' },
  'wrist-ext': { start: { shN: 40, elN: 50 }, end: { shN: 40, elN: 50, wrN: 60 }, track: 'handN' },
  'wrist-flex': { start: { shN: 40, elN: 50 }, end: { shN: 40, elN: 50, wrN: -60 }, track: 'handN' },
  grip: { start: { shN: 40, elN: 50 }, end: { shN: 40, elN: 50, wrN: -30 }, track: 'handN', arrow: 'push' },
  finger: { start: { shN: 40, elN: 60 }, end: { shN: 40, elN: 60, wrN: 25 }, track: 'handN', arrow: 'circle' },
  // Trunk
  'trunk-ext': { end: { trunk: 20 }, track: 'neck' },
  'trunk-flex': { end: { trunk: -55 }, track: 'neck' },
  'trunk-rot': {
    view: 'front',
    both: true,
    start: { shN: 85, elN: 0 },
    end: { shN: 85, elN: 0, trunk: 0 },
    track: 'head',
    arrow: 'circle',
    byPosition: { quadruped: { start: {}, end: { shN: 175 } } },
  },
  'trunk-side': { view: 'front', start: { shF: 150 }, end: { trunk: -25, shF: 150 }, track: 'neck' },
  'cat-camel': { keepArms: true, base: { trunk: 90, head: 100, armN: [0, 0, 90], armF: [0, 0, 90], legN: [0, -90, -90], legF: [0, -90, -90] }, start: { trunk: 12, neck: -25 }, end: { trunk: -10, neck: 25 }, track: 'neck' },
  'childs-pose': { base: { trunk: 115, head: 115, armN: [80, 80, 90], armF: [80, 80, 90], legN: [-30, -120, -120], legF: [-30, -120, -120] }, start: { trunk: 30 }, end: {}, track: 'handN' },
  'prone-ext': { keepArms: true, base: { armN: [90, 180, 180], armF: [90, 180, 180] }, start: {}, end: { trunk: 28, neck: 5 }, track: 'neck' },
  'pelvic-tilt': { end: { trunk: 6, hipN: -6, hipF: -6 }, track: 'pelvis', arrow: 'circle' },
  'knee-chest': { end: { hipN: 100, knN: -120 }, track: 'kneeN' },
  'lumbar-rot': { loop: 'knees', view: 'front', base: { legN: [60, -60, 0], legF: [60, -60, 0] }, end: { hipN: 50, hipF: 50 }, track: 'kneeN' },
  'bird-dog': { base: { trunk: 90, head: 100, armN: [0, 0, 90], armF: [0, 0, 90], legN: [0, -90, -90], legF: [0, -90, -90] }, end: { shF: 90, hipN: -90, knN: 90 }, track: 'ankleN' },
  bridge: { loop: 'knees', base: { legN: [45, -45, 0], legF: [43, -47, 0] }, end: { trunk: 28, hipN: -22, hipF: -22, knN: 8, knF: 8 }, track: 'pelvis', arrow: 'push' },
  'dead-bug': { base: { armN: [180, 180, 180], armF: [180, 180, 180], legN: [90, 0, 90], legF: [90, 0, 90] }, end: { shF: 70, hipN: -60, knN: 50 }, track: 'ankleN' },
  crunch: { base: { legN: [45, -45, 0], legF: [43, -47, 0] }, end: { trunk: -25, neck: -10 }, track: 'neck' },
  'abd-brace': { end: {}, track: 'pelvis', arrow: 'push', pushDir: -90 },
  plank: { base: { trunk: 95, head: 100, armN: [0, 90, 90], armF: [0, 90, 90], legN: [-82, -86, -5], legF: [-82, -86, -5] }, end: {}, track: 'pelvis', arrow: 'none' },
  'side-plank': { view: 'front', base: { trunk: 180, head: 180, armN: [10, 10, 10], armF: [-90, 180, 180], legN: [0, 0, 0], legF: [0, 0, 0] }, start: {}, end: { trunk: -15, hipN: -15, hipF: -15 }, track: 'pelvis', arrow: 'push' },
  // Hip
  'hip-abd': { loop: 'ankles', view: 'front', end: { hipN: 40 }, track: 'ankleN' },
  'hip-add': { view: 'front', start: { hipN: 20 }, end: { hipN: -18 }, track: 'ankleN' },
  'hip-ext': { end: { hipN: -30 }, track: 'ankleN' },
  'hip-flex': { end: { hipN: 90, knN: -90 }, track: 'kneeN' },
  slr: { end: { hipN: 55 }, track: 'ankleN' },
  clam: { loop: 'knees', view: 'front', base: { legN: [25, -30, 0], legF: [25, -30, 0] }, start: {}, end: { hipN: 40 }, track: 'kneeN' },
  'hip-rot': { start: { hipN: 90, knN: -90 }, end: { hipN: 90, knN: -90 }, track: 'ankleN', arrow: 'circle' },
  'glute-set': { end: {}, track: 'pelvis', arrow: 'push' },
  'adductor-squeeze': { loop: 'knees', view: 'front', base: { legN: [45, -45, 0], legF: [45, -45, 0] }, end: { hipN: -10, hipF: -10 }, track: 'kneeN', arrow: 'push' },
  figure4: { view: 'front', base: { legN: [45, -45, 0], legF: [45, -45, 0] }, end: { hipN: 50, knN: -60 }, track: 'kneeN' },
  'heel-slide': { end: { hipN: 70, knN: -110 }, track: 'ankleN' },
  hinge: { plant: true, end: { trunk: -70, shN: 70, shF: 70, hipN: 10, hipF: 10, knN: -15, knF: -15 }, track: 'neck' },
  // Knee
  'quad-set': { start: { knN: 8 }, end: {}, track: 'kneeN', arrow: 'push' },
  'knee-ext': {
    start: { knN: -35 },
    end: {},
    track: 'ankleN',
    byPosition: { sitting: { start: {}, end: { knN: 85 } }, standing: { start: { hipN: 40, knN: -60 }, end: { hipN: 40, knN: 0 } } },
  },
  'knee-flex': { end: { knN: -105 }, track: 'ankleN' },
  squat: { loop: 'knees', plant: true, both: true, end: { trunk: -35, shN: 120, hipN: 80, knN: -100 }, track: 'pelvis' },
  'wall-sit': { loop: 'knees', plant: true, both: true, base: { armN: [5, 5, 5], armF: [5, 5, 5] }, end: { hipN: 85, knN: -95 }, start: { hipN: 85, knN: -95 }, track: 'pelvis', arrow: 'none' },
  lunge: { plant: true, base: { legN: [40, -10, 90], legF: [-30, -30, 90] }, end: { hipN: 35, knN: -60, hipF: 0, knF: -70 }, track: 'pelvis' },
  'step-up': { plant: true, start: { hipN: 60, knN: -80 }, end: {}, track: 'pelvis' },
  // Ankle and foot
  'ankle-df': { start: { anN: 30 }, end: { anN: -20 }, track: 'toeN' },
  'ankle-pf': { start: { anN: -10 }, end: { anN: 45 }, track: 'toeN' },
  'ankle-circle': { end: { anN: 20 }, track: 'toeN', arrow: 'circle' },
  'heel-raise': { both: true, end: { anN: -35 }, track: 'ankleN', air: 9 },
  'toe-raise': { both: true, end: { anN: 25 }, track: 'toeN' },
  'calf-stretch': { plant: true, base: { trunk: 160, head: 160, armN: [110, 110, 110], armF: [110, 110, 110], legN: [20, 20, 90], legF: [-20, -20, 90] }, end: { hipN: 10, knN: -25 }, track: 'kneeN' },
  toe: { start: { anN: 0 }, end: { anN: 0 }, track: 'toeN', arrow: 'push' },
  // Balance, gait, functional
  'stand-feet': { end: {}, track: 'head', arrow: 'none' },
  tandem: { base: { legN: [8, 8, 90], legF: [-8, -8, 90] }, end: {}, track: 'head', arrow: 'none' },
  'single-leg': { end: { hipF: 70, knF: -90 }, track: 'kneeF', arrow: 'none' },
  'weight-shift': { view: 'front', end: { trunk: 8, hipN: 8, hipF: 8 }, track: 'neck' },
  reach: { end: { trunk: -30, shN: 120, shF: 120 }, track: 'handN' },
  walk: { base: { armN: [-25, -10, -10], armF: [25, 40, 40], legN: [25, 5, 90], legF: [-20, -35, 60] }, end: {}, track: 'toeN', arrow: 'none', props: ['lines'] },
  march: { end: { hipN: 85, knN: -90, shF: 40 }, track: 'kneeN' },
  'march-sit': { end: { hipN: 25 }, track: 'kneeN' },
  carry: { base: { armN: [4, 4, 4], armF: [-4, -4, -4], legN: [25, 5, 90], legF: [-20, -35, 60] }, end: {}, track: 'toeN', arrow: 'none', props: ['lines'] },
  'sit-stand': { plant: true, base: { armN: [60, 60, 60], armF: [60, 60, 60], legN: [2, 2, 90], legF: [-2, -2, 90] }, start: { trunk: -35, hipN: 88, knN: -90, hipF: 88, knF: -90 }, end: {}, track: 'pelvis' },
  'half-kneel': { base: { legN: [85, 0, 90], legF: [-5, -90, -90] }, end: {}, track: 'head', arrow: 'none' },
  cycle: { base: { trunk: 160, head: 165, armN: [60, 60, 60], armF: [60, 60, 60], legN: [70, -10, 90], legF: [30, -40, 90] }, end: {}, track: 'ankleN', arrow: 'circle', props: ['bike'] },
  jump: { plant: true, both: true, start: { trunk: -30, shN: -40, hipN: 70, knN: -90 }, end: { shN: 160 }, track: 'pelvis', air: 26 },
  hop: { end: { hipF: 60, knF: -100, shN: 60, shF: -30 }, track: 'pelvis', air: 22 },
  nordic: { base: { legN: [0, -90, -90], legF: [0, -90, -90], armN: [40, 60, 60], armF: [40, 60, 60] }, end: { trunk: -55 }, track: 'neck' },
  gaze: { end: { neck: 0 }, track: 'head', arrow: 'circle', props: ['target'] },
  'gaze-v': { start: { neck: 15 }, end: { neck: -15 }, track: 'nose', props: ['target'] },
  'gaze-x2': { end: { shN: 90 }, track: 'handN', arrow: 'circle', props: ['target'] },
  saccade: { end: {}, track: 'nose', arrow: 'push', props: ['target', 'target2'] },
  'brandt-daroff': { base: { trunk: 270, head: 270 }, start: { trunk: -90 }, end: {}, track: 'head' },
  'walk-back': { base: { armN: [25, 40, 40], armF: [-25, -10, -10], legN: [-20, -35, 60], legF: [25, 5, 90] }, end: {}, track: 'toeN', arrow: 'none', props: ['lines-back'] },
  'walk-head': { base: { armN: [-25, -10, -10], armF: [25, 40, 40], legN: [25, 5, 90], legF: [-20, -35, 60] }, end: {}, track: 'head', arrow: 'circle', props: ['lines'] },
  breath: { end: {}, track: 'neck', arrow: 'none', props: ['breath'] },
  pf: { end: {}, track: 'pelvis', arrow: 'push' },
};

export const FALLBACK_POSE = 'stand-feet';

export function poseSpec(key: string): PoseSpec {
  return P[key] ?? (P[FALLBACK_POSE] as PoseSpec);
}

export function hasPose(key: string): boolean {
  return key in P;
}

/** Every pose the generator draws (the frame test draws each in every position). */
export function poseKeys(): string[] {
  return Object.keys(P);
}
