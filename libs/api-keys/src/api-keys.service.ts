import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import {
  APP_CONFIG,
  assertAdminPower,
  ForbiddenError,
  hasScope,
  InvalidStateError,
  lockOption,
  newId,
  NotFoundError,
  pageLimit,
  REDIS,
  toPage,
  ValidationFailedError,
  type AppConfig,
  type Page,
  type PageQueryDto,
  type Principal,
  type RowLock,
  parseIsoUtcDateTime,
} from '@app/core';
import { UsersService } from '@app/users';
import { generateApiKey, hashApiKey, visibleParts, type KeyEnvironment } from './domain/api-key-format';
import type { ApiKeyResponse, RotatedApiKeyResponse } from './representation/api-key-response.dto';
import { presentApiKey } from './representation/api-key.presenter';
import { ApiKeyAuthenticator } from './auth/api-key.authenticator';
import { keyInvalidationChannel } from './auth/key-cache-invalidation';
import { ApiKeyEntity } from './persistence/api-key.entity';
import { ApiKeysRepository } from './persistence/api-keys.repository';
import type { CreateApiKeyInput } from './representation/api-key-requests';

interface NewKey {
  ownerId: string;
  name: string;
  environment: KeyEnvironment;
  scopes: string[];
  expiresAt: Date | null;
}

