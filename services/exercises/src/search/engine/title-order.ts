/**
 * The order of equal scores: elements by sort key (title in one language, then id), kept as a
 * place per element so that ranking compares two numbers instead of two titles. A change only
 * marks the element; the next search that needs the order merges the changed elements back in
 * (one pass over the order), and the first sorts everything once.
 */
export class TitleOrder {
  private sorted: number[] = [];
  private places = new Int32Array(0);
  private readonly changed = new Set<number>();

  /** `keyOf` answers undefined for an element no longer held. */
  constructor(private readonly keyOf: (doc: number) => string | undefined) {}

  touch(doc: number): void {
    this.changed.add(doc);
  }

  /** Each element's place (smaller comes first), current with every change. */
  current(size: number): Int32Array {
    if (this.changed.size === 0 && this.places.length >= size) return this.places;
    const byKey = (a: number, b: number) => compare(this.keyOf(a)!, this.keyOf(b)!);
    const kept = this.sorted.filter((doc) => !this.changed.has(doc));
    const added = [...this.changed].filter((doc) => this.keyOf(doc) !== undefined).sort(byKey);
    this.changed.clear();
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < kept.length || j < added.length) {
      if (j >= added.length || (i < kept.length && byKey(kept[i]!, added[j]!) <= 0)) merged.push(kept[i++]!);
      else merged.push(added[j++]!);
    }
    this.sorted = merged;
    this.places = new Int32Array(size);
    for (const [place, doc] of merged.entries()) this.places[doc] = place;
    return this.places;
  }
}

/** Code point order: the same on every copy, whatever its locale. */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
