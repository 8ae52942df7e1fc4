import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { ValidationFailedError, type ParameterLocation, type ValidationIssue } from '../../errors';
import type { ProviderLookup } from '../upload-routes';
import { EXTENSION_PARAMETERS, takesListFilters } from '../../list-filters/list-filters';
import { crossFieldRulesOf, type CrossFieldRules } from './cross-field-rules';
import { findTextProblems, isPlainObject, nestingDepth, type TextFinding, type TextProblem } from './rules';
import { rememberValidationRules } from './validation-rules-cache';

const PRIMITIVES: unknown[] = [String, Boolean, Number, Array, Object];
const LOCATIONS: Record<string, ParameterLocation> = { body: 'body', query: 'query', param: 'path' };
/** class-transformer copies bodies recursively: a deeper one would overflow the stack (a 500) before any rule ran. */
export const MAX_BODY_DEPTH = 64;

/**
 * Validates bodies and query strings against their DTO class, and the text of every body, query
 * string and path parameter (docs/api/wire-rules.md#text; why: docs/adr/0003-request-text-must-be-storable.md, Wire); every broken rule is
 * reported at once, the DTO's rules across fields (@CheckedAcrossFields) with the fields' own.
 */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  /** `providers` resolves the DTOs' cross-field rules (the running app). */
  constructor(private readonly providers?: ProviderLookup) {
    rememberValidationRules();
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const location = LOCATIONS[metadata.type];
    const { metatype } = metadata;
    if (location === undefined) return value;
    if (metatype === undefined || PRIMITIVES.includes(metatype)) {
      const { issues } = checkText(value, location, metadata.data ?? '');
      if (issues.length > 0) throw new ValidationFailedError(issues);
      return value;
    }
    if (metadata.type === 'body' && value === undefined) value = {};
    if (!isPlainObject(value)) {
      throw new ValidationFailedError([{ location, path: '', message: 'The request body must be a JSON object' }]);
    }
    if (nestingDepth(value, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      throw new ValidationFailedError([
        { location, path: '', message: `The request body must not nest objects and arrays deeper than ${MAX_BODY_DEPTH} levels` },
      ]);
    }
    const text = checkText(value, location);
    // A reserved key must not reach class-transformer: it drops the key, or takes `constructor` for a class.
    if (text.reservedKey) throw new ValidationFailedError(text.issues);
    const aside = location === 'query' && takesListFilters(metatype) ? setAside(value) : undefined;
    if (aside !== undefined) value = aside.rest;
    const instance = plainToInstance(metatype as new () => object, value);
    if (aside !== undefined) Object.defineProperty(instance, EXTENSION_PARAMETERS, { value: aside.parameters, enumerable: false });
    const errors = await validate(instance, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
    });
    const ruleIssues = toIssues(errors, location).filter((issue) => !text.issues.some((refused) => isWithin(issue.path, refused.path)));
    const fieldIssues = [...text.issues, ...(aside?.issues ?? []), ...ruleIssues];
    const issues = [...fieldIssues, ...(await this.crossFieldIssues(metatype, instance, fieldIssues))];
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return instance;
  }

  /** The DTO's rules across fields, judged on what passed its own rules; nothing reported again at or under a refused path. */
  private async crossFieldIssues(metatype: object, instance: object, fieldIssues: ValidationIssue[]): Promise<ValidationIssue[]> {
    const rulesType = crossFieldRulesOf(metatype);
    if (rulesType === undefined) return [];
    if (this.providers === undefined) throw new Error(`${rulesType.name} needs the app's providers: construct RequestValidationPipe with them`);
    const refusedPaths = fieldIssues.map((issue) => issue.path);
    const refused = (path: string) => refusedPaths.some((refusedPath) => isWithin(path, refusedPath) || isWithin(refusedPath, path));
    const rules = this.providers.get<CrossFieldRules>(rulesType);
    return (await rules.issues(instance, refused)).filter((issue) => !refusedPaths.some((refusedPath) => isWithin(issue.path, refusedPath)));
  }
}

/** A list's dotted query parameters (`cf.visa`), set aside for the list filters that own them (ListFilters); each given once. */
function setAside(query: Record<string, unknown>): { rest: Record<string, unknown>; parameters: Record<string, string>; issues: ValidationIssue[] } {
  const rest: Record<string, unknown> = {};
  const parameters: Record<string, string> = {};
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (!name.includes('.')) rest[name] = value;
    else if (typeof value === 'string') parameters[name] = value;
    else issues.push({ location: 'query', path: name, message: `${name} must be given once` });
  }
  return { rest, parameters, issues };
}

function checkText(value: unknown, location: ParameterLocation, root = ''): { issues: ValidationIssue[]; reservedKey: boolean } {
  const found = findTextProblems(value, root);
  return { issues: found.map((finding) => textIssue(finding, location)), reservedKey: found.some(({ problem }) => problem === 'reserved-key') };
}

/**
 * The text rules every request meets here (NUL, ill-formed Unicode, reserved keys) as issues, for a body built from
 * another encoding (a multipart apply's `answers.<key>` fields) to meet them as its JSON form does.
 */
export function textIssues(value: unknown, location: ParameterLocation, root = ''): ValidationIssue[] {
  return findTextProblems(value, root).map((finding) => textIssue(finding, location));
}

function textIssue({ path, problem }: TextFinding, location: ParameterLocation): ValidationIssue {
  return { location, path, message: `${path} ${describeTextProblem(problem, location)}` };
}

function describeTextProblem(problem: TextProblem, location: ParameterLocation): string {
  if (problem === 'nul') return 'must not contain the NUL character (\\u0000)';
  if (problem === 'ill-formed') return 'must be well-formed Unicode (no unpaired UTF-16 surrogate such as \\ud800)';
  return describe('whitelistValidation', '', location);
}

/** The value at `path` is at or under `ancestor`: its text is refused already, other rules on it add nothing. */
function isWithin(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}.`);
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
