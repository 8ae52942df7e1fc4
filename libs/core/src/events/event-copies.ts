import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * A context that keeps copies of outbox payloads (a run keeping the event that started it) and
 * redacts them when the outbox rows are redacted, whoever redacts them and in whatever order.
 */
export interface EventCopyHolder {
  /** Runs in the redacting transaction, after the outbox rows `eventIds` got their redacted `data`. */
  redactCopies(tx: EntityManager, eventIds: readonly string[]): Promise<void>;
}

export const EVENT_COPY_HOLDER = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks a provider class as an `EventCopyHolder`; `EventRecorder.redactSubject` finds every one. */
export function HoldsEventCopies(): ClassDecorator {
  return EVENT_COPY_HOLDER();
}
