import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { JobStatus } from './persistence/job.entity';

export interface StageRef {
  id: string;
  jobId: string;
  name: string;
  order: number;
}

/** What other contexts need of a job: its state and its stages in pipeline order. */
export interface JobPipeline {
  id: string;
  status: JobStatus;
  deleted: boolean;
  /** Sorted by order, then createdAt, then id: the first is where new applications start. */
  stages: StageRef[];
}

@Injectable()
export class JobsService {
  /**
   * For other contexts. null when the job does not exist, or is soft-deleted and `includeDeleted`
   * is not set. `lock: 'share'` keeps the job from being closed or deleted until the transaction ends.
   */
  async pipelineOf(tx: EntityManager, jobId: string, options: { lock?: 'share'; includeDeleted?: boolean } = {}): Promise<JobPipeline | null> {
    const jobs: Array<{ id: string; status: JobStatus; deleted_at: Date | null }> = await tx.query(
      `SELECT id, status, deleted_at FROM jobs WHERE id = $1${options.lock === 'share' ? ' FOR SHARE' : ''}`,
      [jobId],
    );
    const job = jobs[0];
    if (job === undefined || (job.deleted_at !== null && !options.includeDeleted)) return null;
    const stages: Array<{ id: string; job_id: string; name: string; order: string }> = await tx.query(
      `SELECT id, job_id, name, "order" FROM job_stages WHERE job_id = $1 ORDER BY "order", created_at, id`,
      [jobId],
    );
    return {
      id: job.id,
      status: job.status,
      deleted: job.deleted_at !== null,
      stages: stages.map((stage) => ({ id: stage.id, jobId: stage.job_id, name: stage.name, order: Number(stage.order) })),
    };
  }

  /** Locks a stage row so positions in its column (pipelineOrder) are handed out one at a time. False when there is no such stage. */
  async lockStage(tx: EntityManager, stageId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query('SELECT 1 FROM job_stages WHERE id = $1 FOR UPDATE', [stageId]);
    return rows.length > 0;
  }

  /** Whether a live (not soft-deleted) job exists. */
  async exists(tx: EntityManager, jobId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query('SELECT 1 FROM jobs WHERE id = $1 AND deleted_at IS NULL', [jobId]);
    return rows.length > 0;
  }
}
