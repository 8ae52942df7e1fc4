import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../../errors';
import { isUuid } from './rules';

/** Path parameters named UUID by the spec: malformed ones are 422, before any lookup. */
@Injectable()
export class ParseUuidPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (isUuid(value)) return value.toLowerCase();
    const name = metadata.data ?? 'id';
    throw new ValidationFailedError([{ location: 'path', path: name, message: `${name} must be a UUID` }]);
  }
}
