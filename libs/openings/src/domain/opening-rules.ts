import { InvalidStateError } from '@app/core';

/** docs/api/openings.md#states: open → filled (an accepted offer) | closed (POST /openings/{id}/close). */
export const OPENING_STATUSES = ['open', 'filled', 'closed'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** The fields a seat's state decides. */
export interface OpeningState {
  status: OpeningStatus;
  applicationId: string | null;
  closeReason: string | null;
  closedAt: Date | null;
}

export class OpeningRules {
  /** Only an open opening closes; a filled or closed one is 409 INVALID_STATE. */
  static close(status: OpeningStatus, reason: string, now: Date): OpeningState {
    if (status !== 'open') throw new InvalidStateError(`An opening that is ${status} cannot be closed`, status, ['open']);
    return { status: 'closed', applicationId: null, closeReason: reason, closedAt: now };
  }

  /** The seat an accepted offer takes: the one it names when still open, else the first of `open` (oldest first); null when none is open. */
  static seatFor<T extends { id: string }>(open: readonly T[], named: string | null): T | null {
    return open.find((opening) => opening.id === named) ?? open[0] ?? null;
  }

  static fill(status: OpeningStatus, applicationId: string, now: Date): OpeningState {
    if (status !== 'open') throw new InvalidStateError(`An opening that is ${status} cannot be filled`, status, ['open']);
    return { status: 'filled', applicationId, closeReason: null, closedAt: now };
  }
}
