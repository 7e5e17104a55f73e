import type { AnswerErrorDetail, InstrumentAnswers, InstrumentScore } from '@openset/contracts';
import { DomainError, notFound } from '@openset/server-kit';
import { instrumentOf } from '../instruments/index.js';

/** Errors of an instrument's answer check (frame.ts's InstrumentAnswerError, by shape). */
interface AnswerProblem {
  name: 'InstrumentAnswerError';
  message: string;
  item: string;
  itemNumber?: number | null;
  path?: string | null;
}

function isAnswerProblem(error: unknown): error is AnswerProblem {
  return error instanceof Error && error.name === 'InstrumentAnswerError' && typeof (error as { item?: unknown }).item === 'string';
}

/**
 * Scores answers with a standard instrument, storing nothing. An unknown type is ERRNOTFOUND; a bad
 * answer is ERRVALIDATION whose one detail names the item (its number on the form).
 */
export function scoreAnswers(type: string, input: InstrumentAnswers): InstrumentScore {
  const instrument = instrumentOf(type);
  if (!instrument) throw notFound('No such instrument');
  const { definition } = instrument;
  try {
    return { type: definition.type, version: definition.version, scores: instrument.score(input) };
  } catch (error) {
    if (!isAnswerProblem(error)) throw error;
    const item = definition.items.find((candidate) => candidate.id === error.item) ?? null;
    const detail: AnswerErrorDetail = {
      path: error.path ?? (item ? `answers.${definition.items.indexOf(item)}` : 'answers'),
      message: error.message,
      item: error.itemNumber ?? item?.number ?? null,
      itemId: item?.id ?? error.item,
    };
    throw new DomainError('ERRVALIDATION', error.message, [detail]);
  }
}
