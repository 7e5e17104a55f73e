// Definitions as a reader sees them (contract OutcomeDefinition), in one language: the standard
// instruments from their bilingual data, custom outcomes from their stored version.
import {
  LONG_COMMENT_MAX,
  SHORT_COMMENT_MAX,
  type Bilingual,
  type CustomQuestion,
  type InstrumentDefinition,
  type InstrumentItem,
  type Lang,
  type OutcomeDefinition,
  type OutcomeDefinitionSummary,
  type OutcomeQuestion,
  type OutcomeScale,
} from '@openset/contracts';
import { canWrite, type Viewer } from '@openset/server-kit';
import { ownedOf, type CustomDefinitionRow, type DefinitionContent } from '../custom/custom-definition.entity.js';
import { numbered } from '../custom/custom-rules.js';
import { quickDashModules } from '../instruments/quickdash.js';

const inLang = (text: Bilingual, lang: Lang) => text[lang];

/** A standard item: coded (a multipleChoice of the codes printed on the form) or measured (a numberSlide). */
function standardQuestion(item: InstrumentItem, lang: Lang): OutcomeQuestion {
  const base = { id: item.id, number: item.number, heading: item.heading ? inLang(item.heading, lang) : null, text: item.text ? inLang(item.text, lang) : null, required: false };
  if (item.range) {
    const anchors = [...item.options].sort((a, b) => a.code - b.code);
    return {
      type: 'numberSlide',
      ...base,
      min: item.range.min,
      max: item.range.max,
      step: item.range.whole ? 1 : 0.1,
      minLabel: anchors[0] ? inLang(anchors[0].label, lang) : '',
      maxLabel: anchors.at(-1) ? inLang(anchors.at(-1)!.label, lang) : '',
      unit: item.range.unit,
    };
  }
  return { type: 'multipleChoice', ...base, options: item.options.map((option) => ({ code: option.code, label: inLang(option.label, lang) })) };
}

/** The separately answered parts of an instrument (QuickDASH's optional modules). */
function standardModules(definition: InstrumentDefinition, lang: Lang): OutcomeDefinition['modules'] {
  if (definition.type !== 'quickdash') return [];
  return Object.entries(quickDashModules).map(([key, items]) => ({
    key,
    title: inLang(definition.scales.find((scale) => scale.key === key)!.label, lang),
    optional: true,
    questions: items.map((item) => standardQuestion(item, lang)),
  }));
}

export function standardSummary(definition: InstrumentDefinition, lang: Lang): OutcomeDefinitionSummary {
  return {
    id: definition.type,
    kind: 'standard',
    type: definition.type,
    version: definition.version,
    lang,
    abbreviation: definition.abbreviation,
    name: inLang(definition.name, lang),
    scope: 'stock',
    ownerId: null,
    readOnly: true,
    archived: false,
    questionCount: definition.items.length,
    updated: null,
    licence: { ...definition.licence, notice: inLang(definition.licence.notice, lang) },
  };
}

export function standardView(definition: InstrumentDefinition, lang: Lang): OutcomeDefinition {
  return {
    ...standardSummary(definition, lang),
    instructions: inLang(definition.instructions, lang),
    questions: definition.items.map((item) => standardQuestion(item, lang)),
    modules: standardModules(definition, lang),
    scales: definition.scales.map(
      (scale): OutcomeScale => ({
        key: scale.key,
        label: inLang(scale.label, lang),
        min: scale.min,
        max: scale.max,
        unit: scale.unit,
        higherIsBetter: scale.higherIsBetter,
        mcid: scale.mcid,
        bands: scale.bands.map((band) => ({ key: band.key, label: inLang(band.label, lang), min: band.min, max: band.max })),
      }),
    ),
    citations: definition.citations,
    translation: definition.translation,
  };
}

function customQuestion(question: CustomQuestion, number: number | null): OutcomeQuestion {
  const base = { id: question.key, number, heading: null, text: question.text, required: 'required' in question ? question.required : false };
  switch (question.type) {
    case 'shortComment':
      return { type: 'shortComment', ...base, maxLength: SHORT_COMMENT_MAX };
    case 'longComment':
      return { type: 'longComment', ...base, maxLength: LONG_COMMENT_MAX };
    case 'checkbox':
    case 'multipleChoice':
      return { type: question.type, ...base, options: question.options };
    case 'number':
      return { type: 'number', ...base, min: question.min, max: question.max, whole: question.whole, unit: question.unit };
    case 'numberSlide':
      return { type: 'numberSlide', ...base, min: question.min, max: question.max, step: question.step, minLabel: question.minLabel, maxLabel: question.maxLabel, unit: question.unit };
    case 'textBlock':
      return { type: 'textBlock', ...base };
    case 'formula':
      return { type: 'formula', ...base, expression: question.expression, decimals: question.decimals, unit: question.unit };
  }
}

/** A custom outcome's ownership and state with one version's content (a result's, or the current). */
export function customSummary(row: CustomDefinitionRow, viewer: Viewer | null, content: DefinitionContent = row): OutcomeDefinitionSummary {
  return {
    id: row.id,
    kind: 'custom',
    type: 'custom',
    version: String(row.version),
    lang: content.lang,
    abbreviation: content.abbreviation,
    name: content.title,
    scope: row.scope,
    ownerId: row.ownerId,
    readOnly: viewer === null || !canWrite(viewer, ownedOf(row), 'outcomes'),
    archived: row.archived,
    questionCount: content.questions.filter((question) => question.type !== 'textBlock' && question.type !== 'formula').length,
    updated: row.updatedAt.toISOString(),
    licence: null,
  };
}

export function customView(row: CustomDefinitionRow, viewer: Viewer | null, content: DefinitionContent = row): OutcomeDefinition {
  const numbers = numbered(content.questions);
  return {
    ...customSummary(row, viewer, content),
    instructions: content.instructions,
    questions: content.questions.map((question) => customQuestion(question, numbers.get(question.key) ?? null)),
    modules: [],
    scales: content.questions.flatMap((question): OutcomeScale[] =>
      question.type === 'formula'
        ? [{ key: question.key, label: question.text, min: null, max: null, unit: question.unit, higherIsBetter: question.higherIsBetter, mcid: null, bands: [] }]
        : [],
    ),
    citations: [],
    translation: '',
  };
}
