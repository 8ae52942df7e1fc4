import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HoldsEventCopies, type EventCopyHolder } from '@app/core';
import { AutomationRunsRepository } from './persistence/automation-runs.repository';

/**
 * Runs copy their trigger event: when the outbox redacts events (candidate erasure), the runs they
 * triggered follow, matched by event id, whichever participant redacted them.
 */
@HoldsEventCopies()
@Injectable()
export class AutomationRunRedactionService implements EventCopyHolder {
  constructor(private readonly repository: AutomationRunsRepository) {}

  redactCopies(tx: EntityManager, eventIds: readonly string[]): Promise<void> {
    return this.repository.redactTriggerCopies(tx, eventIds);
  }
}
