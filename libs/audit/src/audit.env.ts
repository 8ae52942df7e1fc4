import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { toBool, toInt } from '@app/core';

/** The audit log's settings (docs/operations.md "Audit log"). */
export class AuditEnvironment {
  /** Days an audit event is kept; the worker's pruner deletes older ones from the start of the chain. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(36500)
  AUDIT_RETENTION_DAYS = 400;

  /** Whether reads of personal data are recorded. Only for measuring their cost (scripts/bench-audit.js): §15 requires them. */
  @Transform(toBool)
  @IsBoolean({ message: 'must be true or false' })
  AUDIT_READS = true;

  /** The key of candidates' pseudonyms in audit events (docs/adr/0073-audit-erasure.md); default: a random key the migration stored in the database. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'must be at least 32 characters long' })
  AUDIT_PSEUDONYM_KEY?: string;
}
