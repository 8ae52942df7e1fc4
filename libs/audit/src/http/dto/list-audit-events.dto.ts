import { DateTimeField, IntegerField, TextField, UuidField } from '@app/core';
import type { AuditRangeQuery, ListAuditEventsQuery } from '../../audit-events.service';

const FROM = 'Events at or after this instant. YYYY-MM-DDTHH:MM[:SS[.fraction]]Z';
const TO = 'Events before this instant. YYYY-MM-DDTHH:MM[:SS[.fraction]]Z';

/** GET /audit-events (docs/api/audit.md#get-audit-events): newest first, pages of up to 1000. */
export class ListAuditEventsDto implements ListAuditEventsQuery {
  @UuidField({ optional: true, description: 'Events whose actor.userId or actor.onBehalfOf is this user' }) actorId?: string;
  @UuidField({ optional: true, description: 'Events made with this API key' }) apiKeyId?: string;
  @TextField({ optional: true, min: 1, max: 100, description: 'candidate, application, api_key, ...' }) resourceType?: string;
  @TextField({ optional: true, min: 1, max: 100, description: "The resource's id (a candidate's id also matches its keyed hash)" }) resourceId?: string;
  @TextField({ optional: true, min: 1, max: 100, description: 'create, update, delete, read, search, export, auth_failed, move, ...' }) action?: string;
  @DateTimeField({ optional: true, description: FROM, example: '2026-11-01T00:00:00.000Z' }) from?: string;
  @DateTimeField({ optional: true, description: TO, example: '2026-12-01T00:00:00.000Z' }) to?: string;
  @TextField({ optional: true, min: 1, max: 200, description: 'The `nextCursor` of the previous page' }) cursor?: string;
  @IntegerField({ optional: true, min: 1, max: 1000, fromQuery: true, description: 'Page size, default 20, at most 1000' }) limit?: number;
}

/** GET /audit-events/export and /verify: the chain's stretch from the first event at or after `from` to the last before `to`. */
export class AuditRangeDto implements AuditRangeQuery {
  @DateTimeField({ optional: true, description: FROM, example: '2026-11-01T00:00:00.000Z' }) from?: string;
  @DateTimeField({ optional: true, description: TO, example: '2026-12-01T00:00:00.000Z' }) to?: string;
}
