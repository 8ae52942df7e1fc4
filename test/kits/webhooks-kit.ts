import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ConsoleLogger, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Queue } from 'bullmq';
import {
  DEFAULT_OUTBOX_RELAY_OPTIONS,
  HOST_LOOKUP,
  OUTBOX_RELAY_OPTIONS,
  type AppConfig,
  type ExtensionDefinition,
  type HostLookup,
  type OutboxRelayOptions,
} from '@app/core';
import { AUTOMATION_WORKER_OPTIONS, type AutomationWorkerOptions } from '@app/automations';
import { DEFAULT_WEBHOOK_WORKER_OPTIONS, WEBHOOK_DELIVERIES_QUEUE, WEBHOOK_WORKER_OPTIONS, type WebhookWorkerOptions } from '@app/webhooks';
import { EXTENSIONS } from '../../apps/extensions';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import type { ApiClient } from '../helpers/api-client';
import { expectTimestamp, UUID, walkPages } from '../helpers/common';

/** Shared pieces of the webhooks e2e files: a local receiver, an in-process worker, shapes, waits. */

export const WEBHOOK_KEYS = ['createdAt', 'description', 'disabledReason', 'enabled', 'events', 'id', 'updatedAt', 'url'];
export const DELIVERY_KEYS = [
  'attempts',
  'createdAt',
  'deadLetteredAt',
  'deliveredAt',
  'event',
  'id',
  'lastError',
  'nextRetryAt',
  'replayOfId',
  'responseStatus',
  'status',
];
export const SECRET_FORMAT = /^whsec_[A-Za-z0-9+/]{43}=$/;

export function expectWebhookShape(webhook: Record<string, any>, withSecret = false): void {
  expect(Object.keys(webhook).sort()).toEqual(withSecret ? [...WEBHOOK_KEYS, 'secret'].sort() : WEBHOOK_KEYS);
  expect(webhook.id).toMatch(UUID);
  expectTimestamp(webhook.createdAt);
  expectTimestamp(webhook.updatedAt);
  if (withSecret) expect(webhook.secret).toMatch(SECRET_FORMAT);
}

export function expectDeliveryShape(delivery: Record<string, any>): void {
  expect(Object.keys(delivery).sort()).toEqual(DELIVERY_KEYS);
  expect(delivery.id).toMatch(UUID);
  expectTimestamp(delivery.createdAt);
  for (const key of ['nextRetryAt', 'deliveredAt', 'deadLetteredAt']) if (delivery[key] !== null) expectTimestamp(delivery[key]);
}

