import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { multipartError, PayloadTooLargeError, ValidationFailedError, type IdempotencyBodyRead, type IdempotencyBodyReader } from '@app/core';
import { DocumentsEnvironment, DocumentsService, type StoredUpload } from '@app/documents';
import { MAX_APPLY_FILES } from '../domain/apply-rules';
import { applyBodyLimitBytes } from '../domain/apply-limits';

const MULTIPART = /^multipart\/form-data/i;
type Done = (error?: unknown, info?: Partial<StoredUpload>) => void;
type ApplyRequest = Request & { applyFileCount?: number; applyBodyRead?: boolean };
type StoredPart = StoredUpload & { fieldname: string };

/**
 * A multipart apply: its file parts stream into the document store as they arrive (never whole in
 * memory), the text fields become request.body (docs/api/careers.md#multipart-encoding). A sixth file
 * part is 422 at its name, a part over DOCUMENT_MAX_BYTES or a body over 3 × DOCUMENT_MAX_BYTES +
 * 1 MiB is 413; whatever was stored by then is removed again. A JSON apply passes untouched.
 * With an Idempotency-Key the body is read earlier, as the key's fingerprint (fields and each
 * file's SHA-256) needs it (docs/api/careers.md#apply).
 */
@Injectable()
export class ApplyUploadInterceptor implements NestInterceptor, IdempotencyBodyReader {
  private readonly upload: RequestHandler;
  private readonly maxBodyBytes: number;
  private readonly documents: DocumentsService;

  constructor(documents: DocumentsService, environment: DocumentsEnvironment) {
    this.documents = documents;
    this.maxBodyBytes = applyBodyLimitBytes(environment.DOCUMENT_MAX_BYTES);
    const engine = documents.uploadEngine();
    const storage = {
      _handleFile(request: ApplyRequest, file: Parameters<typeof engine._handleFile>[1] & { fieldname: string }, done: Done) {
        request.applyFileCount = (request.applyFileCount ?? 0) + 1;
        if (request.applyFileCount > MAX_APPLY_FILES) {
          file.stream.resume();
          return done(
            ValidationFailedError.body(
              file.fieldname,
              `${file.fieldname} is file ${request.applyFileCount}: an application takes at most ${MAX_APPLY_FILES} files`,
            ),
          );
        }
        engine._handleFile(request, file, done);
      },
      _removeFile: engine._removeFile.bind(engine),
    };
    this.upload = multer({
      storage,
      // Browsers send the filename's UTF-8 bytes as they are (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      // One more file than allowed reaches the engine, which refuses it naming its part; long_text answers fit a field.
      limits: { fileSize: environment.DOCUMENT_MAX_BYTES, files: MAX_APPLY_FILES + 1, fields: 2000, fieldSize: 100_000, fieldNameSize: 100, parts: 2100 },
    }).any();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<ApplyRequest>();
    if (MULTIPART.test(request.headers['content-type'] ?? '') && request.applyBodyRead !== true)
      await this.receive(request, context.switchToHttp().getResponse<Response>());
    return next.handle();
  }

  /** For the Idempotency-Key fingerprint: the text fields and each file part's name, filename and SHA-256. */
  async read(request: ApplyRequest, response: Response): Promise<IdempotencyBodyRead | undefined> {
    if (!MULTIPART.test(request.headers['content-type'] ?? '')) return undefined;
    await this.receive(request, response);
    const parts = (request.files ?? []) as unknown as StoredPart[];
    return {
      body: {
        fields: request.body as unknown,
        files: parts.map((part) => ({ name: part.fieldname, filename: part.originalname, sha256: part.content.sha256 })),
      },
      release: () => this.documents.discard(parts),
    };
  }

  private async receive(request: ApplyRequest, response: Response): Promise<void> {
    request.applyBodyRead = true;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > this.maxBodyBytes) throw new PayloadTooLargeError(this.maxBodyBytes);
    // A body without Content-Length (chunked) is counted as it arrives.
    let received = 0;
    request.on('data', (chunk: Buffer) => (received += chunk.length));
    try {
      await new Promise<void>((resolve, reject) => this.upload(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
    } catch (error) {
      throw multipartError(error, 'resume', 'document store');
    }
    if (received > this.maxBodyBytes) {
      await this.documents.discard((request.files ?? []) as unknown as StoredUpload[]);
      throw new PayloadTooLargeError(this.maxBodyBytes);
    }
  }
}
