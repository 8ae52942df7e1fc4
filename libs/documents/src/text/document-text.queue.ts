import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { parseRowJob, RowJobQueue } from '@app/core';

/** The documents context's queue (docs/architecture.md#contexts): one job per document whose `textStatus` is `pending`; the job id is the document id. */
export const DOCUMENT_TEXT_QUEUE = 'document-text';

export interface DocumentTextJob {
  documentId: string;
}

/** Validates a document-text job's payload when the processor starts it. */
export function parseDocumentTextJob(data: unknown): DocumentTextJob {
  return { documentId: parseRowJob(DOCUMENT_TEXT_QUEUE, 'documentId', data) };
}

/** The document-text queue: a hint after commit; the row's `pending` status is the record (a reconciler re-enqueues lost jobs). */
@Injectable()
export class DocumentTextQueue extends RowJobQueue<DocumentTextJob> {
  constructor(@InjectQueue(DOCUMENT_TEXT_QUEUE) queue: Queue<DocumentTextJob>) {
    super(queue, 'extract', (documentId) => ({ documentId }));
  }
}
