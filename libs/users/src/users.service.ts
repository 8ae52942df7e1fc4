import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { In, Repository, type EntityManager } from 'typeorm';
import {
  APP_CONFIG,
  assertAdminPower,
  ConflictError,
  EventRecorder,
  InvalidStateError,
  lockOption,
  newId,
  noteAuditedChange,
  NotFoundError,
  pageLimit,
  REDIS,
  toPage,
  uniqueViolation,
  type Actor,
  type AppConfig,
  type Page,
  type PageQueryDto,
  type Principal,
} from '@app/core';
import type { UserResponse } from './representation/user-response.dto';
import { presentUser } from './representation/user.presenter';
import { UserEntity } from './persistence/user.entity';
import { UsersRepository } from './persistence/users.repository';
import type { CreateUserInput, ReplaceUserInput, UpdateUserInput } from './representation/user-requests';
import { userChangeChannel, UserFollowers } from './user-followers';

export const ADMIN_EMAIL = 'admin@ats.invalid';

/** Who writes users: the acting user (their own role decides admin power, docs/api/auth.md#admin-power). */
export type UserWriter = Pick<Principal, 'actor' | 'role'>;

/** The installation's operator running a command (the demo seed): holds admin power. */
export const OPERATOR: Pick<Principal, 'role'> = { role: 'admin' };

/** A window of users in creation order, with the number of all that match (SCIM's list, docs/api/scim.md). */
export interface UserWindow {
  total: number;
  users: UserResponse[];
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly repository: UsersRepository,
    private readonly events: EventRecorder,
    private readonly followers: UserFollowers,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(writer: Pick<Principal, 'role'>, dto: CreateUserInput & { active?: boolean }): Promise<UserResponse> {
    if (dto.role === 'admin') assertAdminPower(writer.role, 'Only a key whose user is an admin may create an admin');
    const now = new Date();
    const user = this.users.create({
      id: newId(),
      name: dto.name,
      email: dto.email,
      role: dto.role,
      active: dto.active ?? true,
      createdAt: now,
      updatedAt: now,
    });
    try {
      // In a transaction like every write (house rule 4): an Idempotency-Key records its commit.
      await this.users.manager.transaction((tx) => tx.insert(UserEntity, user));
    } catch (error) {
      throw emailTaken(error, dto.email);
    }
    return presentUser(user);
  }

  async list(query: PageQueryDto): Promise<Page<UserResponse>> {
    const rows = await this.repository.list(query);
    return toPage(rows, pageLimit(query), presentUser);
  }

  async get(id: string): Promise<UserResponse> {
    const user = await this.users.findOneBy({ id });
    if (user === null) throw new NotFoundError('User', id);
    return presentUser(user);
  }

  /** Users in creation order from `offset`, optionally the one with this email (any letter case), and how many match. */
  async window(offset: number, count: number, email?: string): Promise<UserWindow> {
    const { total, rows } = await this.repository.window(this.users.manager, offset, count, email?.toLowerCase());
    return { total, users: rows.map(presentUser) };
  }

  /**
   * POST /users/{id}/deactivate (docs/api/resources.md#deactivating-a-user): every key of the user is revoked in the
   * same transaction (the API keys' follower) and dropped from every replica's cache; their records stay.
   */
  async deactivate(actor: Actor, id: string): Promise<UserResponse> {
    if (id === actor.id) throw new ConflictError('A request cannot deactivate the user it acts as: use the key of another admin');
    return this.changeStatus(actor, id, false);
  }

  /** POST /users/{id}/reactivate: the user may own keys again; revoked keys stay revoked. */
  reactivate(actor: Actor, id: string): Promise<UserResponse> {
    return this.changeStatus(actor, id, true);
  }

  /**
   * PATCH /users/{id} (docs/api/resources.md#users): only the fields sent change. A key whose user is not an admin
   * changes its own user's name and email only; no request changes the role of the user it acts as.
   */
  async update(writer: UserWriter, id: string, patch: UpdateUserInput): Promise<UserResponse> {
    if (id !== writer.actor.id) assertAdminPower(writer.role, 'Only a key whose user is an admin may change another user');
    return this.write(
      writer,
      id,
      (user) => ({ name: patch.name ?? user.name, email: patch.email ?? user.email, role: patch.role ?? user.role, active: user.active }),
      patch.email,
    );
  }

  /**
   * SCIM's replace (PUT, and PATCH once applied): every field at once; a change of `active` deactivates or reactivates as
   * the routes above do, without their 409 for a user already in that state (an identity provider resends).
   */
  async replace(writer: UserWriter, id: string, input: ReplaceUserInput): Promise<UserResponse> {
    if (!input.active && id === writer.actor.id) throw new ConflictError('A request cannot deactivate the user it acts as');
    return this.write(writer, id, () => input, input.email);
  }

