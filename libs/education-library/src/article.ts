// The shape of a stock education article and the small reader its authors write the bodies in.

/** The languages every stock article is written in. */
export const EDUCATION_LANGUAGES = ['en', 'fr'] as const;
export type EducationLanguage = (typeof EDUCATION_LANGUAGES)[number];

/** What an article is mainly about: the education manager groups and filters by it. */
export const EDUCATION_CATEGORIES = [
  'pain',
  'activity',
  'spine',
  'upper-limb',
  'lower-limb',
  'surgery',
  'healthy-ageing',
  'pregnancy-pelvic-health',
  'self-care',
] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

/** The part of the body an article concerns; `general` when it concerns the whole person. */
export const EDUCATION_REGIONS = [
  'general',
  'head',
  'neck',
  'upper-back',
  'lower-back',
  'shoulder',
  'elbow',
  'wrist-hand',
  'hip',
  'knee',
  'ankle-foot',
  'pelvic-floor',
  'chest',
] as const;
export type EducationRegion = (typeof EDUCATION_REGIONS)[number];

/** One piece of an article's body. Plain text only: no markup, no links inside the text. */
export type EducationBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/** An article's words in one language. */
export interface EducationText {
  title: string;
  /** One or two sentences, shown in lists and in e-mails under the link. */
  summary: string;
  body: EducationBlock[];
}

/**
 * A published source the article rests on: a guideline, a systematic review or a public health
 * body's page. Cited by title, publisher (or journal) and year; `url` only where it is the
 * publisher's stable address.
 */
export interface EducationSource {
  title: string;
  /** The body that published it, or the authors and journal of a review. */
  publisher: string;
  year: number;
  url?: string;
}

export interface EducationArticle {
  /** Stable slug: never changed once published, sets and e-mails refer to it. */
  id: string;
  category: EducationCategory;
  regions: EducationRegion[];
  /** Free keywords in English, lower case, for search. */
  tags: string[];
  en: EducationText;
  fr: EducationText;
  sources: EducationSource[];
  /** The date (YYYY-MM-DD) a clinician last reviewed the text against its sources. */
  reviewed: string;
}

/** An article as its author writes it: each body as light text that `blocks` reads. */
export interface AuthoredArticle extends Omit<EducationArticle, 'en' | 'fr'> {
  en: { title: string; summary: string; body: string };
  fr: { title: string; summary: string; body: string };
}

/**
 * Reads a body written as light text into blocks: `## ` starts a heading, `- ` a list item
 * (consecutive items make one list; an indented line goes on with the item), any other line
 * belongs to a paragraph, and a blank line ends a paragraph or a list. Lines of one paragraph or
 * item are joined with a space.
 */
export function blocks(text: string): EducationBlock[] {
  const out: EducationBlock[] = [];
  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  const close = () => {
    if (paragraph) out.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list) out.push({ type: 'list', items: list });
    paragraph = null;
    list = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) {
      close();
    } else if (line.startsWith('## ')) {
      close();
      out.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph) close();
      list ??= [];
      list.push(line.slice(2).trim());
    } else if (list && /^\s/.test(raw)) {
      // An indented line goes on with the last item.
      list.push(`${list.pop() ?? ''} ${line}`);
    } else {
      // Any other line after a list starts a paragraph.
      if (list) close();
      paragraph ??= [];
      paragraph.push(line);
    }
  }
  close();
  return out;
}

/** Turns an authored article into the published one, its bodies read into blocks. */
export function article(authored: AuthoredArticle): EducationArticle {
  return {
    ...authored,
    en: { ...authored.en, body: blocks(authored.en.body) },
    fr: { ...authored.fr, body: blocks(authored.fr.body) },
  };
}

/** The text of an article's body as plain paragraphs, for search, e-mails' text part and word counts. */
export function plainText(text: EducationText): string {
  return text.body
    .map((block) => (block.type === 'list' ? block.items.map((item) => `- ${item}`).join('\n') : block.text))
    .join('\n\n');
}

/** Words in a text: runs of letters or digits, apostrophes and hyphens inside a word kept. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** A source as one line of a reference list: "Title. Publisher, year. URL". */
export function citation(source: EducationSource): string {
  const title = /[.?!]$/.test(source.title) ? source.title : `${source.title}.`;
  return `${title} ${source.publisher}, ${source.year}.${source.url ? ` ${source.url}` : ''}`;
}
