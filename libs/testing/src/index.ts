export * from './stack-info.js';
export * from './stack-sql.js';
export * from './api-client.js';
export * from './rpc.js';
export * from './processes.js';
export * from './events.js';
export * from './streams.js';
export * from './mail.js';
