import { beforeAll, describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';
import { outcomesStrings } from '../../../i18n/strings';
import { changeText, scoreText } from './scoreText';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { outcomes: outcomesStrings.en }, fr: { outcomes: outcomesStrings.fr } }, defaultNS: 'outcomes', interpolation: { escapeValue: false } });
});
const en = i18n.getFixedT('en', 'outcomes');
const fr = i18n.getFixedT('fr', 'outcomes');

describe('scores and changes in words', () => {
  it('writes a score with its unit in the reader\'s numbers, and a withheld one as not scored', () => {
    expect(scoreText(en, 'en', 40.9, 'points')).toBe('40.9 points');
    expect(scoreText(fr, 'fr', 40.9, 'points')).toBe('40,9\u00a0points');
    expect(scoreText(en, 'en', 7, null)).toBe('7');
    expect(scoreText(en, 'en', null, 'points')).toBe('Not scored');
  });

  it('says whether a change from the baseline is clinically meaningful, and which way', () => {
    expect(changeText(en, 'en', { change: -15.9, verdict: 'improved' }, 'points')).toBe('15.9 points better: clinically meaningful');
    expect(changeText(en, 'en', { change: 14, verdict: 'worsened' }, 'points')).toBe('14 points worse: clinically meaningful');
    expect(changeText(en, 'en', { change: -6.8, verdict: 'within' }, 'points')).toBe('6.8 points lower, under the MCID');
    expect(changeText(en, 'en', { change: 3, verdict: null }, null)).toBe('3 higher');
    expect(changeText(fr, 'fr', { change: -15.9, verdict: 'improved' }, 'points')).toBe('15,9\u00a0points de mieux\u00a0: cliniquement significatif');
  });
});
