import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { ConflictError, newId, NotFoundError, pageLimit, toPage, uniqueViolation, type Page, type PageQueryDto } from '@app/core';
import type { UserResponse } from './representation/user-response.dto';
import { presentUser } from './representation/user.presenter';
import { UserEntity } from './persistence/user.entity';
import { UsersRepository } from './persistence/users.repository';
import type { CreateUserInput } from './representation/user-requests';

export const ADMIN_EMAIL = 'admin@ats.invalid';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly repository: UsersRepository,
  ) {}

  async create(dto: CreateUserInput): Promise<UserResponse> {
    const now = new Date();
    const user = this.users.create({ id: newId(), name: dto.name, email: dto.email, role: dto.role, createdAt: now, updatedAt: now });
    try {
      // In a transaction like every write (house rule 4): an Idempotency-Key records its commit.
      await this.users.manager.transaction((tx) => tx.insert(UserEntity, user));
    } catch (error) {
      if (uniqueViolation(error) === 'users_email_key') throw new ConflictError(`A user with email ${dto.email} already exists`);
      throw error;
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

  /** Names of the users that exist among `ids` (for authors, mentions, owners). */
  async namesOf(tx: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.getRepository(UserEntity).find({ select: { id: true, name: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The "Admin" user that owns the bootstrap key, created on first use. */
  async ensureAdmin(tx: EntityManager): Promise<UserEntity> {
    const existing = await this.repository.findByEmailIgnoringCase(tx, ADMIN_EMAIL);
    if (existing !== null) return existing;
    const now = new Date();
    const admin = tx.create(UserEntity, { id: newId(), name: 'Admin', email: ADMIN_EMAIL, role: 'admin', createdAt: now, updatedAt: now });
    await tx.insert(UserEntity, admin);
    return admin;
  }
}
