import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeedResource, presentById, type ChangeFeedLoader } from '@app/core';
import { presentTask } from './representation/task.presenter';
import { TaskEntity } from './persistence/task.entity';

/** The change feed's `task` data: as its GET returns it (docs/api/sync.md#change-feed). */
@ChangeFeedResource('task', 'tasks')
@Injectable()
export class TaskChangeFeedService implements ChangeFeedLoader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(ids: readonly string[]): Promise<Map<string, object>> {
    return presentById(this.dataSource.manager, TaskEntity, ids, presentTask);
  }
}
