export * from './documents.module';
export * from './documents-http.module';
export * from './documents-worker.module';
export * from './documents.service';
export { DOCUMENT_KINDS, TEXT_STATUSES, type DocumentKind, type TextStatus } from './domain/document-rules';
export { DOCUMENT_STORAGE, type DocumentStorage, type StoredObject } from './storage/document-storage';
export { DOCUMENT_WORKER_OPTIONS, DEFAULT_DOCUMENT_WORKER_OPTIONS, type DocumentWorkerOptions } from './text/document-worker-options';
export { DocumentOrphanSweep } from './storage/document-orphan-sweep';
export type { DocumentResponse, DocumentTextResponse } from './http/dto/document-response.dto';
