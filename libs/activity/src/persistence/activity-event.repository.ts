import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { keysetPage, reach, sql, type Sql } from '@app/core';
import { reachedTasks } from '@app/tasks';
import { ActivityEventEntity } from './activity-event.entity';
import type { ListActivityEventsQuery } from '../representation/activity-requests';

/** The events of the records the request reaches (docs/api/access.md); a note's and a document's through their candidate. */
function reachedEvents(): Sql | null {
  const id = sql.raw('e.entity_id');
  const task = reachedTasks('rt');
  const [candidate, application, job, ownCandidate] = [
    reach.of('candidate', sql.raw("(e.metadata->>'candidateId')::uuid")),
    reach.of('application', id),
    reach.of('job', id),
    reach.of('candidate', id),
  ];
  if (candidate === null && application === null && job === null && ownCandidate === null && task === null) return null;
  const or = (condition: Sql | null) => condition ?? sql`TRUE`;
  return sql`CASE e.entity_type WHEN 'candidate' THEN ${or(ownCandidate)} WHEN 'application' THEN ${or(application)} WHEN 'job' THEN ${or(job)}
    WHEN 'note' THEN ${or(candidate)} WHEN 'document' THEN ${or(candidate)}
    WHEN 'task' THEN ${task === null ? sql`TRUE` : sql`EXISTS (SELECT 1 FROM tasks rt WHERE rt.id = e.entity_id AND ${task})`} ELSE TRUE END`;
}

@Injectable()
export class ActivityEventRepository {
  constructor(@InjectRepository(ActivityEventEntity) private readonly events: Repository<ActivityEventEntity>) {}

  /** GET /activity-events: newest first, filtered by entity type and/or entity id. */
  list(query: ListActivityEventsQuery): Promise<ActivityEventEntity[]> {
    const builder = this.events.createQueryBuilder('e');
    reach.where(builder, reachedEvents());
    if (query.entityType !== undefined) builder.andWhere('e.entity_type = :entityType', { entityType: query.entityType });
    if (query.entityId !== undefined) builder.andWhere('e.entity_id = :entityId', { entityId: query.entityId });
    // Activity events never change after they are written.
    return keysetPage(builder, 'e', query, { changedAt: 'e.created_at' }).getMany();
  }
}
