import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import { filesBucketName, jetStreamReplicas, natsConnectionOptions, ObjectBuckets, serverConfig } from '@openset/server-kit';
import type { FileRef, UploadRef } from '@openset/contracts';
import { randomUUID } from 'node:crypto';

/** The deployment's bucket of students' proofs of enrolment: kept until an administrator decides, no expiry. */
export const proofsBucketName = () => `${serverConfig.natsPrefix}-proofs`;

/**
 * Proofs of enrolment in the NATS object store. The staged upload (uploads bucket, gone after a
 * day) is copied into the proofs bucket, which has no time to live: a proof waits for an
 * administrator as long as it takes, and goes when the sign-up is decided or deleted.
 */
@Injectable()
export class ProofStore implements OnApplicationShutdown {
  private connection: Promise<NatsConnection> | null = null;
  private store: Promise<ObjectStore> | null = null;

  constructor(private readonly buckets: ObjectBuckets) {}

  private bucket(): Promise<ObjectStore> {
    this.connection ??= connect(natsConnectionOptions('proofs'));
    this.store ??= this.connection.then(async (nc) => {
      const objm = new Objm(nc);
      try {
        return await objm.create(proofsBucketName(), { storage: StorageType.File, replicas: jetStreamReplicas() });
      } catch {
        return objm.open(proofsBucketName());
      }
    });
    this.store.catch(() => (this.store = null));
    return this.store;
  }

  /** The staged upload's first bytes (to tell its type) and its size; null when it is gone. */
  async head(ref: UploadRef, bytes: number): Promise<{ head: Buffer; size: number } | null> {
    const staged = await this.buckets.bucket(ref.bucket);
    const info = await staged.info(ref.object);
    if (!info || info.deleted) return null;
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.buckets.range(ref.bucket, info, 0, Math.max(0, Math.min(info.size, bytes) - 1))) chunks.push(chunk);
    return { head: Buffer.concat(chunks), size: info.size };
  }

  /** Copies the staged upload into the proofs bucket under a new name, and removes the staged one. */
  async keep(ref: UploadRef): Promise<string> {
    const staged = await this.buckets.bucket(ref.bucket);
    const info = await staged.info(ref.object);
    if (!info || info.deleted) throw new Error('staged upload is gone');
    const name = randomUUID();
    await (await this.bucket()).put({ name }, ReadableStream.from(this.buckets.whole(ref.bucket, info)));
    await staged.delete(ref.object).catch(() => undefined);
    return name;
  }

  /** Removes a staged upload that is refused. */
  async discard(ref: UploadRef): Promise<void> {
    await (await this.buckets.bucket(ref.bucket)).delete(ref.object).catch(() => undefined);
  }

  /** A proof staged in the files bucket for the gateway to stream (the administrator's download). */
  async serve(name: string, mime: string, filename: string): Promise<FileRef | null> {
    const proofs = await this.bucket();
    const info = await proofs.info(name);
    if (!info || info.deleted) return null;
    const object = `proof-${randomUUID()}`;
    const source = await proofs.get(name);
    if (!source) return null;
    await (await this.buckets.bucket(filesBucketName())).put({ name: object }, source.data);
    return { bucket: filesBucketName(), object, mime, size: info.size, filename, cacheSeconds: 0 };
  }

  /** Idempotent: a proof already gone is not an error. */
  async delete(name: string): Promise<void> {
    await (await this.bucket()).delete(name).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connection) await (await this.connection).drain().catch(() => undefined);
  }
}
