import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RowPass } from '@app/core';
import { DocumentEntity } from '../persistence/document.entity';
import { DocumentsRepository } from '../persistence/documents.repository';
import { DocumentBytes } from '../storage/document-bytes.service';
import { DOCUMENT_WORKER_OPTIONS, type DocumentWorkerOptions } from './document-worker-options';
import { extractText } from './text-extraction';

/** One extraction pass over a pending document: read its bytes, parse them (bounded), record the outcome. */
@Injectable()
export class DocumentTextService {
  private readonly logger = new Logger(DocumentTextService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: DocumentsRepository,
    private readonly bytes: DocumentBytes,
    @Inject(DOCUMENT_WORKER_OPTIONS) private readonly options: DocumentWorkerOptions,
  ) {}

  async extract(documentId: string): Promise<RowPass> {
    const document = await this.dataSource.manager.findOne(DocumentEntity, { where: { id: documentId } });
    if (document === null || document.textStatus !== 'pending') return { next: 'done' };
    const chunks: Buffer[] = [];
    for await (const chunk of await this.bytes.read(document.storageKey)) chunks.push(chunk as Buffer);
    const result = await extractText(document.contentType, Buffer.concat(chunks), {
      timeoutMs: this.options.extractionTimeoutMs,
      memoryMb: this.options.extractionMemoryMb,
      maxPdfPages: this.options.maxPdfPages,
    });
    if (result.textStatus === 'failed') this.logger.warn(`Text of document ${documentId} (${document.contentType}) could not be extracted: ${result.reason}`);
    await this.repository.recordText(documentId, result.textStatus, result.textStatus === 'extracted' ? result.text : null);
    return { next: 'done' };
  }
}
