import { describe, expect, it } from '@jest/globals';
import { instrumentDefinitionSchema } from '@openset/contracts';
import { DomainError } from '@openset/server-kit';
import { INSTRUMENTS } from '../instruments/index.js';
import { scoreAnswers } from './scoring.js';

function errorOf(call: () => unknown): DomainError {
  try {
    call();
  } catch (caught) {
    if (caught instanceof DomainError) return caught;
    throw caught;
  }
  throw new Error('expected a DomainError');
}

describe('the instrument registry', () => {
  it.each(Object.entries(INSTRUMENTS))('%s: its definition matches the contract, under its own type key, with its sources', (type, instrument) => {
    const definition = instrumentDefinitionSchema.parse(instrument.definition);
    expect(definition.type).toBe(type);
    expect(definition.citations.length).toBeGreaterThan(0);
    expect(definition.scales.every((scale) => scale.mcid === null || scale.mcid.source.length > 0)).toBe(true);
    expect(definition.licence.notice.en && definition.licence.notice.fr).toBeTruthy();
  });
});

/**
 * French typography, the rule of shell/src/i18n/french-typography.test.ts: a no-break space (U+00A0
 * or U+202F) before : ; ? ! » and after «, and the apostrophe ’. Checked on every French text of the
 * definitions and of the withheld reasons (URLs aside).
 */
const PLAIN_SPACE = / (?=[:;?!»])|(?<=«) /;
const NO_SPACE = /[^\s\u00a0\u202f/:](?=[:;?!»])|«(?=[^\s\u00a0\u202f])/;

function frenchTexts(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((entry) => frenchTexts(entry, into));
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'fr' && typeof entry === 'string') into.push(entry.replace(/https?:\/\/\S+|www\.\S+/g, ''));
      else frenchTexts(entry, into);
    }
  }
  return into;
}

describe('French typography of the instruments', () => {
  it.each(['lefs', 'uefi', 'vas', 'nrs', 'ndi', 'rmdq'])('%s: no-break spaces and the apostrophe ’', (type) => {
    const instrument = INSTRUMENTS[type]!;
    const blank = instrument.definition.items.map(() => null);
    const texts = frenchTexts([instrument.definition, instrument.score({ answers: blank })]);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => PLAIN_SPACE.test(text) || NO_SPACE.test(text) || text.includes("'"))).toEqual([]);
  });
});

describe('scoreAnswers', () => {
  it('answers the scores with the definition version', () => {
    expect(scoreAnswers('nrs', { answers: [4] })).toEqual({
      type: 'nrs',
      version: INSTRUMENTS.nrs!.definition.version,
      scores: [expect.objectContaining({ key: 'pain', value: 4 })],
    });
  });

  it('answers ERRNOTFOUND for an unknown type, also for a name of Object.prototype', () => {
    expect(errorOf(() => scoreAnswers('oswestry', { answers: [] })).code).toBe('ERRNOTFOUND');
    expect(errorOf(() => scoreAnswers('constructor', { answers: [] })).code).toBe('ERRNOTFOUND');
  });

  it('answers ERRVALIDATION naming the item by its number on the form', () => {
    const error = errorOf(() => scoreAnswers('ndi', { answers: [1, 1, 1, 1, 1, 1, 1, 7, 1, 1] }));
    expect(error.code).toBe('ERRVALIDATION');
    expect(error.details).toEqual([{ path: 'answers.7', message: 'Item 8: 7 is off the scale 0-5', item: 8, itemId: 'ndi8' }]);
  });

  it('answers ERRVALIDATION for a wrong count, on the answer list', () => {
    const error = errorOf(() => scoreAnswers('lefs', { answers: [1, 2] }));
    expect(error.code).toBe('ERRVALIDATION');
    expect(error.details).toEqual([{ path: 'answers', message: 'answers: expected 20 answers, got 2', item: null, itemId: 'answers' }]);
  });
});
