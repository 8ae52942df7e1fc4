import { defineContext } from '@app/core';
import { DocumentsModule } from './documents.module';
import { DocumentsHttpModule } from './documents-http.module';
import { DocumentsWorkerModule } from './documents-worker.module';
import { Documents1763705000000 } from './persistence/migrations/1763705000000-documents';
import { DocumentsSearch1763706000001 } from './persistence/migrations/1763706000001-documents-search';
import { DocumentActivityIndex1763709500000 } from './persistence/migrations/1763709500000-document-activity-index';

/** Résumés and attachments; text extraction and the orphan sweep in the worker. */
export const DOCUMENTS_CONTEXT = defineContext({
  name: 'documents',
  module: DocumentsModule,
  httpModule: DocumentsHttpModule,
  workerModule: DocumentsWorkerModule,
  migrations: [Documents1763705000000, DocumentsSearch1763706000001, DocumentActivityIndex1763709500000],
});
