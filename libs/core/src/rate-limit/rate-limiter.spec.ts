import { Logger } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { loadConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { RateLimiter } from './rate-limiter';

describe(RateLimiter.name, () => {
  // Nothing listens on port 1: every count falls back to process memory, which shows the batching without Redis.
  const config = loadConfig({ DATABASE_URL: 'postgres://localhost/unused', REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '5' });
  let limiter: RateLimiter;
  let metrics: Metrics;
  beforeEach(() => {
    metrics = new Metrics();
    limiter = new RateLimiter(config, metrics);
  });
  afterEach(async () => limiter.onApplicationShutdown());

  it('counts the requests of one key that arrive in the same turn with one call, deciding each as if counted alone', async () => {
    const consume = jest.spyOn(RateLimiterMemory.prototype, 'consume');
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const decisions = await Promise.all([...Array.from({ length: 7 }, () => limiter.consume('key-a', 'req')), limiter.consume('key-b')]);
    expect(consume.mock.calls.map(([key, points]) => [key, points])).toEqual([
      ['key-a', 7],
      ['key-b', 1],
    ]);
    expect(decisions.map((decision) => [decision.allowed, decision.remaining])).toEqual([
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
      [true, 4],
    ]);
    expect(decisions.every((decision) => decision.limit === 5 && decision.windowSeconds === 60 && decision.msBeforeReset > 0)).toBe(true);

    // Over its limit, a key is refused from memory until its window ends.
    expect((await limiter.consume('key-a')).allowed).toBe(false);
    expect(await metrics.scrape()).toMatch(/^ats_rate_limit_fallback_total 9$/m);
    expect(await metrics.scrape()).toMatch(/^ats_rate_limited_total 3$/m);
    // Once per 30 s, with the id of a request it was counting.
    expect(warn.mock.calls).toEqual([[expect.objectContaining({ msg: expect.stringMatching(/counted in process memory/), requestId: 'req' })]]);
    consume.mockRestore();
    warn.mockRestore();
  });
});
