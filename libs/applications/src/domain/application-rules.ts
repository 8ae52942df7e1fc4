import { InvalidStateError } from '@app/core';

/** Application states (docs/api/states.md#application): every change starts from `active`. */
export const APPLICATION_STATUSES = ['active', 'rejected', 'hired', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationAction = 'move' | 'reject' | 'hire' | 'withdraw';

const RESULT: Record<ApplicationAction, ApplicationStatus> = { move: 'active', reject: 'rejected', hire: 'hired', withdraw: 'withdrawn' };
const ALLOWED_FROM: readonly ApplicationStatus[] = ['active'];

/** What the rules need of the application's job (the jobs context owns its statuses). */
export interface JobState {
  status: string;
  deleted: boolean;
}

/** Only open jobs take new applications (docs/api/states.md#application). */
const JOB_STATUSES_TAKING_APPLICATIONS: readonly string[] = ['open'];
/** Applications move while their job is not closed (docs/api/states.md#application); a deleted job is closed (docs/api/states.md#job). */
const JOB_STATUSES_ALLOWING_MOVES: readonly string[] = ['draft', 'open', 'on_hold'];

export class ApplicationRules {
  /** The status after `action`, or INVALID_STATE when the application's status does not allow it. */
  static next(status: ApplicationStatus, action: ApplicationAction): ApplicationStatus {
    if (!ALLOWED_FROM.includes(status)) {
      throw new InvalidStateError(
        `An application that is ${status} cannot ${action === 'hire' ? 'be hired' : action === 'move' ? 'move' : `be ${RESULT[action]}`}`,
        status,
        ALLOWED_FROM,
      );
    }
    return RESULT[action];
  }

  /** A new application needs an open job (INVALID_STATE with the job's status otherwise). */
  static assertJobTakesApplications(job: JobState): void {
    if (job.deleted || !JOB_STATUSES_TAKING_APPLICATIONS.includes(job.status)) {
      throw new InvalidStateError(
        `The job is ${job.deleted ? 'deleted' : job.status} and takes no new applications`,
        job.status,
        JOB_STATUSES_TAKING_APPLICATIONS,
      );
    }
  }

  /** The stage a new application starts in: the first of the job's stages in pipeline order. */
  static firstStage<Stage>(job: JobState, stages: readonly Stage[]): Stage {
    if (stages.length === 0)
      throw new InvalidStateError('The job has no pipeline stages to place an application in', job.status, JOB_STATUSES_TAKING_APPLICATIONS);
    return stages[0];
  }

  /**
   * Whether a move to `toStageId` changes anything: the application must be active and its job
   * neither closed nor deleted (INVALID_STATE otherwise, even for a move to the current stage).
   */
  static move(application: { status: ApplicationStatus; currentStageId: string }, job: JobState, toStageId: string): 'move' | 'no-op' {
    ApplicationRules.next(application.status, 'move');
    if (job.deleted || !JOB_STATUSES_ALLOWING_MOVES.includes(job.status)) {
      throw new InvalidStateError(
        `The application's job is ${job.deleted ? 'deleted' : job.status}: its applications cannot move`,
        job.deleted ? 'closed' : job.status,
        JOB_STATUSES_ALLOWING_MOVES,
      );
    }
    return application.currentStageId === toStageId ? 'no-op' : 'move';
  }
}
