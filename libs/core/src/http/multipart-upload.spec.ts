import { BadRequestException } from '@nestjs/common';
import { DomainError, InsufficientStorageError, ValidationFailedError } from '../errors';
import { InvalidMultipartError, multipartError } from './multipart-upload';

/** multer's error as Nest's FileInterceptor hands it on: an HttpException with the MulterError as its cause. */
const fromMulter = (code: string, field?: string) => new BadRequestException('refused', { cause: Object.assign(new Error(code), { code, field }) });

describe(multipartError.name, () => {
  it.each([
    ['LIMIT_FILE_COUNT', undefined, 'file'],
    ['LIMIT_UNEXPECTED_FILE', 'resume', 'resume'],
    ['LIMIT_FIELD_VALUE', 'kind', 'kind'],
    ['LIMIT_FIELD_KEY', undefined, ''],
    ['LIMIT_FIELD_COUNT', undefined, ''],
    ['LIMIT_PART_COUNT', undefined, ''],
    ['MISSING_FIELD_NAME', undefined, ''],
    ['INVALID_FIELD_NAME', '__proto__', '__proto__'],
    ['LIMIT_FIELD_NESTING', 'a[b][c]', 'a[b][c]'],
    ['LIMIT_FIELD_ARRAY_INDEX', 'kind[5000]', 'kind[5000]'],
  ])('%s (part %p) is a 422 at %p', (code, field, path) => {
    const error = multipartError(fromMulter(code, field), 'file', 'store');
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect((error as ValidationFailedError).issues).toEqual([{ location: 'body', path, message: expect.any(String) }]);
  });

  it('LIMIT_FILE_SIZE is 413, a full disk 507, busboy on an unreadable body 400 INVALID_MULTIPART', () => {
    expect((multipartError(fromMulter('LIMIT_FILE_SIZE', 'file'), 'file', 'store') as DomainError).code).toBe('PAYLOAD_TOO_LARGE');
    const full = multipartError(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), 'file', 'file store');
    expect(full).toBeInstanceOf(InsufficientStorageError);
    expect((full as DomainError).message).toBe('The file store is full; nothing was stored. Retry once space has been freed');
    for (const message of ['Multipart: Boundary not found', 'Malformed part header', 'Unexpected end of form', 'Unexpected end of file'])
      expect(multipartError(new BadRequestException(message, { cause: new Error(message) }), 'file', 'store')).toBeInstanceOf(InvalidMultipartError);
  });

  it('passes a domain error and an unknown failure through', () => {
    const domain = new InsufficientStorageError('store');
    expect(multipartError(domain, 'file', 'store')).toBe(domain);
    const unknown = new Error('socket hang up');
    expect(multipartError(unknown, 'file', 'store')).toBe(unknown);
  });
});
