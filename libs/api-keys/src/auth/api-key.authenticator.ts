import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, type Authenticator, type Principal } from '@app/core';
import { hashApiKey } from '../domain/api-key-format';
import { keyInvalidationChannel } from './key-cache-invalidation';
import { LastUsedRecorder } from './last-used.recorder';

interface CachedKey {
  principal: Principal;
  expiresAt: number | null;
  cachedAt: number;
}

/** A safety net only: revocation reaches every replica through Redis long before this. */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * Resolves bearer tokens to principals without a database query per request: active keys are
 * cached in process and dropped on every replica when a key changes (Redis pub/sub). While the
 * subscription is down, nothing is served from the cache.
 */
@Injectable()
export class ApiKeyAuthenticator implements Authenticator, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ApiKeyAuthenticator.name);
  private readonly cache = new Map<string, CachedKey>();
  private subscriber: Redis | undefined;
  private listening = false;
  /** Bumped by every invalidation: a lookup that started before one must not fill the cache. */
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lastUsed: LastUsedRecorder,
  ) {}

  async onModuleInit(): Promise<void> {
    const channel = keyInvalidationChannel(this.config.queuePrefix);
    this.subscriber = new Redis(this.config.redisUrl, { connectionName: 'ats-key-invalidation', maxRetriesPerRequest: null });
    this.subscriber.on('ready', () => {
      this.subscriber?.subscribe(channel).then(
        () => this.setListening(true),
        (error: Error) => this.logger.error(`Cannot subscribe to ${channel}: ${error.message}`),
      );
    });
    this.subscriber.on('close', () => this.setListening(false));
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, keyId: string) => this.forget(keyId));
  }

  async onApplicationShutdown(): Promise<void> {
    this.setListening(false);
    this.subscriber?.disconnect();
  }

  async authenticate(token: string): Promise<Principal | null> {
    const keyHash = hashApiKey(token);
    const now = Date.now();
    let entry = this.listening ? this.cache.get(keyHash) : undefined;
    if (entry === undefined || now - entry.cachedAt > CACHE_TTL_MS) {
      const generation = this.generation;
      entry = await this.load(keyHash, now);
      if (entry === undefined) return null;
      if (this.listening && generation === this.generation) this.remember(keyHash, entry);
    }
    if (entry.expiresAt !== null && entry.expiresAt <= now) return null;
    this.lastUsed.touch(entry.principal.keyId, now);
    return entry.principal;
  }

  /** Drops a key from this replica's cache. */
  forget(keyId: string): void {
    this.generation++;
    for (const [hash, entry] of this.cache) if (entry.principal.keyId === keyId) this.cache.delete(hash);
  }

  private setListening(listening: boolean): void {
    this.generation++;
    this.cache.clear();
    this.listening = listening;
  }

  private remember(keyHash: string, entry: CachedKey): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(keyHash, entry);
  }

  private async load(keyHash: string, now: number): Promise<CachedKey | undefined> {
    const rows: Array<{ id: string; scopes: string[]; expires_at: Date | null; owner_id: string; owner_name: string }> = await this.dataSource.query(
      `SELECT k.id, k.scopes, k.expires_at, u.id AS owner_id, u.name AS owner_name
         FROM api_keys k JOIN users u ON u.id = k.owner_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [keyHash],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return {
      principal: { keyId: row.id, scopes: row.scopes, actor: { id: row.owner_id, name: row.owner_name } },
      expiresAt: row.expires_at?.getTime() ?? null,
      cachedAt: now,
    };
  }
}
