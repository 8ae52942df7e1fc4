import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { rawRequest } from '../../helpers/api-client';
import { AutomationMetrics } from '@app/automations';
import { WebhookMetrics } from '@app/webhooks';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { WorkerProbesModule } from '../../../apps/worker/src/worker-probes.module';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError, expectSuccess } from '../../helpers/assertions';
import { uniqueEmail, UUID, waitFor } from '../../helpers/common';
import { apiMetricsUrl, LogCapture } from '../../kits/edges-kit';

/** The value of one sample (`name{labels} value`) in a Prometheus text exposition; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const present = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value) && Object.keys(present).length === Object.keys(labels).length) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return 0;
}

/** Issue 6 observability: JSON logs with request ids, /metrics per route template, the worker's probes. */
describe('observability', () => {
  const logs = new LogCapture();
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ LOG_LEVEL: 'info' }, { logs })));
  afterAll(async () => t?.close());

  const raw = () => rawRequest(t.app.getHttpServer());
  const metrics = async () => (await fetch(apiMetricsUrl(t.app))).text();

  describe('request ids and logs', () => {
    it("echoes a sane X-Request-Id and puts it on the request's log line, with the route template and status", async () => {
      const created = expectSuccess(await t.api.post('/candidates', { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail() }), 201);
      const response = await t.api.get(`/candidates/${created.id}`).set('X-Request-Id', 'client-req-42');
      expectSuccess(response);
      expect(response.headers['x-request-id']).toBe('client-req-42');
      await waitFor('the access log line', () => logs.withRequestId('client-req-42').length > 0);
      const [line] = logs.withRequestId('client-req-42');
      expect(line).toMatchObject({
        level: 'info',
        msg: 'request completed',
        method: 'GET',
        route: '/api/v1/candidates/:id',
        path: `/api/v1/candidates/${created.id}`,
        status: 200,
        apiKeyId: expect.stringMatching(UUID),
      });
      expect(typeof line.durationMs).toBe('number');
      expect(new Date(line.time).toISOString()).toBe(line.time);
    });

    it('generates an id when the client sends none or one that is not sane, and returns it on every response, errors included', async () => {
      for (const sent of [undefined, 'has spaces in it', 'x'.repeat(129), '"quoted"']) {
        const test = t.as(undefined).get('/users');
        const response = await (sent === undefined ? test : test.set('X-Request-Id', sent));
        expectError(response, 401, 'UNAUTHORIZED');
        expect(response.headers['x-request-id']).toMatch(UUID);
        expect(response.headers['x-request-id']).not.toBe(sent);
        const id = response.headers['x-request-id'];
        await waitFor('the access log line', () => logs.withRequestId(id).length > 0);
        expect(logs.withRequestId(id)[0]).toMatchObject({ status: 401, route: '/api/v1/users' });
      }
      expect((await raw().get('/health')).headers['x-request-id']).toMatch(UUID);
      expect((await raw().post('/api/v1/users').set('Content-Type', 'text/plain').send('x')).headers['x-request-id']).toMatch(UUID);
    });

    it('logs an unexpected error once with the request id and the errorId the client got, never in the response', async () => {
      // A table missing in this test's own database: a real failure that is not a lost connection.
      await t.db.query('DROP TABLE talent_pool_entries, talent_pools');
      const response = await t.api.get('/talent-pools').set('X-Request-Id', 'req-with-a-bug');
      const error = expectError(response, 500, 'INTERNAL_ERROR');
      const errorId = error.details.errorId;
      await waitFor('the error log line', () => logs.withRequestId('req-with-a-bug').length >= 2);
      const lines = logs.withRequestId('req-with-a-bug');
      const errorLine = lines.find((line) => line.level === 'error');
      expect(errorLine).toMatchObject({ errorId, requestId: 'req-with-a-bug', context: 'ApiExceptionFilter' });
      expect(errorLine!.stack).toMatch(/talent_pool/);
      expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({ status: 500 });
      expect(response.text).not.toMatch(/talent_pool|relation/);
    });

    it('writes nothing below LOG_LEVEL', async () => {
      const quiet = new LogCapture();
      const other = await createTestApp({ LOG_LEVEL: 'warn' }, { logs: quiet });
      try {
        expectSuccess(await other.api.get('/users').set('X-Request-Id', 'quiet-request'));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(quiet.lines.filter((line) => line.level === 'info')).toEqual([]);
      } finally {
        await other.close();
      }
    });
  });

  describe('GET /metrics on the private METRICS_PORT', () => {
    it('answers Prometheus text without an API key on the metrics port, and nothing on the public port', async () => {
      const response = await fetch(apiMetricsUrl(t.app));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toMatch(/^# HELP ats_http_requests_total /m);
      expect(text).toMatch(/^# TYPE ats_http_request_duration_seconds histogram/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      expectError(await raw().get('/metrics'), 404, 'NOT_FOUND');
      expectError(await t.api.get('/metrics'), 404, 'NOT_FOUND');
      // The same probe server as the worker's: the probes answer there too.
      expect(await (await fetch(apiMetricsUrl(t.app, '/health/ready'))).json()).toEqual({ data: { status: 'ok', database: 'up', redis: 'up' }, meta: {} });
    });

    it('counts requests and their latency per route template and status, never per raw URL', async () => {
      const ids = [];
      for (let n = 0; n < 3; n++) ids.push(expectSuccess(await t.api.post('/candidates', { firstName: 'M', lastName: 'X', email: uniqueEmail() }), 201).id);
      const labels = { method: 'GET', route: '/api/v1/candidates/:id', status: '200' };
      const before = await metrics();
      for (const id of ids) expectSuccess(await t.api.get(`/candidates/${id}`));
      expectError(await t.api.get('/candidates/0190a0b4-8a3e-7c2d-9f00-1234567890ab'), 404, 'NOT_FOUND');
      expectError(await t.api.get('/no-such-route'), 404, 'NOT_FOUND');
      expectError(await raw().get('/not-under-the-api'), 404, 'NOT_FOUND');
      const after = await metrics();

      expect(sample(after, 'ats_http_requests_total', labels) - sample(before, 'ats_http_requests_total', labels)).toBe(3);
      expect(sample(after, 'ats_http_request_duration_seconds_count', labels) - sample(before, 'ats_http_request_duration_seconds_count', labels)).toBe(3);
      expect(sample(after, 'ats_http_request_duration_seconds_sum', labels)).toBeGreaterThan(sample(before, 'ats_http_request_duration_seconds_sum', labels));
      expect(sample(after, 'ats_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(sample(after, 'ats_http_requests_total', labels));
      expect(
        sample(after, 'ats_http_requests_total', { ...labels, status: '404' }) - sample(before, 'ats_http_requests_total', { ...labels, status: '404' }),
      ).toBe(1);
      // Unknown routes: Nest's catch-all under the prefix, "unmatched" elsewhere; both one label value however many URLs.
      expect(sample(after, 'ats_http_requests_total', { method: 'GET', route: '/api/v1*path', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'ats_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'ats_http_requests_total', { method: 'POST', route: '/api/v1/candidates', status: '201' })).toBeGreaterThanOrEqual(3);
      // Route templates only: no id ever becomes a label value.
      expect(after).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
    });

    it("exposes the recording API for the worker's processors and queue depths", async () => {
      const webhooks = t.app.get(WebhookMetrics);
      webhooks.deliveryAttempt('delivered', 0.12);
      webhooks.deliveryAttempt('retrying', 15);
      t.app.get(AutomationMetrics).runAttempt('succeeded', 0.3);
      const text = await metrics();
      expect(sample(text, 'ats_webhook_delivery_attempts_total', { outcome: 'delivered' })).toBe(1);
      expect(sample(text, 'ats_webhook_delivery_attempts_total', { outcome: 'retrying' })).toBe(1);
      expect(sample(text, 'ats_webhook_delivery_duration_seconds_count', { outcome: 'retrying' })).toBe(1);
      expect(sample(text, 'ats_automation_run_attempts_total', { outcome: 'succeeded' })).toBe(1);
      // The API process observes no queue, so it reports no queue depth.
      expect(text).not.toContain('ats_queue_jobs');
    });
  });

  describe("the worker's probes and metrics (WORKER_PORT)", () => {
    let worker: INestApplicationContext | undefined;
    let base: string;
    beforeAll(async () => {
      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot({ ...t.config, workerPort: 0, logLevel: 'warn' }), {
        logger: ['error', 'warn'],
      });
      await worker.init();
      base = `http://127.0.0.1:${worker.get(WorkerProbesModule).port}`;
    });
    afterAll(async () => worker?.close());

    it('answers /health and /health/ready like the API', async () => {
      const live = await fetch(`${base}/health`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ data: { status: 'ok' }, meta: {} });
      const ready = await fetch(`${base}/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ data: { status: 'ok', database: 'up', redis: 'up' }, meta: {} });
      const unknown = await fetch(`${base}/nope`);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    });

    it('serves its own metrics: queue depths by state, the outbox backlog, process metrics', async () => {
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(text).toMatch(new RegExp(`^ats_queue_jobs\\{queue="webhook-deliveries",state="${state}"\\} \\d+$`, 'm'));
      }
      expect(text).toMatch(/^ats_outbox_pending_events \d+$/m);
      expect(text).toMatch(/^ats_outbox_oldest_pending_seconds [\d.e+-]+$/m);
      expect(text).toMatch(/^process_resident_memory_bytes /m);
    });

    it('stops listening when the worker closes', async () => {
      await worker!.close();
      worker = undefined;
      await expect(fetch(`${base}/health`)).rejects.toThrow();
    });
  });
});
