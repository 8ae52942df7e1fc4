import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  FileResponse,
  newId,
  noneMatchHolds,
  NotFoundError,
  pageLimit,
  PayloadTooLargeError,
  RangeNotSatisfiableError,
  StatusResult,
  toPage,
  uniqueViolation,
  ValidationFailedError,
  type Actor,
  type Page,
  type ValidationIssue,
} from '@app/core';
import { ApplicationsService } from '@app/applications';
import { CandidatesService, reassignCandidateRows, type CandidateMergePair } from '@app/candidates';
import { sniffContentType, type DocumentContentType } from './domain/content-type';
import { attachmentDisposition, byteRangeOf, documentFilename, type DocumentKind } from './domain/document-rules';
import { presentDocument } from './representation/document.presenter';
import type { DocumentResponse, DocumentTextResponse } from './representation/document-response.dto';
import { DocumentEntity } from './persistence/document.entity';
import { DocumentsRepository } from './persistence/documents.repository';
import { ByteMeter, type MeteredContent } from './storage/byte-meter';
import { DocumentBytes } from './storage/document-bytes.service';
import { DocumentTextQueue } from './text/document-text.queue';
import { DocumentUploadEngine } from './storage/document-upload.engine';
import type { ListDocumentsQuery, UploadDocumentInput } from './representation/document-requests';

/** A multipart file part, already streamed into the store by the upload's storage engine. */
export interface StoredUpload {
  originalname: string;
  storageKey: string;
  content: MeteredContent;
}

/** An upload's filename and content type read from its bytes, or why they are refused. */
export type CheckedUpload = { filename: string; contentType: DocumentContentType } | { problem: string };

/** Conditional and partial reads of /content. */
export interface ContentRequest {
  ifNoneMatch?: string;
  range?: string;
}

