import { defineContext, defineResource } from '@app/core';
import { DocumentsEnvironment } from './documents.env';
import { DocumentsModule } from './documents.module';
import { DocumentsHttpModule } from './documents-http.module';
import { DocumentsWorkerModule } from './documents-worker.module';
import { DocumentEntity } from './persistence/document.entity';
import { presentDocument } from './representation/document.presenter';
import { Documents1763705000000 } from './persistence/migrations/1763705000000-documents';
import { DocumentsSearch1763706000001 } from './persistence/migrations/1763706000001-documents-search';
import { DocumentActivityIndex1763709500000 } from './persistence/migrations/1763709500000-document-activity-index';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface ActivityEntityTypes {
    document: true;
  }
  interface EventTypes {
    'document.uploaded': true;
    'document.deleted': true;
  }
  interface ScopeResources {
    documents: true;
  }
}

/** Résumés and attachments; text extraction and the orphan sweep in the worker. */
export const DOCUMENTS_CONTEXT = defineContext({
  name: 'documents',
  module: DocumentsModule,
  httpModule: DocumentsHttpModule,
  workerModule: DocumentsWorkerModule,
  activityEntityTypes: ['document'],
  // A document's application link is nullable.
  events: (['document.uploaded', 'document.deleted'] as const).map((type) => ({
    type,
    entityType: 'document',
    subjects: { candidate: 'candidateId', application: 'applicationId' },
    resource: { type: 'document', idKey: 'id' },
  })),
  scopes: [{ resource: 'documents' }],
  // No candidateColumn: DocumentMergeService moves them, keeping once the bytes both candidates hold.
  resources: [
    defineResource({
      type: 'document',
      reach: { through: 'candidate', table: 'documents', column: 'candidate_id', metadataKey: 'candidateId' },
      scope: 'documents',
      entity: DocumentEntity,
      present: presentDocument,
    }),
  ],
  migrations: [Documents1763705000000, DocumentsSearch1763706000001, DocumentActivityIndex1763709500000],
  config: [DocumentsEnvironment],
});
