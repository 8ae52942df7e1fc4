import { randomUUID } from 'node:crypto';
import { rawRequest } from '../../helpers/api-client';
import { expectSuccess } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createAutomation } from '../../kits/automations-kit';
import { scheduleInterview, submitScorecard } from '../../kits/interviews-kit';
import { createApplication, createJob } from '../../kits/pipeline-kit';
import { createWebhook } from '../../kits/webhooks-kit';
import { adminUser, expectValidationError, sleep, unique, walkPages } from '../../kits/candidates-kit';

/**
 * One list route: `make` adds an item to it; `change` is the change that list can see (an update
 * when the resource has one, otherwise a new item) and returns the id of the item it touched.
 */
interface ListCase {
  name: string;
  path: string;
  query?: Record<string, string>;
  make(): Promise<string>;
  change(id: string): Promise<string>;
}

/** `updatedAfter` on every list (docs/api/sync.md#incremental-lists). */
describe('updatedAfter on every list', () => {
  let t: TestApp;
  const cases: ListCase[] = [];

  const data = async (what: string, request: PromiseLike<{ status: number; body: any }>, status = 201): Promise<Record<string, any>> => {
    const response = await request;
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const newReferralLink = async (): Promise<string> => {
    const referrer = await t.factory.user();
    await data('referral link', t.api.post('/referral-links', { referrerUserId: referrer.id }));
    const [link] = (await data('referral links', t.api.get('/referral-links').query({ referrerUserId: referrer.id }), 200)) as unknown as Array<{ id: string }>;
    return link.id;
  };
  /** A pending approval of a new draft job, which the admin (the bootstrap key's user) decides; the flow is on only meanwhile. */
  const newApproval = async (): Promise<string> => {
    const admin = await adminUser(t.api);
    await data('flow', t.api.put('/approval-flows/job_open', { steps: [{ approverIds: [admin.id], required: 'any' }] }), 200);
    const draft = await data('draft job', t.api.post('/jobs', { title: 'Governed', status: 'draft' }));
    const id = (await data('approval', t.api.post(`/jobs/${draft.id}/request-approval`), 202)).id as string;
    await data('flow off', t.api.put('/approval-flows/job_open', { steps: [] }), 200);
    return id;
  };
  const idOf = async (what: string, request: PromiseLike<{ status: number; body: any }>, status = 201) => (await data(what, request, status)).id as string;
  /** A message to the list's candidate, scheduled so that it stays cancelable (the change). */
  let messageCandidate = '';
  const scheduleMessage = () =>
    idOf(
      'message',
      t.api.post(`/candidates/${messageCandidate}/messages`, { subject: 'S', body: 'B', sendAt: new Date(Date.now() + 3600_000).toISOString() }),
      202,
    );
  const cancelMessage = (id: string) => idOf('cancel', t.api.post(`/messages/${id}/cancel`), 200);
  const insertSuppression = async () => {
    const suppressed = await t.factory.candidate();
    const id = randomUUID();
    await t.db.query(`INSERT INTO message_suppressions (id, address, reason, candidate_id) VALUES ($1, $2, 'unsubscribed', $3)`, [
      id,
      suppressed.email,
      suppressed.id,
    ]);
    return id;
  };

  beforeAll(async () => {
    // Webhooks at 127.0.0.1:9 that no worker delivers to: loopback targets need the setting.
    t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' });
    const admin = await adminUser(t.api);
    const candidate = await t.factory.candidate();
    messageCandidate = candidate.id;
    const job = await createJob(t);
    const transitionsJob = await createJob(t);
    const applicationOfTransition = new Map<string, string>();
    const historyOf = async (applicationId: string) =>
      (await data('transitions', t.api.get(`/applications/${applicationId}/stage-transitions`), 200)) as unknown as Array<{ id: string }>;
    const pool = await data('pool', t.api.post('/talent-pools', { name: 'Pool' }));
    const automation = await createAutomation(t.api);
    const webhook = await createWebhook(t.api, { url: 'http://127.0.0.1:9/updated-after' });
    // An event fans out to an automation or an endpoint once: each row gets an event of its own.
    const unusedEvent = async (table: 'automation_runs' | 'webhook_deliveries', column: 'trigger_event_id' | 'event_id') =>
      (await t.db.query(`SELECT id, type FROM outbox_events o WHERE NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.${column} = o.id) LIMIT 1`))[0] as {
        id: string;
        type: string;
      };
    // Runs and deliveries are written by the worker's outbox relay, which this file does not start: rows as it writes them.
    const insertRun = async () => {
      const { id: eventId, type } = await unusedEvent('automation_runs', 'trigger_event_id');
      const id = randomUUID();
      await t.db.query(
        `INSERT INTO automation_runs
                (id, automation_id, trigger_event, trigger_event_id, trigger_payload, status, definition_version, actions, max_attempts, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '{}', 'queued', 1, '[]', 3, $5, $5)`,
        [id, automation.id, type, eventId, new Date()],
      );
      return id;
    };
    const insertDelivery = async () => {
      const { id: eventId, type } = await unusedEvent('webhook_deliveries', 'event_id');
      const id = randomUUID();
      await t.db.query(
        `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event, status, created_at, updated_at) VALUES ($1, $2, $3, $4, 'pending', $5, $5)`,
        [id, webhook.id, eventId, type, new Date()],
      );
      return id;
    };
    const existingTag = await data('tag elsewhere', t.api.post(`/candidates/${(await t.factory.candidate()).id}/tags`, { label: `old-${unique()}` }));
    const tasksCandidate = await t.factory.candidate();
    const activitySubject = await t.factory.candidate();
    const touchSubject = async () => {
      await data('activity PATCH', t.api.patch(`/candidates/${activitySubject.id}`, { headline: unique() }), 200);
      return (await t.api.get('/activity-events').query({ entityId: activitySubject.id, limit: '1' })).body.data[0].id as string;
    };

    cases.push(
      { name: 'users', path: '/users', make: () => t.factory.user().then((user) => user.id), change: () => t.factory.user().then((user) => user.id) },
      {
        name: 'api keys',
        path: '/api-keys',
        make: () => t.factory.apiKey(['candidates:read']).then((key) => key.id),
        change: async (id) => (await data('revoke', t.api.post(`/api-keys/${id}/revoke`), 200)).id,
      },
      {
        name: 'candidates',
        path: '/candidates',
        make: () => t.factory.candidate().then((row) => row.id),
        change: (id) => idOf('PATCH candidate', t.api.patch(`/candidates/${id}`, { headline: 'Changed' }), 200),
      },
      {
        name: "a candidate's tags (a tag made before, attached after)",
        path: `/candidates/${candidate.id}/tags`,
        make: () => idOf('tag', t.api.post(`/candidates/${candidate.id}/tags`, { label: `t-${unique()}` })),
        change: () => idOf('attach', t.api.post(`/candidates/${candidate.id}/tags`, { label: existingTag.label })),
      },
      {
        name: "a candidate's notes",
        path: `/candidates/${candidate.id}/notes`,
        make: () => idOf('note', t.api.post(`/candidates/${candidate.id}/notes`, { body: 'Hello' })),
        change: () => idOf('note', t.api.post(`/candidates/${candidate.id}/notes`, { body: 'Again' })),
      },
      {
        name: "a candidate's documents",
        path: `/candidates/${candidate.id}/documents`,
        make: () =>
          idOf(
            'document',
            t.api.post(`/candidates/${candidate.id}/documents`, { filename: 'a.txt', contentBase64: Buffer.from(`a ${unique()}`).toString('base64') }),
          ),
        change: () =>
          idOf(
            'document',
            t.api.post(`/candidates/${candidate.id}/documents`, { filename: 'b.txt', contentBase64: Buffer.from(`b ${unique()}`).toString('base64') }),
          ),
      },
      {
        name: 'jobs',
        path: '/jobs',
        make: () => createJob(t).then((row) => row.id),
        change: (id) => idOf('PATCH job', t.api.patch(`/jobs/${id}`, { title: 'Changed' }), 200),
      },
      {
        name: "a job's stages",
        path: `/jobs/${job.id}/stages`,
        make: () => idOf('stage', t.api.post(`/jobs/${job.id}/stages`, { name: `s-${unique()}` })),
        change: (id) => idOf('PATCH stage', t.api.patch(`/jobs/${job.id}/stages/${id}`, { name: 'Changed' }), 200),
      },
      {
        name: 'applications',
        path: '/applications',
        make: () => createApplication(t).then((row) => row.id),
        change: (id) => idOf('reject', t.api.post(`/applications/${id}/reject`), 200),
      },
      {
        // A transition never changes: a later one of the same application is the change (docs/api/reports.md#stage-history).
        name: 'stage transitions',
        path: '/stage-transitions',
        query: { jobId: transitionsJob.id },
        make: async () => {
          const application = await createApplication(t, { jobId: transitionsJob.id });
          const [created] = await historyOf(application.id);
          applicationOfTransition.set(created.id, application.id);
          return created.id;
        },
        change: async (id) => {
          const applicationId = applicationOfTransition.get(id) as string;
          await data('reject', t.api.post(`/applications/${applicationId}/reject`), 200);
          return (await historyOf(applicationId)).at(-1)!.id;
        },
      },
      {
        name: 'interviews',
        path: '/interviews',
        make: async () => (await scheduleInterview(t, (await createApplication(t)).id, admin.id)).id,
        change: (id) => idOf('cancel', t.api.post(`/interviews/${id}/cancel`), 200),
      },
      {
        name: 'offers',
        path: '/offers',
        make: async () =>
          idOf(
            'offer',
            t.api.post('/offers', { applicationId: (await createApplication(t)).id, title: 'Offer', salaryAmount: 1, currency: 'EUR', salaryPeriod: 'year' }),
          ),
        change: (id) => idOf('send', t.api.post(`/offers/${id}/send`), 200),
      },
      {
        name: 'scorecards',
        path: '/scorecards',
        make: async () => (await submitScorecard(t, (await createApplication(t)).id)).id,
        change: async () => (await submitScorecard(t, (await createApplication(t)).id)).id,
      },
      {
        name: 'tasks',
        path: '/tasks',
        make: () => idOf('task', t.api.post('/tasks', { title: 'Call', candidateId: tasksCandidate.id })),
        change: (id) => idOf('PATCH task', t.api.patch(`/tasks/${id}`, { status: 'completed' }), 200),
      },
      {
        name: 'talent pools',
        path: '/talent-pools',
        make: () => idOf('pool', t.api.post('/talent-pools', { name: 'P' })),
        change: () => idOf('pool', t.api.post('/talent-pools', { name: 'Q' })),
      },
      {
        name: "a pool's entries",
        path: `/talent-pools/${pool.id}/entries`,
        make: async () => idOf('entry', t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: (await t.factory.candidate()).id })),
        change: async () => idOf('entry', t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: (await t.factory.candidate()).id })),
      },
      {
        name: 'custom fields',
        path: '/custom-fields',
        make: () => idOf('custom field', t.api.post('/custom-fields', { objectType: 'job', key: `f_${unique()}`, label: 'Field', type: 'text' })),
        change: (id) => idOf('PATCH custom field', t.api.patch(`/custom-fields/${id}`, { label: 'Changed' }), 200),
      },
      {
        name: 'job posts',
        path: '/job-posts',
        make: () => idOf('job post', t.api.post('/job-posts', { jobId: job.id })),
        change: (id) => idOf('PATCH job post', t.api.patch(`/job-posts/${id}`, { title: 'Changed' }), 200),
      },
      {
        name: "a job's openings",
        path: `/jobs/${job.id}/openings`,
        make: async () => ((await data('openings', t.api.post(`/jobs/${job.id}/openings`, {}))) as unknown as Array<{ id: string }>)[0].id,
        change: (id) => idOf('PATCH opening', t.api.patch(`/openings/${id}`, { targetStartDate: '2027-01-01' }), 200),
      },
      {
        name: 'approvals',
        path: '/approvals',
        make: newApproval,
        change: async (id) => idOf('approve', t.api.post(`/approvals/${id}/approve`, {}), 200),
      },
      {
        name: 'referral links',
        path: '/referral-links',
        // A link has no update: the change is a new link, found by its referrer (the create answers only its code and url).
        make: () => newReferralLink(),
        change: () => newReferralLink(),
      },
      {
        name: 'consent purposes',
        path: '/consent-purposes',
        make: () => idOf('consent purpose', t.api.post('/consent-purposes', { key: `p_${unique()}`, label: 'Purpose' })),
        change: (id) => idOf('PATCH consent purpose', t.api.patch(`/consent-purposes/${id}`, { label: 'Changed' }), 200),
      },
      {
        name: "a candidate's consents",
        path: `/candidates/${candidate.id}/consents`,
        make: () => idOf('consent', t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'messaging' })),
        change: (id) => idOf('withdraw', t.api.post(`/consents/${id}/withdraw`), 200),
      },
      {
        name: 'consents',
        path: '/consents',
        make: () => idOf('consent', t.api.post(`/candidates/${candidate.id}/consents`, { purpose: 'talent_pool' })),
        change: (id) => idOf('withdraw', t.api.post(`/consents/${id}/withdraw`), 200),
      },
      {
        name: 'consent requests',
        path: '/consent-requests',
        make: () => idOf('consent request', t.api.post(`/candidates/${candidate.id}/consent-requests`, { purpose: 'application' })),
        // Only the create answers the link: the change is a new request, decided through it.
        change: async () => {
          const made = await data('consent request', t.api.post(`/candidates/${candidate.id}/consent-requests`, { purpose: 'application' }));
          await data('decision', rawRequest(t.app.getHttpServer()).post(new URL(made.url).pathname).send({ decision: 'decline' }), 200);
          return made.id as string;
        },
      },
      {
        name: 'legal holds',
        path: '/legal-holds',
        make: () => idOf('legal hold', t.api.post('/legal-holds', { name: 'Hold', reason: 'Litigation', all: true })),
        // The release is a hold's one change.
        change: (id) => idOf('release legal hold', t.api.post(`/legal-holds/${id}/release`), 200),
      },
      {
        name: 'departments',
        path: '/departments',
        make: () => idOf('department', t.api.post('/departments', { name: 'D' })),
        change: (id) => idOf('PATCH department', t.api.patch(`/departments/${id}`, { name: 'Changed' }), 200),
      },
      {
        name: 'offices',
        path: '/offices',
        make: () => idOf('office', t.api.post('/offices', { name: 'O' })),
        change: (id) => idOf('PATCH office', t.api.patch(`/offices/${id}`, { location: 'Changed' }), 200),
      },
      {
        name: 'rejection reasons',
        path: '/rejection-reasons',
        make: () => idOf('rejection reason', t.api.post('/rejection-reasons', { name: 'R', type: 'company' })),
        change: (id) => idOf('PATCH rejection reason', t.api.patch(`/rejection-reasons/${id}`, { archived: true }), 200),
      },
      {
        name: 'automations',
        path: '/automations',
        make: () => createAutomation(t.api).then((row) => row.id),
        change: (id) => idOf('PATCH automation', t.api.patch(`/automations/${id}`, { name: 'Changed' }), 200),
      },
      {
        name: "an automation's runs",
        path: `/automations/${automation.id}/runs`,
        make: insertRun,
        change: async (id) => {
          await t.db.query(`UPDATE automation_runs SET status = 'canceled', cancelled_at = $2, updated_at = $2 WHERE id = $1`, [id, new Date()]);
          return id;
        },
      },
      { name: 'activity events', path: '/activity-events', query: { entityId: activitySubject.id }, make: touchSubject, change: touchSubject },
      {
        name: 'webhooks',
        path: '/webhooks',
        make: () => createWebhook(t.api, { url: 'http://127.0.0.1:9/updated-after' }).then((row) => row.id),
        change: (id) => idOf('PATCH webhook', t.api.patch(`/webhooks/${id}`, { description: 'Changed' }), 200),
      },
      {
        name: "a webhook's deliveries",
        path: `/webhooks/${webhook.id}/deliveries`,
        make: insertDelivery,
        change: async (id) => {
          await t.db.query(`UPDATE webhook_deliveries SET status = 'canceled', updated_at = $2 WHERE id = $1`, [id, new Date()]);
          return id;
        },
      },
      {
        name: 'message templates',
        path: '/message-templates',
        make: () => idOf('template', t.api.post('/message-templates', { name: `T ${unique()}`, subject: 'S', body: 'B' })),
        change: (id) => idOf('PATCH template', t.api.patch(`/message-templates/${id}`, { subject: 'Changed' }), 200),
      },
      { name: 'messages', path: '/messages', make: scheduleMessage, change: cancelMessage },
      { name: "a candidate's messages", path: `/candidates/${candidate.id}/messages`, make: scheduleMessage, change: cancelMessage },
      {
        name: 'suppressions',
        path: '/suppressions',
        // A suppression has no update: the change is a new one (an unsubscribe or a bounce writes them; here, rows as they write them).
        make: insertSuppression,
        change: insertSuppression,
      },
    );
  });
  afterAll(async () => t?.close());

  it('covers every paginated list of the OpenAPI document, and each documents updatedAfter', async () => {
    const document = (await t.api.get('/docs-json')).body as { paths: Record<string, Record<string, any>> };
    const template = (path: string) => path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{}');
    // The public careers list is a careers site's page of live posts, not a record a client syncs (docs/api/careers.md).
    const paginated = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/v1/public/'))
      // The bulk read of custom field values is itself a sync read, oldest change first, by object (docs/api/custom-fields.md#bulk-read-for-sync).
      .filter(([path]) => path !== '/api/v1/custom-field-values')
      // Audit events never change; the log is synced by its export, by time (docs/operations.md#streaming-the-audit-log-to-a-siem).
      .filter(([path]) => path !== '/api/v1/audit-events')
      // A bulk action's results never change once written and carry no timestamp (docs/adr/0102-bulk-action-reads.md).
      .filter(([path]) => path !== '/api/v1/bulk-actions/{id}/results')
      .filter(([, operations]) => JSON.stringify(operations.get?.responses?.['200'] ?? {}).includes('PageMeta'))
      .map(([path, operations]) => {
        expect({
          path,
          updatedAfter: (operations.get.parameters ?? []).some(
            (parameter: { name: string; in: string }) => parameter.name === 'updatedAfter' && parameter.in === 'query',
          ),
        }).toEqual({ path, updatedAfter: true });
        return template(path);
      });
    expect(cases.map((list) => template(list.path)).sort()).toEqual(paginated.sort());
  });

  it('lists only the items changed strictly after updatedAfter, on every list', async () => {
    for (const list of cases) {
      const first = await list.make();
      const second = await list.make();
      await sleep(3);
      const since = new Date().toISOString();
      await sleep(3);
      const changed = await list.change(second);
      const { rows } = await walkPages(t.api, list.path, 100, { ...list.query, updatedAfter: since });
      expect({ list: list.name, ids: rows.map((row) => row.id) }).toEqual({ list: list.name, ids: [changed] });
      for (const row of rows) expect(row.updatedAt ?? row.createdAt ?? row.at ?? row.openedAt).not.toBeUndefined();
      const everything = (await walkPages(t.api, list.path, 100, { ...list.query, updatedAfter: '2000-01-01T00:00Z' })).rows.map((row) => row.id);
      expect({ list: list.name, has: [first, second, changed].every((id) => everything.includes(id)) }).toEqual({ list: list.name, has: true });
    }
  });

  it('is strict: an item changed at the given millisecond is not listed, one a millisecond later is', async () => {
    const candidate = await t.factory.candidate();
    const at = candidate.updatedAt as string;
    const page = async (updatedAfter: string) =>
      expectSuccess(await t.api.get('/candidates').query({ updatedAfter, limit: '100' })).map((row: { id: string }) => row.id);
    expect(await page(at)).not.toContain(candidate.id);
    const justBefore = new Date(new Date(at).getTime() - 1).toISOString();
    expect(await page(justBefore)).toContain(candidate.id);
    // Digits past the millisecond are cut, never rounded up past the stored time.
    expect(await page(justBefore.replace('Z', '9999999Z'))).toContain(candidate.id);
    expect(await page(`${at.slice(0, 16)}Z`)).toContain(candidate.id);
  });

  it('reads long fractions digit by digit (V8 takes ".0123456789" for ".123")', async () => {
    const candidate = await t.factory.candidate();
    await t.db.query(`UPDATE candidates SET updated_at = '2020-01-01T10:00:00.050Z' WHERE id = $1`, [candidate.id]);
    const page = async (updatedAfter: string) =>
      expectSuccess(await t.api.get('/candidates').query({ updatedAfter, limit: '100' })).map((row: { id: string }) => row.id);
    expect(await page('2020-01-01T10:00:00.0123456789Z')).toContain(candidate.id);
    expect(await page('2020-01-01T10:00:00.0500000001Z')).not.toContain(candidate.id);
    expect(await page('2020-01-01T10:00:00.0499999999Z')).toContain(candidate.id);
  });

  it('pages through the filtered rows with the cursor', async () => {
    const since = new Date().toISOString();
    await sleep(3);
    const made = [];
    for (let index = 0; index < 5; index++) made.push((await t.factory.candidate()).id);
    const { rows, pages } = await walkPages(t.api, '/candidates', 2, { updatedAfter: since });
    expect(rows.map((row) => row.id)).toEqual([...made].reverse());
    expect(pages).toBe(3);
  });

  it.each([
    ['2026-02-29T10:00Z', 'not a leap year'],
    ['2026-11-21T10:00:00+01:00', 'an offset other than Z'],
    ['2026-11-21T24:00Z', 'hour 24'],
    ['2026-11-21', 'a date without a time'],
    ['yesterday', 'not a date-time'],
    ['', 'empty'],
  ])('answers 422 for updatedAfter=%p (%s), on every list', async (value) => {
    expectValidationError(await t.api.get('/candidates').query({ updatedAfter: value }), [{ location: 'query', path: 'updatedAfter' }]);
    for (const list of cases) {
      expectValidationError(await t.api.get(list.path).query({ ...list.query, updatedAfter: value }), [{ location: 'query', path: 'updatedAfter' }]);
    }
  });
});
