export * from './set.js';
export * from './drafts.js';
export * from './history.js';
export * from './presets.js';
export * from './deliveries.js';
export * from './routes.js';
export * from './subjects.js';
export * from './frequency.js';
