import { describe, expect, it } from '@jest/globals';
import {
  EDUCATION_ARTICLES,
  EDUCATION_CATEGORIES,
  EDUCATION_CATEGORY_LABELS,
  EDUCATION_LANGUAGES,
  EDUCATION_REGIONS,
  EDUCATION_REGION_LABELS,
  blocks,
  citation,
  educationArticle,
  educationLibraryVersion,
  plainText,
  wordCount,
  type EducationText,
} from './index.js';

/** Every string a reader sees in an article's text: title, summary, headings, paragraphs, list items. */
function* texts(text: EducationText): Generator<string> {
  yield text.title;
  yield text.summary;
  for (const block of text.body) {
    if (block.type === 'list') yield* block.items;
    else yield block.text;
  }
}

/** Faults of each article as `id.language: "text"`, by a rule over its strings. */
function offending(language: 'en' | 'fr', rule: (text: string) => boolean): string[] {
  return EDUCATION_ARTICLES.flatMap((entry) =>
    [...texts(entry[language])].filter(rule).map((text) => `${entry.id}.${language}: ${JSON.stringify(text)}`),
  );
}

/** The body's length in words, which the brief sets at about 250 to 450 (French runs a little longer). */
const WORDS = { en: { min: 250, max: 450 }, fr: { min: 250, max: 520 } } as const;

describe('the stock education library', () => {
  it('holds at least 40 articles with unique, stable slugs', () => {
    expect(EDUCATION_ARTICLES.length).toBeGreaterThanOrEqual(40);
    const ids = EDUCATION_ARTICLES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id))).toEqual([]);
    expect(educationArticle(ids[0]!)).toBe(EDUCATION_ARTICLES[0]);
    expect(educationArticle('no-such-article')).toBeUndefined();
  });

  it('gives every article a title, a summary and a body in English and French', () => {
    for (const entry of EDUCATION_ARTICLES) {
      for (const language of EDUCATION_LANGUAGES) {
        const text = entry[language];
        expect({ id: entry.id, language, title: text.title.trim().length > 0 }).toEqual({
          id: entry.id,
          language,
          title: true,
        });
        expect({ id: entry.id, language, summary: text.summary.trim().length > 20 }).toEqual({
          id: entry.id,
          language,
          summary: true,
        });
        // A real article: headings that organise paragraphs, not one block of text.
        const kinds = new Set(text.body.map((block) => block.type));
        expect({ id: entry.id, language, kinds: [...kinds].sort() }).toEqual({
          id: entry.id,
          language,
          kinds: ['heading', 'list', 'paragraph'],
        });
      }
      // The two languages are the same article: as many sections in each.
      const headings = (text: EducationText) => text.body.filter((block) => block.type === 'heading').length;
      expect({ id: entry.id, fr: headings(entry.fr) }).toEqual({ id: entry.id, fr: headings(entry.en) });
      // And the French one is not the English one.
      expect(entry.fr.title).not.toBe(entry.en.title);
    }
  });

  it('has no empty block, list or item, and no authoring marks left in the text', () => {
    for (const language of EDUCATION_LANGUAGES) {
      expect(offending(language, (text) => text.trim() === '' || text !== text.trim() || /\s{2,}/.test(text))).toEqual(
        [],
      );
      expect(offending(language, (text) => /^(?:##|- )|`/.test(text))).toEqual([]);
    }
    const emptyLists = EDUCATION_ARTICLES.flatMap((entry) =>
      EDUCATION_LANGUAGES.flatMap((language) =>
        entry[language].body
          .filter((block) => block.type === 'list' && block.items.length === 0)
          .map(() => `${entry.id}.${language}`),
      ),
    );
    expect(emptyLists).toEqual([]);
  });

  it('tells the client when to seek help, in a section of its own in both languages', () => {
    // "See your clinician if", "Get urgent help if"...; "Consultez si", "Appelez les secours si"...
    const ending = { en: / if$/, fr: / si$/ } as const;
    const without = EDUCATION_ARTICLES.flatMap((entry) =>
      EDUCATION_LANGUAGES.flatMap((language) => {
        const body = entry[language].body;
        const at = body.findIndex((block) => block.type === 'heading' && ending[language].test(block.text));
        const followed = at >= 0 && body[at + 1] !== undefined && body[at + 1]!.type !== 'heading';
        return followed ? [] : [`${entry.id}.${language}`];
      }),
    );
    expect(without).toEqual([]);
  });

  it('keeps each body within the length a client reads: about 250 to 450 words', () => {
    const outside = EDUCATION_ARTICLES.flatMap((entry) =>
      EDUCATION_LANGUAGES.flatMap((language) => {
        const words = wordCount(plainText(entry[language]));
        const { min, max } = WORDS[language];
        return words < min || words > max ? [`${entry.id}.${language}: ${words} words`] : [];
      }),
    );
    expect(outside).toEqual([]);
  });

  it('cites at least one source for every article, by title, publisher and year', () => {
    for (const entry of EDUCATION_ARTICLES) {
      expect({ id: entry.id, sources: entry.sources.length > 0 }).toEqual({ id: entry.id, sources: true });
      for (const source of entry.sources) {
        expect(source.title.trim()).not.toBe('');
        expect(source.publisher.trim()).not.toBe('');
        expect(source.year).toBeGreaterThanOrEqual(1990);
        expect(source.year).toBeLessThanOrEqual(new Date().getFullYear());
        if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\/[^\s]+$/);
      }
    }
  });

  it('files every article under a known category and body region, with a review date', () => {
    for (const entry of EDUCATION_ARTICLES) {
      expect(EDUCATION_CATEGORIES).toContain(entry.category);
      expect(entry.regions.length).toBeGreaterThan(0);
      for (const region of entry.regions) expect(EDUCATION_REGIONS).toContain(region);
      expect(entry.tags.length).toBeGreaterThan(0);
      expect(entry.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(entry.reviewed))).toBe(false);
    }
    // Every category has something in it.
    expect(
      EDUCATION_CATEGORIES.filter((category) => !EDUCATION_ARTICLES.some((entry) => entry.category === category)),
    ).toEqual([]);
  });
});

