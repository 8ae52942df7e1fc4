import { currentIdempotencyScope, enterIdempotencyScope, leaveIdempotencyScope, type IdempotencyScope } from './idempotency-scope';

const scopeFor = (key: string): IdempotencyScope => ({
  claim: { apiKeyId: 'k', key, fingerprint: 'f', method: 'POST', path: '/x', token: key },
  committed: false,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('idempotency scope', () => {
  it("follows each request's work across awaits, apart from the others, and is off once none runs", async () => {
    const a = scopeFor('a');
    const b = scopeFor('b');
    const seen: Array<string | undefined> = [];
    const work = async (name: string) => {
      await tick();
      seen.push(`${name}:${currentIdempotencyScope()?.claim.key}`);
      await Promise.resolve();
      seen.push(`${name}:${currentIdempotencyScope()?.claim.key}`);
    };
    const first = enterIdempotencyScope(a, () => work('a'));
    const second = enterIdempotencyScope(b, () => work('b'));
    const outside = (async () => {
      await tick();
      return currentIdempotencyScope();
    })();
    await first;
    leaveIdempotencyScope();
    // The other request still runs: its scope stays.
    await second;
    expect(currentIdempotencyScope()).toBeUndefined();
    leaveIdempotencyScope();
    expect(await outside).toBeUndefined();
    expect(seen.sort()).toEqual(['a:a', 'a:a', 'b:b', 'b:b']);

    // Switched off, then on again for the next request.
    expect(await (async () => (await tick(), currentIdempotencyScope()))()).toBeUndefined();
    const c = scopeFor('c');
    await enterIdempotencyScope(c, async () => {
      await tick();
      expect(currentIdempotencyScope()).toBe(c);
    });
    leaveIdempotencyScope();
    expect(currentIdempotencyScope()).toBeUndefined();
  });
});
