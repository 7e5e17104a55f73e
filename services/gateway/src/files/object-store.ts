import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import { serverConfig } from '@openset/server-kit';

/** Staged uploads disappear after a day if no service picks them up. */
const UPLOADS_TTL_NS = 24 * 60 * 60 * 1e9;
/** Download copies are a cache of the services' own file stores. */
const FILES_TTL_NS = 7 * 24 * 60 * 60 * 1e9;

export const uploadsBucket = () => `${serverConfig.natsPrefix}-uploads`;

/**
 * The gateway's NATS JetStream object store buckets (same settings as the services that share
 * them), on a connection of its own opened on first use.
 */
@Injectable()
export class ObjectStoreBuckets implements OnApplicationShutdown {
  private connection: Promise<NatsConnection> | null = null;
  private readonly stores = new Map<string, Promise<ObjectStore>>();

  bucket(name: string): Promise<ObjectStore> {
    let store = this.stores.get(name);
    if (!store) {
      this.connection ??= connect({ servers: serverConfig.natsUrl, name: `gateway-files@${serverConfig.instance}` });
      store = this.connection.then(async (nc) => {
        const objm = new Objm(nc);
        try {
          return await objm.create(name, {
            storage: StorageType.File,
            ttl: name === uploadsBucket() ? UPLOADS_TTL_NS : FILES_TTL_NS,
          });
        } catch {
          return objm.open(name);
        }
      });
      store.catch(() => this.stores.delete(name));
      this.stores.set(name, store);
    }
    return store;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connection) await (await this.connection).drain().catch(() => undefined);
  }
}
