import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type Actor, type AppConfig, type Authenticator, type Principal } from '@app/core';
import { userChangeChannel, UsersService } from '@app/users';
import { hashApiKey } from '../domain/api-key-format';
import { keyInvalidationChannel } from './key-cache-invalidation';
import { ApiKeysRepository } from '../persistence/api-keys.repository';
import { LastUsedRecorder } from './last-used.recorder';

interface CachedKey {
  principal: Principal;
  expiresAt: number | null;
  cachedAt: number;
}

interface CachedUser {
  actor: Actor;
  role: string;
  cachedAt: number;
}

/** A safety net only: revocation reaches every replica through Redis long before this. */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;
/** Users acted for (On-Behalf-Of): few per installation. */
const USER_CACHE_MAX_ENTRIES = 1_000;

/**
 * Resolves bearer tokens to principals without a database query per request: active keys are
 * cached in process and dropped on every replica when a key or its user changes (Redis pub/sub).
 * So are the users On-Behalf-Of names. While the subscription is down, nothing is served from the cache.
 */
@Injectable()
export class ApiKeyAuthenticator implements Authenticator, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ApiKeyAuthenticator.name);
  private readonly cache = new Map<string, CachedKey>();
  /** The cache's key hash of each cached key id, so isActive finds an entry without scanning. */
  private readonly hashByKeyId = new Map<string, string>();
  /** Active users acted for, by id; an absent user is not cached (a user created a moment later must be found). */
  private readonly users = new Map<string, CachedUser>();
  private subscriber: Redis | undefined;
  private listening = false;
  /** Bumped by every invalidation: a lookup that started before one must not fill the cache. */
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lastUsed: LastUsedRecorder,
    private readonly repository: ApiKeysRepository,
    private readonly usersService: UsersService,
  ) {}

  async onModuleInit(): Promise<void> {
    const channel = keyInvalidationChannel(this.config.queuePrefix);
    const usersChannel = userChangeChannel(this.config.queuePrefix);
    this.subscriber = new Redis(this.config.redisUrl, { connectionName: 'ats-key-invalidation', maxRetriesPerRequest: null });
    this.subscriber.on('ready', () => {
      this.subscriber?.subscribe(channel, usersChannel).then(
        () => this.setListening(true),
        (error: Error) => this.logger.error(`Cannot subscribe to ${channel} and ${usersChannel}: ${error.message}`),
      );
    });
    this.subscriber.on('close', () => this.setListening(false));
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (from: string, id: string) => (from === usersChannel ? this.forgetUser(id) : this.forget(id)));
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
      entry = (await this.load('key_hash', keyHash, now))?.entry;
      if (entry === undefined) return null;
      if (this.listening && generation === this.generation) this.remember(keyHash, entry);
    }
    if (entry.expiresAt !== null && entry.expiresAt <= now) return null;
    this.lastUsed.touch(entry.principal.keyId, now);
    return entry.principal;
  }

  /** The cache answers while it is fresh and revocations reach it; otherwise one query by id, which fills the cache. */
  async isActive(keyId: string): Promise<boolean> {
    const now = Date.now();
    const cachedHash = this.listening ? this.hashByKeyId.get(keyId) : undefined;
    let entry = cachedHash === undefined ? undefined : this.cache.get(cachedHash);
    if (entry === undefined || now - entry.cachedAt > CACHE_TTL_MS) {
      const generation = this.generation;
      const loaded = await this.load('id', keyId, now);
      if (loaded === undefined) return false;
      entry = loaded.entry;
      if (this.listening && generation === this.generation) this.remember(loaded.keyHash, entry);
    }
    return entry.expiresAt === null || entry.expiresAt > now;
  }

  /** The key's principal acting as the active user `userId`; the key's own user stays as `keyOwner`. */
  async actFor(principal: Principal, userId: string): Promise<Principal | null> {
    if (userId === principal.actor.id) return principal;
    const now = Date.now();
    let user = this.listening ? this.users.get(userId) : undefined;
    if (user === undefined || now - user.cachedAt > CACHE_TTL_MS) {
      const generation = this.generation;
      const found = await this.usersService.activeUser(userId);
      if (found === null) return null;
      user = { actor: { id: found.id, name: found.name }, role: found.role, cachedAt: now };
      if (this.listening && generation === this.generation) {
        if (this.users.size >= USER_CACHE_MAX_ENTRIES) this.users.delete(this.users.keys().next().value as string);
        this.users.set(userId, user);
      }
    }
    return { ...principal, actor: user.actor, role: user.role, keyOwner: principal.actor };
  }

  /** Drops a user (acted for, or owning cached keys: their name and role are in the principal) from this replica's caches. */
  forgetUser(userId: string): void {
    this.generation++;
    this.users.delete(userId);
    for (const [keyHash, entry] of this.cache) {
      if (entry.principal.actor.id !== userId) continue;
      this.cache.delete(keyHash);
      this.hashByKeyId.delete(entry.principal.keyId);
    }
  }

  /** Drops a key from this replica's cache. */
  forget(keyId: string): void {
    this.generation++;
    const keyHash = this.hashByKeyId.get(keyId);
    if (keyHash !== undefined) this.cache.delete(keyHash);
    this.hashByKeyId.delete(keyId);
  }

  private setListening(listening: boolean): void {
    this.generation++;
    this.cache.clear();
    this.hashByKeyId.clear();
    this.users.clear();
    this.listening = listening;
  }

  private remember(keyHash: string, entry: CachedKey): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const [oldestHash, oldest] = this.cache.entries().next().value as [string, CachedKey];
      this.cache.delete(oldestHash);
      this.hashByKeyId.delete(oldest.principal.keyId);
    }
    this.cache.set(keyHash, entry);
    this.hashByKeyId.set(entry.principal.keyId, keyHash);
  }

  private async load(by: 'key_hash' | 'id', value: string, now: number): Promise<{ keyHash: string; entry: CachedKey } | undefined> {
    const row = await this.repository.findActiveWithOwner(this.dataSource.manager, by, value);
    if (row === undefined) return undefined;
    const entry: CachedKey = {
      principal: { keyId: row.id, scopes: row.scopes, actor: { id: row.owner_id, name: row.owner_name }, role: row.owner_role, keyOwner: null },
      expiresAt: row.expires_at?.getTime() ?? null,
      cachedAt: now,
    };
    return { keyHash: row.key_hash, entry };
  }
}
