export * from './client.js';
export * from './routes.js';
export * from './subjects.js';
export * from './events.js';
export * from './portal-lock.js';
