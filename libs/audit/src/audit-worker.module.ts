import { Module } from '@nestjs/common';
import { AuditRepository } from './persistence/audit.repository';
import { AUDIT_PRUNER_OPTIONS, AuditPruner, DEFAULT_AUDIT_PRUNER_OPTIONS } from './retention/audit-pruner';

/** Audit retention, for the worker only. Tests override AUDIT_PRUNER_OPTIONS. */
@Module({
  providers: [AuditRepository, AuditPruner, { provide: AUDIT_PRUNER_OPTIONS, useValue: DEFAULT_AUDIT_PRUNER_OPTIONS }],
  exports: [AuditPruner],
})
export class AuditWorkerModule {}
