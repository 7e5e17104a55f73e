export * from './permissions.js';
export * from './teams.js';
export * from './subjects.js';
export * from './manager.js';
export * from './activity.js';
export * from './swap.js';
export * from './routes.js';
export * from './staff-subjects.js';
