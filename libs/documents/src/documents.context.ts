import { defineContext } from '@app/core';
import { DocumentsEnvironment } from './documents.env';
import { DocumentsModule } from './documents.module';
import { DocumentsHttpModule } from './documents-http.module';
import { DocumentsWorkerModule } from './documents-worker.module';

/** Résumés and attachments; text extraction and the orphan sweep in the worker. */
export const DOCUMENTS_CONTEXT = defineContext({
  name: 'documents',
  module: DocumentsModule,
  httpModule: DocumentsHttpModule,
  workerModule: DocumentsWorkerModule,
  config: [DocumentsEnvironment],
});
