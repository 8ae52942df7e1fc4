import { InvalidStateError } from '@app/core';
import { DELIVERY_STATUSES, DeliveryRules } from './delivery-rules';

const now = new Date('2026-11-21T10:00:00.000Z');
const schedule = [5, 300, 1800, 7200, 18000, 36000, 36000];

describe(DeliveryRules.name, () => {
  it('delivers on any 2xx, on any attempt', () => {
    for (const status of [200, 201, 202, 204, 299]) {
      expect(DeliveryRules.afterAttempt(1, { status }, schedule, now, 0.5)).toEqual({
        status: 'delivered',
        responseStatus: status,
        error: null,
        nextRetryAt: null,
        disableEndpoint: null,
      });
    }
    expect(DeliveryRules.afterAttempt(8, { status: 200 }, schedule, now, 0.5).status).toBe('delivered');
  });

  it.each([[199], [300], [302], [400], [404], [429], [500], [503]])('retries after HTTP %i', (status) => {
    const outcome = DeliveryRules.afterAttempt(1, { status }, schedule, now, 0.5);
    expect(outcome).toEqual({
      status: 'retrying',
      responseStatus: status,
      error: `The receiver answered HTTP ${status}`,
      nextRetryAt: new Date(now.getTime() + 5000),
      disableEndpoint: null,
    });
  });

  it('retries after an error without a response, keeping its message', () => {
    const outcome = DeliveryRules.afterAttempt(2, { error: 'connect ECONNREFUSED 127.0.0.1:9' }, schedule, now, 0.5);
    expect(outcome).toMatchObject({
      status: 'retrying',
      responseStatus: null,
      error: 'connect ECONNREFUSED 127.0.0.1:9',
      nextRetryAt: new Date(now.getTime() + 300_000),
    });
  });

  it('follows the schedule: 8 attempts in all, then dead_lettered', () => {
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect(DeliveryRules.afterAttempt(attempt, { status: 500 }, schedule, now, 0.5).nextRetryAt).toEqual(
        new Date(now.getTime() + schedule[attempt - 1] * 1000),
      );
    }
    expect(DeliveryRules.afterAttempt(8, { status: 500 }, schedule, now, 0.5)).toEqual({
      status: 'dead_lettered',
      responseStatus: 500,
      error: 'The receiver answered HTTP 500',
      nextRetryAt: null,
      disableEndpoint: null,
    });
    expect(DeliveryRules.afterAttempt(2, { status: 500 }, [1], now, 0.5).status).toBe('dead_lettered');
  });

  it('jitters each delay by at most ±10 %', () => {
    expect(DeliveryRules.retryDelayMs(schedule, 1, 0)).toBe(4500);
    expect(DeliveryRules.retryDelayMs(schedule, 1, 0.999999)).toBe(5500);
    expect(DeliveryRules.retryDelayMs(schedule, 2, 0.25)).toBe(285_000);
    const delays = new Set(Array.from({ length: 50 }, () => DeliveryRules.retryDelayMs(schedule, 3, Math.random())));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) expect(Math.abs(delay - 1_800_000)).toBeLessThanOrEqual(180_000);
  });

  it('dead-letters on 410 Gone at once and disables the endpoint with a reason', () => {
    const outcome = DeliveryRules.afterAttempt(1, { status: 410 }, schedule, now, 0.5);
    expect(outcome).toMatchObject({ status: 'dead_lettered', responseStatus: 410, nextRetryAt: null });
    expect(outcome.disableEndpoint).toContain('410 Gone');
  });

  it('replays only deliveries that are no longer owed an attempt', () => {
    const replayable = DELIVERY_STATUSES.filter((status) => {
      try {
        DeliveryRules.assertReplayable(status);
        return true;
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidStateError);
        expect((error as InvalidStateError).details).toEqual({ status, allowed: ['delivered', 'dead_lettered', 'canceled'] });
        return false;
      }
    });
    expect(replayable).toEqual(['delivered', 'dead_lettered', 'canceled']);
    expect(DELIVERY_STATUSES.filter((status) => DeliveryRules.isOpen(status))).toEqual(['pending', 'retrying']);
  });
});
