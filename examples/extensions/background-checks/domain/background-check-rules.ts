import { InvalidStateError } from '@app/core';

/** requested → in_progress → completed; requested or in_progress → canceled. */
export const BACKGROUND_CHECK_STATUSES = ['requested', 'in_progress', 'completed', 'canceled'] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];

export const BACKGROUND_CHECK_PACKAGES = ['standard', 'extended'] as const;
export type BackgroundCheckPackage = (typeof BACKGROUND_CHECK_PACKAGES)[number];

/** What the vendor concluded: `consider` means the findings need a person's review. */
export const BACKGROUND_CHECK_RESULTS = ['clear', 'consider'] as const;
export type BackgroundCheckResult = (typeof BACKGROUND_CHECK_RESULTS)[number];

export type BackgroundCheckAction = 'start' | 'complete' | 'cancel';

const TRANSITIONS: Record<BackgroundCheckAction, { from: readonly BackgroundCheckStatus[]; to: BackgroundCheckStatus }> = {
  start: { from: ['requested'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['requested', 'in_progress'], to: 'canceled' },
};

const VERB: Record<BackgroundCheckAction, string> = { start: 'be started', complete: 'be completed', cancel: 'be canceled' };

export class BackgroundCheckRules {
  /** The status after `action`, or INVALID_STATE naming the statuses it is allowed from. */
  static next(status: BackgroundCheckStatus, action: BackgroundCheckAction): BackgroundCheckStatus {
    const { from, to } = TRANSITIONS[action];
    if (!from.includes(status)) throw new InvalidStateError(`A background check that is ${status} cannot ${VERB[action]}`, status, from);
    return to;
  }
}
