import FlexSearch, { type Index } from 'flexsearch';
import type { Lang } from '@openset/contracts';
import { stemOf, termsOf, unaccented } from './analyzer.js';
import type { IndexedElement, SearchRow } from './indexed-element.js';
import type { Alternative, SearchText } from './search-text.js';
import { TitleOrder } from './title-order.js';
import { TitleVocabulary } from './title-vocabulary.js';
import { topK } from './top-k.js';

const LANGS: readonly Lang[] = ['en', 'fr'];
/** Texts reach FlexSearch already analysed: its words are our terms, separated by spaces. */
const splitTerms = (text: string) => text.split(' ').filter((term) => term !== '');
const termIndex = (): Index => new FlexSearch.Index({ tokenize: 'strict', resolution: 1, fastupdate: true, encode: splitTerms });
/**
 * Points are whole numbers in sixtieths (typed arrays): a group matched is worth one point, and
 * one more in the title, plus the share of the title its words make up.
 */
const POINT = 60;

/** One language's matches: element numbers, and points by element number (scratch: valid until the next call). */
interface LanguageMatches {
  docs: number[];
  points: Int32Array;
}

export interface SearchPage {
  ids: string[];
  /** Rows in all: movements when grouped, elements otherwise. */
  total: number;
  /** Per row of `ids`: how many variants of its movement match (a left and right pair counts once). */
  variants: number[];
}

export interface SearchRequest {
  text: SearchText;
  /** The clinician's language: its matches count twice, and its titles give the order. */
  lang: Lang;
  /** Which elements the caller may find in this tab with these filters. */
  accept: (element: IndexedElement) => boolean;
  skip: number;
  limit: number;
  /**
   * One row per movement: a stock movement's variants that match are shown by the best of them
   * (the left one where a left and a right variant rank alike), and count as one row.
   */
  group: boolean;
}

/** The order of a page: `primary` (points, or the list order), then the title order `place`. */
interface Ordering {
  primary: (x: number, y: number) => number;
  place: Int32Array | number[];
}

/**
 * Every element (stock and custom) of the exercises schema, searchable in English and French.
 *
 * FlexSearch keeps, per language, which elements hold each term in their title and in their
 * title or instructions. A search matches an element in a language when every group of the
 * search has an alternative whose terms it holds (a phrase: in this order), and no excluded word;
 * an element matches when it matches in either language.
 *
 * The ranking, one for stock and custom elements alike: per language, a group counts 1 when it
 * matches, 2 when it matches in the title, plus the share of the title's terms that are its words
 * (the length normalisation of BM25's title field: "Flexion d'épaule" is more about the shoulder
 * than "Étirement fessier (genou vers l'épaule opposée), assis, côté gauche"); the clinician's
 * language counts twice. Equal scores go by title in the clinician's language, then id: a stable
 * order for paging.
 */
export class ElementSearchIndex {
  private readonly slots = new Map<string, number>();
  private readonly elements: (IndexedElement | undefined)[] = [];
  private readonly body: Record<Lang, Index> = { en: termIndex(), fr: termIndex() };
  private readonly title: Record<Lang, Index> = { en: termIndex(), fr: termIndex() };
  private readonly vocabulary = new TitleVocabulary();
  private readonly scratch = new Scratch();
  /** Movements and variants (without side) by number, for arrays by number; never renumbered. */
  private readonly movementNumbers = new Map<string, number>();
  private readonly pairNumbers = new Map<string, number>();
  /** The elements of each movement, by movement number. */
  private readonly members = new Map<number, Set<number>>();
  private readonly order: Record<Lang, TitleOrder> = {
    en: new TitleOrder((doc) => this.elements[doc]?.sortKey.en),
    fr: new TitleOrder((doc) => this.elements[doc]?.sortKey.fr),
  };

  constructor(public version: number) {}

  get size(): number {
    return this.slots.size;
  }

  /** The list row of an element the index holds. */
  row(id: string): IndexedElement['row'] | undefined {
    const doc = this.slots.get(id);
    return doc === undefined ? undefined : this.elements[doc]?.row;
  }

