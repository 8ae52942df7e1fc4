import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventRecorder, newId, pageLimit, toPage, ValidationFailedError, type Actor, type Page } from '@app/core';
import { ApplicationsService } from '@app/applications';
import { JobsService } from '@app/jobs';
import { ScorecardRules } from './domain/scorecard-rules';
import type { ScorecardResponse } from './representation/scorecard-response.dto';
import { presentScorecard } from './representation/scorecard.presenter';
import { ScorecardEntity } from './persistence/scorecard.entity';
import { ScorecardRepository } from './persistence/scorecard.repository';
import type { CreateScorecardInput, ListScorecardsQuery } from './representation/scorecard-requests';

@Injectable()
export class ScorecardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ScorecardRepository,
    private readonly applications: ApplicationsService,
    private readonly jobs: JobsService,
    private readonly events: EventRecorder,
  ) {}

  /** POST /scorecards: any application, whatever its status; the stage defaults to the application's current one. */
  async submit(actor: Actor, dto: CreateScorecardInput): Promise<ScorecardResponse> {
    const { applicationId } = dto;
    const criteria = ScorecardRules.criteria(dto.criteria);
    const duplicates = ScorecardRules.duplicateCriterionNames(criteria);
    if (duplicates.length > 0) {
      throw new ValidationFailedError(
        duplicates.map((index) => ({ location: 'body', path: `criteria.${index}.name`, message: `criteria.${index}.name repeats an earlier criterion` })),
      );
    }
    return this.dataSource.transaction(async (tx) => {
      // `share` keeps the application in its stage (and from being erased) until the scorecard is written.
      const application = await this.applications.refOf(tx, applicationId, 'share');
      if (application === null) throw ValidationFailedError.body('applicationId', `applicationId ${applicationId} is not an application`);
      const job = await this.jobs.pipelineOf(tx, application.jobId, { includeDeleted: true });
      const stage = ScorecardRules.stageFor(job?.stages ?? [], dto.stageId, application.currentStageId);
      if (stage === null)
        throw ValidationFailedError.body('stageId', `stageId ${dto.stageId ?? application.currentStageId} is not a stage of the application's job`);
      const now = new Date();
      const scorecard = tx.create(ScorecardEntity, {
        id: newId(),
        applicationId,
        candidateId: application.candidateId,
        stageId: stage.id,
        stageName: stage.name,
        authorId: actor.id,
        rating: dto.rating,
        comment: dto.comment ?? null,
        criteria,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(ScorecardEntity, scorecard);
      const view = presentScorecard(scorecard);
      await this.events.record(tx, {
        type: 'scorecard.submitted',
        entityId: applicationId,
        actor,
        metadata: { scorecardId: scorecard.id, stageId: stage.id, rating: scorecard.rating },
        data: view,
      });
      return view;
    });
  }

  /** GET /scorecards. */
  async list(query: ListScorecardsQuery): Promise<Page<ScorecardResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), presentScorecard);
  }
}
