export * from './schema-fields.js';
export * from './sample-value.js';
export * from './malformed-requests.js';
