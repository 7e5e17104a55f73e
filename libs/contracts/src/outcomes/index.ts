export * from './instruments.js';
export * from './routes.js';
