import { describe, expect, it } from '@jest/globals';
import type { OutcomeResultSummary } from '@openset/contracts';
import { localMidnight } from '@openset/web-kit';
import { chartedResults, chartedScales } from './results';

const result = (id: string, takenOn: string, disability: number | null, extra: Partial<OutcomeResultSummary> = {}): OutcomeResultSummary => ({
  id,
  clientOutcomeId: 'o-1',
  definitionVersion: '2006.1',
  submitted: `${takenOn}T12:00:00Z`,
  takenOn,
  source: 'portal',
  enteredBy: null,
  corrects: null,
  correctedBy: null,
  scores: [{ key: 'disability', label: { en: 'Disability', fr: 'Incapacité' }, value: disability }],
  ...extra,
});

describe('the results a chart plots', () => {
  it('places each result on the day it was answered and leaves a corrected one out', () => {
    const results = [result('r1', '2026-10-01', 56.8, { correctedBy: 'r2' }), result('r2', '2026-10-01', 54.5, { corrects: 'r1', source: 'clinician' }), result('r3', '2026-11-01', null)];
    expect(chartedResults(results, 'disability')).toEqual([
      { at: localMidnight('2026-10-01').toISOString(), value: 54.5 },
      { at: localMidnight('2026-11-01').toISOString(), value: null },
    ]);
    expect(chartedResults(results, 'work')).toEqual([]);
  });

  it('charts only the scales that have results, headline first', () => {
    const scales = [{ key: 'disability' }, { key: 'work' }, { key: 'sports' }];
    expect(chartedScales(scales, [result('r1', '2026-10-01', 50)])).toEqual([{ key: 'disability' }]);
  });
});
