import type { INestApplicationContext } from '@nestjs/common';
import { EXAMPLE_ID } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from '../../helpers/api-client';
import { bootWorker, Receiver } from '../webhooks/webhooks-kit';
import { publishedAutomation } from '../automations/automations-kit';
import { applicationInJob, finishedRuns } from '../automations/runs-kit';

/**
 * Issue 14: "Try it out" succeeds as shown. For every operation with a request body, the body that
 * Swagger UI prefills is built from the served document and sent to the real service: 2xx expected.
 */

type Schema = { [key: string]: any };
type Document = { paths: Record<string, Record<string, Schema>>; components: { schemas: Record<string, Schema> } };

const JSON_MEDIA = 'application/json';

/** An object that takes no keys at all (e.g. the config of an action without settings): `{}` is all there is to fill in. */
const isEmptyObject = (schema: Schema) => schema.type === 'object' && schema.properties === undefined && schema.additionalProperties === false;

function resolve(document: Document, schema: Schema): Schema {
  let resolved = schema;
  while (typeof resolved.$ref === 'string') resolved = document.components.schemas[resolved.$ref.replace('#/components/schemas/', '')];
  return resolved;
}

/**
 * The value Swagger UI's sample generator gives `schema` (swagger-ui 5, sampleFromSchema, for what
 * this document uses): an `example` wins as it is; `$ref` is followed; `allOf` parts are merged;
 * `oneOf`/`anyOf` take the first; an object gets every property that is not readOnly, an array one
 * item. Where none of that yields a value, Swagger UI would show a placeholder ("string", 0, true)
 * that rarely validates: the path is added to `missing` instead.
 */
function prefilled(document: Document, node: Schema, path: string, missing: string[]): unknown {
  const schema = resolve(document, node);
  if (schema.example !== undefined) return structuredClone(schema.example);
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part: Schema) => prefilled(document, part, path, missing));
    return parts.every((part: unknown) => typeof part === 'object' && part !== null && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices)) return prefilled(document, choices[0], path, missing);
  if (schema.type === 'array') return [prefilled(document, schema.items ?? {}, `${path}[0]`, missing)];
  if (schema.type === 'object' && schema.properties !== undefined) {
    const properties = Object.entries(schema.properties as Record<string, Schema>).filter(([, property]) => !resolve(document, property).readOnly);
    return Object.fromEntries(properties.map(([name, property]) => [name, prefilled(document, property, path === '' ? name : `${path}.${name}`, missing)]));
  }
  if (isEmptyObject(schema)) return {};
  missing.push(path === '' ? '(the body)' : path);
  return undefined;
}

/**
 * Every property a request body can reach, in every `oneOf` branch (Swagger UI shows only the
 * first; readers copy the others from the schema), that has no example. A `format: binary`
 * property is a file input in Swagger UI and needs none.
 */
function propertiesWithoutExample(document: Document, node: Schema, path: string, seen = new Set<Schema>()): string[] {
  const schema = resolve(document, node);
  if (schema.example !== undefined || schema.format === 'binary' || seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const branches = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])] as Schema[];
  if (branches.length > 0) return branches.flatMap((branch) => propertiesWithoutExample(document, branch, path, inner));
  if (schema.type === 'array') return propertiesWithoutExample(document, schema.items ?? {}, `${path}[]`, inner);
  if (schema.type === 'object' && schema.properties !== undefined) {
    return Object.entries(schema.properties as Record<string, Schema>).flatMap(([name, property]) =>
      resolve(document, property).readOnly ? [] : propertiesWithoutExample(document, property, `${path}.${name}`, inner),
    );
  }
  return isEmptyObject(schema) ? [] : [path];
}

/**
 * Body fields that must name rows of the reader's own database: no example id can exist there (their
 * descriptions say to put a real one), so the test puts ids of rows it created first, and checks that
 * no placeholder (EXAMPLE_ID) is left in what it sends. `url` is replaced too: webhooks here may only
 * target loopback (the example's host would need DNS).
 */
type Substitutes = Partial<
  Record<
    | 'jobId'
    | 'candidateId'
    | 'applicationId'
    | 'stageId'
    | 'toStageId'
    | 'interviewerId'
    | 'ownerId'
    | 'interviewId'
    | 'duplicateId'
    | 'mentionUserIds'
    | 'url',
    unknown
  >
>;

interface ExampleCase {
  /** The operation, `METHOD /api/v1/...` as the document names it. */
  operation: string;
  /** The path with real ids. */
  path(): string;
  substitutes?(): Substitutes;
}

