import { createHash } from 'node:crypto';
import type { AuditActor } from './audit-actor';
import { canonicalJson } from './canonical-json';

/** An audit event as the API shows it, without its hash (docs/api/audit.md). */
export interface AuditEventBody {
  id: string;
  occurredAt: string;
  actor: AuditActor;
  ip: string | null;
  method: string;
  route: string | null;
  status: number;
  action: string;
  resourceType: string | null;
  resourceId: string | null;
  /**
   * What the chain covers instead of `resourceId` (docs/adr/0076-audit-resource-key.md): a candidate's keyed hash,
   * else equal to `resourceId`. Absent on events written before it existed, whose chain covers `resourceId`.
   */
  resourceKey?: string | null;
  changes: string[];
}

/** The hash before the first event (docs/adr/0072-audit-chain.md). */
export const GENESIS_HASH = '0'.repeat(64);

/** What the chain covers of an event: all of it but `hash`, and but `resourceId` where it carries `resourceKey` (which erasure does not change). */
export function chainedPart(event: AuditEventBody): Omit<AuditEventBody, 'resourceId'> & { resourceId?: string | null } {
  if (!('resourceKey' in event)) return event;
  const { resourceId: _shown, ...covered } = event;
  return covered;
}

/** Lowercase hex SHA-256 of the previous event's hash followed by the RFC 8785 canonical JSON of the event's chained part. */
export function chainHash(previousHash: string, event: AuditEventBody): string {
  return createHash('sha256')
    .update(previousHash + canonicalJson(chainedPart(event) as unknown as Parameters<typeof canonicalJson>[0]), 'utf8')
    .digest('hex');
}
