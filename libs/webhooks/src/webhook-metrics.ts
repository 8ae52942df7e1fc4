import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { JOB_DURATION_BUCKETS, Metrics } from '@app/core';
import type { DeliveryStatus } from './domain/delivery-rules';

/** Where one webhook delivery attempt left the delivery (docs/api/states.md#webhook-delivery). */
export type WebhookDeliveryOutcome = Extract<DeliveryStatus, 'delivered' | 'retrying' | 'dead_lettered'> | 'canceled';

/** The webhooks context's metrics, on the process's registry (the names and labels dashboards read). */
@Injectable()
export class WebhookMetrics {
  private readonly attempts: Counter<'outcome'>;
  private readonly duration: Histogram<'outcome'>;

  constructor(metrics: Metrics) {
    this.attempts = new Counter({
      name: 'ats_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts, by the state they left the delivery in',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
    this.duration = new Histogram({
      name: 'ats_webhook_delivery_duration_seconds',
      help: 'Duration of webhook delivery attempts (request to the receiver and bookkeeping)',
      labelNames: ['outcome'] as const,
      buckets: JOB_DURATION_BUCKETS,
      registers: [metrics.registry],
    });
  }

  /** Once per attempt, with the state the attempt left the delivery in. */
  deliveryAttempt(outcome: WebhookDeliveryOutcome, seconds: number): void {
    this.attempts.inc({ outcome });
    this.duration.observe({ outcome }, seconds);
  }
}
