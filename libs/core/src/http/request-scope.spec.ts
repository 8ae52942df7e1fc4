import { currentViewer, withReachOf } from '../access/reach';
import { currentAuditScope, enterAuditScope, leaveAuditScope, withoutAuditScope, type RequestAudit } from '../audit/request-audit';
import type { Principal } from '../auth/principal';
import { currentIdempotencyScope, enterIdempotencyScope, leaveIdempotencyScope, type IdempotencyScope } from '../idempotency/idempotency-scope';
import { requestScope } from './request-scope';

const scopeFor = (key: string): IdempotencyScope => ({
  claim: { apiKeyId: 'k', key, fingerprint: 'f', method: 'POST', path: '/x', token: key },
  committed: false,
});
const auditOf = (route: string) => ({ method: 'POST', route }) as RequestAudit;
const principalOf = (userId: string) => ({ actor: { id: userId }, role: 'recruiter' }) as unknown as Principal;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
/** Runs `work` as the middleware runs the rest of a request. */
const asRequest = <T>(request: object, work: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => requestScope(request, undefined, () => void work().then(resolve, reject)));

describe('request scope', () => {
  it("follows each request's fields across awaits, apart from the other requests, until the concern leaves", async () => {
    const seen: string[] = [];
    const work = (name: string) => async () => {
      await tick();
      await enterIdempotencyScope(scopeFor(name), async () => {
        await enterAuditScope(auditOf(`/${name}`), async () => {
          await tick();
          seen.push(`${name}:${currentIdempotencyScope()?.claim.key}:${currentAuditScope()?.route}`);
        });
        leaveAuditScope();
        await Promise.resolve();
        seen.push(`${name}:${currentIdempotencyScope()?.claim.key}:${currentAuditScope()?.route}`);
      });
      leaveIdempotencyScope();
      return currentIdempotencyScope();
    };
    const request = (name: string) => asRequest({}, work(name));
    await expect(Promise.all([request('a'), request('b')])).resolves.toEqual([undefined, undefined]);
    expect(seen.sort()).toEqual(['a:a:/a', 'a:a:undefined', 'b:b:/b', 'b:b:undefined']);
    expect(currentIdempotencyScope()).toBeUndefined();
  });

  it('reads the principal the guard puts on the request after the scope started', async () => {
    const request: { principal?: Principal } = {};
    const viewer = await asRequest(request, async () => {
      await tick();
      request.principal = principalOf('u1');
      await tick();
      return currentViewer();
    });
    expect(viewer).toEqual({ userId: 'u1', role: 'recruiter' });
    expect(currentViewer()).toBeUndefined();
  });

  it('runs a concern entered outside a request in a scope of its own, apart from another', async () => {
    const a = scopeFor('a');
    const b = scopeFor('b');
    const keys = await Promise.all([
      enterIdempotencyScope(a, async () => (await tick(), currentIdempotencyScope()?.claim.key)),
      enterIdempotencyScope(b, async () => (await tick(), currentIdempotencyScope()?.claim.key)),
    ]);
    expect(keys).toEqual(['a', 'b']);
    expect(currentIdempotencyScope()).toBeUndefined();
  });

  it("withReachOf changes the viewer and keeps the request's other fields; withoutAuditScope leaves the whole scope", async () => {
    await asRequest({ principal: principalOf('u1') }, async () => {
      const audit = auditOf('/x');
      await enterAuditScope(audit, async () => {
        const inside = await withReachOf(principalOf('u2'), async () => (await tick(), [currentViewer()?.userId, currentAuditScope()]));
        expect(inside).toEqual(['u2', audit]);
        expect(currentViewer()?.userId).toBe('u1');
        const outside = await withoutAuditScope(() => new Promise((resolve) => setTimeout(() => resolve([currentAuditScope(), currentViewer()]), 1)));
        expect(outside).toEqual([undefined, undefined]);
      });
      leaveAuditScope();
    });
  });
});
