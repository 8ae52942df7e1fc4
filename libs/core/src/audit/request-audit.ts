import type { EntityManager } from 'typeorm';
import type { Sql } from '../database/sql';
import type { Principal } from '../auth/principal';
import { clearScopeField, currentRequestScope, outsideRequestScope, withScopeField } from '../http/request-scope';

/** What the audit log records of one request (docs/api/audit.md); the audit context decides the rest (action, resource). */
export interface RequestAudit {
  method: string;
  /** The route template, `/api/v1/candidates/{id}`; null when no route matched. */
  route: string | null;
  ip: string | null;
  /** Null for a failed authentication. */
  principal: Principal | null;
  /** The path's parameters by name. */
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, unknown>>;
  /** The names of the body fields written (never their values). */
  changes: readonly string[];
  status: number;
  /** The first event's resource id recorded by the request's write: the new resource's id on a create. */
  createdId: string | null;
  /** The first entity the request's write inserted through TypeORM: the new resource's id when the write records no event. */
  insertedId: string | null;
  /** Whether a transaction of the request has committed its audit event already. */
  recorded: boolean;
  /** Set on the one event of a client's authentications refused beyond AUTH_FAILURES_PER_MINUTE: how many were refused. */
  refusedAuthentications?: number;
}

/**
 * The audit log, implemented by the audit context (core names none): writes are recorded in their
 * own transaction, reads, exports and failed authentications after the response, batched.
 */
export interface AuditTrail {
  /** Inside the write's transaction, just before it commits. */
  recordWrite(tx: EntityManager, audit: RequestAudit): Promise<void>;
  /**
   * The INSERT of a write's event, for a write that is one statement (EventRecorder.recordWith): it becomes part of
   * that statement, so the event commits with the write in one round trip. Null when the log records nothing for it.
   * Its text is the same for every write (only its values differ): the statement is prepared.
   */
  writeStatement(audit: RequestAudit): Sql | null;
  /** After a response: records it when it is a read of personal data, an export or a failed authentication; never throws. */
  recordAfterResponse(audit: RequestAudit): void;
}

export const AUDIT_TRAIL = Symbol('AUDIT_TRAIL');

/** Runs a write request's work in its audit scope (a field of the request's scope), which the commit hook reads in whatever transaction the work opens. */
export function enterAuditScope<T>(audit: RequestAudit, work: () => T): T {
  return withScopeField('auditedWrite', audit, work);
}

export function leaveAuditScope(): void {
  clearScopeField('auditedWrite');
}

/** Runs `work` (e.g. creating a timer) outside any request's scope: background work must never be audited as the request's write. */
export function withoutAuditScope<T>(work: () => T): T {
  return outsideRequestScope(work);
}

/** The audit scope of the write request whose work is running, if any. */
export function currentAuditScope(): RequestAudit | undefined {
  return currentRequestScope()?.auditedWrite;
}

/** Notes the first entity a write inserted (AuditCommitHook's afterInsert). */
export function noteInsertedResource(id: unknown): void {
  const audit = currentAuditScope();
  if (audit !== undefined && audit.insertedId === null && typeof id === 'string') audit.insertedId = id;
}

/** Notes a field a write changed that its body names otherwise (SCIM's role, inside its extension). */
export function noteAuditedChange(field: string): void {
  const audit = currentAuditScope();
  if (audit !== undefined && !audit.changes.includes(field)) audit.changes = [...audit.changes, field];
}

/** Notes the resource a write's event names: the new resource's id on a create (EventRecorder calls it). */
export function noteAuditedResource(resourceId: string): void {
  const audit = currentAuditScope();
  if (audit !== undefined && audit.createdId === null) audit.createdId = resourceId;
}
