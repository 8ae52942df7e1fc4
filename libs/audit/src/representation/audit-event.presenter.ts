import type { AuditEventBody } from '../domain/audit-event';
import type { AuditRow } from '../persistence/audit.repository';
import type { AuditEventResponse } from './audit-event-response.dto';

/** The event without its hash; with `resourceKey` when it was written with one (docs/adr/0076-audit-resource-key.md). */
export function auditEventBody(row: AuditRow): AuditEventBody {
  const body: AuditEventBody = {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actor: { userId: row.actorUserId, apiKeyId: row.actorApiKeyId, onBehalfOf: row.actorOnBehalfOf },
    ip: row.ip,
    method: row.method,
    route: row.route,
    status: row.status,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    changes: row.changes,
  };
  if (row.keyed) body.resourceKey = row.resourceKey;
  return body;
}

/** A sealed event as the API shows it (only sealed events are shown: docs/api/audit.md#the-hash-chain). */
export function presentAuditEvent(row: AuditRow): AuditEventResponse {
  return { ...auditEventBody(row), hash: row.hash as string };
}
