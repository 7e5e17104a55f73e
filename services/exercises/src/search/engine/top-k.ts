/**
 * The `k` best of `count` candidates (0..count-1) in order, best first, by a comparator that
 * answers < 0 when its first argument is better. A bounded heap: a common word matches thousands
 * of exercises and a page needs a hundred, so most candidates cost one comparison with the worst
 * kept so far instead of a place in a full sort.
 */
export function topK(count: number, k: number, better: (a: number, b: number) => number): number[] {
  if (k <= 0 || count === 0) return [];
  // A deep page keeps most candidates anyway: one sort is cheaper than a heap that size.
  if (k * 4 >= count) {
    return Array.from({ length: count }, (_, i) => i).sort(better).slice(0, k);
  }
  // Max-heap on "worse": the root is the worst candidate kept.
  const heap: number[] = [];
  const worse = (a: number, b: number) => better(a, b) > 0;
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (let candidate = 0; candidate < count; candidate++) {
    if (heap.length < k) {
      heap.push(candidate);
      up(heap.length - 1);
    } else if (better(candidate, heap[0]!) < 0) {
      heap[0] = candidate;
      down(0);
    }
  }
  return heap.sort(better);
}
