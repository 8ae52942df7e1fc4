import { defineContext, defineResource } from '@app/core';
import { DocumentsModule } from './documents.module';
import { DocumentsHttpModule } from './documents-http.module';
import { DocumentsWorkerModule } from './documents-worker.module';
import { DocumentEntity } from './persistence/document.entity';
import { presentDocument } from './representation/document.presenter';

/** Résumés and attachments; text extraction and the orphan sweep in the worker. */
export const DOCUMENTS_CONTEXT = defineContext({
  name: 'documents',
  module: DocumentsModule,
  httpModule: DocumentsHttpModule,
  workerModule: DocumentsWorkerModule,
  // No candidateColumn: DocumentMergeService moves them, keeping once the bytes both candidates hold.
  resources: [defineResource({ type: 'document', scope: 'documents', entity: DocumentEntity, present: presentDocument })],
});
