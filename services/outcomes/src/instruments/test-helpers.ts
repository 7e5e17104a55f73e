// Helpers of the instrument unit tests (not shipped logic).
import type { InstrumentAnswers, ScaleScore } from '@openset/contracts';
import type { InstrumentModule } from './frame.js';
import { InstrumentAnswerError } from './frame.js';

export const scoreOf = (instrument: InstrumentModule, answers: (number | null)[], key = instrument.definition.scales[0]!.key): ScaleScore => {
  const score = instrument.score({ answers }).find((candidate) => candidate.key === key);
  if (!score) throw new Error(`no scale ${key}`);
  return score;
};

export function answerErrorOf(instrument: InstrumentModule, input: InstrumentAnswers): InstrumentAnswerError {
  try {
    instrument.score(input);
  } catch (caught) {
    if (caught instanceof InstrumentAnswerError) return caught;
    throw caught;
  }
  throw new Error('expected an answer error');
}
