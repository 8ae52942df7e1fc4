import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type QueryRunner } from 'typeorm';
import { SecretCipher } from '../crypto/secret-cipher';
import { runSql, runSqlCount, sql, type Sql } from '../database/sql';

/** How long a key is remembered (docs/api/wire-rules.md#idempotency). */
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

/** The first response to a key: its body, or why it cannot be replayed (the work still must not run again). */
export type StoredResponse = { status: number; body: string } | { status: number; body: undefined; unavailable: 'not_stored' | 'undecryptable' };

export interface StoredKey {
  fingerprint: string;
  /** Undefined until the holder has stored its response. */
  response: StoredResponse | undefined;
  committed: boolean;
  leaseExpired: boolean;
}

interface KeyRow {
  fingerprint: string;
  lease_token: string;
  response_status: number | null;
  response_body: string | null;
  response_ciphertext: string | null;
  committed: boolean;
  lease_expired: boolean;
}

/** The key's row. */
const keyIs = (apiKeyId: string, key: string): Sql => sql`api_key_id = ${apiKeyId} AND idempotency_key = ${key}`;

/**
 * Binds a stored response to the request that wrote it (additional authenticated data): a
 * ciphertext copied onto another key, or left from an expired use of this one, does not decrypt.
 */
const responseOwner = (apiKeyId: string, leaseToken: string, key: string) => `idempotency:${apiKeyId}:${leaseToken}:${key}`;

/**
 * The `idempotency_keys` table; every statement is one round trip and safe under concurrency.
 * Responses are stored encrypted (AES-256-GCM under ENCRYPTION_KEY): some carry secrets shown
 * once. Without ENCRYPTION_KEY only their status is kept, and a retry is refused rather than run again.
 */
@Injectable()
export class IdempotencyStore implements OnModuleInit {
  private readonly logger = new Logger(IdempotencyStore.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: SecretCipher,
  ) {}

  onModuleInit(): void {
    if (!this.cipher.available) {
      this.logger.warn(
        'ENCRYPTION_KEY is not set: responses to POSTs with an Idempotency-Key are not stored, so their retries get 409 CONFLICT instead of a replay',
      );
    }
  }

  /**
   * Takes the key for this request: a new key, an expired one, or one whose holder died before
   * committing anything (same request only). The conflicting row is locked while this decides, so
   * a holder committing at that moment wins. True when the key is now this request's.
   */
  async tryClaim(claim: IdempotencyClaim): Promise<boolean> {
    const rows = await runSql(
      this.dataSource,
      sql`INSERT INTO idempotency_keys AS k
              (api_key_id, idempotency_key, fingerprint, request_method, request_path, lease_token, locked_until, created_at, expires_at)
       VALUES (${claim.apiKeyId}, ${claim.key}, ${claim.fingerprint}, ${claim.method}, ${claim.path}, ${claim.token},
               now() + ${IDEMPOTENCY_LEASE_MS} * interval '1 millisecond', now(), now() + ${IDEMPOTENCY_TTL_HOURS} * interval '1 hour')
       ON CONFLICT (api_key_id, idempotency_key) DO UPDATE
          SET fingerprint = EXCLUDED.fingerprint, request_method = EXCLUDED.request_method, request_path = EXCLUDED.request_path,
              lease_token = EXCLUDED.lease_token, locked_until = EXCLUDED.locked_until, committed_at = NULL,
              response_status = NULL, response_body = NULL, response_ciphertext = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE k.expires_at <= now()
           OR (k.fingerprint = EXCLUDED.fingerprint AND k.response_status IS NULL AND k.committed_at IS NULL AND k.locked_until <= now())
       RETURNING 1`,
    );
    return rows.length === 1;
  }

  async find(apiKeyId: string, key: string): Promise<StoredKey | undefined> {
    const rows = await runSql<KeyRow>(
      this.dataSource,
      sql`SELECT fingerprint, lease_token, response_status, response_body, response_ciphertext,
              committed_at IS NOT NULL AS committed, locked_until <= now() AS lease_expired
         FROM idempotency_keys WHERE ${keyIs(apiKeyId, key)} AND expires_at > now()`,
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return { fingerprint: row.fingerprint, response: this.storedResponse(row, apiKeyId, key), committed: row.committed, leaseExpired: row.lease_expired };
  }

  /**
   * Inside the transaction of the work: records that the work committed, atomically with it.
   * False when this request no longer holds the key (its lease ran out and another took over).
   */
  async markCommitted(queryRunner: QueryRunner, claim: IdempotencyClaim): Promise<boolean> {
    const marked = await runSqlCount(
      queryRunner,
      sql`UPDATE idempotency_keys SET committed_at = coalesce(committed_at, now()) WHERE ${keyIs(claim.apiKeyId, claim.key)} AND lease_token = ${claim.token}`,
    );
    return marked === 1;
  }

  /** Stores the first response, which every later request with the key and the same body gets. */
  async complete(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
    const ciphertext = this.cipher.available ? this.cipher.encrypt(body, responseOwner(claim.apiKeyId, claim.token, claim.key)) : null;
    await runSql(
      this.dataSource,
      sql`UPDATE idempotency_keys SET response_status = ${status}, response_ciphertext = ${ciphertext}
           WHERE ${keyIs(claim.apiKeyId, claim.key)} AND lease_token = ${claim.token}`,
    );
  }

  /** Forgets a key whose request failed without changing anything, so that it can be retried. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await runSql(
      this.dataSource,
      sql`DELETE FROM idempotency_keys WHERE ${keyIs(claim.apiKeyId, claim.key)} AND lease_token = ${claim.token} AND committed_at IS NULL`,
    );
  }

  private storedResponse(row: KeyRow, apiKeyId: string, key: string): StoredResponse | undefined {
    const status = row.response_status;
    if (status === null) return undefined;
    // Written in clear by the version before encryption (rows of the last 24 h, or a replica still rolling out).
    if (row.response_body !== null) return { status, body: row.response_body };
    if (row.response_ciphertext === null) return { status, body: undefined, unavailable: 'not_stored' };
    try {
      return { status, body: this.cipher.decrypt(row.response_ciphertext, responseOwner(apiKeyId, row.lease_token, key)) };
    } catch {
      return { status, body: undefined, unavailable: 'undecryptable' };
    }
  }

  /** Deletes up to `batch` expired keys; replicas running it together skip each other's rows. */
  async purgeExpired(batch = 5000): Promise<number> {
    return runSqlCount(
      this.dataSource,
      sql`DELETE FROM idempotency_keys WHERE (api_key_id, idempotency_key) IN (
         SELECT api_key_id, idempotency_key FROM idempotency_keys WHERE expires_at <= now() LIMIT ${batch} FOR UPDATE SKIP LOCKED)`,
    );
  }
}