export async function createWebhook(api: ApiClient, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await api.post('/webhooks', { events: ['*'], ...body });
  if (response.status !== 201) throw new Error(`createWebhook: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function deliveriesOf(api: ApiClient, webhookId: string, query: Record<string, string> = {}): Promise<any[]> {
  return (await walkPages(api, `/webhooks/${webhookId}/deliveries`, 100, query)).rows;
}

/** The id of the event of this type about this entity: the `webhook-id` its deliveries carry. */
export async function eventIdOf(api: ApiClient, entityId: string, type: string): Promise<string> {
  const response = await api.get('/activity-events').query({ entityId, limit: '100' });
  const event = response.body.data.find((row: { type: string }) => row.type === type);
  if (event === undefined) throw new Error(`no ${type} event about ${entityId}`);
  return event.id;
}

export interface ReceivedRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  json: any;
  at: number;
}

/** How the receiver answers a request: a status after an optional delay, or never (`hold`). */
export interface Answer {
  status?: number;
  delayMs?: number;
  headers?: Record<string, string>;
  /** The response body (default `ok`). */
  body?: string;
  /** The whole response as these bytes (latin1), written to the socket: for what Node's server refuses to write, such as a NUL in a header. */
  raw?: string;
  hold?: boolean;
}

/** Answers with a NUL (U+0000, which PostgreSQL stores nowhere) wherever a receiver can put one. */
export const NUL_ANSWERS = {
  /** Accepted, with a NUL in the body. */
  body: { status: 200, body: 'accepted\u0000' },
  /** A NUL in a header value: the HTTP client refuses the response. */
  header: { raw: 'HTTP/1.1 500 Internal Server Error\r\nx-trace: a\u0000b\r\ncontent-length: 0\r\n\r\n' },
  /** A NUL in the reason phrase of a 503, and in its body. */
  reason: { raw: 'HTTP/1.1 503 Busy\u0000Busy\r\ncontent-length: 5\r\n\r\nbusy\u0000' },
} satisfies Record<string, Answer>;

/** A webhook receiver on 127.0.0.1 recording every request; answers per path (200 unless told). */
export class Receiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly answers = new Map<string, (request: ReceivedRequest) => Answer>();
  private readonly sockets = new Set<Socket>();
  private port = 0;
  /** TCP connections accepted so far: a refused target must add none. */
  connections = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<Receiver> {
    const receiver = new Receiver(createServer((req, res) => receiver.handle(req, res)));
    receiver.server.on('connection', (socket) => {
      receiver.connections++;
      receiver.sockets.add(socket);
      socket.on('close', () => receiver.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.port = (receiver.server.address() as { port: number }).port;
    return receiver;
  }

  get portNumber(): number {
    return this.port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answer(path: string, answer: Answer | ((request: ReceivedRequest) => Answer)): void {
    this.answers.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  at(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const request: ReceivedRequest = {
        path: req.url ?? '/',
        method: req.method ?? '',
        headers: req.headers as Record<string, string>,
        body,
        json,
        at: Date.now(),
      };
      this.requests.push(request);
      const answer = this.answers.get(request.path)?.(request) ?? {};
      if (answer.hold) return;
      setTimeout(() => {
        if (res.destroyed) return;
        if (answer.raw !== undefined) {
          req.socket.end(Buffer.from(answer.raw, 'latin1'));
          return;
        }
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? 'ok');
      }, answer.delayMs ?? 0);
    });
  }
}

/** Timings short enough for tests; the relay still wakes on NOTIFY, the poll only backs it up. */
export const FAST_WORKER_OPTIONS: WebhookWorkerOptions = {
  ...DEFAULT_WEBHOOK_WORKER_OPTIONS,
  concurrency: 8,
  maxInFlightPerEndpoint: 3,
  lockDurationMs: 5000,
  stalledIntervalMs: 2000,
  reconcileIntervalMs: 500,
  reconcileGraceMs: 1000,
  shutdownTimeoutMs: 5000,
};

/** Automation timings for tests: a dead worker's run is taken over after ~2 s, rate windows last 1 s. */
export const FAST_AUTOMATION_WORKER_OPTIONS: AutomationWorkerOptions = {
  concurrency: 10,
  heartbeatIntervalMs: 300,
  staleAfterMs: 1500,
  lockDurationMs: 2000,
  stalledIntervalMs: 1000,
  reconcileIntervalMs: 500,
  reconcileGraceMs: 1000,
  shutdownTimeoutMs: 5000,
  rateWindowSeconds: 1,
};

/** The real worker module in-process, on the test app's database and Redis prefix, with the extensions the test app has. */
export async function bootWorker(
  config: AppConfig,
  options: Partial<WebhookWorkerOptions> = {},
  lookup?: HostLookup,
  relay: Partial<OutboxRelayOptions> = {},
  automations: Partial<AutomationWorkerOptions> = {},
  extensions: readonly ExtensionDefinition[] = EXTENSIONS,
): Promise<INestApplicationContext> {
  let builder = Test.createTestingModule({ imports: [WorkerModule.forRoot(config, { extensions })] })
    .overrideProvider(WEBHOOK_WORKER_OPTIONS)
    .useValue({ ...FAST_WORKER_OPTIONS, ...options })
    .overrideProvider(AUTOMATION_WORKER_OPTIONS)
    .useValue({ ...FAST_AUTOMATION_WORKER_OPTIONS, ...automations })
    .overrideProvider(OUTBOX_RELAY_OPTIONS)
    .useValue({ ...DEFAULT_OUTBOX_RELAY_OPTIONS, pollIntervalMs: 250, ...relay });
  if (lookup !== undefined) builder = builder.overrideProvider(HOST_LOOKUP).useValue(lookup);
  const moduleRef = await builder.setLogger(new ConsoleLogger({ logLevels: ['error', 'warn'] })).compile();
  try {
    return await moduleRef.init();
  } catch (error) {
    await moduleRef.close().catch(() => undefined);
    throw error;
  }
}

/** A producer on the deliveries queue, for pausing it (jobs then wait) or reading its jobs. */
export function deliveriesQueue(config: AppConfig): Queue {
  return new Queue(WEBHOOK_DELIVERIES_QUEUE, { connection: { url: config.redisUrl }, prefix: config.queuePrefix });
}

/** Deletes the webhooks a test made, so their subscriptions do not catch the next tests' events. */
export async function deleteWebhooks(api: ApiClient, ids: string[]): Promise<void> {
  for (const id of ids.splice(0)) await api.delete(`/webhooks/${id}`);
}
