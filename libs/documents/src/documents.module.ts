import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule } from '@app/core';
import { ApplicationsModule } from '@app/applications';
import { CandidatesModule } from '@app/candidates';
import { DocumentErasureService } from './document-erasure.service';
import { DocumentMergeService } from './document-merge.service';
import { DocumentsEnvironment } from './documents.env';
import { DocumentsService } from './documents.service';
import { DocumentEntity } from './persistence/document.entity';
import { DocumentsRepository } from './persistence/documents.repository';
import { DocumentBytes } from './storage/document-bytes.service';
import { DOCUMENT_STORAGE, type DocumentStorage } from './storage/document-storage';
import { documentStorageFor } from './storage/storage-factory';
import { DOCUMENT_TEXT_QUEUE, DocumentTextQueue } from './text/document-text.queue';

/** Documents and their store, shared by the API and the worker (so both erase and merge a candidate's documents). Tests may override DOCUMENT_STORAGE. */
@Module({
  imports: [TypeOrmModule.forFeature([DocumentEntity]), QueueModule.forQueue(DOCUMENT_TEXT_QUEUE), CandidatesModule, ApplicationsModule],
  providers: [
    { provide: DOCUMENT_STORAGE, inject: [DocumentsEnvironment], useFactory: (environment: DocumentsEnvironment) => documentStorageFor(environment.storage) },
    DocumentsRepository,
    DocumentBytes,
    DocumentTextQueue,
    DocumentsService,
    DocumentErasureService,
    DocumentMergeService,
  ],
  exports: [DocumentsService, DocumentsRepository, DocumentBytes, DocumentTextQueue, DOCUMENT_STORAGE],
})
export class DocumentsModule implements OnApplicationShutdown {
  constructor(@Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage & { close?(): void }) {}

  onApplicationShutdown(): void {
    this.storage.close?.();
  }
}
