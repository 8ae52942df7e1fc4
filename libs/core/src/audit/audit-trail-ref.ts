import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AUDIT_TRAIL, type AuditTrail } from './request-audit';

/** The installation's audit trail, looked up once: absent when no context provides AUDIT_TRAIL. */
@Injectable()
export class AuditTrailRef {
  private resolved = false;
  private trail: AuditTrail | undefined;

  constructor(private readonly modules: ModuleRef) {}

  get(): AuditTrail | undefined {
    if (!this.resolved) {
      try {
        this.trail = this.modules.get<AuditTrail>(AUDIT_TRAIL, { strict: false });
      } catch {
        this.trail = undefined;
      }
      this.resolved = true;
    }
    return this.trail;
  }
}
