import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type, type TypeHelpOptions } from 'class-transformer';
import { ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  hasAtMostDecimals,
  isBase64,
  isEmailAddress,
  isHttpUrl,
  isIsoDate,
  isIsoUtcDateTime,
  isPlainObject,
  isUuid,
} from './rules';

/**
 * Composite field decorators: one spec gives the validation rule (one message per broken rule)
 * and the OpenAPI schema, so the two never drift apart.
 */
export interface FieldOptions {
  /** May be omitted. */
  optional?: boolean;
  /** Accepts JSON null. */
  nullable?: boolean;
  description?: string;
  /** What Swagger UI prefills: it must pass the field's rule, so that "Try it out" works as shown. */
  example?: unknown;
}

/** The example of every id that must name an existing row (a UUID v7, as the service generates). */
export const EXAMPLE_ID = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';

/**
 * Description and example of a field that names an existing row: no example id can exist in the
 * reader's database, so the description tells them to put a real one before "Try it out".
 */
export function referenceTo(description: string, example: string | string[] = EXAMPLE_ID): Pick<FieldOptions, 'description' | 'example'> {
  return { description: `${description}; the example is a placeholder: put a real id`, example };
}

/** Returns why a present, non-null value breaks the rule, or null when it holds. */
type Check = (value: unknown) => string | null;

function field(options: FieldOptions, check: Check, api: ApiPropertyOptions, extra: PropertyDecorator[] = []): PropertyDecorator {
  const { optional = false, nullable = false } = options;
  const decorators: PropertyDecorator[] = [
    ApiProperty({ ...api, required: !optional, nullable, description: options.description, example: options.example ?? api.example } as ApiPropertyOptions),
  ];
  // Skipping an accepted null also keeps ValidateNested from refusing it as "not an object".
  if (optional || nullable) decorators.push(ValidateIf((_object, value) => !(optional && value === undefined) && !(nullable && value === null)));
  decorators.push(
    ValidateBy({
      name: 'field',
      validator: {
        validate: (value) => describeViolation(value, nullable, check) === null,
        defaultMessage: (args) => describeViolation(args?.value, nullable, check) ?? 'is invalid',
      },
    }),
    ...extra,
  );
  return applyDecorators(...decorators);
}

function describeViolation(value: unknown, nullable: boolean, check: Check): string | null {
  if (value === undefined) return 'is required';
  if (value === null) return nullable ? null : 'must not be null';
  return check(value);
}

export interface TextOptions extends FieldOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
}

export function checkText(value: unknown, { min = 0, max, pattern, patternMessage }: TextOptions): string | null {
  if (typeof value !== 'string') return 'must be a string';
  if (value.length < min) return min === 1 ? 'must not be empty' : `must be at least ${min} characters long`;
  if (max !== undefined && value.length > max) return `must be at most ${max} characters long`;
  if (pattern !== undefined && !pattern.test(value)) return patternMessage ?? `must match ${pattern.source}`;
  return null;
}

/** A string; lengths are JavaScript string lengths (docs/api/wire-rules.md#text). */
export function TextField(options: TextOptions = {}): PropertyDecorator {
  return field(options, (value) => checkText(value, options), {
    type: String,
    minLength: options.min,
    maxLength: options.max,
    pattern: options.pattern?.source,
  });
}

/** Bytes as base64 (RFC 4648, with padding), checked in one linear pass whatever the length. */
export function Base64Field(options: FieldOptions = {}): PropertyDecorator {
  return field(options, (value) => (typeof value !== 'string' ? 'must be a string' : isBase64(value) ? null : 'must be base64 (RFC 4648, with padding)'), {
    type: String,
    format: 'byte',
  });
}

export function EmailField(options: FieldOptions = {}): PropertyDecorator {
  return field(
    options,
    (value) =>
      typeof value !== 'string'
        ? 'must be a string'
        : value.length > EMAIL_MAX_LENGTH
          ? `must be at most ${EMAIL_MAX_LENGTH} characters long`
          : isEmailAddress(value)
            ? null
            : 'must be a valid email address',
    { type: String, pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX_LENGTH, example: options.example ?? 'ada@example.com' },
  );
}

