import { Module } from '@nestjs/common';
import { RetentionRepository } from './persistence/retention.repository';
import { DEFAULT_RETENTION_PRUNER_OPTIONS, RETENTION_PRUNER_OPTIONS, RetentionPruner } from './retention/retention-pruner';

/** Retention, for the worker only. Tests override RETENTION_PRUNER_OPTIONS. */
@Module({
  providers: [RetentionRepository, RetentionPruner, { provide: RETENTION_PRUNER_OPTIONS, useValue: DEFAULT_RETENTION_PRUNER_OPTIONS }],
  exports: [RetentionPruner],
})
export class ChangesWorkerModule {}
