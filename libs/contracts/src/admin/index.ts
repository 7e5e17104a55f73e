export * from './accounts.js';
export * from './routes.js';
