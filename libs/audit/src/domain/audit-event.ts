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
  changes: string[];
}

/** The hash before the first event (docs/adr/0072-audit-chain.md). */
export const GENESIS_HASH = '0'.repeat(64);

/** Lowercase hex SHA-256 of the previous event's hash followed by the event's RFC 8785 canonical JSON without `hash`. */
export function chainHash(previousHash: string, event: AuditEventBody): string {
  return createHash('sha256')
    .update(previousHash + canonicalJson(event as unknown as Parameters<typeof canonicalJson>[0]), 'utf8')
    .digest('hex');
}