  /** Names of the users that exist among `ids` (for authors, mentions, owners). */
  async namesOf(tx: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.getRepository(UserEntity).find({ select: { id: true, name: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The active user with this id, as an actor with their role, or null (On-Behalf-Of, docs/api/auth.md#acting-for-a-user). */
  async activeUser(id: string): Promise<{ id: string; name: string; role: string } | null> {
    const user = await this.users.findOne({ select: { id: true, name: true, role: true }, where: { id, active: true } });
    return user === null ? null : { id: user.id, name: user.name, role: user.role };
  }

  /** The ids among `ids` of users who are deactivated (a new key may not be theirs). */
  async inactiveAmong(tx: EntityManager, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx.getRepository(UserEntity).find({ select: { id: true }, where: { id: In([...new Set(ids)]), active: false } });
    return new Set(rows.map((row) => row.id));
  }

  /** The "Admin" user that owns the bootstrap key, created on first use. */
  async ensureAdmin(tx: EntityManager): Promise<UserEntity> {
    const existing = await this.repository.findByEmailIgnoringCase(tx, ADMIN_EMAIL);
    if (existing !== null) return existing;
    const now = new Date();
    const admin = tx.create(UserEntity, { id: newId(), name: 'Admin', email: ADMIN_EMAIL, role: 'admin', active: true, createdAt: now, updatedAt: now });
    await tx.insert(UserEntity, admin);
    return admin;
  }

  /** One user's new fields, computed from its locked row; the role's and the status's events in the same transaction. */
  private async write(writer: UserWriter, id: string, next: (user: UserEntity) => ReplaceUserInput, email: string | undefined): Promise<UserResponse> {
    let view: UserResponse;
    try {
      view = await this.users.manager.transaction(async (tx) => {
        const user = await this.lock(tx, id);
        const input = next(user);
        const roleChanged = input.role !== user.role;
        if (roleChanged) {
          assertAdminPower(writer.role, "Only a key whose user is an admin may change a user's role");
          if (id === writer.actor.id) throw new ConflictError('A request cannot change the role of the user it acts as: use the key of another admin');
        }
        const statusChanged = user.active !== input.active;
        if (!statusChanged && !roleChanged && user.name === input.name && user.email === input.email) return presentUser(user);
        Object.assign(user, { name: input.name, email: input.email, role: input.role, active: input.active, updatedAt: new Date() });
        await tx.update(UserEntity, { id }, { name: user.name, email: user.email, role: user.role, active: user.active, updatedAt: user.updatedAt });
        if (roleChanged) await this.recordRole(tx, writer.actor, user);
        if (statusChanged) await this.recordStatus(tx, writer.actor, user);
        return presentUser(user);
      });
    } catch (error) {
      throw email === undefined ? error : emailTaken(error, email);
    }
    await this.announceChange(id);
    return view;
  }

  private async changeStatus(actor: Actor, id: string, active: boolean): Promise<UserResponse> {
    const view = await this.users.manager.transaction(async (tx) => {
      const user = await this.lock(tx, id);
      if (user.active === active)
        throw new InvalidStateError(`User ${id} is already ${active ? 'active' : 'deactivated'}`, active ? 'active' : 'deactivated', [
          active ? 'deactivated' : 'active',
        ]);
      user.active = active;
      user.updatedAt = new Date();
      await tx.update(UserEntity, { id }, { active, updatedAt: user.updatedAt });
      await this.recordStatus(tx, actor, user);
      return presentUser(user);
    });
    await this.announceChange(id);
    return view;
  }

  private async lock(tx: EntityManager, id: string): Promise<UserEntity> {
    const user = await tx.findOne(UserEntity, { where: { id }, lock: lockOption('update') });
    if (user === null) throw new NotFoundError('User', id);
    return user;
  }

  /** The event and the followers (key revocation) of a status change, in its transaction. */
  private async recordStatus(tx: EntityManager, actor: Actor, user: UserEntity): Promise<void> {
    const view = presentUser(user);
    await this.events.record(tx, { type: user.active ? 'user.reactivated' : 'user.deactivated', entityId: user.id, actor, data: view });
    await this.followers.statusChanged(tx, { userId: user.id, active: user.active, actor, at: user.updatedAt });
  }

  /** user.role_changed (docs/api/events.md), and `role` among the audit event's changes whatever the body named it (SCIM). */
  private async recordRole(tx: EntityManager, actor: Actor, user: UserEntity): Promise<void> {
    await this.events.record(tx, { type: 'user.role_changed', entityId: user.id, actor, data: presentUser(user) });
    noteAuditedChange('role');
  }

  /** This replica forgets cached copies of the user at once; the others when Redis tells them (a 30 s expiry is the safety net). */
  private async announceChange(userId: string): Promise<void> {
    this.followers.changed(userId);
    await this.redis.publish(userChangeChannel(this.config.queuePrefix), userId).catch((error: Error) => {
      this.logger.error(`Could not announce the change of user ${userId}: ${error.message}`);
    });
  }
}

function emailTaken(error: unknown, email: string): unknown {
  return uniqueViolation(error) === 'users_email_key' ? new ConflictError(`A user with email ${email} already exists`) : error;
}
