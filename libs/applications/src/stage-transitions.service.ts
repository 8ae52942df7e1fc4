import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { encodeCursor, NotFoundError, toPage, type Page } from '@app/core';
import { JobsService } from '@app/jobs';
import { ApplicationRepository } from './persistence/application.repository';
import { StageTransitionRepository } from './persistence/stage-transition.repository';
import { presentStageTransition } from './representation/stage-transition.presenter';
import type { StageTransitionResponse } from './representation/stage-transition-response.dto';
import type { ListStageTransitionsQuery } from './representation/stage-transition-requests';

/** Reads of the stage history (docs/api/reports.md#stage-history); ApplicationsService records it with every change. */
@Injectable()
export class StageTransitionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationRepository,
    private readonly transitions: StageTransitionRepository,
    private readonly jobs: JobsService,
  ) {}

  /** GET /applications/{id}/stage-transitions: the whole history, oldest first. */
  async ofApplication(applicationId: string): Promise<StageTransitionResponse[]> {
    const manager = this.dataSource.manager;
    if ((await this.applications.findOne(manager, applicationId)) === null) throw new NotFoundError('Application', applicationId);
    return (await this.transitions.of(manager, applicationId)).map(presentStageTransition);
  }

  /** GET /stage-transitions: oldest first, keyset pages (at, id). */
  async list(query: ListStageTransitionsQuery): Promise<Page<StageTransitionResponse>> {
    const manager = this.dataSource.manager;
    if (query.jobId !== undefined && !(await this.jobs.exists(manager, query.jobId))) throw new NotFoundError('Job', query.jobId);
    const limit = query.limit ?? 20;
    const rows = await this.transitions.list(manager, query, limit);
    return toPage(
      rows.map((row) => ({ ...row, createdAt: row.at })),
      limit,
      presentStageTransition,
      (last) => encodeCursor({ createdAt: last.at, id: last.id }),
    );
  }
}