@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    private readonly repository: ApiKeysRepository,
    private readonly users: UsersService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly authenticator: ApiKeyAuthenticator,
  ) {}

  async create(caller: Principal, dto: CreateApiKeyInput): Promise<ApiKeyResponse> {
    const expiresAt = dto.expiresAt ? parseIsoUtcDateTime(dto.expiresAt) : null;
    if (expiresAt !== null && expiresAt.getTime() <= Date.now()) throw ValidationFailedError.body('expiresAt', 'expiresAt must be in the future');
    assertCanGrant(caller, dto.scopes);
    const ownerId = dto.ownerId ?? caller.actor.id;
    assertActsFor(caller, ownerId, 'create keys for');
    if (!(await this.users.namesOf(this.dataSource.manager, [ownerId])).has(ownerId))
      throw ValidationFailedError.body('ownerId', `ownerId ${ownerId} is not a user`);
    if ((await this.users.inactiveAmong(this.dataSource.manager, [ownerId])).has(ownerId))
      throw ValidationFailedError.body('ownerId', `ownerId ${ownerId} is a deactivated user: reactivate them first`);
    const { entity, secret } = await this.dataSource.transaction((tx) =>
      this.insertKey(tx, { ownerId, name: dto.name, environment: dto.environment, scopes: dto.scopes, expiresAt }),
    );
    return presentApiKey(entity, secret);
  }

  /** The caller's user's keys; every user's for a `*` key (docs/adr/0010-api-key-scopes-and-reach.md). */
  async list(caller: Principal, query: PageQueryDto): Promise<Page<ApiKeyResponse>> {
    const rows = await this.repository.list(seesEveryKey(caller) ? undefined : caller.actor.id, query);
    return toPage(rows, pageLimit(query), (row) => presentApiKey(row));
  }

  /** Another user's key is 404 unless the caller holds `*`, as if it did not exist. */
  async get(caller: Principal, id: string): Promise<ApiKeyResponse> {
    return presentApiKey(await this.findOrFail(this.keys.manager, caller, id));
  }

  async revoke(caller: Principal, id: string): Promise<ApiKeyResponse> {
    const revoked = await this.dataSource.transaction(async (tx) => {
      const key = await this.lockActive(tx, caller, id);
      assertManages(caller, key.ownerId);
      key.revokedAt = key.updatedAt = new Date();
      await tx.update(ApiKeyEntity, { id }, { revokedAt: key.revokedAt, updatedAt: key.updatedAt });
      return key;
    });
    await this.announceChange(id);
    return presentApiKey(revoked);
  }

  /** POST /api-keys/{id}/rotate: a new key with the same properties; the old one stops working at once. */
  async rotate(caller: Principal, id: string): Promise<RotatedApiKeyResponse> {
    const { entity, secret } = await this.dataSource.transaction(async (tx) => {
      const old = await this.lockActive(tx, caller, id);
      assertManages(caller, old.ownerId);
      assertCanGrant(caller, old.scopes);
      const now = new Date();
      await tx.update(ApiKeyEntity, { id }, { revokedAt: now, updatedAt: now });
      return this.insertKey(tx, { ownerId: old.ownerId, name: old.name, environment: old.environment, scopes: old.scopes, expiresAt: old.expiresAt });
    });
    await this.announceChange(id);
    return { replacedKeyId: id, apiKey: presentApiKey(entity, secret), key: secret };
  }

  /**
   * BOOTSTRAP_API_KEY (docs/api/auth.md#the-first-key): creates a secret key with exactly this value, owned by "Admin",
   * when no key has this value. A revoked or expired one stays so: an operator who revoked it sets
   * a new value (docs/operations.md), which creates a new key.
   */
  async ensureBootstrapKey(value: string): Promise<void> {
    const keyHash = hashApiKey(value);
    await this.dataSource.transaction(async (tx) => {
      // Replicas starting together must not create two Admin users or two keys.
      await this.repository.lockBootstrap(tx);
      const existing = await tx.findOneBy(ApiKeyEntity, { keyHash });
      if (existing === null) {
        const admin = await this.users.ensureAdmin(tx);
        await this.saveKey(tx, value, {
          ownerId: admin.id,
          name: 'Bootstrap key',
          environment: value.startsWith('ats_test_') ? 'test' : 'live',
          scopes: ['*'],
          expiresAt: null,
        });
      } else if (existing.revokedAt !== null || (existing.expiresAt !== null && existing.expiresAt <= new Date())) {
        this.logger.warn(
          `BOOTSTRAP_API_KEY names key ${existing.id}, which was revoked or has expired: it stays so; ` +
            'set BOOTSTRAP_API_KEY to a new value to create a new full-access key',
        );
      }
    });
  }

  private async insertKey(tx: EntityManager, key: NewKey): Promise<{ entity: ApiKeyEntity; secret: string }> {
    const secret = generateApiKey(key.environment);
    return { entity: await this.saveKey(tx, secret, key), secret };
  }

  private async saveKey(tx: EntityManager, secret: string, key: NewKey): Promise<ApiKeyEntity> {
    const now = new Date();
    const entity = tx.create(ApiKeyEntity, {
      id: newId(),
      ...key,
      type: key.scopes.includes('*') ? 'secret' : 'restricted',
      ...visibleParts(secret),
      keyHash: hashApiKey(secret),
      revokedAt: null,
      lastUsedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(ApiKeyEntity, entity);
    return entity;
  }

  /** Another user's key is 404 unless the caller holds `*`, for reads and writes alike: nothing about it (its scopes included) leaks. */
  private async findOrFail(tx: EntityManager, caller: Principal, id: string, lock?: RowLock): Promise<ApiKeyEntity> {
    const key = await tx.findOne(ApiKeyEntity, { where: { id }, lock: lockOption(lock) });
    if (key === null || (key.ownerId !== caller.actor.id && !seesEveryKey(caller))) throw new NotFoundError('API key', id);
    return key;
  }

  private async lockActive(tx: EntityManager, caller: Principal, id: string): Promise<ApiKeyEntity> {
    const key = await this.findOrFail(tx, caller, id, 'update');
    if (key.revokedAt !== null) throw new InvalidStateError(`API key ${id} is revoked`, 'revoked', ['active']);
    return key;
  }

  /** Every replica drops its cached copy of the key before its next request. */
  private async announceChange(keyId: string): Promise<void> {
    this.authenticator.forget(keyId);
    await this.redis.publish(keyInvalidationChannel(this.config.queuePrefix), keyId).catch((error: Error) => {
      this.logger.error(`Could not announce the change of key ${keyId}: ${error.message}`);
    });
  }
}

/** Only a `*` key reads the keys of every user (a key's prefix and scopes are no one else's business). */
function seesEveryKey(caller: Principal): boolean {
  return hasScope(caller.scopes, '*');
}

/**
 * Only a `*` key whose user is an admin manages the keys of another user (a key acts as its owner, so a key for an admin
 * is admin power: docs/api/auth.md#admin-power). A non-admin's `*` key manages its own user's keys only.
 */
function assertActsFor(caller: Principal, ownerId: string, action: string): void {
  if (ownerId !== caller.actor.id && !seesEveryKey(caller)) throw new ForbiddenError('*', `Only a key with scope * can ${action} another user`);
  assertManages(caller, ownerId);
}

function assertManages(caller: Principal, ownerId: string): void {
  if (ownerId !== caller.actor.id) assertAdminPower(caller.role, "Only a key whose user is an admin may create, rotate or revoke another user's keys");
}

/** A key can hand out only the scopes it holds itself. */
function assertCanGrant(caller: Principal, scopes: readonly string[]): void {
  const missing = scopes.find((scope) => !hasScope(caller.scopes, scope));
  if (missing !== undefined) throw new ForbiddenError(missing, `This API key cannot grant the scope ${missing}, which it does not hold`);
}
