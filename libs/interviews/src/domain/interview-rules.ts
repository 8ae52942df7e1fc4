import { InvalidStateError } from '@app/core';

/** Interview states and value sets (docs/api/states.md#interview): every change starts from `scheduled`. */
export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'canceled', 'no_show'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_TYPES = ['phone_screen', 'technical', 'onsite', 'behavioral', 'final', 'other'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export const INTERVIEW_MODES = ['video', 'phone', 'in_person'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

export const INTERVIEW_SOURCES = ['api', 'automation'] as const;
export type InterviewSource = (typeof INTERVIEW_SOURCES)[number];

/** What can happen to an interview after it is scheduled. */
export type InterviewAction = 'complete' | 'cancel' | 'no_show' | 'update';

const RESULT: Record<Exclude<InterviewAction, 'update'>, InterviewStatus> = { complete: 'completed', cancel: 'canceled', no_show: 'no_show' };
const ALLOWED_FROM: readonly InterviewStatus[] = ['scheduled'];
const VERB: Record<InterviewAction, string> = { complete: 'be completed', cancel: 'be canceled', no_show: 'be marked as a no-show', update: 'be edited' };

/** Only an active application of a job that is not closed gets new interviews. */
const SCHEDULABLE_APPLICATION: readonly string[] = ['active'];
const SCHEDULABLE_JOB: readonly string[] = ['draft', 'open', 'on_hold'];

export class InterviewRules {
  /** The status after `action` (`update` keeps it), or INVALID_STATE when the interview is no longer scheduled. */
  static next(status: InterviewStatus, action: InterviewAction): InterviewStatus {
    if (!ALLOWED_FROM.includes(status)) throw new InvalidStateError(`An interview that is ${status} cannot ${VERB[action]}`, status, ALLOWED_FROM);
    return action === 'update' ? status : RESULT[action];
  }

  /** INVALID_STATE unless the application is active and its job is not closed (deleting a job closes it). */
  static assertSchedulable(applicationStatus: string, jobStatus: string): void {
    if (!SCHEDULABLE_APPLICATION.includes(applicationStatus)) {
      throw new InvalidStateError(`An application that is ${applicationStatus} cannot get interviews`, applicationStatus, SCHEDULABLE_APPLICATION);
    }
    if (!SCHEDULABLE_JOB.includes(jobStatus)) {
      throw new InvalidStateError(`The application's job is ${jobStatus}: its applications cannot get interviews`, jobStatus, SCHEDULABLE_JOB);
    }
  }
}
