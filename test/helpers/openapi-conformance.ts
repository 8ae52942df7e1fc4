import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Server } from 'node:http';
import request from 'supertest';
import type { Response } from 'supertest';

type Schema = Record<string, unknown>;
type ResponseObject = { description?: string; content?: Record<string, { schema?: Schema }> };
interface DocumentedOperation {
  method: string;
  path: string;
  pattern: RegExp;
  literalLength: number;
  responses: Record<string, ResponseObject>;
}

const DOCUMENT_ID = 'openapi';
// OpenAPI annotations AJV does not know; they do not constrain values.
const ANNOTATIONS = ['example', 'xml', 'externalDocs', 'discriminator', 'components'];

/**
 * OpenAPI 3.0 schema → JSON Schema for AJV: `nullable` adds `null` to the `type` beside it, and
 * does nothing without one (OpenAPI 3.0.3: the schema's other keywords still apply to null, so
 * `allOf`, `$ref` or an `enum` without null refuse it), component `$ref`s point into the registered
 * document, and objects that list `properties` are closed, so a response field the document does
 * not name is a mismatch too (presenters whitelist every field).
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...schema } = node as Schema;
  const converted: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') converted.$ref = `${DOCUMENT_ID}${value}`;
    // Property names and enum/example values are data, not schemas.
    else if (key === 'properties')
      converted.properties = Object.fromEntries(Object.entries(value as Schema).map(([name, property]) => [name, toJsonSchema(property)]));
    else if (key === 'enum' || key === 'example' || key === 'required') converted[key] = value;
    else converted[key] = toJsonSchema(value);
  }
  if (converted.properties !== undefined && converted.additionalProperties === undefined) converted.additionalProperties = false;
  if (nullable === true && typeof converted.type === 'string') converted.type = [converted.type, 'null'];
  return converted;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map(
      (error) =>
        `  ${error.instancePath || '(body)'} ${error.message}${error.keyword === 'additionalProperties' ? `: ${String(error.params.additionalProperty)}` : ''}`,
    )
    .join('\n');
}

/** Checks real responses against the operation and status the served `/docs-json` documents. */
export class OpenApiConformance {
  private readonly ajv: Ajv;
  private readonly operations: DocumentedOperation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: { paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>; components?: { schemas?: Schema } }) {
    this.ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, multipleOfPrecision: 9 });
    addFormats(this.ajv);
    this.ajv.addVocabulary(ANNOTATIONS);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: toJsonSchema(document.components?.schemas ?? {}) } });
    this.operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literalLength: path.replace(/\{[^}]+\}/g, '').length,
        responses: operation.responses ?? {},
      })),
    );
  }

  /** Throws when the response breaks its operation's documentation; unknown routes are not operations. */
  check(method: string, url: string, response: Response): void {
    const path = url.split('?')[0];
    const operation = this.operations
      .filter((candidate) => candidate.method === method && candidate.pattern.test(path))
      .sort((a, b) => b.literalLength - a.literalLength)[0];
    if (operation === undefined) return;
    const where = `${method} ${operation.path} → ${response.status}`;
    const documented = operation.responses[String(response.status)];
    if (documented === undefined) {
      throw new Error(`OpenAPI: ${where} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`);
    }
    const isJson = /^application\/json/.test(response.headers['content-type'] ?? '');
    const schema = documented.content?.['application/json']?.schema;
    if (schema === undefined) {
      if (isJson) throw new Error(`OpenAPI: ${where} answers a JSON body that the document does not describe`);
      return;
    }
    // An operation that documents another media type beside JSON (a report's text/csv) may answer it.
    const mediaType = (response.headers['content-type'] ?? '').split(';')[0].trim();
    if (!isJson && mediaType !== '' && documented.content?.[mediaType] !== undefined) return;
    if (!isJson) throw new Error(`OpenAPI: ${where} is documented as JSON but answered ${response.headers['content-type'] ?? 'no content type'}`);
    const validate = this.validatorFor(`${method} ${operation.path} ${response.status}`, schema);
    if (!validate(response.body)) {
      throw new Error(
        `OpenAPI: ${where} does not match its documented schema:\n${describeErrors(validate.errors)}\nbody: ${JSON.stringify(response.body).slice(0, 2000)}`,
      );
    }
  }

  /** Whether a value is valid by one schema of the document (a component's property, say). */
  accepts(schema: Schema, value: unknown): boolean {
    return this.validatorFor(JSON.stringify(schema), schema)(value) as boolean;
  }

  private validatorFor(key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

const conformances = new WeakMap<Server, Promise<OpenApiConformance>>();

/** The document the app under test serves, fetched once per server. */
export function conformanceOf(server: Server): Promise<OpenApiConformance> {
  let conformance = conformances.get(server);
  if (conformance === undefined) {
    conformance = request(server)
      .get('/docs-json')
      .then((response) => {
        if (response.status !== 200) throw new Error(`OpenAPI: GET /docs-json answered ${response.status}`);
        return new OpenApiConformance(response.body);
      });
    conformances.set(server, conformance);
  }
  return conformance;
}
