/**
 * The part of the kit that needs no database: configuration, logging, errors, the NATS RPC
 * client and handlers, object buckets. The gateway, which owns no schema, imports only this
 * (`@openset/server-kit/transport`), so MikroORM and its drivers are never loaded there; a
 * service imports the whole kit (`@openset/server-kit`), which includes it.
 */
export * from './config.js';
export * from './domain-error.js';
export * from './logger.js';
export * from './rpc-error.filter.js';
export * from './handle.decorator.js';
export * from './route-access.js';
export * from './muxed-nats-client.js';
export * from './rpc-client.js';
export * from './rpc-codec.js';
export * from './announcements.js';
export * from './bounded-cache.js';
export * from './rpc.module.js';
export * from './object-buckets.js';
export * from './object-range.js';
export * from './byte-stream.js';
export * from './ids.js';
