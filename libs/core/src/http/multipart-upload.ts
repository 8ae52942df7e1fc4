import { HttpException, mixin, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { DomainError, InsufficientStorageError, isStorageFull, ValidationFailedError } from '../errors';

/** 400 for a multipart body busboy cannot read (no boundary, a malformed part header, cut short). */
export class InvalidMultipartError extends DomainError {
  constructor(reason: string) {
    super('INVALID_MULTIPART', `The multipart body cannot be read: ${reason}`);
  }
}

/** multer's error, kept by Nest as the cause of the exception it makes of it. */
interface MulterFailure {
  code?: string;
  field?: string;
  message: string;
}

/**
 * The API's error for what multer or busboy refused in a multipart body (docs/adr/0048-upload-bodies.md): a
 * file over the limit 413, a broken part rule 422 naming the part, an unreadable body 400
 * `INVALID_MULTIPART`, a full store 507. Anything else (the storage engine's own errors) passes as it is.
 */
export function multipartError(error: unknown, fileField: string, store: string): unknown {
  const cause = error instanceof HttpException ? (error.cause as MulterFailure | undefined) : (error as MulterFailure | undefined);
  if (cause === undefined || cause === null || typeof cause !== 'object') return error;
  if (cause instanceof DomainError) return cause;
  // The storage engine's write failing for want of space reaches multer through the file stream, unmapped.
  if (isStorageFull(cause)) return new InsufficientStorageError(store);
  const part = cause.field ?? '';
  const issue = (path: string, message: string) => ValidationFailedError.body(path, path === '' ? message : `${path} ${message}`);
  switch (cause.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', `The file part "${part || fileField}" is larger than the upload limit`);
    case 'LIMIT_FILE_COUNT':
      return issue(fileField, `must be sent once: the form takes one file part "${fileField}"`);
    case 'LIMIT_UNEXPECTED_FILE':
      return issue(part, `is not a file part of this form: send the file as the part "${fileField}"`);
    case 'LIMIT_FIELD_VALUE':
      return issue(part, 'is longer than a field of this form may be (1024 bytes)');
    case 'LIMIT_FIELD_KEY':
      return issue('', 'The multipart body has a field name longer than 100 bytes');
    case 'MISSING_FIELD_NAME':
      return issue('', 'The multipart body has a part without a name');
    case 'INVALID_FIELD_NAME':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
      return issue(part, 'is not a field name this form takes');
    case 'LIMIT_FIELD_COUNT':
      return issue('', 'The multipart body has more fields than this form takes');
    case 'LIMIT_PART_COUNT':
      return issue('', 'The multipart body has more parts than this form takes');
  }
  // busboy's own failures carry no code: what it says about the body.
  if (/boundary|malformed|unexpected end/i.test(cause.message ?? '')) return new InvalidMultipartError(cause.message.replace(/^Multipart: /, ''));
  return error;
}

/**
 * `FileInterceptor(fileField)` (the module's multer options) with the API's errors for what
 * multer refuses (`store` names the storage engine's store in a 507), and an empty text field taken as not sent: a form (Swagger UI's) sends every
 * optional field it shows, empty when left blank.
 */
export function MultipartUpload(fileField: string, store: string): Type<NestInterceptor> {
  const Base = FileInterceptor(fileField) as Type<NestInterceptor>;
  class MultipartUploadInterceptor extends Base {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      let handled: Observable<unknown>;
      try {
        handled = (await super.intercept(context, next)) as Observable<unknown>;
      } catch (error) {
        throw multipartError(error, fileField, store);
      }
      const body = context.switchToHttp().getRequest<{ body?: unknown }>().body;
      // multer's body has no prototype; a JSON body (the route's other form) is left as sent.
      if (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === null) {
        for (const [name, value] of Object.entries(body)) if (value === '') delete (body as Record<string, unknown>)[name];
      }
      return handled;
    }
  }
  return mixin(MultipartUploadInterceptor);
}
