import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { ValidationFailedError, type ParameterLocation, type ValidationIssue } from '../../errors';
import { isPlainObject, nestingDepth, nulCharacterPaths } from './rules';

const PRIMITIVES: unknown[] = [String, Boolean, Number, Array, Object];
const LOCATIONS: Record<string, ParameterLocation> = { body: 'body', query: 'query', param: 'path' };
/** class-transformer copies bodies recursively: a deeper one would overflow the stack (a 500) before any rule ran. */
export const MAX_BODY_DEPTH = 64;

/** Validates bodies and query strings against their DTO class; every broken rule is reported at once. */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const location = LOCATIONS[metadata.type];
    const { metatype } = metadata;
    if (location === undefined || metatype === undefined || PRIMITIVES.includes(metatype)) return value;
    if (metadata.type === 'body' && value === undefined) value = {};
    if (!isPlainObject(value)) {
      throw new ValidationFailedError([{ location, path: '', message: 'The request body must be a JSON object' }]);
    }
    if (nestingDepth(value, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      throw new ValidationFailedError([{ location, path: '', message: `The request body must not nest objects and arrays deeper than ${MAX_BODY_DEPTH} levels` }]);
    }
    const withNul = nulCharacterPaths(value);
    if (withNul.length > 0) {
      throw new ValidationFailedError(withNul.map((path) => ({ location, path, message: `${path} must not contain the NUL character (\\u0000)` })));
    }
    const instance = plainToInstance(metatype as new () => object, value);
    const errors = await validate(instance, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
    });
    if (errors.length > 0) throw new ValidationFailedError(toIssues(errors, location));
    return instance;
  }
}

function describe(rule: string, message: string, location: ParameterLocation): string {
  if (rule === 'whitelistValidation') return location === 'query' ? 'is not a recognised query parameter' : 'is not an allowed field';
  if (rule === 'nestedValidation') return 'must be an object';
  return message;
}

export function toIssues(errors: ValidationError[], location: ParameterLocation, parent = ''): ValidationIssue[] {
  return errors.flatMap((error) => {
    const path = parent === '' ? error.property : `${parent}.${error.property}`;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => ({ location, path, message: `${path} ${describe(rule, message, location)}` }));
    return [...own, ...toIssues(error.children ?? [], location, path)];
  });
}
