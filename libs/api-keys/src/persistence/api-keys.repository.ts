import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, runSql, sql, type PageQueryDto } from '@app/core';
import { ApiKeyEntity } from './api-key.entity';

/** An active key with its owner, as the authenticator caches it. */
export interface ActiveKeyRow {
  id: string;
  key_hash: string;
  scopes: string[];
  expires_at: Date | null;
  owner_id: string;
  owner_name: string;
  owner_role: string;
}

/** The api-keys context's queries that are more than one line. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  /** GET /api-keys: the owner's keys, or every key when `ownerId` is undefined. */
  list(ownerId: string | undefined, query: PageQueryDto): Promise<ApiKeyEntity[]> {
    const builder = this.keys.createQueryBuilder('k');
    if (ownerId !== undefined) builder.where('k.owner_id = :ownerId', { ownerId });
    return keysetPage(builder, 'k', query).getMany();
  }

  /** Serialises bootstrap-key creation across replicas until the transaction ends. */
  async lockBootstrap(tx: EntityManager): Promise<void> {
    await runSql(tx, sql`SELECT pg_advisory_xact_lock(4215002)`);
  }

  /** The unrevoked key with this hash or id of an active user, with its owner. */
  async findActiveWithOwner(db: EntityManager, by: 'key_hash' | 'id', value: string): Promise<ActiveKeyRow | undefined> {
    const rows = await runSql<ActiveKeyRow>(
      db,
      sql`SELECT k.id, k.key_hash, k.scopes, k.expires_at, u.id AS owner_id, u.name AS owner_name, u.role AS owner_role
           FROM api_keys k JOIN users u ON u.id = k.owner_id
          WHERE k.${sql.raw(by)} = ${value} AND k.revoked_at IS NULL AND u.active`,
    );
    return rows[0];
  }

  /** Revokes every unrevoked key of the user (a deactivation); the ids of those it revoked. */
  async revokeAllOf(tx: EntityManager, ownerId: string, at: Date): Promise<string[]> {
    const rows = await runSql<{ id: string }>(
      tx,
      sql`UPDATE api_keys SET revoked_at = ${at}, updated_at = ${at} WHERE owner_id = ${ownerId} AND revoked_at IS NULL RETURNING id`,
    );
    return rows.map((row) => row.id);
  }

  /** Stores the uses in one statement, skipping keys whose `last_used_at` is less than a minute older (another replica wrote it). */
  async recordLastUsed(db: EntityManager, keyIds: string[], usedAt: Date[]): Promise<void> {
    await runSql(
      db,
      sql`UPDATE api_keys k SET last_used_at = u.at
         FROM unnest(${keyIds}::uuid[], ${usedAt}::timestamptz[]) AS u(id, at)
        WHERE k.id = u.id AND (k.last_used_at IS NULL OR k.last_used_at <= u.at - interval '1 minute')`,
    );
  }
}
