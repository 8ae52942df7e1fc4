import { Module } from '@nestjs/common';
import { DocumentsModule } from './documents.module';
import { DocumentOrphanSweep } from './storage/document-orphan-sweep';
import { DocumentTextProcessor } from './text/document-text.processor';
import { DocumentTextReconciler } from './text/document-text.reconciler';
import { DocumentTextService } from './text/document-text.service';
import { DEFAULT_DOCUMENT_WORKER_OPTIONS, DOCUMENT_WORKER_OPTIONS } from './text/document-worker-options';

/** The document half of the worker (apps/worker imports it): text extraction, its reconciler, the orphan sweep. Tests override DOCUMENT_WORKER_OPTIONS. */
@Module({
  imports: [DocumentsModule],
  providers: [
    { provide: DOCUMENT_WORKER_OPTIONS, useValue: DEFAULT_DOCUMENT_WORKER_OPTIONS },
    DocumentTextService,
    DocumentTextProcessor,
    DocumentTextReconciler,
    DocumentOrphanSweep,
  ],
})
export class DocumentsWorkerModule {}
