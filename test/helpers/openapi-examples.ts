/** What Swagger UI prefills for request bodies, computed from the served OpenAPI document (issue 14). */

type Schema = { [key: string]: any };
export type OpenApiDocument = { paths: Record<string, Record<string, Schema>>; components: { schemas: Record<string, Schema> } };

export const JSON_MEDIA = 'application/json';

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  let resolved = schema;
  while (typeof resolved.$ref === 'string') resolved = document.components.schemas[resolved.$ref.replace('#/components/schemas/', '')];
  return resolved;
}

/** An object that takes no keys at all (e.g. the config of an action without settings): `{}` is all there is to fill in. */
const isEmptyObject = (schema: Schema) => schema.type === 'object' && schema.properties === undefined && schema.additionalProperties === false;

/**
 * The value Swagger UI's sample generator gives `schema` (swagger-ui 5, sampleFromSchema, for what
 * this document uses): an `example` wins as it is; `$ref` is followed; `allOf` parts are merged;
 * `oneOf`/`anyOf` take the first; an object gets every property that is not readOnly, an array one
 * item (one per branch when its items are a `oneOf`/`anyOf`). Where none of that yields a value, Swagger UI would show a placeholder ("string", 0, true)
 * that rarely validates: the path is added to `missing` instead.
 */
function sample(document: OpenApiDocument, node: Schema, path: string, missing: string[]): unknown {
  const schema = resolve(document, node);
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part: Schema) => sample(document, part, path, missing));
    return parts.every((part: unknown) => typeof part === 'object' && part !== null && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices)) return sample(document, choices[0], path, missing);
  if (schema.type === 'array') {
    // Items that are a choice give one item per branch (swagger-ui's sampleFromSchema does so).
    const items = resolve(document, schema.items ?? {});
    const branches = items.example === undefined ? ((items.oneOf ?? items.anyOf) as Schema[] | undefined) : undefined;
    return (branches ?? [items]).map((item, index) => sample(document, item, `${path}[${index}]`, missing));
  }
  if (schema.type === 'object' && schema.properties !== undefined) {
    const properties = Object.entries(schema.properties as Record<string, Schema>).filter(([, property]) => !resolve(document, property).readOnly);
    return Object.fromEntries(properties.map(([name, property]) => [name, sample(document, property, path === '' ? name : `${path}.${name}`, missing)]));
  }
  if (isEmptyObject(schema)) return {};
  missing.push(path === '' ? '(the body)' : path);
  return undefined;
}

/** `METHOD /path` of every operation with a JSON request body, in the document's order. */
export function operationsWithJsonBody(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content?.[JSON_MEDIA] !== undefined)
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * The JSON body Swagger UI shows for `operation` (`METHOD /path`): the media type's `example` when
 * there is one, else the sample of its schema. `missing` lists the properties that would show a placeholder.
 */
export function prefilledBody(document: OpenApiDocument, operation: string): { body: unknown; missing: string[] } {
  const [method, path] = operation.split(' ');
  const media = document.paths[path][method.toLowerCase()].requestBody.content[JSON_MEDIA] as Schema;
  const missing: string[] = [];
  const body = media.example !== undefined ? structuredClone(media.example) : sample(document, media.schema, '', missing);
  return { body, missing };
}

function withoutExample(document: OpenApiDocument, node: Schema, path: string, seen: Set<Schema>): string[] {
  const schema = resolve(document, node);
  if (schema.example !== undefined || schema.format === 'binary' || seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const branches = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])] as Schema[];
  if (branches.length > 0) return branches.flatMap((branch) => withoutExample(document, branch, path, inner));
  if (schema.type === 'array') return withoutExample(document, schema.items ?? {}, `${path}[]`, inner);
  if (schema.type === 'object' && schema.properties !== undefined) {
    return Object.entries(schema.properties as Record<string, Schema>).flatMap(([name, property]) =>
      resolve(document, property).readOnly ? [] : withoutExample(document, property, `${path}.${name}`, inner),
    );
  }
  return isEmptyObject(schema) ? [] : [path];
}

/**
 * Every property a request body can reach without an example, in every media type and every `oneOf`
 * branch (Swagger UI shows only the first; readers copy the others from the schema). A
 * `format: binary` property is a file input in Swagger UI and needs none.
 */
export function requestPropertiesWithoutExample(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.entries((operation.requestBody?.content ?? {}) as Record<string, Schema>).flatMap(([media, content]) =>
        withoutExample(document, content.schema, `${method.toUpperCase()} ${path} ${media}`, new Set()),
      ),
    ),
  );
}

/** The schema of a media type of an operation's request body, `$ref` followed. */
export function requestSchema(document: OpenApiDocument, operation: string, media: string): Schema {
  const [method, path] = operation.split(' ');
  return resolve(document, document.paths[path][method.toLowerCase()].requestBody.content[media].schema);
}
