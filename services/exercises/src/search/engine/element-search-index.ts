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
  total: number;
}

export interface SearchRequest {
  text: SearchText;
  /** The clinician's language: its matches count twice, and its titles give the order. */
  lang: Lang;
  /** Which elements the caller may find in this tab with these filters. */
  accept: (element: IndexedElement) => boolean;
  skip: number;
  limit: number;
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
    const element: IndexedElement = {
      row: { ...row, instructions_en: undefined, instructions_fr: undefined } as IndexedElement['row'],
      sequence: { en: '', fr: '' },
      titleLength: { en: 0, fr: 0 },
      sortKey: { en: `${unaccented(titles.en)}\u0000${row.id}`, fr: `${unaccented(titles.fr)}\u0000${row.id}` },
    };
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
  list(request: Omit<SearchRequest, 'text' | 'lang'>): SearchPage {
    const matches: number[] = [];
    for (const [doc, element] of this.elements.entries()) if (element && request.accept(element)) matches.push(doc);
    const place = this.order.en.current(this.elements.length);
    const better = (a: number, b: number) => {
      const [x, y] = [matches[a]!, matches[b]!];
      return this.elements[x]!.row.sort_order - this.elements[y]!.row.sort_order || place[x]! - place[y]!;
    };
    const page = topK(matches.length, request.skip + request.limit, better).slice(request.skip);
    return { ids: page.map((i) => this.elements[matches[i]!]!.row.id), total: matches.length };
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
    const better = (a: number, b: number) => {
      const [x, y] = [matches[a]!, matches[b]!];
      return score[y]! - score[x]! || place[x]! - place[y]!;
    };
    const page = topK(matches.length, request.skip + request.limit, better).slice(request.skip);
    return { ids: page.map((i) => this.elements[matches[i]!]!.row.id), total: matches.length };
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

function analysed(alternative: Alternative, lang: Lang): string[] {
  return alternative.words.flatMap((word) => stemOf(word, lang) ?? []);
}
