import { describe, expect, it } from '@jest/globals';
import { correctedQuery, meaningsOf, termsOf, wordsToCorrect, type Meaning } from './spelling.js';

const meanings = (entries: Record<string, Meaning>) => new Map(Object.entries(entries));

describe('spelling: a search read again as meant', () => {
  it('reads terms as websearch_to_tsquery does: words, "phrases", -words and or', () => {
    expect(termsOf('knee "hip extension" -band or ball')).toEqual([
      { words: ['knee'], negated: false, quoted: false, or: false },
      { words: ['hip', 'extension'], negated: false, quoted: true, or: false },
      { words: ['band'], negated: true, quoted: false, or: false },
      { words: ['ball'], negated: false, quoted: false, or: true },
    ]);
    // "or" first is a word; punctuation alone is no term.
    expect(termsOf('or knee ,')).toEqual([
      { words: ['or'], negated: false, quoted: false, or: false },
      { words: ['knee'], negated: false, quoted: false, or: false },
    ]);
  });

  it('corrects only the words that are neither quoted nor negated, once each', () => {
    expect(wordsToCorrect('sholder "hip extnsion" -bnd sholder épaul')).toEqual(['sholder', 'épaul']);
  });

  it('writes the search for to_tsquery with each word as meant, in the shape websearch_to_tsquery gives it', () => {
    const corrected = correctedQuery(
      'sholder flexion "hip bent" -band or hamstr elevasion',
      meanings({
        sholder: { kind: 'words', words: ['shoulder'] },
        flexion: { kind: 'typed' },
        hamstr: { kind: 'prefix' },
        elevasion: { kind: 'words', words: ['elevacion', 'elevation'] },
      }),
    );
    expect(corrected).toEqual({
      parser: 'to_tsquery',
      text: `'shoulder' & 'flexion' & ('hip' <-> 'bent') & !'band' | 'hamstr':* & ('elevacion' | 'elevation')`,
    });
  });

  it('answers null when every word stays as typed: nothing to search again', () => {
    expect(correctedQuery('knee extension', meanings({ knee: { kind: 'typed' }, extension: { kind: 'typed' } }))).toBeNull();
    expect(correctedQuery('"sholder"', meanings({ sholder: { kind: 'words', words: ['shoulder'] } }))).toBeNull();
  });

  it('reads the statement\'s rows: a known word stays, then a prefix, then the closest words', () => {
    expect(
      meaningsOf([
        { typed: 'the', known: true, prefix: true, closest: [] },
        { typed: 'shoul', known: false, prefix: true, closest: ['should'] },
        { typed: 'sholder', known: false, prefix: false, closest: ['shoulder'] },
        { typed: 'zzqx', known: false, prefix: false, closest: [] },
      ]),
    ).toEqual(
      meanings({ the: { kind: 'typed' }, shoul: { kind: 'prefix' }, sholder: { kind: 'words', words: ['shoulder'] }, zzqx: { kind: 'typed' } }),
    );
  });
});