  upsert(row: SearchRow): void {
    let doc = this.slots.get(row.id);
    if (doc === undefined) {
      doc = this.elements.length;
      this.slots.set(row.id, doc);
    } else this.forget(doc);
    const titles: Record<Lang, string> = { en: row.title_en, fr: row.title_fr ?? row.title_en };
    const texts: Record<Lang, string> = { en: row.instructions_en, fr: row.instructions_fr ?? row.instructions_en };
    const movement = movementOf(row);
    const element: IndexedElement = {
      row: { ...row, instructions_en: undefined, instructions_fr: undefined } as IndexedElement['row'],
      sequence: { en: '', fr: '' },
      titleLength: { en: 0, fr: 0 },
      sortKey: { en: `${unaccented(titles.en)}\u0000${row.id}`, fr: `${unaccented(titles.fr)}\u0000${row.id}` },
      movement: numbered(this.movementNumbers, movement),
      pair: numbered(this.pairNumbers, movement.startsWith('m') ? `${movement}\u0000${row.variant_key ?? row.id}` : movement),
      rightSide: row.side === 'right' ? 1 : 0,
    };
    let members = this.members.get(element.movement);
    if (!members) this.members.set(element.movement, (members = new Set()));
    members.add(doc);
    for (const lang of LANGS) {
      const titleTermList = termsOf(titles[lang], lang);
      const titleTerms = titleTermList.join(' ');
      element.titleLength[lang] = titleTermList.length;
      const textTerms = termsOf(texts[lang], lang).join(' ');
      this.title[lang].add(doc, titleTerms);
      this.body[lang].add(doc, `${titleTerms} ${textTerms}`);
      element.sequence[lang] = ` ${titleTerms} | ${textTerms} `;
    }
    this.vocabulary.add(row.title_en);
    if (row.title_fr) this.vocabulary.add(row.title_fr);
    this.elements[doc] = element;
    for (const lang of LANGS) this.order[lang].touch(doc);
  }

  remove(id: string): void {
    const doc = this.slots.get(id);
    if (doc === undefined) return;
    this.forget(doc);
    this.slots.delete(id);
    this.elements[doc] = undefined;
    for (const lang of LANGS) this.order[lang].touch(doc);
  }

  /**
   * One page of what matches, best first, and how many match in all. When nothing matches the
   * words as typed, they are read as unfinished words and typos (TitleVocabulary) and searched
   * again.
   */
  search(request: SearchRequest): SearchPage {
    const typed = this.rank(request.text, request);
    if (typed.total > 0 || request.text.groups.length === 0) return typed;
    return this.rank(this.corrected(request.text), request);
  }

  /**
   * A tab without search words: every element it may show, in the list order (the element's
   * own order, then English title, then id).
   */
  list(request: Omit<SearchRequest, 'text' | 'lang'>, candidates: Iterable<number> = this.elements.keys()): SearchPage {
    const matches: number[] = [];
    for (const doc of candidates) {
      const element = this.elements[doc];
      if (element && request.accept(element)) matches.push(doc);
    }
    const place = this.order.en.current(this.elements.length);
    const primary = (x: number, y: number) => this.elements[x]!.row.sort_order - this.elements[y]!.row.sort_order;
    return this.page(matches, { primary, place }, request);
  }

  /**
   * The elements of a stock movement the request accepts, best first (by the search, or in list
   * order), one per element; undefined when the index holds no such movement.
   */
  movementVariants(
    movementKey: string,
    request: Omit<SearchRequest, 'skip' | 'limit' | 'group' | 'text'> & { text: SearchText | null },
  ): string[] | undefined {
    const movement = this.movementNumbers.get(`m\u0000${movementKey}`);
    const members = movement === undefined ? undefined : this.members.get(movement);
    if (!members || members.size === 0) return undefined;
    const within = { accept: (element: IndexedElement) => element.movement === movement && request.accept(element), skip: 0, limit: members.size, group: false };
    return (request.text ? this.search({ ...within, text: request.text, lang: request.lang }) : this.list(within, [...members])).ids;
  }

  /** The same variant on the other side (the right one of a left variant, and so on). */
  otherSide(id: string): IndexedElement['row'] | undefined {
    const doc = this.slots.get(id);
    const element = doc === undefined ? undefined : this.elements[doc];
    if (!element || element.row.side === null) return undefined;
    for (const other of this.members.get(element.movement) ?? []) {
      const candidate = this.elements[other];
      if (other !== doc && candidate?.pair === element.pair && candidate.row.side !== null && candidate.row.side !== element.row.side) return candidate.row;
    }
    return undefined;
  }

