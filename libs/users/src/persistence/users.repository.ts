import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, runSql, sql, type PageQueryDto } from '@app/core';
import { UserEntity } from './user.entity';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** GET /users: newest first. */
  list(query: PageQueryDto): Promise<UserEntity[]> {
    return keysetPage(this.users.createQueryBuilder('u'), 'u', query).getMany();
  }

  /** SCIM's list: users in creation order from `offset` (its `startIndex` - 1), optionally the one with this lower-cased email, and how many match. */
  async window(db: EntityManager, offset: number, count: number, email: string | undefined): Promise<{ total: number; rows: UserEntity[] }> {
    const where = email === undefined ? sql.empty : sql`WHERE lower(email) = ${email}`;
    const [{ total }] = await runSql<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM users ${where}`);
    const builder = db.getRepository(UserEntity).createQueryBuilder('u').orderBy('u.created_at', 'ASC').addOrderBy('u.id', 'ASC').offset(offset).limit(count);
    if (email !== undefined) builder.where('lower(u.email) = :email', { email });
    return { total, rows: count === 0 ? [] : await builder.getMany() };
  }

  /** The user with this email, compared case-insensitively. */
  findByEmailIgnoringCase(tx: EntityManager, email: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getOne();
  }
}
