import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentUser } from './representation/user.presenter';
import { UserEntity } from './persistence/user.entity';

/** The change feed's `user` data (user.deactivated, user.reactivated): as GET /users/{id} returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('user', 'users')
@Injectable()
export class UserChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, UserEntity, ids, presentUser);
  }
}