const lowerCaseUuid = (value: unknown): unknown => (isUuid(value) ? value.toLowerCase() : value);

/**
 * Hands a UUID (or each UUID of an array) to the service in lower case, as ids are stored; anything
 * else is left as sent for the field's rule. The one place body and query ids are normalised (path
 * ids: ParseUuidPipe); UuidField and UuidArrayField apply it, a field whose wire type is wider (a
 * text that may name a user) adds it.
 */
export function LowerCaseUuid(): PropertyDecorator {
  return Transform(({ value }) => (Array.isArray(value) ? value.map(lowerCaseUuid) : lowerCaseUuid(value)));
}

export function UuidField(options: FieldOptions = {}): PropertyDecorator {
  return field(options, (value) => (isUuid(value) ? null : 'must be a UUID'), { type: String, format: 'uuid' }, [LowerCaseUuid()]);
}

export function UrlField(options: FieldOptions = {}): PropertyDecorator {
  return field(options, (value) => (isHttpUrl(value) ? null : 'must be an absolute http or https URL'), { type: String, format: 'uri' });
}

export function DateTimeField(options: FieldOptions = {}): PropertyDecorator {
  return field(options, (value) => (isIsoUtcDateTime(value) ? null : 'must be a UTC date-time such as 2026-11-21T10:00:00Z (calendar-valid, ending in Z)'), {
    type: String,
    format: 'date-time',
  });
}

/** A calendar date `YYYY-MM-DD` without a time (e.g. a start date). */
export function DateField(options: FieldOptions = {}): PropertyDecorator {
  return field(options, (value) => (isIsoDate(value) ? null : 'must be a calendar date such as 2026-11-21 (YYYY-MM-DD)'), { type: String, format: 'date' });
}

export interface DecimalOptions extends FieldOptions {
  min: number;
  max: number;
  /** Most decimals allowed, as written by the client (2 for money). */
  places: number;
}

/** A JSON number (never a string) from min to max with at most `places` decimals, e.g. an amount of money. */
export function DecimalField(options: DecimalOptions): PropertyDecorator {
  const { min, max, places } = options;
  const check: Check = (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
    if (value < min || value > max) return `must be a number from ${min} to ${max}`;
    if (!hasAtMostDecimals(value, places)) return `must have at most ${places} decimal places`;
    return null;
  };
  return field(options, check, { type: 'number', minimum: min, maximum: max, multipleOf: 10 ** -places });
}

export function BooleanField(options: FieldOptions & { fromQuery?: boolean } = {}): PropertyDecorator {
  // Query strings carry `true` and `false` as text: accept those two, and nothing looser.
  const extra = options.fromQuery ? [Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))] : [];
  return field(options, (value) => (typeof value === 'boolean' ? null : 'must be a boolean'), { type: Boolean }, extra);
}

export interface IntegerOptions extends FieldOptions {
  min?: number;
  max?: number;
  /** Query strings carry digits as text: accept them, and nothing looser. */
  fromQuery?: boolean;
}

export function IntegerField(options: IntegerOptions = {}): PropertyDecorator {
  const { min, max } = options;
  const check: Check = (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'must be an integer';
    if (min !== undefined && value < min) return max !== undefined ? `must be an integer from ${min} to ${max}` : `must be at least ${min}`;
    if (max !== undefined && value > max) return min !== undefined ? `must be an integer from ${min} to ${max}` : `must be at most ${max}`;
    return null;
  };
  const extra = options.fromQuery ? [Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value))] : [];
  return field(options, check, { type: 'integer', minimum: min, maximum: max }, extra);
}

export function EnumField<T extends string>(values: readonly T[], options: FieldOptions & { enumName?: string } = {}): PropertyDecorator {
  return field(options, (value) => (values.includes(value as T) ? null : `must be one of: ${values.join(', ')}`), {
    enum: values as unknown as string[],
    enumName: options.enumName,
    type: String,
  });
}

export interface ArrayOptions extends FieldOptions {
  min?: number;
  max?: number;
  unique?: boolean;
}

