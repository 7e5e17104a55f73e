export * from './login.js';
export * from './password-reset.js';
export * from './password-plain.js';
export * from './profile.js';
export * from './routes.js';
export * from './addresses.js';
export * from './session.js';
export * from './subjects.js';
