// The exercise library as data: the authored stock catalogue (bases, variants, drawings), the
// readers of the open data sets and of our own JSON/CSV format, and the version of what they
// produce. Used by the exercises service's import command and start-up load, which own the rows.
export * from './sources.js';
export * from './library-version.js';
export * from './credits.js';
export type * from './catalogue/library-item.js';
export * from './clinical/vocabulary.js';
export * from './clinical/reading.js';
