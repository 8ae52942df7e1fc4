import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PeriodicTask } from '@app/core';
import { DataSource } from 'typeorm';
import { chainHash } from '../domain/audit-event';
import { AuditRepository } from '../persistence/audit.repository';
import { auditEventBody } from '../representation/audit-event.presenter';

export const AUDIT_SEALER_OPTIONS = Symbol('AUDIT_SEALER_OPTIONS');

export interface AuditSealerOptions {
  /** How often the sealer looks for events to chain. */
  sealEveryMs: number;
  /** Events chained per transaction. */
  sealBatch: number;
  /** An event is chained once it is this old: later-committing events that occurred earlier still find their place (docs/adr/0072-audit-chain.md). */
  sealAfterMs: number;
}

/** How far back the sealer looks for erasures whose candidate's events arrived after the erasure had run (docs/adr/0076-audit-resource-key.md). */
const LATE_ERASURE_MS = 10 * 60_000;

export const DEFAULT_AUDIT_SEALER_OPTIONS: AuditSealerOptions = { sealEveryMs: 1000, sealBatch: 1000, sealAfterMs: 2000 };

/**
 * The hash chain's sealer, in the worker (the API's requests do not pay for hashing): chains the
 * committed events oldest first once they are two seconds old, one worker at a time (advisory lock),
 * giving each its position, its predecessor's hash and its hash (docs/adr/0072-audit-chain.md).
 */
@Injectable()
export class AuditSealer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditSealer.name);
  private readonly task: PeriodicTask;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AuditRepository,
    @Inject(AUDIT_SEALER_OPTIONS) private readonly options: AuditSealerOptions,
  ) {
    this.task = new PeriodicTask({ everyMs: options.sealEveryMs, logger: this.logger, failure: 'Sealing audit events' }, () => this.sealAll());
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Chains every committed event old enough now (also what tests wait for). */
  sealNow(): Promise<void> {
    return this.task.runNow();
  }

  private async sealAll(): Promise<void> {
    for (;;) {
      const sealed = await this.dataSource.transaction(async (tx) => {
        if (!(await this.repository.tryLockSealer(tx))) return 0;
        await this.repository.eraseLateEvents(tx, LATE_ERASURE_MS);
        const rows = await this.repository.unsealed(tx, new Date(Date.now() - this.options.sealAfterMs), this.options.sealBatch);
        if (rows.length === 0) return 0;
        const head = await this.repository.chainHead(tx);
        let [position, previous] = [BigInt(head.position), head.hash];
        const seals = rows.map((row) => {
          position += 1n;
          const hash = chainHash(previous, auditEventBody(row));
          const seal = { id: row.id, position: position.toString(), prevHash: previous, hash };
          previous = hash;
          return seal;
        });
        await this.repository.seal(tx, seals);
        return rows.length;
      });
      if (sealed < this.options.sealBatch || this.task.stopping) return;
    }
  }
}
