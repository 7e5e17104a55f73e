/**
 * The painted extent of one of our generated SVGs, read back from its markup: what a viewer would
 * see, strokes included (half the stroke width beyond the geometry, round caps), through the group
 * transforms we use (translate and the mirror matrix). Only the SVG subset the drawing generator
 * writes is understood; anything else throws, so a new shape cannot slip past the frame test.
 * Text is measured as a box of its font size (an average glyph width of 0.62 em). The generator
 * fits each drawing into its frame with it, and the frame test checks every drawing with it.
 */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

function parseTransform(value: string | undefined): Matrix {
  if (!value) {
    return IDENTITY;
  }
  const numbers = (s: string) => s.trim().split(/[\s,]+/).map(Number);
  const translate = /^translate\(([^)]*)\)$/.exec(value.trim());
  if (translate) {
    const [x = 0, y = 0] = numbers(translate[1]!);
    return [1, 0, 0, 1, x, y];
  }
  const matrix = /^matrix\(([^)]*)\)$/.exec(value.trim());
  if (matrix) {
    return numbers(matrix[1]!) as Matrix;
  }
  throw new Error(`unknown transform ${value}`);
}

interface Point {
  x: number;
  y: number;
}

/** Points whose box is the path's: every vertex, and the extremes of its curves and arcs. */
export function pathPoints(d: string): Point[] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: Point[] = [];
  let i = 0;
  let cur: Point = { x: 0, y: 0 };
  let start: Point = cur;
  let lastControl: Point | null = null;
  let command = '';
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) {
      command = tokens[i++]!;
    }
    const rel = command === command.toLowerCase();
    const at = (x: number, y: number): Point => (rel ? { x: cur.x + x, y: cur.y + y } : { x, y });
    const upper = command.toUpperCase();
    let control: Point | null = null;
    switch (upper) {
      case 'M':
        cur = at(num(), num());
        start = cur;
        out.push(cur);
        command = rel ? 'l' : 'L';
        break;
      case 'L':
        cur = at(num(), num());
        out.push(cur);
        break;
      case 'H':
        cur = { x: rel ? cur.x + num() : num(), y: cur.y };
        out.push(cur);
        break;
      case 'V':
        cur = { x: cur.x, y: rel ? cur.y + num() : num() };
        out.push(cur);
        break;
      case 'Q':
      case 'T': {
        const c: Point = upper === 'Q' ? at(num(), num()) : lastControl ? { x: 2 * cur.x - lastControl.x, y: 2 * cur.y - lastControl.y } : cur;
        const end = at(num(), num());
        out.push(...quadraticExtremes(cur, c, end));
        control = c;
        cur = end;
        break;
      }
      case 'A': {
        const rx = num();
        const ry = num();
        num();
        const large = num();
        const sweep = num();
        const end = at(num(), num());
        out.push(...arcPoints(cur, end, rx, ry, large === 1, sweep === 1));
        cur = end;
        break;
      }
      case 'Z':
        cur = start;
        break;
      default:
        throw new Error(`unknown path command ${command} in ${d}`);
    }
    lastControl = control;
  }
  return out;
}

/** The end and the turning points (where x or y is extreme) of a quadratic Bézier curve. */
function quadraticExtremes(p0: Point, c: Point, p1: Point): Point[] {
  const at = (t: number): Point => {
    const u = 1 - t;
    return { x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y };
  };
  const out = [p1];
  for (const axis of ['x', 'y'] as const) {
    const denominator = p0[axis] - 2 * c[axis] + p1[axis];
    const t = denominator === 0 ? -1 : (p0[axis] - c[axis]) / denominator;
    if (t > 0 && t < 1) {
      out.push(at(t));
    }
  }
  return out;
}

/**
 * The end and the extreme points of a circular arc (rx = ry, no rotation: all the generator
 * writes), from its centre: the arc's box holds its ends and the quarter points it sweeps through.
 */