/**
 * French typography, the rule of shell/src/i18n/french-typography.test.ts (which keeps it in the
 * test, not exported): a no-break space (U+00A0 or the narrow U+202F) before : ; ? ! and » and after «,
 * and the apostrophe ’. Stricter here: the mark may not stand against the word either ("Note: x").
 */
const PLAIN_SPACE = / (?=[:;?!»])|(?<=«) /;
const NO_SPACE = /[^\s\u00a0\u202f](?=[:;?!»])|«(?=[^\s\u00a0\u202f])/;

describe('the French text', () => {
  it('never puts a plain space, or none, before : ; ? ! » or after «', () => {
    expect(offending('fr', (text) => PLAIN_SPACE.test(text))).toEqual([]);
    expect(offending('fr', (text) => NO_SPACE.test(text))).toEqual([]);
    const labels = [...Object.values(EDUCATION_CATEGORY_LABELS.fr), ...Object.values(EDUCATION_REGION_LABELS.fr)];
    expect(labels.filter((label) => PLAIN_SPACE.test(label) || NO_SPACE.test(label) || label.includes("'"))).toEqual(
      [],
    );
  });

  it('writes the apostrophe as ’, never the straight one', () => {
    expect(offending('fr', (text) => text.includes("'"))).toEqual([]);
  });

  it('pairs every « with a »', () => {
    expect(offending('fr', (text) => (text.match(/«/g)?.length ?? 0) !== (text.match(/»/g)?.length ?? 0))).toEqual([]);
  });

  it('tells the spaces apart', () => {
    expect(PLAIN_SPACE.test('Consultez si : vous')).toBe(true);
    expect(NO_SPACE.test('Consultez si: vous')).toBe(true);
    expect(PLAIN_SPACE.test('Consultez si\u00a0: « vite\u00a0»')).toBe(true);
    expect(PLAIN_SPACE.test('Consultez si\u00a0: «\u00a0vite\u202f»')).toBe(false);
    expect(NO_SPACE.test('Consultez si\u00a0: «\u00a0vite\u202f»')).toBe(false);
  });
});

describe('labels', () => {
  it('name every category and region in both languages', () => {
    for (const language of EDUCATION_LANGUAGES) {
      expect(Object.keys(EDUCATION_CATEGORY_LABELS[language]).sort()).toEqual([...EDUCATION_CATEGORIES].sort());
      expect(Object.keys(EDUCATION_REGION_LABELS[language]).sort()).toEqual([...EDUCATION_REGIONS].sort());
    }
  });
});

describe('blocks', () => {
  it('reads headings, paragraphs over several lines and lists', () => {
    expect(blocks('\n## Title\nOne line\nand the next.\n\n- first\n- second\n  goes on\n\nAfter.\n')).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'One line and the next.' },
      { type: 'list', items: ['first', 'second goes on'] },
      { type: 'paragraph', text: 'After.' },
    ]);
  });

  it('starts a paragraph at a line after a list that is not indented', () => {
    expect(blocks('- a\n- b\nThen this.\n')).toEqual([
      { type: 'list', items: ['a', 'b'] },
      { type: 'paragraph', text: 'Then this.' },
    ]);
  });

  it('ends a paragraph where a list starts, and a list at a heading', () => {
    expect(blocks('Intro:\n- a\n## Next')).toEqual([
      { type: 'paragraph', text: 'Intro:' },
      { type: 'list', items: ['a'] },
      { type: 'heading', text: 'Next' },
    ]);
  });
});

describe('citation', () => {
  it('writes a source as one line, with its address when it has one', () => {
    expect(
      citation({
        title: 'Exercise for osteoarthritis of the knee',
        publisher: 'Fransen M et al., Cochrane Database of Systematic Reviews',
        year: 2015,
      }),
    ).toBe('Exercise for osteoarthritis of the knee. Fransen M et al., Cochrane Database of Systematic Reviews, 2015.');
    expect(citation({ title: 'How much?', publisher: 'WHO', year: 2020, url: 'https://www.who.int/' })).toBe(
      'How much? WHO, 2020. https://www.who.int/',
    );
  });
});

describe('counting and versions', () => {
  it('counts words with apostrophes and hyphens as one', () => {
    expect(wordCount('l’épaule, don’t re-check 10 %')).toBe(4);
  });

  it('gives the library a version that changes with any text', () => {
    const version = educationLibraryVersion();
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(educationLibraryVersion()).toBe(version);
    const [first, ...rest] = EDUCATION_ARTICLES;
    const changed = { ...first!, en: { ...first!.en, title: `${first!.en.title}.` } };
    expect(educationLibraryVersion([changed, ...rest])).not.toBe(version);
  });
});
