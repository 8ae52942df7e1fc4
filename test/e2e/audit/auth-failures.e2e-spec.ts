import request from 'supertest';
import { AUDIT_LOG_OPTIONS, AuditLog } from '@app/audit';
import { AuthFailureLimiter } from '@app/core';
import { expectError } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(60_000);

const LIMIT = 5;
const FLOOD = 60;

/** Failed authentications per client address and minute (docs/api/auth.md#failed-authentications). */
describe('failed authentications (AUTH_FAILURES_PER_MINUTE)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { AUTH_FAILURES_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' },
      { configure: (builder) => builder.overrideProvider(AUDIT_LOG_OPTIONS).useValue({ flushEveryMs: 100, flushRows: 500 }) },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const from = (address: string, key: string) =>
    request(t.app.getHttpServer()).get('/api/v1/jobs').set('X-Forwarded-For', address).set('Authorization', `Bearer ${key}`);
  const rowsFrom = async (prefix: string) => {
    await t.app.get(AuditLog).flush();
    return (await t.db.query(`SELECT status, action, changes, ip FROM audit_events WHERE ip LIKE $1 ORDER BY occurred_at, id`, [`${prefix}%`])) as Array<{
      status: number;
      action: string;
      changes: string[];
    }>;
  };

  it('refuses a client beyond the limit with 429 before any key lookup, and keeps one audit event for its refusals: a flood stays bounded', async () => {
    // Random keys from addresses of one IPv6 /64: one client.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FLOOD; attempt++) {
      const response = await from(`2001:db8:9:1::${(attempt + 1).toString(16)}`, `ats_live_${attempt}notakey${Math.random().toString(36).slice(2)}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expectError(response, 429, 'RATE_LIMITED');
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([...new Array<number>(LIMIT).fill(401), ...new Array<number>(FLOOD - LIMIT).fill(429)]);
    // Even a valid key: the client is refused before its key is looked up.
    expectError(await from('2001:db8:9:1::ffff', t.bootstrapKey), 429, 'RATE_LIMITED');
    // Another client is not.
    expect((await from('2001:db8:9:2::1', t.bootstrapKey)).status).toBe(200);
    expect((await from('203.0.113.50', 'ats_live_notakey')).status).toBe(401);

    // While refused: only the failures within the limit are in the log.
    expect((await rowsFrom('2001:db8:9:1:')).map((row) => row.status)).toEqual(new Array<number>(LIMIT).fill(401));
    // When the client's window ends (here: at shutdown), its refusals become one event.
    t.app.get(AuthFailureLimiter).endRefusals();
    const rows = await rowsFrom('2001:db8:9:1:');
    expect(rows).toHaveLength(LIMIT + 1);
    expect(rows[LIMIT]).toMatchObject({ status: 429, action: 'auth_failed', changes: [`count:${FLOOD - LIMIT + 1}`] });
  });
});