function arcPoints(from: Point, to: Point, rx: number, ry: number, large: boolean, sweep: boolean): Point[] {
  if (Math.abs(rx - ry) > 1e-9) {
    throw new Error('elliptical arcs are not drawn by the generator');
  }
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const chord = Math.hypot(dx, dy);
  if (chord === 0) {
    return [];
  }
  const r = Math.max(rx, chord / 2);
  const h = Math.sqrt(Math.max(0, r * r - (chord / 2) ** 2));
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  // The centre lies on the chord's perpendicular, on the side the flags choose.
  const sign = large !== sweep ? 1 : -1;
  const cx = mx - (sign * h * dy) / chord;
  const cy = my + (sign * h * dx) / chord;
  const a0 = Math.atan2(from.y - cy, from.x - cx);
  let a1 = Math.atan2(to.y - cy, to.x - cx);
  if (sweep && a1 < a0) a1 += 2 * Math.PI;
  if (!sweep && a1 > a0) a1 -= 2 * Math.PI;
  const out: Point[] = [to];
  const [low, high] = a0 < a1 ? [a0, a1] : [a1, a0];
  for (let k = Math.ceil(low / (Math.PI / 2)); k * (Math.PI / 2) <= high; k++) {
    const a = k * (Math.PI / 2);
    out.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
  }
  return out;
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-z-]+)="([^"]*)"/g)) {
    out[m[1]!] = m[2]!;
  }
  return out;
}

/**
 * The box holding everything the markup paints. A whole drawing's first rectangle at the origin is
 * its background and is left out; `background: false` reads a fragment that has none.
 */
export function paintedBounds(svg: string, { background = true }: { background?: boolean } = {}): Box {
  const box: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const stack: Matrix[] = [IDENTITY];
  const put = (p: Point, pad: number) => {
    const m = stack[stack.length - 1]!;
    const x = m[0] * p.x + m[2] * p.y + m[4];
    const y = m[1] * p.x + m[3] * p.y + m[5];
    box.minX = Math.min(box.minX, x - pad);
    box.maxX = Math.max(box.maxX, x + pad);
    box.minY = Math.min(box.minY, y - pad);
    box.maxY = Math.max(box.maxY, y + pad);
  };
  for (const m of svg.matchAll(/<(\/?)([a-z]+)([^>]*?)(\/?)>([^<]*)/g)) {
    const [, closing, name, rest, selfClosing, text] = m;
    const a = attributes(rest!);
    const stroke = a.stroke && a.stroke !== 'none' ? Number(a['stroke-width'] ?? 1) / 2 : 0;
    if (name === 'svg' || name === 'text' && closing) {
      continue;
    }
    if (name === 'g') {
      if (closing) {
        stack.pop();
      } else {
        stack.push(multiply(stack[stack.length - 1]!, parseTransform(a.transform)));
      }
      continue;
    }
    if (closing) {
      continue;
    }
    switch (name) {
      case 'rect': {
        const x = Number(a.x ?? 0);
        const y = Number(a.y ?? 0);
        const w = Number(a.width);
        const h = Number(a.height);
        if (background && x === 0 && y === 0 && !a.stroke && stack.length === 1 && m.index === svg.indexOf('<rect')) {
          continue; // the background
        }
        put({ x, y }, stroke);
        put({ x: x + w, y: y + h }, stroke);
        break;
      }
      case 'circle': {
        const r = Number(a.r) + stroke;
        const c = { x: Number(a.cx ?? 0), y: Number(a.cy ?? 0) };
        put({ x: c.x - r, y: c.y - r }, 0);
        put({ x: c.x + r, y: c.y + r }, 0);
        break;
      }
      case 'path':
        for (const p of pathPoints(a.d ?? '')) {
          put(p, stroke);
        }
        break;
      case 'text': {
        const size = Number(a['font-size'] ?? 16);
        const width = (text ?? '').length * size * 0.62;
        const x = Number(a.x ?? 0);
        const left = a['text-anchor'] === 'middle' ? x - width / 2 : a['text-anchor'] === 'end' ? x - width : x;
        const y = Number(a.y ?? 0);
        put({ x: left, y: y - size * 0.8 }, 0);
        put({ x: left + width, y: y + size * 0.2 }, 0);
        break;
      }
      default:
        throw new Error(`unknown element <${name}>`);
    }
    void selfClosing;
  }
  return box;
}

/** The view box an SVG declares. */
export function viewBoxOf(svg: string): Box {
  const m = /viewBox="([^"]+)"/.exec(svg);
  if (!m) {
    throw new Error('no view box');
  }
  const [x, y, w, h] = m[1]!.trim().split(/[\s,]+/).map(Number) as [number, number, number, number];
  return { minX: x, minY: y, maxX: x + w, maxY: y + h };
}
