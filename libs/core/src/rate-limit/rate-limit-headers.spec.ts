import { rateLimitHeaders } from './rate-limit-headers';

describe('rateLimitHeaders', () => {
  const base = { allowed: true, limit: 600, windowSeconds: 60, remaining: 599, msBeforeReset: 60_000 };

  it('writes the policy and the remaining quota with whole seconds to reset, rounded up', () => {
    expect(rateLimitHeaders(base)).toEqual({ 'RateLimit-Policy': '"default";q=600;w=60', RateLimit: '"default";r=599;t=60' });
    expect(rateLimitHeaders({ ...base, remaining: 0, msBeforeReset: 1 }).RateLimit).toBe('"default";r=0;t=1');
    expect(rateLimitHeaders({ ...base, msBeforeReset: 59_001 }).RateLimit).toBe('"default";r=599;t=60');
  });

  it('adds Retry-After (at least 1 s) only when the request is refused', () => {
    expect(rateLimitHeaders(base)['Retry-After']).toBeUndefined();
    expect(rateLimitHeaders({ ...base, allowed: false, remaining: 0, msBeforeReset: 12_300 })['Retry-After']).toBe('13');
    expect(rateLimitHeaders({ ...base, allowed: false, remaining: 0, msBeforeReset: 0 })['Retry-After']).toBe('1');
  });

  it('never reports a negative remaining count or time', () => {
    expect(rateLimitHeaders({ ...base, remaining: -3, msBeforeReset: -5 }).RateLimit).toBe('"default";r=0;t=0');
  });
});
