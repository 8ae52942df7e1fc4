import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { InsufficientStorageError, isStorageFull, newId } from '@app/core';
import { DocumentsEnvironment } from '../documents.env';
import type { ByteRange } from '../domain/document-rules';
import { ByteMeter, type MeteredContent } from './byte-meter';
import { DOCUMENT_STORAGE, DOCUMENT_STORE, storageKeyOf, type DocumentStorage } from './document-storage';

/**
 * The document store as the services use it: writes under fresh keys while measuring the bytes,
 * reads, and removals, either at once or once a transaction has committed (a row deleted in a
 * transaction that rolls back keeps its bytes).
 */
@Injectable()
export class DocumentBytes implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger(DocumentBytes.name);
  private readonly removalsAtCommit = new WeakMap<QueryRunner, string[]>();

  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly environment: DocumentsEnvironment,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  get maxBytes(): number {
    return this.environment.DOCUMENT_MAX_BYTES;
  }

  /**
   * Streams `body` into the store under a key no row references yet, measuring it on the way. Past
   * DOCUMENT_MAX_BYTES it fails with PayloadTooLargeError and nothing stays stored.
   */
  async write(body: Readable): Promise<{ storageKey: string; content: MeteredContent }> {
    const storageKey = storageKeyOf(newId());
    const meter = new ByteMeter(this.maxBytes);
    const [metered, stored] = await Promise.allSettled([
      pipeline(body, meter),
      this.storage.write(storageKey, meter).catch((error: Error) => {
        // A full store is the client's 507, not a 500 (multer sees the raw error first: MultipartUpload maps it too).
        const failure = isStorageFull(error) ? new InsufficientStorageError(DOCUMENT_STORE) : error;
        meter.destroy(failure); // stops the upload instead of leaving it waiting on a reader that is gone
        throw failure;
      }),
    ]);
    if (metered.status === 'rejected' || stored.status === 'rejected') {
      await this.remove(storageKey);
      // The meter's reason (too large, client gone) explains more than the storage's "premature close".
      throw metered.status === 'rejected' ? metered.reason : (stored as PromiseRejectedResult).reason;
    }
    return { storageKey, content: meter.result() };
  }

  read(storageKey: string, range?: ByteRange): Promise<Readable> {
    return this.storage.read(storageKey, range);
  }

  /** Removes at once; a failure is logged and left to the orphan sweep. */
  async remove(storageKey: string): Promise<void> {
    await this.storage
      .remove(storageKey)
      .catch((error: Error) => this.logger.warn(`Could not remove document bytes ${storageKey} (the orphan sweep will): ${error.message}`));
  }

  /** Removes the bytes once `tx` commits; nothing when it rolls back. */
  removeAfterCommit(tx: EntityManager, storageKeys: string[]): void {
    const runner = tx.queryRunner;
    if (runner === undefined || !runner.isTransactionActive) {
      void Promise.all(storageKeys.map((key) => this.remove(key)));
      return;
    }
    this.removalsAtCommit.set(runner, [...(this.removalsAtCommit.get(runner) ?? []), ...storageKeys]);
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<unknown> | void {
    const keys = this.removalsAtCommit.get(event.queryRunner);
    if (keys === undefined) return;
    this.removalsAtCommit.delete(event.queryRunner);
    return Promise.all(keys.map((key) => this.remove(key)));
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.removalsAtCommit.delete(event.queryRunner);
  }
}
