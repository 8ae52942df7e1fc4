import { InvalidStateError } from '@app/core';
import { ATTEMPT_LEASE_MS, bareAddress, headerSafe, MessageRules } from './message-rules';

describe('MessageRules (docs/api/messaging.md#message-states)', () => {
  const now = new Date('2026-12-08T10:00:00.000Z');

  it('starts scheduled only for a later sendAt', () => {
    expect(MessageRules.initialStatus(null, now)).toBe('queued');
    expect(MessageRules.initialStatus(new Date(now.getTime() - 1), now)).toBe('queued');
    expect(MessageRules.initialStatus(new Date(now.getTime() + 1), now)).toBe('scheduled');
  });

  it('refuses a sendAt beyond 30 days', () => {
    expect(MessageRules.sendAtProblem(new Date(now.getTime() + 30 * 86_400_000), now)).toBeNull();
    expect(MessageRules.sendAtProblem(new Date(now.getTime() + 30 * 86_400_000 + 1), now)).toMatch(/30 days/);
  });

  it('cancels scheduled messages only', () => {
    expect(() => MessageRules.assertCancelable('scheduled')).not.toThrow();
    expect(() => MessageRules.assertCancelable('queued')).toThrow(InvalidStateError);
  });

  it('retries on the schedule with ±10 % jitter, then gives up', () => {
    expect(MessageRules.nextAttemptAt(1, [5, 300], now, 0.5)).toEqual(new Date(now.getTime() + 5000));
    expect(MessageRules.nextAttemptAt(2, [5, 300], now, 0)).toEqual(new Date(now.getTime() + 270_000));
    expect(MessageRules.nextAttemptAt(3, [5, 300], now, 0.5)).toBeNull();
  });

  it('calls an attempt cut off after the lease', () => {
    expect(MessageRules.attemptCutOff(new Date(now.getTime() - ATTEMPT_LEASE_MS + 1), now)).toBe(false);
    expect(MessageRules.attemptCutOff(new Date(now.getTime() - ATTEMPT_LEASE_MS), now)).toBe(true);
  });

  it('neutralizes line breaks in header values and reads bare addresses', () => {
    expect(headerSafe('a\r\nBcc: x\u2028y')).toBe('a Bcc: x y');
    expect(bareAddress('Acme Hiring <jobs@acme.example>')).toBe('jobs@acme.example');
    expect(bareAddress('jobs@acme.example')).toBe('jobs@acme.example');
  });
});
