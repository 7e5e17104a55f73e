import { CLINICAL_VOCABULARY, type BodyRegion, type ClinicalTerm } from './vocabulary.js';

/**
 * What a search names of the clinical vocabulary: the regions and the kinds of exercise
 * (`<region>.<kind>` category keys) of its conditions and region names, and the rest of its words
 * (what it asks for beyond them: "knee osteoarthritis squat" is the knee, strengthening first, and
 * "squat"). Null when it names none.
 */
export interface ClinicalReading {
  regions: BodyRegion[];
  categoryKeys: string[];
  /** The movements the conditions call for (English titles' words). */
  movements: string[];
  /** The words that are neither a term nor a word of how clinicians qualify a condition ("pain", "chronic"). */
  rest: string;
  /** The search without the words that only qualify a condition ("shoulder pain" is "shoulder"): what ranks the text. */
  ranked: string;
  /** The terms found, as typed in the vocabulary (for tests and figures). */
  terms: string[];
}

/** Lower case, without accents, apostrophes and hyphens read as spaces: how terms are compared. */
export function foldTerm(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words that qualify a condition without naming another one; dropped beside a term. */
const QUALIFIERS = new Set(
  [
    'pain', 'painful', 'ache', 'syndrome', 'injury', 'injuries', 'rehab', 'rehabilitation', 'exercise', 'exercises', 'program', 'post', 'op', 'postop',
    'postoperative', 'surgery', 'chronic', 'acute', 'early', 'late', 'stage', 'phase', 'protocol', 'of', 'the', 'a', 'my', 'for', 'with', 'and', 'in', 'after',
    'left', 'right', 'tendinopathy', 'tendinitis', 'tendonitis', 'sprain', 'strain', 'arthritis', 'osteoarthritis', 'oa', 'fracture', 'repair', 'reconstruction',
    'douleur', 'douleurs', 'syndrome', 'blessure', 'reeducation', 'readaptation', 'exercice', 'exercices', 'programme', 'postoperatoire', 'chirurgie', 'chronique',
    'aigu', 'aigue', 'phase', 'de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'un', 'une', 'pour', 'avec', 'et', 'apres', 'gauche', 'droite', 'droit',
    'tendinopathie', 'tendinite', 'entorse', 'arthrose', 'fracture', 'reparation', 'rupture', 'mal',
  ],
);

interface Entry {
  words: string[];
  term: ClinicalTerm;
  typed: string;
}

/** Every name of every term, folded, longest first: the longest name at a place wins. */
const ENTRIES: Entry[] = CLINICAL_VOCABULARY.flatMap((term) => [...term.en, ...term.fr].map((typed) => ({ words: foldTerm(typed), term, typed }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/**
 * Reads a search through the clinical vocabulary. A search using the search syntax (a "phrase",
 * a -word, or) is read as typed: null.
 */
export function readClinical(text: string): ClinicalReading | null {
  if (/"/.test(text) || /(^|\s)-\S/.test(text) || /(^|\s)or(\s|$)/i.test(text)) return null;
  const words = foldTerm(text);
  const found: Entry[] = [];
  const rest: string[] = [];
  const ranked: string[] = [];
  for (let at = 0; at < words.length; ) {
    const entry = ENTRIES.find((candidate) => candidate.words.every((word, i) => words[at + i] === word));
    if (entry) {
      found.push(entry);
      ranked.push(...words.slice(at, at + entry.words.length));
      at += entry.words.length;
    } else {
      rest.push(words[at]!);
      if (!QUALIFIERS.has(words[at]!)) ranked.push(words[at]!);
      at += 1;
    }
  }
  if (found.length === 0) return null;
  const regions = [...new Set(found.flatMap((entry) => entry.term.regions))];
  const categoryKeys = [...new Set(found.flatMap((entry) => entry.term.regions.flatMap((region) => entry.term.kinds.map((kind) => `${region}.${kind}`))))];
  const movements = [...new Set(found.flatMap((entry) => entry.term.movements ?? []))];
  return { regions, categoryKeys, movements, rest: rest.filter((word) => !QUALIFIERS.has(word)).join(' '), ranked: ranked.join(' '), terms: found.map((entry) => entry.typed) };
}
