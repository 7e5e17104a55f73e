import { describe, expect, it } from '@jest/globals';
import { portalT } from '../../i18n/testTranslate';
import type { OutboxCall } from './outbox';
import { describeEntries } from './waitingSummary';

const mark = (exerciseKey: string, done = true): OutboxCall => ({ kind: 'adherence', body: { setId: 'set-1', exerciseKey, date: '2026-11-24', done } });
const pain: OutboxCall = { kind: 'diary', body: { type: 'pain', value: 3, date: '2026-11-24' } };
const message: OutboxCall = { kind: 'feedback', body: { text: 'No signal at the cabin.', setId: null } };
const deletion: OutboxCall = { kind: 'diaryDelete', body: { id: 'entry-1' } };
const answers: OutboxCall = { kind: 'outcome', body: { id: 'outcome-1', answers: { answers: [1, 2, null] } } };

describe('describeEntries', () => {
  it('counts what waits by kind, as the language lists it', () => {
    const waiting = [message, mark('e1'), pain, mark('e2')];
    expect(describeEntries(portalT('en'), 'en', waiting)).toBe('2 exercises marked done, 1 diary entry, and 1 message');
    expect(describeEntries(portalT('fr'), 'fr', waiting)).toBe('2 exercices cochés, 1 saisie du journal et 1 message');
  });

  it('does not call an unticked exercise one done, nor a deletion an entry', () => {
    expect(describeEntries(portalT('en'), 'en', [mark('e1', false)])).toBe('1 exercise unmarked');
    expect(describeEntries(portalT('en'), 'en', [deletion, deletion])).toBe('2 entry deletions');
    expect(describeEntries(portalT('fr'), 'fr', [mark('e1'), mark('e2', false)])).toBe('1 exercice coché et 1 exercice décoché');
  });

  it('names a questionnaire\'s answers waiting to be sent', () => {
    expect(describeEntries(portalT('en'), 'en', [answers, message])).toBe('1 message and 1 questionnaire');
    expect(describeEntries(portalT('fr'), 'fr', [answers, answers])).toBe('2 questionnaires');
  });
});
