export * from './audit.context';
export * from './audit.env';

export * from './audit.module';
export * from './audit-http.module';
export * from './audit-worker.module';
export * from './audit-log';
export * from './audit-events.service';
export * from './retention/audit-pruner';
export * from './sealing/audit-sealer';
export { AuditRepository } from './persistence/audit.repository';
export { canonicalJson } from './domain/canonical-json';
export { chainHash, GENESIS_HASH, type AuditEventBody } from './domain/audit-event';
