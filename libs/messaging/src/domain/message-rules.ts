import { InvalidStateError } from '@app/core';

/** docs/api/messaging.md#message-states: scheduled → queued → sent | failed | suppressed; scheduled → canceled; inbound ones are received. */
export const MESSAGE_STATUSES = ['scheduled', 'queued', 'sent', 'failed', 'suppressed', 'canceled', 'received'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const TEMPLATE_KINDS = ['general', 'rejection', 'stage_update', 'consent_request', 'scheduling'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** Why a message was suppressed, or failed for good: a suppression's reason, or the candidate anonymized or erased. */
export type StopReason = SuppressionReason | 'anonymized';

/** Messages the worker still owes an attempt. */
export const OPEN_MESSAGE_STATUSES: readonly MessageStatus[] = ['scheduled', 'queued'];

/** `sendAt` at most this far ahead. */
export const MAX_SCHEDULE_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * An attempt that started longer ago than this and recorded no outcome was cut off (the worker died
 * between taking the message and recording the SMTP answer): whether the server accepted it is unknown,
 * so it is not sent again (docs/adr/0099-messages-sent-at-most-once.md). Longer than any SMTP exchange.
 */
export const ATTEMPT_LEASE_MS = 10 * 60 * 1000;

/** What one SMTP attempt got: accepted, refused for good for the recipient (a hard bounce), refused for good otherwise, or worth a retry. */
export type SendResult =
  { outcome: 'accepted' } | { outcome: 'bounced'; reason: string } | { outcome: 'rejected'; reason: string } | { outcome: 'transient'; reason: string };

/** ±10 %, as webhook retries: messages that failed together do not retry together. */
const JITTER = 0.1;

export class MessageRules {
  static isOpen(status: MessageStatus): boolean {
    return OPEN_MESSAGE_STATUSES.includes(status);
  }

  /** POST /messages/{id}/cancel: only a scheduled message can be canceled. */
  static assertCancelable(status: MessageStatus): void {
    if (status !== 'scheduled') throw new InvalidStateError(`A ${status} message cannot be canceled: only scheduled ones can`, status, ['scheduled']);
  }

  /** `sendAt` later than 30 days from `now` is refused (the message of a 422); one in the past sends at once. */
  static sendAtProblem(sendAt: Date, now: Date): string | null {
    return sendAt.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS ? 'sendAt must be at most 30 days ahead' : null;
  }

  /** The status a new outbound message starts in. */
  static initialStatus(sendAt: Date | null, now: Date): 'scheduled' | 'queued' {
    return sendAt !== null && sendAt.getTime() > now.getTime() ? 'scheduled' : 'queued';
  }

  /**
   * After attempt number `attempt` (1-based) failed with a transient error: the time of the next one,
   * on the webhook retry schedule (docs/api/events.md#delivery-retries-and-dead-letters), or null when
   * the schedule is spent and the message fails.
   */
  static nextAttemptAt(attempt: number, scheduleSeconds: readonly number[], now: Date, random: number): Date | null {
    if (attempt > scheduleSeconds.length) return null;
    const base = scheduleSeconds[attempt - 1] * 1000;
    return new Date(now.getTime() + Math.round(base * (1 - JITTER + 2 * JITTER * random)));
  }

  /** True when an attempt started at `startedAt` was cut off without recording its outcome. */
  static attemptCutOff(startedAt: Date, now: Date): boolean {
    return now.getTime() - startedAt.getTime() >= ATTEMPT_LEASE_MS;
  }
}

/** CR, LF and the other line breaks of a header value become spaces: no header can be injected through a subject. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n\u2028\u2029\u0085]+/g, ' ');
}

/** The address of `"Name <address>"` or a bare address, lower-cased for comparison. */
export function bareAddress(mailbox: string): string {
  const match = /<([^<>]+)>\s*$/.exec(mailbox);
  return (match === null ? mailbox : match[1]).trim();
}