  /**
   * One page of `matches` in order. Grouped, each movement is one row, shown by its best
   * element: by `primary`, then the left one of a side pair, then the title order; the rows
   * follow their best elements. A variant counts once per side pair.
   */
  private page(matches: number[], { primary, place }: Ordering, request: Pick<SearchRequest, 'skip' | 'limit' | 'group'>): SearchPage {
    const better = (x: number, y: number) => primary(x, y) || place[x]! - place[y]!;
    const k = request.skip + request.limit;
    if (!request.group) {
      const page = topK(matches.length, k, (a, b) => better(matches[a]!, matches[b]!)).slice(request.skip);
      return { ids: page.map((i) => this.elements[matches[i]!]!.row.id), total: matches.length, variants: page.map(() => 1) };
    }
    const best = this.scratch.zeroed('bestOfMovement', this.movementNumbers.size);
    const counts = this.scratch.zeroed('variantsOfMovement', this.movementNumbers.size);
    const pairSeen = this.scratch.zeroed('pairSeen', this.pairNumbers.size);
    const movements: number[] = [];
    const representative = (x: number, y: number) =>
      primary(x, y) || this.elements[x]!.rightSide - this.elements[y]!.rightSide || place[x]! - place[y]!;
    for (const doc of matches) {
      const { movement, pair } = this.elements[doc]!;
      const held = best[movement]!;
      if (held === 0) {
        best[movement] = doc + 1;
        movements.push(movement);
      } else if (representative(doc, held - 1) < 0) best[movement] = doc + 1;
      if (pairSeen[pair] === 0) {
        pairSeen[pair] = 1;
        counts[movement]! += 1;
      }
    }
    const shown = movements.map((movement) => best[movement]! - 1);
    const page = topK(shown.length, k, (a, b) => better(shown[a]!, shown[b]!)).slice(request.skip);
    return {
      ids: page.map((i) => this.elements[shown[i]!]!.row.id),
      total: shown.length,
      variants: page.map((i) => counts[movements[i]!]!),
    };
  }

  private rank(text: SearchText, request: SearchRequest): SearchPage {
    const size = this.elements.length;
    const excluded = this.excluded(text.excluded, size);
    const score = this.scratch.zeroed('score', size);
    // 0: not seen yet, 1: a match the caller may see, 2: left out.
    const state = this.scratch.zeroed('state', size);
    const matches: number[] = [];
    const take = ({ docs, points }: LanguageMatches, weight: number) => {
      for (const doc of docs) {
        if (state[doc] === 0) {
          const element = this.elements[doc];
          state[doc] = element && excluded[doc] === 0 && request.accept(element) ? 1 : 2;
          if (state[doc] === 1) matches.push(doc);
        }
        if (state[doc] === 1) score[doc]! += weight * points[doc]!;
      }
    };
    take(this.matches(text, request.lang, size), 2);
    take(this.matches(text, request.lang === 'fr' ? 'en' : 'fr', size), 1);
    const place = this.order[request.lang].current(size);
    return this.page(matches, { primary: (x, y) => score[y]! - score[x]!, place }, request);
  }

