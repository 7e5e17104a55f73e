export * from './schema-fields.js';
