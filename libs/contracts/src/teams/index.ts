export * from './permissions.js';
export * from './teams.js';
export * from './subjects.js';
