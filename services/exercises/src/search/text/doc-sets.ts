/**
 * Set algebra on ascending Int32Arrays of document numbers. Intersection and difference gallop
 * through the longer list when the lengths differ a lot, so "rare & common" costs about the rare
 * list's length times a logarithm.
 */

const EMPTY = new Int32Array(0);

/** First index in `list[from..to)` whose value is at least `value` (exponential then binary search). */
export function gallop(list: Int32Array, from: number, to: number, value: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < to && list[high]! < value) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > to) high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  if (a.length === 0) return EMPTY;
  const out = new Int32Array(a.length);
  let n = 0;
  if (b.length > 8 * a.length) {
    let j = 0;
    for (let i = 0; i < a.length && j < b.length; i++) {
      j = gallop(b, j, b.length, a[i]!);
      if (b[j] === a[i]) out[n++] = a[i]!;
    }
  } else {
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const x = a[i]!;
      const y = b[j]!;
      if (x < y) i++;
      else if (x > y) j++;
      else {
        out[n++] = x;
        i++;
        j++;
      }
    }
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (x > y) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** a \ b. */
export function difference(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0 || b.length === 0) return a;
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  const skewed = b.length > 8 * a.length;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (skewed) j = gallop(b, j, b.length, x);
    else while (j < b.length && b[j]! < x) j++;
    if (j >= b.length || b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/** [0, docCount) \ a. */
export function complement(a: Int32Array, docCount: number): Int32Array {
  const out = new Int32Array(docCount - a.length);
  let n = 0;
  let j = 0;
  for (let doc = 0; doc < docCount; doc++) {
    if (j < a.length && a[j] === doc) j++;
    else out[n++] = doc;
  }
  return out.subarray(0, n);
}

/** Union of many lists: merged by sorting when small, through a bitmap of all documents when large. */
export function unionAll(lists: readonly Int32Array[], docCount: number): Int32Array {
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0]!;
  if (lists.length === 2) return union(lists[0]!, lists[1]!);
  let total = 0;
  for (const list of lists) total += list.length;
  if (total * Math.log2(total) > docCount) {
    const seen = new Uint8Array(docCount);
    for (const list of lists) for (let k = 0; k < list.length; k++) seen[list[k]!] = 1;
    const out = new Int32Array(Math.min(total, docCount));
    let n = 0;
    for (let doc = 0; doc < docCount; doc++) if (seen[doc] === 1) out[n++] = doc;
    return out.subarray(0, n);
  }
  const all = new Int32Array(total);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let n = 0;
  for (let k = 0; k < all.length; k++) if (n === 0 || all[n - 1] !== all[k]) all[n++] = all[k]!;
  return all.subarray(0, n);
}
