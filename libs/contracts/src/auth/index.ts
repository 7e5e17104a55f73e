export * from './login.js';
export * from './profile.js';
export * from './routes.js';
export * from './subjects.js';