  /**
   * The elements matching every group in this language, and their points (in POINTs): 1 per
   * group, 2 plus the share of the title it makes up where the group is in the title. Arrays by
   * element number: a common word matches thousands.
   */
  private matches(text: SearchText, lang: Lang, size: number): LanguageMatches {
    const groupsMatched = this.scratch.zeroed('groupsMatched', size);
    const points = this.scratch.zeroed('points', size);
    const titleBonus = this.scratch.zeroed('titleBonus', size);
    let docs: number[] = [];
    let group = 0;
    for (const alternatives of text.groups) {
      const analysedAlternatives = alternatives
        .map((alternative) => ({ terms: analysed(alternative, lang), inOrder: alternative.phrase }))
        .filter(({ terms }) => terms.length > 0);
      // Only stop words in this language (e.g. "the"): the group asks nothing of it.
      if (analysedAlternatives.length === 0) continue;
      group += 1;
      const next: number[] = [];
      for (const { terms, inOrder } of analysedAlternatives) {
        const phrase = inOrder && terms.length > 1 ? ` ${terms.join(' ')} ` : null;
        for (const doc of this.holding(this.body[lang], terms)) {
          // Every earlier group matched, and this one not yet through another alternative.
          if (groupsMatched[doc] !== group - 1) continue;
          if (phrase && !this.elements[doc]?.sequence[lang].includes(phrase)) continue;
          groupsMatched[doc] = group;
          points[doc]! += POINT;
          next.push(doc);
        }
        for (const doc of this.holding(this.title[lang], terms)) {
          if (groupsMatched[doc] !== group || titleBonus[doc] === group) continue;
          titleBonus[doc] = group;
          const titleLength = this.elements[doc]!.titleLength[lang];
          points[doc]! += POINT + Math.round((POINT * Math.min(terms.length, titleLength)) / titleLength);
        }
      }
      docs = next;
    }
    return { docs: group === 0 ? [] : docs, points };
  }

  /** Elements holding every one of these terms in this index. */
  private holding(index: Index, terms: string[]): number[] {
    const lists = terms.map((term) => index.search(term, { limit: this.elements.length + 1 }) as number[]);
    lists.sort((a, b) => a.length - b.length);
    const [smallest, ...others] = lists;
    if (!smallest || others.length === 0) return smallest ?? [];
    const sets = others.map((list) => new Set(list));
    return smallest.filter((doc) => sets.every((set) => set.has(doc)));
  }

  /** Elements holding an excluded word in either language (1), by element number. */
  private excluded(words: string[], size: number): Int32Array {
    const excluded = this.scratch.zeroed('excluded', size);
    for (const lang of LANGS) {
      for (const word of words) {
        const term = stemOf(word, lang);
        if (term !== null) for (const doc of this.holding(this.body[lang], [term])) excluded[doc] = 1;
      }
    }
    return excluded;
  }

  /** The search with every word of its groups standing for what it may have meant. */
  private corrected(text: SearchText): SearchText {
    const groups = text.groups.map((group) =>
      group.flatMap((alternative) => {
        if (alternative.phrase) return [alternative];
        // One word per alternative here: a typed group of words is a phrase.
        return this.vocabulary.meanings(alternative.words[0]!).map((word): Alternative => ({ words: [word], phrase: false }));
      }),
    );
    return { groups, excluded: text.excluded };
  }

  private forget(doc: number): void {
    const element = this.elements[doc];
    if (!element) return;
    this.members.get(element.movement)?.delete(doc);
    for (const lang of LANGS) {
      this.title[lang].remove(doc);
      this.body[lang].remove(doc);
    }
    this.vocabulary.remove(element.row.title_en);
    if (element.row.title_fr) this.vocabulary.remove(element.row.title_fr);
  }
}

/**
 * Arrays by element number that each search fills and drops: kept and cleared rather than made
 * anew, so that a search over 60,000 elements leaves no megabytes behind for the collector (it
 * showed as the slowest 1% of searches). Searches run one at a time: nothing is shared.
 */
class Scratch {
  private readonly arrays = new Map<string, Int32Array>();

  zeroed(name: string, size: number): Int32Array {
    let array = this.arrays.get(name);
    if (!array || array.length < size) {
      array = new Int32Array(Math.ceil(size * 1.25));
      this.arrays.set(name, array);
    }
    const view = array.subarray(0, size);
    view.fill(0);
    return view;
  }
}

/**
 * The movement an element belongs to, as a name: a stock variant's movement (`m`), else the
 * element itself (`e`: custom elements, and imported items whose source names no movement).
 */
export function movementOf(row: Pick<SearchRow, 'id' | 'scope' | 'movement_key'>): string {
  return row.scope === 'stock' && row.movement_key ? `m\u0000${row.movement_key}` : `e\u0000${row.id}`;
}

function numbered(numbers: Map<string, number>, name: string): number {
  let number = numbers.get(name);
  if (number === undefined) numbers.set(name, (number = numbers.size));
  return number;
}

function analysed(alternative: Alternative, lang: Lang): string[] {
  return alternative.words.flatMap((word) => stemOf(word, lang) ?? []);
}
