export * from './permissions.js';
export * from './subjects.js';
