/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h), ported for its order of equal elements:
 * ts_rank de-duplicates sorted operands that compare equal while differing in flags (`'x'` and
 * `'x':*`), and which one it keeps depends on where this unstable sort leaves them. Sorts in place.
 */
export function pgQsort<T>(items: T[], compare: (a: T, b: T) => number): void {
  sortRange(items, 0, items.length, compare);
}

function sortRange<T>(a: T[], first: number, n: number, compare: (a: T, b: T) => number): void {
  const cmp = (i: number, j: number) => compare(a[i]!, a[j]!);
  const swap = (i: number, j: number) => {
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  };
  const swapN = (i: number, j: number, count: number) => {
    for (let k = 0; k < count; k++) swap(i + k, j + k);
  };
  const med3 = (x: number, y: number, z: number) =>
    cmp(x, y) < 0 ? (cmp(y, z) < 0 ? y : cmp(x, z) < 0 ? z : x) : cmp(y, z) > 0 ? y : cmp(x, z) < 0 ? x : z;

  let base = first;
  for (;;) {
    if (n < 7) {
      for (let pm = base + 1; pm < base + n; pm++) {
        for (let pl = pm; pl > base && cmp(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
      }
      return;
    }
    let presorted = true;
    for (let pm = base + 1; pm < base + n; pm++) {
      if (cmp(pm - 1, pm) > 0) {
        presorted = false;
        break;
      }
    }
    if (presorted) return;
    let pm = base + Math.floor(n / 2);
    if (n > 7) {
      let pl = base;
      let pn = base + n - 1;
      if (n > 40) {
        const d = Math.floor(n / 8);
        pl = med3(pl, pl + d, pl + 2 * d);
        pm = med3(pm - d, pm, pm + d);
        pn = med3(pn - 2 * d, pn - d, pn);
      }
      pm = med3(pl, pm, pn);
    }
    swap(base, pm);
    let pa = base + 1;
    let pb = pa;
    let pc = base + n - 1;
    let pd = pc;
    for (;;) {
      let r: number;
      while (pb <= pc && (r = cmp(pb, base)) <= 0) {
        if (r === 0) swap(pa++, pb);
        pb++;
      }
      while (pb <= pc && (r = cmp(pc, base)) >= 0) {
        if (r === 0) swap(pc, pd--);
        pc--;
      }
      if (pb > pc) break;
      swap(pb++, pc--);
    }
    const pn = base + n;
    let d1 = Math.min(pa - base, pb - pa);
    swapN(base, pb - d1, d1);
    d1 = Math.min(pd - pc, pn - pd - 1);
    swapN(pb, pn - d1, d1);
    d1 = pb - pa;
    const d2 = pd - pc;
    if (d1 <= d2) {
      if (d1 > 1) sortRange(a, base, d1, compare);
      if (d2 <= 1) return;
      base = pn - d2;
      n = d2;
    } else {
      if (d2 > 1) sortRange(a, pn - d2, d2, compare);
      if (d1 <= 1) return;
      n = d1;
    }
  }
}