describe('Request examples as Swagger UI prefills them', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;
  let document: Document;
  const rows: Record<string, any> = {};

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    receiver = await Receiver.start();
    worker = await bootWorker(t.config);
    document = (await rawRequest(t.app.getHttpServer()).get('/docs-json')).body;

    rows.user = await t.factory.user();
    // An application in a job with the default stages; its candidate, job and stages serve the bodies that name them.
    Object.assign(rows, await applicationInJob(t));
    rows.interview = (
      await t.api.post('/interviews', {
        applicationId: rows.application.id,
        interviewerId: rows.user.id,
        title: 'Screen',
        type: 'phone_screen',
        mode: 'phone',
        scheduledAt: '2026-12-01T09:00:00Z',
        durationMins: 30,
      })
    ).body.data;
    rows.task = (await t.api.post('/tasks', { title: 'Prepare' })).body.data;
    rows.pool = (await t.api.post('/talent-pools', { name: 'Backend' })).body.data;
    rows.webhook = (await t.api.post('/webhooks', { url: receiver.url('/hooks'), events: ['job.created'] })).body.data;
    rows.otherJob = (await t.api.post('/jobs', { title: 'Designer' })).body.data;
    rows.duplicate = await t.factory.candidate();
    rows.survivor = await t.factory.candidate();
    rows.applicant = await t.factory.candidate();

    // A sent offer, for the decision (state: only a sent offer can be decided).
    const offered = await applicationInJob(t);
    rows.sentOffer = (
      await t.api.post('/offers', { applicationId: offered.application.id, title: 'Engineer', salaryAmount: 1000, currency: 'EUR', salaryPeriod: 'month' })
    ).body.data;
    expect((await t.api.post(`/offers/${rows.sentOffer.id}/send`, {})).status).toBe(200);

    // A finished run, for the replay: the worker runs a published automation on a candidate update.
    rows.automation = await publishedAutomation(t, {
      name: 'Tag on update',
      trigger: { event: 'candidate.updated' },
      conditions: { '==': [{ var: 'event.data.id' }, rows.applicant.id] },
      actions: [{ type: 'add_tag', config: { label: 'updated' }, continueOnError: false }],
    });
    await t.api.patch(`/candidates/${rows.applicant.id}`, { headline: 'Updated' });
    [rows.run] = await finishedRuns(t.api, rows.automation.id, 1);
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await receiver?.close();
    await t?.close();
  });

  const stageOf = (job: { stages: Array<{ id: string; name: string }> }, name: string) => job.stages.find((stage) => stage.name === name)!.id;

  /** In order: the candidate the POST example creates is the one whose email the upsert and PATCH examples name. */
  const cases: ExampleCase[] = [
    { operation: 'POST /api/v1/users', path: () => '/users' },
    { operation: 'POST /api/v1/api-keys', path: () => '/api-keys', substitutes: () => ({ ownerId: rows.user.id }) },
    { operation: 'POST /api/v1/candidates', path: () => '/candidates' },
    { operation: 'POST /api/v1/candidates/upsert', path: () => '/candidates/upsert' },
    { operation: 'PATCH /api/v1/candidates/{id}', path: () => `/candidates/${rows.created['POST /api/v1/candidates'].id}` },
    {
      operation: 'POST /api/v1/candidates/{id}/merge',
      path: () => `/candidates/${rows.survivor.id}/merge`,
      substitutes: () => ({ duplicateId: rows.duplicate.id }),
    },
    { operation: 'POST /api/v1/candidates/{id}/tags', path: () => `/candidates/${rows.candidate.id}/tags` },
    {
      operation: 'POST /api/v1/candidates/{id}/notes',
      path: () => `/candidates/${rows.candidate.id}/notes`,
      substitutes: () => ({ mentionUserIds: [rows.user.id] }),
    },
    { operation: 'POST /api/v1/candidates/{id}/documents', path: () => `/candidates/${rows.candidate.id}/documents` },
    { operation: 'POST /api/v1/jobs', path: () => '/jobs' },
    { operation: 'PATCH /api/v1/jobs/{id}', path: () => `/jobs/${rows.otherJob.id}` },
    { operation: 'POST /api/v1/jobs/{id}/stages', path: () => `/jobs/${rows.job.id}/stages` },
    { operation: 'PATCH /api/v1/jobs/{id}/stages/{stageId}', path: () => `/jobs/${rows.job.id}/stages/${stageOf(rows.job, 'Hired')}` },
    {
      operation: 'POST /api/v1/applications',
      path: () => '/applications',
      substitutes: () => ({ jobId: rows.job.id, candidateId: rows.applicant.id }),
    },
    {
      operation: 'POST /api/v1/applications/{id}/move',
      path: () => `/applications/${rows.application.id}/move`,
      substitutes: () => ({ toStageId: stageOf(rows.job, 'Screen') }),
    },
    {
      operation: 'POST /api/v1/interviews',
      path: () => '/interviews',
      substitutes: () => ({ applicationId: rows.application.id, interviewerId: rows.user.id }),
    },
    { operation: 'PATCH /api/v1/interviews/{id}', path: () => `/interviews/${rows.interview.id}`, substitutes: () => ({ interviewerId: rows.user.id }) },
    { operation: 'POST /api/v1/offers', path: () => '/offers', substitutes: () => ({ applicationId: rows.application.id }) },
    { operation: 'POST /api/v1/offers/{id}/decision', path: () => `/offers/${rows.sentOffer.id}/decision` },
    {
      operation: 'POST /api/v1/scorecards',
      path: () => '/scorecards',
      substitutes: () => ({ applicationId: rows.application.id, stageId: stageOf(rows.job, 'Screen') }),
    },
    ...['POST /api/v1/tasks', 'PATCH /api/v1/tasks/{id}'].map((operation) => ({
      operation,
      path: () => (operation.startsWith('POST') ? '/tasks' : `/tasks/${rows.task.id}`),
      substitutes: () => ({
        ownerId: rows.user.id,
        candidateId: rows.candidate.id,
        applicationId: rows.application.id,
        jobId: rows.job.id,
        interviewId: rows.interview.id,
      }),
    })),
    { operation: 'POST /api/v1/talent-pools', path: () => '/talent-pools' },
    {
      operation: 'POST /api/v1/talent-pools/{id}/entries',
      path: () => `/talent-pools/${rows.pool.id}/entries`,
      substitutes: () => ({ candidateId: rows.candidate.id }),
    },
    { operation: 'POST /api/v1/webhooks', path: () => '/webhooks', substitutes: () => ({ url: receiver.url('/hooks/ats') }) },
    { operation: 'PATCH /api/v1/webhooks/{id}', path: () => `/webhooks/${rows.webhook.id}`, substitutes: () => ({ url: receiver.url('/hooks/ats') }) },
    { operation: 'POST /api/v1/automations', path: () => '/automations' },
    // Before the PATCH, which sends the published automation back to draft.
    { operation: 'POST /api/v1/automations/{id}/runs/{runId}/replay', path: () => `/automations/${rows.automation.id}/runs/${rows.run.id}/replay` },
    { operation: 'PATCH /api/v1/automations/{id}', path: () => `/automations/${rows.automation.id}` },
  ];

  /** `METHOD path` of every operation that takes a request body. */
  const operationsWithBody = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
  const jsonSchemaOf = (operation: string) => {
    const [method, path] = operation.split(' ');
    return document.paths[path][method.toLowerCase()].requestBody.content[JSON_MEDIA] as Schema;
  };

  it('covers every operation that takes a JSON body, each once', () => {
    expect(cases.map((example) => example.operation).sort()).toEqual(operationsWithBody().sort());
    expect(new Set(cases.map((example) => example.operation)).size).toBe(cases.length);
  });

  it('documents an example for every property of every request body (every oneOf branch, every media type)', () => {
    const missing = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries((operation.requestBody?.content ?? {}) as Record<string, Schema>).flatMap(([media, content]) =>
          propertiesWithoutExample(document, content.schema, `${method.toUpperCase()} ${path} ${media}`),
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('documents the multipart upload with a file input (format: binary) for Swagger UI', () => {
    const form = resolve(document, document.paths['/api/v1/candidates/{id}/documents'].post.requestBody.content['multipart/form-data'].schema);
    expect(form).toMatchObject({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
  });

  describe.each(cases.map((example) => [example.operation, example] as const))('%s', (operation, example) => {
    it('answers 2xx to the prefilled body (ids of real rows in the fields that name rows)', async () => {
      const missing: string[] = [];
      const media = jsonSchemaOf(operation);
      const body = (media.example !== undefined ? structuredClone(media.example) : prefilled(document, media.schema, '', missing)) as Record<string, unknown>;
      expect(missing).toEqual([]);
      const substitutes = example.substitutes?.() ?? {};
      for (const [field, value] of Object.entries(substitutes)) {
        expect(body).toHaveProperty([field]);
        body[field] = value;
      }
      expect(Object.entries(body).filter(([, value]) => JSON.stringify(value)?.includes(EXAMPLE_ID))).toEqual([]);

      const response = await (operation.startsWith('PATCH') ? t.api.patch(example.path(), body) : t.api.post(example.path(), body));
      expect(response.body.error).toBeUndefined();
      expect(String(response.status)).toMatch(/^2\d\d$/);
      (rows.created ??= {})[operation] = response.body.data;
    });
  });
});
