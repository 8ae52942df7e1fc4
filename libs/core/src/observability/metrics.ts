import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the idempotency layer did with a request that carried an `Idempotency-Key`. */
export type IdempotencyOutcome = 'executed' | 'replayed' | 'key_reused' | 'in_progress';

/** The part of a BullMQ `Queue` the depth gauge reads (structural, so core needs no BullMQ import). */
export interface ObservableQueue {
  readonly name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children'] as const;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Histogram buckets (seconds) for the duration of a job's attempt, shared by the contexts' job metrics. */
export const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60];

/**
 * The process's Prometheus metrics (one registry per process; the API and the worker each serve
 * theirs on /metrics): the generic HTTP, platform and queue ones. Core records through these
 * methods; a context defines its own metrics on `registry` in its own module.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  private readonly httpRequests = new Counter({
    name: 'ats_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly httpDuration = new Histogram({
    name: 'ats_http_request_duration_seconds',
    help: 'Time from the first byte of a request to the end of its response, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly httpInFlight = new Gauge({ name: 'ats_http_requests_in_flight', help: 'Requests being served', registers: [this.registry] });

  private readonly databaseUnavailable = new Counter({
    name: 'ats_database_unavailable_total',
    help: 'Requests answered 503 because PostgreSQL could not be reached',
    registers: [this.registry],
  });

  private readonly rateLimited = new Counter({ name: 'ats_rate_limited_total', help: 'Requests refused with 429 RATE_LIMITED', registers: [this.registry] });

  private readonly rateLimitFallbacks = new Counter({
    name: 'ats_rate_limit_fallback_total',
    help: 'Requests counted in process memory because Redis did not answer (limits are then per replica)',
    registers: [this.registry],
  });

  private readonly idempotency = new Counter({
    name: 'ats_idempotency_requests_total',
    help: 'POST requests with an Idempotency-Key, by what was done with them',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly queues = new Map<string, ObservableQueue>();
  private queueDepth: Gauge<'queue' | 'state'> | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text exposition of every metric. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  requestStarted(): void {
    this.httpInFlight.inc();
  }

  /** `route` is the route template (`/api/v1/<resources>/:id`), never the raw URL, so the label set stays bounded. */
  requestFinished(method: string, route: string, status: number, seconds: number): void {
    this.httpInFlight.dec();
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  databaseUnavailableAnswered(): void {
    this.databaseUnavailable.inc();
  }

  rateLimitRefused(): void {
    this.rateLimited.inc();
  }

  rateLimitFellBack(requests = 1): void {
    this.rateLimitFallbacks.inc(requests);
  }

  idempotentRequest(outcome: IdempotencyOutcome): void {
    this.idempotency.inc({ outcome });
  }

  /**
   * Reports a queue's job counts by state at every scrape (`ats_queue_jobs{queue,state}`). The
   * gauge exists only once a queue is observed, so a process without queues reports none.
   */
  observeQueue(queue: ObservableQueue): void {
    this.queues.set(queue.name, queue);
    const queues = this.queues;
    this.queueDepth ??= new Gauge({
      name: 'ats_queue_jobs',
      help: 'Jobs in each BullMQ queue by state, read from Redis at scrape time',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...queues.values()].map(async (observed) => {
            // A queue Redis cannot count is left out of this scrape rather than failing all of it.
            const counts = await observed.getJobCounts(...QUEUE_STATES).catch(() => undefined);
            if (counts !== undefined) for (const state of QUEUE_STATES) this.set({ queue: observed.name, state }, counts[state] ?? 0);
          }),
        );
      },
    });
  }

  /** A gauge whose value is read when scraped (e.g. the outbox backlog from PostgreSQL); NaN when the read fails. */
  gaugeFromSource(name: string, help: string, read: () => Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read().catch(() => Number.NaN));
      },
    });
  }
}
