// The QuickDASH, RAND-36, KOOS and DASS-21 definitions: valid contract data, French typography, every rule cited,
// licence notices shown where the owner restricts commercial use, bands covering their scale.
import { describe, expect, it } from '@jest/globals';
import { instrumentDefinitionSchema } from '@openset/contracts';
import { dass21 } from './dass21.js';
import { INSTRUMENTS } from './index.js';
import { koos } from './koos.js';
import { quickdash } from './quickdash.js';
import { sf36 } from './sf36.js';

const four = [quickdash, sf36, koos, dass21];

/** Every French string in a value (objects' `fr` fields). */
function french(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const entry of value) french(entry, found);
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'fr' && typeof entry === 'string') found.push(entry);
      else french(entry, found);
    }
  }
  return found;
}
const PLAIN_SPACE = / (?=[:;?!»])|(?<=«) /;
const NO_SPACE = /[^\s\u00a0\u202f](?=[:;?!»])|«(?=[^\s\u00a0\u202f])/;

describe.each(four.map((instrument) => [instrument.definition.type, instrument] as const))('%s definition', (type, instrument) => {
  const { definition } = instrument;

  it('is registered and valid contract data', () => {
    expect(INSTRUMENTS[type]).toBe(instrument);
    expect(instrumentDefinitionSchema.parse(definition)).toEqual(definition);
  });

  it('numbers its items 1..n with unique ids and at least two options each', () => {
    expect(definition.items.map((item) => item.number)).toEqual(definition.items.map((_, index) => index + 1));
    expect(new Set(definition.items.map((item) => item.id)).size).toBe(definition.items.length);
    for (const item of definition.items) expect(item.options.length).toBeGreaterThanOrEqual(2);
  });

  it('writes French with no-break spaces before : ; ? ! and the apostrophe ’ (definition and withheld reasons)', () => {
    const blank = definition.items.map(() => null);
    const texts = french([definition, instrument.score({ answers: blank })]);
    expect(texts.filter((text) => PLAIN_SPACE.test(text) || NO_SPACE.test(text) || text.includes("'"))).toEqual([]);
  });

  it('cites every rule and states its direction, MCID source and licence notice', () => {
    expect(definition.citations.length).toBeGreaterThanOrEqual(3);
    for (const citation of definition.citations) expect(citation.source.length).toBeGreaterThan(20);
    for (const scale of definition.scales) if (scale.mcid) expect(scale.mcid.source.length).toBeGreaterThan(20);
    expect(definition.licence.notice.en.length).toBeGreaterThan(20);
    expect(definition.licence.notice.fr.length).toBeGreaterThan(20);
  });

  it('has bands, where it has any, covering its scale without gaps', () => {
    for (const scale of definition.scales) {
      if (scale.bands.length === 0) continue;
      expect(scale.bands[0]!.min).toBe(scale.min);
      expect(scale.bands.at(-1)!.max).toBe(scale.max);
      for (let index = 1; index < scale.bands.length; index += 1) expect(scale.bands[index]!.min).toBe(scale.bands[index - 1]!.max + 1);
    }
  });
});

describe('licences', () => {
  it('shows the owners’ restrictions: QuickDASH (IWH, wording not carried), SF-36 trademark, DASS conditions', () => {
    expect(quickdash.definition.licence).toMatchObject({ commercialRestriction: true, itemTextIncluded: false });
    expect(quickdash.definition.items.every((item) => item.text === null && item.heading !== null)).toBe(true);
    expect(sf36.definition.licence.notice.en).toContain('SF-36® is a registered trademark');
    expect(sf36.definition.licence.commercialRestriction).toBe(true);
    expect(dass21.definition.licence.notice.en).toContain('not sold for profit');
  });

  it('directions: QuickDASH and DASS-21 lower is better; RAND-36 and KOOS higher is better', () => {
    expect(quickdash.definition.scales.every((scale) => !scale.higherIsBetter)).toBe(true);
    expect(dass21.definition.scales.every((scale) => !scale.higherIsBetter)).toBe(true);
    expect(sf36.definition.scales.every((scale) => scale.higherIsBetter)).toBe(true);
    expect(koos.definition.scales.every((scale) => scale.higherIsBetter)).toBe(true);
  });
});
