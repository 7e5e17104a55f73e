export * from './mail.js';
export * from './clinician-notifications.js';
export * from './feedback.js';
