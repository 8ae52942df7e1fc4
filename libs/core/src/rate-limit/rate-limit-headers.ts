/** The outcome of counting one request against its key's window. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests per window (the policy's quota). */
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  msBeforeReset: number;
}

/** IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers), as docs/api/wire-rules.md#rate-limiting spells them; Retry-After only on a refusal. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const resetSeconds = Math.max(0, Math.ceil(decision.msBeforeReset / 1000));
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"default";q=${decision.limit};w=${decision.windowSeconds}`,
    RateLimit: `"default";r=${Math.max(0, decision.remaining)};t=${resetSeconds}`,
  };
  if (!decision.allowed) headers['Retry-After'] = String(Math.max(1, resetSeconds));
  return headers;
}
