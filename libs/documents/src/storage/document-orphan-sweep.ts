import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '@app/core';
import { DocumentsRepository } from '../persistence/documents.repository';
import { DOCUMENT_WORKER_OPTIONS, type DocumentWorkerOptions } from '../text/document-worker-options';
import { DocumentBytes } from './document-bytes.service';
import { DOCUMENT_STORAGE, isStorageKey, type DocumentStorage } from './document-storage';

const BATCH = 500;

/**
 * Removes bytes that no row references once they are older than `orphanAgeMs` (docs/api/documents.md#erasure-merge-and-storage): what a
 * crash between the byte write and the commit leaves, or a removal that failed. Younger objects may
 * belong to an upload still in progress. Runs in the worker every `sweepIntervalMs`.
 */
@Injectable()
export class DocumentOrphanSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DocumentOrphanSweep.name);
  private readonly task: PeriodicTask;

  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    private readonly bytes: DocumentBytes,
    private readonly repository: DocumentsRepository,
    @Inject(DOCUMENT_WORKER_OPTIONS) private readonly options: DocumentWorkerOptions,
  ) {
    const schedule = { everyMs: options.sweepIntervalMs, logger: this.logger, failure: 'Document orphan sweep', failureLevel: 'error' as const };
    this.task = new PeriodicTask(schedule, async () => {
      const removed = await this.sweep();
      if (removed > 0) this.logger.warn(`Removed ${removed} document objects that no row referenced`);
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over the whole store; returns how many objects older than `olderThanMs` were removed. */
  async sweep(olderThanMs = this.options.orphanAgeMs): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const referenced = await this.repository.referencedKeys(batch);
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await this.bytes.remove(key);
        removed++;
      }
      batch = [];
    };
    for await (const object of this.storage.list()) {
      if (!isStorageKey(object.key) || object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return removed;
  }
}
