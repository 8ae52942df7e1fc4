import { Inject, Injectable } from '@nestjs/common';
import { RowJobProcessor, type RowPass } from '@app/core';
import { DocumentTextQueue, parseDocumentTextJob, type DocumentTextJob } from './document-text.queue';
import { DocumentTextService } from './document-text.service';
import { DOCUMENT_WORKER_OPTIONS, type DocumentWorkerOptions } from './document-worker-options';

/** The document-text processor: one extraction per job; the row's textStatus records the outcome. */
@Injectable()
export class DocumentTextProcessor extends RowJobProcessor<DocumentTextJob> {
  constructor(
    queue: DocumentTextQueue,
    private readonly texts: DocumentTextService,
    @Inject(DOCUMENT_WORKER_OPTIONS) options: DocumentWorkerOptions,
  ) {
    super(queue, options, parseDocumentTextJob);
  }

  protected pass(payload: DocumentTextJob): Promise<RowPass> {
    return this.texts.extract(payload.documentId);
  }
}
