import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type QueryRunner } from 'typeorm';

/** How long a key is remembered (CONTRACT §1). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * How long a request holds its key before another request with the same key may take over, when
 * the first one's process died before committing anything. A request still running past it is
 * fenced off: its commit fails instead of running the work a second time.
 */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/** One request's hold on an idempotency key. */
export interface IdempotencyClaim {
  apiKeyId: string;
  key: string;
  fingerprint: string;
  method: string;
  path: string;
  /** Unique to this request: only the holder of the current token may commit work under the key. */
  token: string;
}

export interface StoredKey {
  fingerprint: string;
  responseStatus: number | null;
  responseBody: string | null;
  committed: boolean;
  leaseExpired: boolean;
}

const KEY = 'api_key_id = $1 AND idempotency_key = $2';

/** The `idempotency_keys` table; every statement is one round trip and safe under concurrency. */
@Injectable()
export class IdempotencyStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes the key for this request: a new key, an expired one, or one whose holder died before
   * committing anything (same request only). The conflicting row is locked while this decides, so
   * a holder committing at that moment wins. True when the key is now this request's.
   */
  async tryClaim(claim: IdempotencyClaim): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys AS k (api_key_id, idempotency_key, fingerprint, request_method, request_path, lease_token, locked_until, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 millisecond', now(), now() + $8 * interval '1 hour')
       ON CONFLICT (api_key_id, idempotency_key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, request_method = EXCLUDED.request_method, request_path = EXCLUDED.request_path,
              lease_token = EXCLUDED.lease_token, locked_until = EXCLUDED.locked_until, committed_at = NULL,
              response_status = NULL, response_body = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE k.expires_at <= now()
           OR (k.fingerprint = EXCLUDED.fingerprint AND k.response_status IS NULL AND k.committed_at IS NULL AND k.locked_until <= now())
       RETURNING 1`,
      [claim.apiKeyId, claim.key, claim.fingerprint, claim.method, claim.path, claim.token, IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_HOURS],
    );
    return rows.length === 1;
  }

  async find(apiKeyId: string, key: string): Promise<StoredKey | undefined> {
    const rows: Array<{ fingerprint: string; response_status: number | null; response_body: string | null; committed: boolean; lease_expired: boolean }> = await this.dataSource.query(
      `SELECT fingerprint, response_status, response_body, committed_at IS NOT NULL AS committed, locked_until <= now() AS lease_expired
         FROM idempotency_keys WHERE ${KEY} AND expires_at > now()`,
      [apiKeyId, key],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return { fingerprint: row.fingerprint, responseStatus: row.response_status, responseBody: row.response_body, committed: row.committed, leaseExpired: row.lease_expired };
  }

  /**
   * Inside the transaction of the work: records that the work committed, atomically with it.
   * False when this request no longer holds the key (its lease ran out and another took over).
   */
  async markCommitted(queryRunner: QueryRunner, claim: IdempotencyClaim): Promise<boolean> {
    const result = await queryRunner.query(
      `UPDATE idempotency_keys SET committed_at = coalesce(committed_at, now()) WHERE ${KEY} AND lease_token = $3`,
      [claim.apiKeyId, claim.key, claim.token],
      true,
    );
    return (result as { affected?: number }).affected === 1;
  }

  /** Stores the first response, which every later request with the key and the same body gets. */
  async complete(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
    await this.dataSource.query(`UPDATE idempotency_keys SET response_status = $4, response_body = $5 WHERE ${KEY} AND lease_token = $3`, [
      claim.apiKeyId,
      claim.key,
      claim.token,
      status,
      body,
    ]);
  }

  /** Forgets a key whose request failed without changing anything, so that it can be retried. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE ${KEY} AND lease_token = $3 AND committed_at IS NULL`, [claim.apiKeyId, claim.key, claim.token]);
  }

  /** Deletes up to `batch` expired keys; replicas running it together skip each other's rows. */
  async purgeExpired(batch = 5000): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE (api_key_id, idempotency_key) IN (
         SELECT api_key_id, idempotency_key FROM idempotency_keys WHERE expires_at <= now() LIMIT $1 FOR UPDATE SKIP LOCKED)`,
      [batch],
    );
    return Number((result as [unknown, number])[1] ?? 0);
  }
}
