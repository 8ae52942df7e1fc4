import { ConsentRules, EVIDENCE_MAX_BYTES, hashRequestToken, newRequestToken, tokenMatches } from './consent-rules';

const DAY_MS = 86_400_000;

describe('ConsentRules', () => {
  it('expires a consent by default its purpose’s duration after it was given, or never', () => {
    const givenAt = new Date('2026-01-01T00:00:00Z');
    expect(ConsentRules.defaultExpiry(givenAt, 365)).toEqual(new Date(givenAt.getTime() + 365 * DAY_MS));
    expect(ConsentRules.defaultExpiry(givenAt, null)).toBeNull();
  });

  it('keeps evidence up to 4 KiB of JSON in UTF-8, and null or none', () => {
    expect(ConsentRules.evidenceProblem(null)).toBeNull();
    expect(ConsentRules.evidenceProblem(undefined)).toBeNull();
    const fits = { t: 'x'.repeat(EVIDENCE_MAX_BYTES - '{"t":""}'.length) };
    expect(ConsentRules.evidenceProblem(fits)).toBeNull();
    expect(ConsentRules.evidenceProblem({ t: `${fits.t}x` })).toMatch(/at most 4096 bytes/);
    // Multi-byte characters count as their bytes.
    expect(ConsentRules.evidenceProblem({ t: 'é'.repeat(2100) })).not.toBeNull();
  });

  it('withdraws only a given consent', () => {
    expect(ConsentRules.canWithdraw('given')).toBe(true);
    for (const status of ['withdrawn', 'expired', 'superseded'] as const) expect(ConsentRules.canWithdraw(status)).toBe(false);
  });

  it('reads a pending request past its expiresAt as expired, and a decided one as decided', () => {
    const expiresAt = new Date('2026-01-15T00:00:00Z');
    const before = new Date('2026-01-14T23:59:59Z');
    expect(ConsentRules.requestStatus('pending', expiresAt, before)).toBe('pending');
    expect(ConsentRules.requestStatus('pending', expiresAt, expiresAt)).toBe('expired');
    expect(ConsentRules.requestStatus('given', expiresAt, new Date('2027-01-01T00:00:00Z'))).toBe('given');
    expect(ConsentRules.isOpen('pending', expiresAt, before)).toBe(true);
    expect(ConsentRules.isOpen('declined', expiresAt, before)).toBe(false);
    expect(ConsentRules.requestExpiry(before, 14)).toEqual(new Date(before.getTime() + 14 * DAY_MS));
  });
});

describe('consent request tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256 and compared with it', () => {
    const token = newRequestToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRequestToken()).not.toBe(token);
    const hash = hashRequestToken(token);
    expect(hash).toHaveLength(32);
    expect(tokenMatches(hash, token)).toBe(true);
    expect(tokenMatches(hash, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(tokenMatches(Buffer.alloc(3), token)).toBe(false);
  });
});
