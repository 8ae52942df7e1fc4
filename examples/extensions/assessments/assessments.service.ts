import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, newId, NotFoundError, UnauthorizedError, ValidationFailedError, type Actor, type FileResponse } from '@app/core';
import { CandidatesService } from '@app/candidates';
import { csvReport, inReportSnapshot, ReportWindows } from '@app/reports';
import { AssessmentsEnvironment } from './assessments.env';
import { callbackSignatureProblem } from './domain/callback-signature';
import { AssessmentRules } from './domain/assessment-rules';
import { PartnerClient } from './partner/partner-client';
import { AssessmentEntity } from './persistence/assessment.entity';
import { AssessmentsRepository } from './persistence/assessments.repository';
import { presentAssessment, type AssessmentResponse, type ScoreReportRowResponse } from './representation/assessment';
import type { AssessmentResultInput, RequestAssessmentInput, ScoreReportQuery } from './representation/assessment-requests';

@Injectable()
export class AssessmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly candidates: CandidatesService,
    private readonly events: EventRecorder,
    private readonly repository: AssessmentsRepository,
    private readonly partner: PartnerClient,
    private readonly environment: AssessmentsEnvironment,
  ) {}

  /** POST /assessments: the partner is asked first (its token fetched or cached), then the row and its event are stored together. */
  async request(actor: Actor, input: RequestAssessmentInput): Promise<AssessmentResponse> {
    // Checked before the partner is asked, so a wrong id costs it nothing; checked again, locked, when the row is stored.
    await this.requireCandidate(this.dataSource.manager, input.candidateId);
    const id = newId();
    const reference = await this.partner.requestAssessment(id, input.package);
    return this.dataSource.transaction(async (tx) => {
      // A share lock keeps the candidate from being erased before the assessment commits.
      await this.requireCandidate(tx, input.candidateId, 'share');
      const now = new Date();
      const row = tx.create(AssessmentEntity, {
        id,
        candidateId: input.candidateId,
        package: input.package,
        status: 'requested',
        partnerReference: reference,
        score: null,
        completedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await this.repository.insert(tx, row);
      const view = presentAssessment(row);
      await this.events.record(tx, { type: 'assessment.requested', entityId: row.candidateId, actor, metadata: { assessmentId: id }, data: view });
      return view;
    });
  }

  async get(id: string): Promise<AssessmentResponse> {
    const row = await this.repository.find(this.dataSource.manager, id);
    if (row === null) throw new NotFoundError('Assessment', id);
    return presentAssessment(row);
  }

  /**
   * POST /assessment-callbacks: the signature over the raw body first (401 otherwise, nothing read), then the result
   * completes its assessment; the same result again changes nothing.
   */
  async complete(rawBody: Buffer, signature: string | undefined, input: AssessmentResultInput): Promise<void> {
    const problem = callbackSignatureProblem(this.environment.ASSESSMENTS_CALLBACK_SECRET, signature, rawBody, new Date());
    if (problem !== null) throw new UnauthorizedError(problem);
    await this.dataSource.transaction(async (tx) => {
      const row = await this.repository.forCallback(tx, input.reference);
      if (row === null) throw new NotFoundError('Assessment', input.reference);
      if (AssessmentRules.completion(row.status, row.score, input.score) === 'unchanged') return;
      const now = new Date();
      const changes = { status: 'completed' as const, score: input.score, completedAt: now, updatedAt: now };
      await this.repository.update(tx, row.id, changes);
      const view = presentAssessment({ ...row, ...changes });
      const actor: Actor = { id: row.id, name: 'Assessment partner' };
      await this.events.record(tx, { type: 'assessment.completed', entityId: row.candidateId, actor, metadata: { assessmentId: row.id }, data: view });
    });
  }

  /** GET /assessments/score-report: the report kit's window, snapshot and CSV (docs/extending.md#a-report). */
  scoreReport(query: ScoreReportQuery): Promise<ScoreReportRowResponse[] | FileResponse> {
    const window = ReportWindows.of(query, new Date());
    return inReportSnapshot(this.dataSource, async (tx) => {
      const rows: ScoreReportRowResponse[] = (await this.repository.scoreReport(tx, window)).map((row) => ({
        day: row.day,
        package: row.package as ScoreReportRowResponse['package'],
        completed: row.completed,
        meanScore: row.mean_score === null ? null : Number(row.mean_score),
        bestScore: row.best_score,
      }));
      if (query.format !== 'csv') return rows;
      const header = ['day', 'package', 'completed', 'meanScore', 'bestScore'];
      return csvReport(
        'assessment-scores',
        header,
        rows.map((row) => [row.day, row.package, row.completed, row.meanScore, row.bestScore]),
      );
    });
  }

  private async requireCandidate(tx: EntityManager, candidateId: string, lock?: 'share'): Promise<void> {
    if (!(await this.candidates.exists(tx, candidateId, lock))) {
      throw new ValidationFailedError([{ location: 'body', path: 'candidateId', message: `candidateId ${candidateId} is not a candidate` }]);
    }
  }
}