@Injectable()
export class DocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: DocumentsRepository,
    private readonly bytes: DocumentBytes,
    private readonly textQueue: DocumentTextQueue,
    private readonly candidates: CandidatesService,
    private readonly applications: ApplicationsService,
    private readonly events: EventRecorder,
  ) {}

  /**
   * docs/api/documents.md#erasure-merge-and-storage: bytes are in the store (under a key no row references) before the row commits; on
   * any refusal or failure they are removed again. The same bytes for the same candidate: 200 with
   * the existing document.
   */
  async upload(
    actor: Actor,
    candidateId: string,
    multipart: boolean,
    file: StoredUpload | undefined,
    dto: UploadDocumentInput,
  ): Promise<StatusResult<DocumentResponse>> {
    const stored = file ?? (await this.storeJsonUpload(multipart, dto));
    try {
      return await this.commitUpload(actor, candidateId, stored, file === undefined ? 'contentBase64' : 'file', dto);
    } catch (error) {
      await this.bytes.remove(stored.storageKey);
      throw error;
    }
  }

  async list(candidateId: string, query: ListDocumentsQuery): Promise<Page<DocumentResponse>> {
    await this.candidates.assertExists(this.dataSource.manager, candidateId);
    return toPage(await this.repository.list(candidateId, query), pageLimit(query), presentDocument);
  }

  async get(id: string): Promise<DocumentResponse> {
    return presentDocument(await this.findOrFail(this.dataSource.manager, id));
  }

  async text(id: string): Promise<DocumentTextResponse> {
    const text = await this.repository.textOf(id);
    if (text === null) throw new NotFoundError('Document', id);
    return text;
  }

  /** The bytes, streamed: 304 for a matching If-None-Match, 206 for one satisfiable Range, 416 past the end. */
  async content(id: string, request: ContentRequest): Promise<FileResponse> {
    const document = await this.findOrFail(this.dataSource.manager, id);
    const etag = `"${document.sha256}"`;
    const headers = {
      'Content-Type': document.contentType,
      'Content-Disposition': attachmentDisposition(document.filename),
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, no-cache',
    };
    if (noneMatchHolds(request.ifNoneMatch, etag)) return new FileResponse(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] }, null);
    const range = byteRangeOf(request.range, document.sizeBytes);
    if (range.kind === 'unsatisfiable') throw new RangeNotSatisfiableError(document.sizeBytes);
    if (range.kind === 'full')
      return new FileResponse(200, { ...headers, 'Content-Length': String(document.sizeBytes) }, await this.bytes.read(document.storageKey));
    const { start, end } = range.range;
    return new FileResponse(
      206,
      { ...headers, 'Content-Length': String(end - start + 1), 'Content-Range': `bytes ${start}-${end}/${document.sizeBytes}` },
      await this.bytes.read(document.storageKey, range.range),
    );
  }

  /** Deletes the row (and records the event); the bytes go once that has committed. */
  async remove(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      const document = await this.findOrFail(tx, id, true);
      await tx.delete(DocumentEntity, { id });
      const view = presentDocument(document);
      await this.events.record(tx, { type: 'document.deleted', entityId: id, actor, metadata: metadataOf(view), data: view });
      this.bytes.removeAfterCommit(tx, [document.storageKey]);
    });
    return { deleted: true };
  }

  /**
   * Candidate erasure: deletes the candidate's documents in the caller's transaction and redacts the
   * filenames their events left in the activity feed; the bytes are removed once it commits (kept
   * when it rolls back). Bytes a crash leaves behind go with the orphan sweep.
   */
  async eraseCandidateDocuments(tx: EntityManager, candidateId: string): Promise<void> {
    const deleted = await this.repository.deleteForCandidate(tx, candidateId);
    await this.repository.redactActivityFilenames(tx, candidateId);
    this.bytes.removeAfterCommit(
      tx,
      deleted.map((row) => row.storageKey),
    );
  }

  /**
   * Candidate merge: the duplicate's documents move to the survivor, except those whose bytes the
   * survivor already holds: that row is deleted and the survivor's kept. Its bytes go once the merge
   * commits; no other row names them, since every upload is stored under a fresh key (`storage_key` UNIQUE).
   */
  async mergeCandidateDocuments(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    const heldByBoth = await this.repository.deleteHeldByBoth(tx, pair.survivorId, pair.duplicateId);
    await reassignCandidateRows(tx, 'documents', pair);
    this.bytes.removeAfterCommit(tx, heldByBoth);
  }

  /** For other contexts (a careers-site apply): multer's storage engine that streams file parts into the store as uploads do. */
  uploadEngine(): DocumentUploadEngine {
    return new DocumentUploadEngine(this.bytes);
  }

  /** For other contexts: writes bytes under a fresh key no row references (413 past DOCUMENT_MAX_BYTES, nothing kept). */
  async store(originalname: string, body: Readable): Promise<StoredUpload> {
    const { storageKey, content } = await this.bytes.write(body);
    return { originalname, storageKey, content };
  }

  /** For other contexts: removes stored bytes that no committed row references. */
  async discard(uploads: readonly StoredUpload[]): Promise<void> {
    await Promise.all(uploads.map((upload) => this.bytes.remove(upload.storageKey)));
  }

  /** The rules of a stored upload (docs/api/documents.md): its filename and the content type read from its bytes, or why they are refused. */
  async check(upload: Pick<StoredUpload, 'originalname' | 'content'>): Promise<CheckedUpload> {
    const { name, sniffed } = await this.inspect(upload);
    if ('problem' in name) return { problem: `filename ${name.problem}` };
    if ('detected' in sniffed) return { problem: contentTypeProblem(sniffed.detected) };
    return { filename: name.filename, contentType: sniffed.contentType };
  }

  /** For other contexts: the same rules as check for bytes still in memory (nothing is written). */
  checkBytes(originalname: string, bytes: Buffer): Promise<CheckedUpload> {
    return this.check({ originalname, content: ByteMeter.of(bytes) });
  }

  private async inspect(upload: Pick<StoredUpload, 'originalname' | 'content'>) {
    return { name: documentFilename(upload.originalname), sniffed: await sniffContentType(upload.content) };
  }

  /**
   * A checked upload becomes a document of the candidate in the caller's transaction (the candidate
   * and the application are the caller's to hold); the same bytes already held: that document,
   * `created` false (the caller discards the upload once committed). Text extraction: queueText after commit.
   */
  async attachIn(
    tx: EntityManager,
    actor: Actor,
    candidateId: string,
    upload: StoredUpload & { filename: string; contentType: DocumentContentType },
    options: { kind: DocumentKind; applicationId: string | null },
  ): Promise<{ document: DocumentResponse; created: boolean }> {
    const existing = await this.repository.findBySha(tx, candidateId, upload.content.sha256);
    if (existing !== null) return { document: presentDocument(existing), created: false };
    const now = new Date();
    const document = tx.create(DocumentEntity, {
      id: newId(),
      candidateId,
      applicationId: options.applicationId,
      kind: options.kind,
      filename: upload.filename,
      contentType: upload.contentType,
      sizeBytes: upload.content.sizeBytes,
      sha256: upload.content.sha256,
      storageKey: upload.storageKey,
      textStatus: 'pending',
      text: null,
      createdById: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(DocumentEntity, document);
    const view = presentDocument(document);
    await this.events.record(tx, { type: 'document.uploaded', entityId: document.id, actor, metadata: metadataOf(view), data: view });
    return { document: view, created: true };
  }

  /** Starts the text extraction of committed documents (docs/api/documents.md). */
  async queueText(documentIds: readonly string[]): Promise<void> {
    if (documentIds.length > 0) await this.textQueue.enqueueSoon([...documentIds]);
  }

  private async storeJsonUpload(multipart: boolean, dto: UploadDocumentInput): Promise<StoredUpload> {
    if (multipart) throw ValidationFailedError.body('file', 'is required: send the file as the multipart part "file"');
    const missing = (['filename', 'contentBase64'] as const).filter((field) => dto[field] === undefined);
    if (missing.length > 0) throw new ValidationFailedError(missing.map((path) => ({ location: 'body', path, message: 'is required' })));
    const base64 = dto.contentBase64 as string;
    // Checked before decoding: a JSON body may carry more than the document limit allows.
    if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > this.bytes.maxBytes)
      throw new PayloadTooLargeError(this.bytes.maxBytes);
    const { storageKey, content } = await this.bytes.write(Readable.from([Buffer.from(base64, 'base64')]));
    return { originalname: dto.filename as string, storageKey, content };
  }

  private async commitUpload(
    actor: Actor,
    candidateId: string,
    stored: StoredUpload,
    contentPath: 'file' | 'contentBase64',
    dto: UploadDocumentInput,
  ): Promise<StatusResult<DocumentResponse>> {
    const issues: ValidationIssue[] = [];
    if (contentPath === 'file') {
      for (const field of ['filename', 'contentBase64'] as const)
        if (dto[field] !== undefined)
          issues.push({ location: 'body', path: field, message: 'is for JSON uploads only; a multipart upload sends the file part' });
    }
    const { name, sniffed } = await this.inspect(stored);
    if ('problem' in name) issues.push({ location: 'body', path: contentPath === 'file' ? 'file' : 'filename', message: `filename ${name.problem}` });
    if ('detected' in sniffed) issues.push({ location: 'body', path: contentPath, message: contentTypeProblem(sniffed.detected) });
    if (issues.length > 0 || 'problem' in name || 'detected' in sniffed) throw new ValidationFailedError(issues);

    const applicationId = dto.applicationId?.toLowerCase() ?? null;
    const result = await this.dataSource
      .transaction(async (tx) => {
        // Held FOR SHARE until commit: an erasure of the candidate waits for this upload.
        await this.candidates.assertExists(tx, candidateId, 'share');
        if (applicationId !== null) {
          const application = await this.applications.refOf(tx, applicationId, 'share');
          if (application === null || application.candidateId !== candidateId)
            throw ValidationFailedError.body('applicationId', `applicationId ${applicationId} is not an application of candidate ${candidateId}`);
        }
        const attached = await this.attachIn(
          tx,
          actor,
          candidateId,
          { ...stored, filename: name.filename, contentType: sniffed.contentType },
          {
            kind: (dto.kind ?? 'other') as DocumentKind,
            applicationId,
          },
        );
        return attached.created ? { existing: undefined, created: attached.document } : { existing: attached.document, created: undefined };
      })
      .catch(async (error: unknown) => {
        // A concurrent upload of the same bytes committed first: answer with its document.
        if (uniqueViolation(error) !== 'documents_candidate_sha256_key') throw error;
        const existing = await this.repository.findBySha(this.dataSource.manager, candidateId, stored.content.sha256);
        if (existing === null) throw error;
        return { existing: presentDocument(existing), created: undefined };
      });
    if (result.existing !== undefined) {
      await this.bytes.remove(stored.storageKey);
      return new StatusResult(200, result.existing);
    }
    await this.textQueue.enqueueSoon([result.created.id]);
    return new StatusResult(201, result.created);
  }

  private async findOrFail(tx: EntityManager, id: string, lock = false): Promise<DocumentEntity> {
    const document = await this.repository.findOne(tx, id, lock ? 'update' : undefined);
    if (document === null) throw new NotFoundError('Document', id);
    return document;
  }
}

function contentTypeProblem(detected: string): string {
  return `must be a PDF, DOCX, DOC, RTF, plain UTF-8 text, PNG or JPEG file; detected ${detected}`;
}

/** The activity feed's metadata of a document event (docs/api/events.md#event-types). */
function metadataOf(view: DocumentResponse): Record<string, unknown> {
  return { candidateId: view.candidateId, applicationId: view.applicationId, kind: view.kind, filename: view.filename };
}
