export * from './elements.js';
export * from './folders.js';
export * from './categories.js';
export * from './resources.js';
export * from './routes.js';
export * from './subjects.js';
export * from './messages.js';
