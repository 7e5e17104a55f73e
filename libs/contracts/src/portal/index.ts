export * from './portal.js';
export * from './tracking.js';
export * from './routes.js';
