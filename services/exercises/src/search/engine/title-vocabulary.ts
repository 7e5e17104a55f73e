import { distance } from 'fastest-levenshtein';
import { wordsOf } from './analyzer.js';

/** How many words a typo or an unfinished word may stand for. */
const CLOSEST = 3;
const COMPLETIONS = 20;

/**
 * The words of every title (unaccented, as typed, both languages), counted so that an edit or a
 * removal takes a title's words back out. A search whose words match nothing as typed is read
 * again through it: an unfinished word ("hamstr") stands for the title words it begins, a typo
 * ("sholder", "elevasion") for its closest title words by edit distance.
 */
export class TitleVocabulary {
  private readonly counts = new Map<string, number>();
  /** The words in code point order, for completions; rebuilt when the words changed. */
  private sorted: string[] | null = null;

  add(title: string): void {
    for (const word of new Set(wordsOf(title))) {
      const count = this.counts.get(word) ?? 0;
      if (count === 0) this.sorted = null;
      this.counts.set(word, count + 1);
    }
  }

  remove(title: string): void {
    for (const word of new Set(wordsOf(title))) {
      const count = this.counts.get(word) ?? 0;
      if (count <= 1) {
        this.counts.delete(word);
        this.sorted = null;
      } else this.counts.set(word, count - 1);
    }
  }

  /**
   * What a typed word may have meant: itself, the title words it begins (the most common first)
   * and, when it is no title word, its closest title words (at most one edit for words up to
   * four letters, two beyond; only those at the fewest edits).
   */
  meanings(word: string): string[] {
    const meanings = new Set([word, ...this.completions(word)]);
    if (!this.counts.has(word)) for (const close of this.closest(word)) meanings.add(close);
    return [...meanings];
  }

  private completions(prefix: string): string[] {
    if (prefix.length < 2) return [];
    const sorted = (this.sorted ??= [...this.counts.keys()].sort());
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const words: string[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) if (sorted[i] !== prefix) words.push(sorted[i]!);
    return words.sort((a, b) => this.counts.get(b)! - this.counts.get(a)!).slice(0, COMPLETIONS);
  }

  private closest(word: string): string[] {
    const allowed = word.length <= 4 ? 1 : 2;
    const found: { word: string; edits: number; count: number }[] = [];
    for (const [candidate, count] of this.counts) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const edits = distance(word, candidate);
      if (edits <= allowed) found.push({ word: candidate, edits, count });
    }
    // Only the closest: a word one edit away says more than two at two edits.
    const fewest = Math.min(...found.map((close) => close.edits));
    return found
      .filter((close) => close.edits === fewest)
      .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1))
      .slice(0, CLOSEST)
      .map((close) => close.word);
  }
}
