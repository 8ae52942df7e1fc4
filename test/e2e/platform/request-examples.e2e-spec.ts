import type { INestApplicationContext } from '@nestjs/common';
import { EXAMPLE_ID } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from '../../helpers/api-client';
import {
  JSON_MEDIA,
  operationsWithJsonBody,
  prefilledBody,
  requestPropertiesWithoutExample,
  requestSchema,
  type OpenApiDocument,
} from '../../helpers/openapi-examples';
import { bootWorker, Receiver } from '../../kits/webhooks-kit';
import { adminUser } from '../../helpers/common';
import { publishedAutomation } from '../../kits/automations-kit';
import { applicationInJob, finishedRuns } from '../../kits/runs-kit';

/**
 * Issue 14: "Try it out" succeeds as shown. For every operation with a request body, the body that
 * Swagger UI prefills is built from the served document and sent to the real service: 2xx expected.
 */

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
    | 'referrerUserId'
    | 'jobPostId'
    | 'openingId'
    | 'members'
    | 'applicationIds'
    | 'candidateIds'
    | 'jobIds'
    | 'all'
    | 'parentId'
    | 'departmentId'
    | 'steps'
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
  let document: OpenApiDocument;
  const rows: Record<string, any> = {};

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    receiver = await Receiver.start();
    worker = await bootWorker({ config: t.config });
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
    rows.department = (await t.api.post('/departments', { name: 'Design' })).body.data;
    rows.duplicate = await t.factory.candidate();
    rows.survivor = await t.factory.candidate();
    rows.applicant = await t.factory.candidate();
    rows.jobPost = (await t.api.post('/job-posts', { jobId: rows.job.id })).body.data;
    // A live post with the default form, for the public apply.
    rows.livePost = (await t.api.post('/job-posts', { jobId: rows.job.id })).body.data;
    expect((await t.api.post(`/job-posts/${rows.livePost.id}/publish`, {})).status).toBe(200);

    // An open seat in the job of the draft offers (the offers' examples name it), and one to close.
    [rows.opening, rows.closing] = (await t.api.post(`/jobs/${rows.job.id}/openings`, { count: 2 })).body.data;

    // A sent offer, for the decision (state: only a sent offer can be decided).
    const offered = await applicationInJob(t);
    rows.sentOffer = (
      await t.api.post('/offers', { applicationId: offered.application.id, title: 'Engineer', salaryAmount: 1000, currency: 'EUR', salaryPeriod: 'month' })
    ).body.data;
    expect((await t.api.post(`/offers/${rows.sentOffer.id}/send`, {})).status).toBe(200);

    // Two pending approvals of draft offers, for the approve and reject examples; the admin (the bootstrap key's user) decides them.
    rows.admin = await adminUser(t.api);
    expect((await t.api.put('/approval-flows/offer_send', { steps: [{ approverIds: [rows.admin.id], required: 'any' }] })).status).toBe(200);
    rows.approvals = [];
    for (let index = 0; index < 2; index++) {
      const pending = await applicationInJob(t);
      const draft = (
        await t.api.post('/offers', { applicationId: pending.application.id, title: 'Engineer', salaryAmount: 1000, currency: 'EUR', salaryPeriod: 'month' })
      ).body.data;
      rows.approvals.push((await t.api.post(`/offers/${draft.id}/request-approval`)).body.data);
    }

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
    { operation: 'PATCH /api/v1/users/{id}', path: () => `/users/${rows.created['POST /api/v1/users'].id}` },
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
    { operation: 'POST /api/v1/jobs', path: () => '/jobs', substitutes: () => ({ departmentId: rows.department.id }) },
    { operation: 'PATCH /api/v1/jobs/{id}', path: () => `/jobs/${rows.otherJob.id}`, substitutes: () => ({ departmentId: rows.department.id }) },
    { operation: 'POST /api/v1/jobs/{id}/stages', path: () => `/jobs/${rows.job.id}/stages` },
    {
      operation: 'PUT /api/v1/jobs/{id}/hiring-team',
      path: () => `/jobs/${rows.otherJob.id}/hiring-team`,
      substitutes: () => ({ members: [{ userId: rows.user.id, role: 'hiring_manager' }] }),
    },
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
    { operation: 'POST /api/v1/offers', path: () => '/offers', substitutes: () => ({ applicationId: rows.application.id, openingId: rows.opening.id }) },
    {
      operation: 'PATCH /api/v1/offers/{id}',
      path: () => `/offers/${rows.created['POST /api/v1/offers'].id}`,
      substitutes: () => ({ openingId: rows.opening.id }),
    },
    { operation: 'POST /api/v1/jobs/{id}/openings', path: () => `/jobs/${rows.otherJob.id}/openings` },
    { operation: 'PATCH /api/v1/openings/{id}', path: () => `/openings/${rows.opening.id}` },
    { operation: 'POST /api/v1/openings/{id}/close', path: () => `/openings/${rows.closing.id}/close` },
    // The admin (the bootstrap key's user) approves offers: the approve and reject examples decide two approvals of the draft offers.
    {
      operation: 'PUT /api/v1/approval-flows/{kind}',
      path: () => '/approval-flows/offer_send',
      substitutes: () => ({ steps: [{ approverIds: [rows.admin.id], required: 'any' }] }),
    },
    {
      operation: 'POST /api/v1/approvals/{id}/approve',
      path: () => `/approvals/${rows.approvals[0].id}/approve`,
    },
    { operation: 'POST /api/v1/approvals/{id}/reject', path: () => `/approvals/${rows.approvals[1].id}/reject` },
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
    { operation: 'POST /api/v1/job-posts', path: () => '/job-posts', substitutes: () => ({ jobId: rows.job.id }) },
    { operation: 'PATCH /api/v1/job-posts/{id}', path: () => `/job-posts/${rows.jobPost.id}` },
    { operation: 'POST /api/v1/public/job-posts/{id}/applications', path: () => `/public/job-posts/${rows.livePost.id}/applications` },
    {
      operation: 'POST /api/v1/referral-links',
      path: () => '/referral-links',
      substitutes: () => ({ referrerUserId: rows.user.id, jobPostId: rows.livePost.id }),
    },
    { operation: 'POST /api/v1/bulk-actions', path: () => '/bulk-actions', substitutes: () => ({ applicationIds: [rows.application.id] }) },
    // A hold covers by exactly one of the three: the example shows each, the request sends one.
    {
      operation: 'POST /api/v1/legal-holds',
      path: () => '/legal-holds',
      substitutes: () => ({ candidateIds: [rows.candidate.id], jobIds: undefined, all: undefined }),
    },
    { operation: 'POST /api/v1/departments', path: () => '/departments', substitutes: () => ({ parentId: null }) },
    {
      operation: 'PATCH /api/v1/departments/{id}',
      path: () => `/departments/${rows.created['POST /api/v1/departments'].id}`,
      substitutes: () => ({ parentId: null }),
    },
    { operation: 'POST /api/v1/offices', path: () => '/offices', substitutes: () => ({ parentId: null }) },
    { operation: 'PATCH /api/v1/offices/{id}', path: () => `/offices/${rows.created['POST /api/v1/offices'].id}`, substitutes: () => ({ parentId: null }) },
    { operation: 'POST /api/v1/rejection-reasons', path: () => '/rejection-reasons' },
    { operation: 'PATCH /api/v1/rejection-reasons/{id}', path: () => `/rejection-reasons/${rows.created['POST /api/v1/rejection-reasons'].id}` },
    // The candidate's PATCH example sets the field the POST example defines.
    { operation: 'POST /api/v1/custom-fields', path: () => '/custom-fields' },
    { operation: 'PATCH /api/v1/custom-fields/{id}', path: () => `/custom-fields/${rows.created['POST /api/v1/custom-fields'].id}` },
    { operation: 'PATCH /api/v1/candidates/{id}/custom-fields', path: () => `/candidates/${rows.candidate.id}/custom-fields` },
    { operation: 'PATCH /api/v1/applications/{id}/custom-fields', path: () => `/applications/${rows.application.id}/custom-fields` },
    { operation: 'PATCH /api/v1/jobs/{id}/custom-fields', path: () => `/jobs/${rows.job.id}/custom-fields` },
    { operation: 'PATCH /api/v1/offers/{id}/custom-fields', path: () => `/offers/${rows.sentOffer.id}/custom-fields` },
    { operation: 'PATCH /api/v1/interviews/{id}/custom-fields', path: () => `/interviews/${rows.interview.id}/custom-fields` },
    { operation: 'POST /api/v1/consent-purposes', path: () => '/consent-purposes' },
    { operation: 'PATCH /api/v1/consent-purposes/{id}', path: () => `/consent-purposes/${rows.created['POST /api/v1/consent-purposes'].id}` },
    { operation: 'POST /api/v1/candidates/{id}/consents', path: () => `/candidates/${rows.candidate.id}/consents` },
    { operation: 'POST /api/v1/candidates/{id}/consent-requests', path: () => `/candidates/${rows.candidate.id}/consent-requests` },
    // The link the request above answered: its token is the path.
    {
      operation: 'POST /api/v1/public/consent-requests/{token}',
      path: () => new URL(rows.created['POST /api/v1/candidates/{id}/consent-requests'].url).pathname.replace('/api/v1', ''),
    },
    { operation: 'POST /api/v1/message-templates', path: () => '/message-templates' },
    { operation: 'PATCH /api/v1/message-templates/{id}', path: () => `/message-templates/${rows.created['POST /api/v1/message-templates'].id}` },
    {
      operation: 'POST /api/v1/candidates/{id}/messages',
      path: () => `/candidates/${rows.application.candidateId}/messages`,
      substitutes: () => ({ applicationId: rows.application.id }),
    },
  ];

  it('covers every operation that takes a body, each once (every one takes JSON)', () => {
    expect(cases.map((example) => example.operation).sort()).toEqual(operationsWithJsonBody(document).sort());
    expect(new Set(cases.map((example) => example.operation)).size).toBe(cases.length);
    const withoutJson = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody !== undefined && operation.requestBody.content[JSON_MEDIA] === undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withoutJson).toEqual([]);
  });

  it('documents an example for every property of every request body (every oneOf branch, every media type)', () => {
    const missing = requestPropertiesWithoutExample(document);
    expect(missing).toEqual([]);
  });

  it('documents the multipart upload with a file input (format: binary) for Swagger UI', () => {
    const form = requestSchema(document, 'POST /api/v1/candidates/{id}/documents', 'multipart/form-data');
    expect(form).toMatchObject({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
  });

  it('prefills no optional query parameter: a list run as shown is not filtered (the example is in the description)', () => {
    const prefilled = Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        ((operation.parameters ?? []) as Array<{ in: string; name: string; required?: boolean; example?: unknown; schema?: { example?: unknown } }>)
          .filter((parameter) => parameter.in === 'query' && parameter.required !== true && (parameter.example ?? parameter.schema?.example) !== undefined)
          .map((parameter) => `${method.toUpperCase()} ${template} ${parameter.name}`),
      ),
    );
    expect(prefilled).toEqual([]);
    const updatedAfter = (document.paths['/api/v1/candidates'].get.parameters as Array<{ name: string; description?: string }>).find(
      (parameter) => parameter.name === 'updatedAfter',
    );
    expect(updatedAfter?.description).toContain('Example: `2026-11-21T10:00:00.000Z`');
  });

  it('prefills nothing for the optional application of the multipart upload (Swagger UI sends no empty field)', () => {
    const form = requestSchema(document, 'POST /api/v1/candidates/{id}/documents', 'multipart/form-data');
    expect(form.properties.applicationId.example).toBe('');
  });

  describe.each(cases.map((example) => [example.operation, example] as const))('%s', (operation, example) => {
    it('answers 2xx to the prefilled body (ids of real rows in the fields that name rows)', async () => {
      const prefilled = prefilledBody(document, operation);
      expect(prefilled.missing).toEqual([]);
      const body = prefilled.body as Record<string, unknown>;
      const substitutes = example.substitutes?.() ?? {};
      for (const [field, value] of Object.entries(substitutes)) {
        expect(body).toHaveProperty([field]);
        body[field] = value;
      }
      expect(Object.entries(body).filter(([, value]) => JSON.stringify(value)?.includes(EXAMPLE_ID))).toEqual([]);

      const send = operation.startsWith('PATCH') ? 'patch' : operation.startsWith('PUT') ? 'put' : 'post';
      const response = await t.api[send](example.path(), body);
      expect(response.body.error).toBeUndefined();
      expect(String(response.status)).toMatch(/^2\d\d$/);
      (rows.created ??= {})[operation] = response.body.data;
    });
  });
});
