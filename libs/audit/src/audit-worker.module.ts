import { Module } from '@nestjs/common';
import { AuditRepository } from './persistence/audit.repository';
import { AUDIT_PRUNER_OPTIONS, AuditPruner, DEFAULT_AUDIT_PRUNER_OPTIONS } from './retention/audit-pruner';
import { AUDIT_SEALER_OPTIONS, AuditSealer, DEFAULT_AUDIT_SEALER_OPTIONS } from './sealing/audit-sealer';

/** The hash chain's sealer and audit retention, for the worker only. Tests override the options. */
@Module({
  providers: [
    AuditRepository,
    AuditSealer,
    AuditPruner,
    { provide: AUDIT_SEALER_OPTIONS, useValue: DEFAULT_AUDIT_SEALER_OPTIONS },
    { provide: AUDIT_PRUNER_OPTIONS, useValue: DEFAULT_AUDIT_PRUNER_OPTIONS },
  ],
  exports: [AuditSealer, AuditPruner],
})
export class AuditWorkerModule {}
