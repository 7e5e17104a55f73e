export * from './instruments.js';
export * from './custom.js';
export * from './definitions.js';
export * from './client-outcomes.js';
export * from './portal.js';
export * from './routes.js';
export * from './subjects.js';
