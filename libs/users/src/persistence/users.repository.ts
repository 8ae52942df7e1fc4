import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { keysetPage, type PageQueryDto } from '@app/core';
import { UserEntity } from './user.entity';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** GET /users: newest first. */
  list(query: PageQueryDto): Promise<UserEntity[]> {
    return keysetPage(this.users.createQueryBuilder('u'), 'u', query).getMany();
  }

  /** The user with this email, compared case-insensitively. */
  findByEmailIgnoringCase(tx: EntityManager, email: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getOne();
  }
}
