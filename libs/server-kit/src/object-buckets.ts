import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Objm, StorageType, type ObjectInfo, type ObjectStore } from '@nats-io/obj';
import { jetStreamReplicas, natsConnectionOptions, serverConfig } from './config.js';
import { readObjectRange, readWholeObject } from './object-range.js';

/** Staged uploads disappear after a day if nobody picks them up. */
const UPLOADS_TTL_NS = 24 * 60 * 60 * 1e9;
/** Served variants are a cache of the file store: a week, then they are made again on request. */
const FILES_TTL_NS = 7 * 24 * 60 * 60 * 1e9;

export const uploadsBucketName = () => `${serverConfig.natsPrefix}-uploads`;
export const filesBucketName = () => `${serverConfig.natsPrefix}-files`;

/**
 * The JetStream object store buckets that carry files between the gateway and services (files
 * never travel inside NATS messages): `<prefix>-uploads` (the gateway
 * stages uploads, a service reads and deletes them) and `<prefix>-files` (a service puts the bytes
 * of a download, the gateway streams them). One NATS connection per process, opened on first use.
 */
@Injectable()
export class ObjectBuckets implements OnApplicationShutdown {
  private connection: Promise<NatsConnection> | null = null;
  private readonly stores = new Map<string, Promise<ObjectStore>>();

  private nats(): Promise<NatsConnection> {
    this.connection ??= connect(natsConnectionOptions('objects'));
    return this.connection;
  }

  bucket(name: string): Promise<ObjectStore> {
    let store = this.stores.get(name);
    if (!store) {
      store = this.nats().then(async (nc) => {
        const objm = new Objm(nc);
        try {
          return await objm.create(name, {
            storage: StorageType.File,
            replicas: jetStreamReplicas(),
            ttl: name === uploadsBucketName() ? UPLOADS_TTL_NS : FILES_TTL_NS,
          });
        } catch {
          // Already made by another process: use it as it is.
          return objm.open(name);
        }
      });
      store.catch(() => this.stores.delete(name));
      this.stores.set(name, store);
    }
    return store;
  }

  /** Bytes `start..end` (inclusive) of an object, read from the chunk that holds `start` (object-range.ts). */
  async *range(bucket: string, info: ObjectInfo, start: number, end: number): AsyncGenerator<Uint8Array> {
    yield* readObjectRange(await this.nats(), bucket, info, start, end);
  }

  /** The whole object, checked against its digest (object-range.ts). */
  async *whole(bucket: string, info: ObjectInfo): AsyncGenerator<Uint8Array> {
    yield* readWholeObject(await this.nats(), bucket, info);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connection) await (await this.connection).drain().catch(() => undefined);
  }
}
