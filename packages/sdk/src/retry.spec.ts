import { backoffDelay, DEFAULT_RETRY, parseRetryAfter, retryDelay, sleep } from './retry';

describe('retry timing', () => {
  const options = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };
  const now = Date.parse('2026-11-23T10:00:00.000Z');

  describe(parseRetryAfter.name, () => {
    it('reads delay-seconds', () => {
      expect(parseRetryAfter('7', now)).toBe(7000);
      expect(parseRetryAfter(' 0 ', now)).toBe(0);
    });

    it('reads an HTTP date as the time left until it, and a date already past as 0', () => {
      expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:42 GMT', now)).toBe(42_000);
      expect(parseRetryAfter('Mon, 23 Nov 2026 09:59:00 GMT', now)).toBe(0);
    });

    it('ignores an absent, empty or unreadable header, and negative or fractional seconds', () => {
      for (const value of [undefined, null, '', '  ', 'soon', '-5', '1.5']) expect(parseRetryAfter(value, now)).toBeUndefined();
    });
  });

  describe(backoffDelay.name, () => {
    it('draws up to baseDelayMs * 2^(retry - 1), capped at maxDelayMs', () => {
      const almostOne = () => 0.999999;
      expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, options, almostOne))).toEqual([499, 999, 1999, 3999]);
      expect(backoffDelay(20, options, almostOne)).toBe(29_999);
    });

    it('is jittered over the whole range, down to 0', () => {
      expect(backoffDelay(3, options, () => 0)).toBe(0);
      expect(backoffDelay(3, options, () => 0.5)).toBe(1000);
    });
  });

  describe(retryDelay.name, () => {
    it("prefers the server's Retry-After to the backoff", () => {
      expect(retryDelay(1, '3', options, now, () => 0.5)).toBe(3000);
      expect(retryDelay(1, null, options, now, () => 0.5)).toBe(250);
      expect(retryDelay(1, 'garbage', options, now, () => 0.5)).toBe(250);
    });

    it('gives up once maxAttempts requests were sent', () => {
      expect(retryDelay(3, null, options, now, () => 0.5)).toBe(1000);
      expect(retryDelay(4, null, options, now, () => 0.5)).toBeUndefined();
      expect(retryDelay(1, null, { ...options, maxAttempts: 1 }, now)).toBeUndefined();
    });

    it('gives up rather than retry early when Retry-After asks for longer than maxDelayMs', () => {
      expect(retryDelay(1, '30', options, now)).toBe(30_000);
      expect(retryDelay(1, '31', options, now)).toBeUndefined();
      expect(retryDelay(1, 'Mon, 23 Nov 2026 11:00:00 GMT', options, now)).toBeUndefined();
    });

    it('defaults to 4 attempts, 500 ms, at most 30 s', () => {
      expect(DEFAULT_RETRY).toEqual({ maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 });
    });
  });

  describe(sleep.name, () => {
    it("rejects with the signal's reason when it aborts, also when it already has", async () => {
      const controller = new AbortController();
      const waiting = sleep(60_000, controller.signal);
      controller.abort(new Error('stop'));
      await expect(waiting).rejects.toThrow('stop');
      await expect(sleep(60_000, controller.signal)).rejects.toThrow('stop');
    });

    it('resolves after the delay when nothing aborts', async () => {
      await expect(sleep(1, new AbortController().signal)).resolves.toBeUndefined();
    });
  });
});
