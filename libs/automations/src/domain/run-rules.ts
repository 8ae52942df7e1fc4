import { InvalidStateError } from '@app/core';

/** Run states (docs/api/states.md#automation-run). */
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'skipped', 'failed', 'dead_lettered', 'canceled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const STEP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Runs deeper than this in a chain of automations triggering each other are not started (docs/api/events.md#governance-and-protection). */
export const MAX_RUN_DEPTH = 5;

/** Runs in these states are over: nothing more happens to them. */
export const FINISHED_RUN_STATUSES: ReadonlySet<RunStatus> = new Set(['succeeded', 'skipped', 'dead_lettered', 'canceled']);

/** docs/api/states.md#automation-run: `queued`|`running` → `canceled`. (A failed run stops retrying when its automation is disabled or archived.) */
export const CANCELABLE_RUN_STATUSES: readonly RunStatus[] = ['queued', 'running'];

export const RunRules = {
  /**
   * After a failed attempt: the next one after base × 2^(attempt − 1) seconds (docs/api/events.md#runs), or
   * dead-lettered once `maxAttempts` attempts have failed.
   */
  afterFailure(
    attemptCount: number,
    maxAttempts: number,
    baseSeconds: number,
    now: Date,
  ): { status: 'failed'; nextAttemptAt: Date } | { status: 'dead_lettered'; nextAttemptAt: null } {
    if (attemptCount >= maxAttempts) return { status: 'dead_lettered', nextAttemptAt: null };
    return { status: 'failed', nextAttemptAt: new Date(now.getTime() + baseSeconds * 1000 * 2 ** (attemptCount - 1)) };
  },
};

/** Runs that can be replayed: finished ones (a failed run still has attempts ahead of it). */
export const REPLAYABLE_RUN_STATUSES: readonly RunStatus[] = ['succeeded', 'skipped', 'dead_lettered', 'canceled'];

export const RunStateRules = {
  assertCancelable(status: RunStatus): void {
    if (!CANCELABLE_RUN_STATUSES.includes(status)) throw new InvalidStateError(`A ${status} run cannot be canceled`, status, CANCELABLE_RUN_STATUSES);
  },

  assertReplayable(status: RunStatus): void {
    if (!REPLAYABLE_RUN_STATUSES.includes(status))
      throw new InvalidStateError(`A ${status} run cannot be replayed until it has finished`, status, REPLAYABLE_RUN_STATUSES);
  },
};
