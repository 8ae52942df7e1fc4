import { ConflictError } from '@app/core';

export const JOB_STATUSES = ['draft', 'open', 'on_hold', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Highest stage `order` (2^52 - 1, docs/api/resources.md#jobs-and-stages). */
export const MAX_STAGE_ORDER = 4503599627370495;
export const MAX_STAGES_PER_JOB = 50;
/** Gap between generated orders, so a stage can be put between two others without renumbering them. */
export const STAGE_ORDER_STEP = 1000;

/** Colors handed out to stages created without one, by their position in the pipeline. */
export const STAGE_PALETTE = ['#6B7280', '#3B82F6', '#8B5CF6', '#F59E0B', '#10B981', '#EF4444', '#EC4899', '#14B8A6', '#F97316', '#6366F1'] as const;

/** The pipeline of a job created without `stages` (docs/api/resources.md#jobs-and-stages), unless JOB_DEFAULTS replaces it. */
export const DEFAULT_PIPELINE = ['Applied', 'Screen', 'Interview', 'Offer', 'Hired'] as const;

/** Statuses a job may be created with: `closed` only comes from closing an existing job. */
export const CREATABLE_JOB_STATUSES = ['draft', 'open', 'on_hold'] as const satisfies readonly JobStatus[];

export interface JobState {
  status: JobStatus;
  closedAt: Date | null;
}

export interface StageDraft {
  name: string;
  color?: string;
  order?: number;
}

export class JobRules {
  /** PATCH may move a job between any two statuses; `closedAt` is set on entering `closed` and cleared on leaving it. */
  static changeStatus(job: JobState, next: JobStatus, now: Date): JobState {
    if (next === job.status) return { status: job.status, closedAt: job.closedAt };
    return { status: next, closedAt: next === 'closed' ? now : null };
  }

  /** DELETE /jobs/{id}: any status → closed; a job that was already closed keeps the time it closed. */
  static close(job: JobState, now: Date): JobState {
    return { status: 'closed', closedAt: job.status === 'closed' && job.closedAt !== null ? job.closedAt : now };
  }

  /** The order of a stage added after `lastOrder` (null when there is none): one step further, never past the maximum (ties sort by creation). */
  static orderAfter(lastOrder: number | null): number {
    return lastOrder === null ? STAGE_ORDER_STEP : Math.min(lastOrder + STAGE_ORDER_STEP, MAX_STAGE_ORDER);
  }

  static colorAt(position: number): string {
    return STAGE_PALETTE[position % STAGE_PALETTE.length];
  }

  /**
   * Fills in color and order of stages given on create (or the default pipeline): a stage without
   * an order comes after the stage listed before it; a stage without a color takes the palette's color at its position.
   */
  static initialStages(
    given: readonly StageDraft[] | undefined,
    pipeline: readonly StageDraft[] = DEFAULT_PIPELINE.map((name) => ({ name })),
  ): Array<{ name: string; color: string; order: number }> {
    const drafts: readonly StageDraft[] = given ?? pipeline;
    let previous: number | null = null;
    return drafts.map((draft, position) => {
      const order = draft.order ?? JobRules.orderAfter(previous);
      previous = order;
      return { name: draft.name, color: draft.color ?? JobRules.colorAt(position), order };
    });
  }

  /** A pipeline holds at most MAX_STAGES_PER_JOB stages. */
  static assertCanAddStage(stageCount: number): void {
    if (stageCount >= MAX_STAGES_PER_JOB) {
      throw new ConflictError(`A job has at most ${MAX_STAGES_PER_JOB} stages; delete one before adding another`, { maxStages: MAX_STAGES_PER_JOB });
    }
  }

  /** A job keeps at least one stage: new applications start in its first one. */
  static assertCanRemoveStage(stageCount: number): void {
    if (stageCount <= 1) throw new ConflictError('A job keeps at least one stage; add another stage before deleting this one', { minStages: 1 });
  }
}
