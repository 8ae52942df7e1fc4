import { Module } from '@nestjs/common';
import { AUDIT_TRAIL } from '@app/core';
import { AUDIT_LOG_OPTIONS, AuditLog, DEFAULT_AUDIT_LOG_OPTIONS } from './audit-log';
import { AuditEventsService } from './audit-events.service';
import { AuditErasureService } from './audit-erasure.service';
import { AuditRepository } from './persistence/audit.repository';

/**
 * The audit log in the API: the trail core's hooks write through (AUDIT_TRAIL), its reads, and its part in
 * candidate erasure. Tests override AUDIT_LOG_OPTIONS.
 */
@Module({
  providers: [
    AuditRepository,
    AuditLog,
    AuditEventsService,
    AuditErasureService,
    { provide: AUDIT_TRAIL, useExisting: AuditLog },
    { provide: AUDIT_LOG_OPTIONS, useValue: DEFAULT_AUDIT_LOG_OPTIONS },
  ],
  exports: [AuditLog, AuditEventsService, AUDIT_TRAIL],
})
export class AuditModule {}