function checkArrayShape(value: unknown, { min = 0, max, unique }: ArrayOptions): string | null {
  if (!Array.isArray(value)) return 'must be an array';
  if (value.length < min) return `must have at least ${min} item${min === 1 ? '' : 's'}`;
  if (max !== undefined && value.length > max) return `must have at most ${max} items`;
  if (unique && new Set(value.map((item) => (typeof item === 'string' ? item.toLowerCase() : item))).size !== value.length) {
    return 'must not contain duplicates';
  }
  return null;
}

/** An array of objects validated against `type` (unknown keys inside are rejected too). */
export function NestedArrayField(type: () => new () => object, options: ArrayOptions = {}): PropertyDecorator {
  // Items are checked one by one by ValidateNested, so every item's problems are reported;
  // it would descend into an array item instead of refusing it, hence the one check here.
  const check: Check = (value) => {
    const shape = checkArrayShape(value, options);
    if (shape !== null) return shape;
    const index = (value as unknown[]).findIndex((item) => Array.isArray(item));
    return index === -1 ? null : `item ${index} must be an object`;
  };
  // Swagger resolves a thunk only when the function is named `type`; an anonymous one becomes an empty $ref.
  return field(options, check, { type: () => type(), isArray: true, minItems: options.min, maxItems: options.max }, [
    ValidateNested({ each: true }),
    Type(type),
  ]);
}

/** An array of UUIDs, each handed to the service in lower case. */
export function UuidArrayField(options: ArrayOptions = {}): PropertyDecorator {
  const check: Check = (value) => {
    const shape = checkArrayShape(value, options);
    if (shape !== null) return shape;
    const index = (value as unknown[]).findIndex((item) => !isUuid(item));
    return index === -1 ? null : `item ${index} must be a UUID`;
  };
  const schema: ApiPropertyOptions = { type: String, format: 'uuid', isArray: true, minItems: options.min, maxItems: options.max, uniqueItems: options.unique };
  return field(options, check, schema, [LowerCaseUuid()]);
}

/** An array of strings, each checked as TextField would. */
export function TextArrayField(item: TextOptions & { enum?: readonly string[] }, options: ArrayOptions = {}): PropertyDecorator {
  const check: Check = (value) => {
    const shape = checkArrayShape(value, options);
    if (shape !== null) return shape;
    for (const [index, element] of (value as unknown[]).entries()) {
      const violation = item.enum ? (item.enum.includes(element as string) ? null : `must be one of: ${item.enum.join(', ')}`) : checkText(element, item);
      if (violation !== null) return `item ${index} ${violation}`;
    }
    return null;
  };
  return field(options, check, {
    type: String,
    isArray: true,
    minItems: options.min,
    maxItems: options.max,
    uniqueItems: options.unique,
    enum: item.enum as string[] | undefined,
  });
}

export interface NestedObjectOptions extends FieldOptions {
  /** The OpenAPI schema, for a `type` that picks the class from the parent object (Swagger cannot follow that choice). */
  schema?: ApiPropertyOptions;
}

/**
 * A JSON object validated against `type`. `type` may pick the class from the parent object
 * (`options.object`, the plain JSON), e.g. by a discriminator next to it; when it picks none the
 * object is taken as it is, and the discriminator's own rule reports the problem.
 */
export function NestedObjectField(type: (options?: TypeHelpOptions) => (new () => object) | undefined, options: NestedObjectOptions = {}): PropertyDecorator {
  const schema = options.schema ?? { type: () => type() };
  return field(options, (value) => (isPlainObject(value) ? null : 'must be an object'), schema, [
    // class-transformer leaves a plain Object where `type` gave no class; nothing more can be checked there.
    ValidateIf((_object, value) => !isPlainObject(value) || Object.getPrototypeOf(value) !== Object.prototype),
    ValidateNested(),
    Type(type as (options?: TypeHelpOptions) => new () => object),
  ]);
}

/** A field with a rule of its own: `check` returns why a present, non-null value breaks it, or null. */
export function CheckedField(check: (value: unknown) => string | null, schema: ApiPropertyOptions, options: FieldOptions = {}): PropertyDecorator {
  return field(options, check, schema);
}
