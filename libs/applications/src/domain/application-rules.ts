import { InvalidStateError } from '@app/core';

/** Application states (CONTRACT §3): every change starts from `active`. */
export const APPLICATION_STATUSES = ['active', 'rejected', 'hired', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationAction = 'move' | 'reject' | 'hire' | 'withdraw';

const RESULT: Record<ApplicationAction, ApplicationStatus> = { move: 'active', reject: 'rejected', hire: 'hired', withdraw: 'withdrawn' };
const ALLOWED_FROM: readonly ApplicationStatus[] = ['active'];

export class ApplicationRules {
  /** The status after `action`, or INVALID_STATE when the application's status does not allow it. */
  static next(status: ApplicationStatus, action: ApplicationAction): ApplicationStatus {
    if (!ALLOWED_FROM.includes(status)) {
      throw new InvalidStateError(`An application that is ${status} cannot ${action === 'hire' ? 'be hired' : action === 'move' ? 'move' : `be ${RESULT[action]}`}`, status, ALLOWED_FROM);
    }
    return RESULT[action];
  }
}
