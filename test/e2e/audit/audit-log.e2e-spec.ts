import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { AUDIT_LOG_OPTIONS, AuditLog, AuditPruner, AuditRepository, AuditSealer } from '@app/audit';
import { expectError, expectForbidden, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { adminUser, waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';

jest.setTimeout(60_000);

const KEYS = ['action', 'actor', 'changes', 'hash', 'id', 'ip', 'method', 'occurredAt', 'resourceId', 'resourceKey', 'resourceType', 'route', 'status'];

/** RFC 8785 for the ASCII-only values audit events hold, written independently of the library's. */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : JSON.stringify(value);

/**
 * An outside verifier of an export, from the export alone (docs/api/audit.md#the-hash-chain): each hash is SHA-256 of the
 * previous one and the event's canonical JSON without `hash`, and without `resourceId` where it carries `resourceKey`.
 */
const verifyExport = (lines: Array<Record<string, any>>, first: string): boolean => {
  let previous = first;
  for (const event of lines) {
    const { hash, ...body } = event;
    if ('resourceKey' in body) delete body.resourceId;
    if (
      createHash('sha256')
        .update(previous + canonical(body))
        .digest('hex') !== hash
    )
      return false;
    previous = hash;
  }
  return true;
};

/** The audit log (docs/api/audit.md): what is recorded and when, the hash chain, the routes, retention and erasure. */
describe('audit log', () => {
  let t: TestApp;
  let admin: { id: string; name: string };
  let adminKeyId: string;
  let pseudonymKey: string;

  beforeAll(async () => {
    // Shorter batches than the default 0.5 s so that the file runs fast; the rules are the same.
    t = await createTestApp(
      {},
      {
        configure: (builder) => builder.overrideProvider(AUDIT_LOG_OPTIONS).useValue({ flushEveryMs: 100, flushRows: 500 }),
      },
    );
    admin = await adminUser(t.api);
    const [key] = await t.db.query(`SELECT id FROM api_keys ORDER BY created_at LIMIT 1`);
    adminKeyId = key.id;
    [{ key: pseudonymKey }] = await t.db.query(`SELECT pseudonym_key AS key FROM audit_chain_state`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pseudonym = (id: string) => createHmac('sha256', pseudonymKey).update(id).digest('hex');
  const rowsOf = (where: string, values: unknown[] = []) =>
    t.db.query(
      `SELECT id, action, status, route, method, resource_type, resource_id, changes, hash, txid::text AS txid
         FROM audit_events WHERE ${where} ORDER BY occurred_at, id`,
      values,
    );
  /** Waits for the reads' batch and the sealer, as a client waits for events to show. */
  const sealed = async () => {
    await t.app.get(AuditLog).flush();
    // The worker's sealer, run here by the test (chaining events 300 ms old instead of 2 s).
    const sealer = new AuditSealer(t.db, new AuditRepository(), { sealEveryMs: 60_000, sealBatch: 1000, sealAfterMs: 300 });
    await waitFor('the audit events sealed', async () => {
      await sealer.sealNow();
      const [{ unsealed }] = await t.db.query(`SELECT count(*)::int AS unsealed FROM audit_events WHERE hash IS NULL`);
      return unsealed === 0;
    });
  };
  const events = async (query: Record<string, string | number>) => {
    await sealed();
    return expectSuccess(await t.api.get('/audit-events').query(query)) as Array<Record<string, any>>;
  };

  describe('writes', () => {
    it("record the event in the write's own transaction: present at the response without any flush, with route template, status, field names", async () => {
      const candidate = await t.factory.candidate();
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Analyst', location: 'Lyon' }).expect(200);
      // No flush, no seal: the row committed with the candidate's change.
      const rows = await rowsOf(`resource_id = $1 AND action = 'update'`, [candidate.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        method: 'PATCH',
        route: '/api/v1/candidates/{id}',
        status: 200,
        resource_type: 'candidate',
        changes: ['headline', 'location'],
      });
      const [{ xmin }] = await t.db.query(`SELECT xmin::text AS xmin FROM candidates WHERE id = $1`, [candidate.id]);
      expect(BigInt(rows[0].txid) % 2n ** 32n).toBe(BigInt(xmin));
    });

    it('record nothing when the write rolls back, even after the audit row was written (a deferred check fails the commit)', async () => {
      const candidate = await t.factory.candidate();
      await t.db.query(`CREATE OR REPLACE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.headline = 'refused at commit' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
      await t.db.query(
        `CREATE CONSTRAINT TRIGGER audit_test_refuse AFTER UPDATE ON candidates DEFERRABLE INITIALLY DEFERRED
           FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`,
      );
      try {
        const response = await t.api.patch(`/candidates/${candidate.id}`, { headline: 'refused at commit' });
        expect(response.status).toBe(500);
      } finally {
        await t.db.query(`DROP TRIGGER audit_test_refuse ON candidates`);
      }
      expect(await rowsOf(`resource_id = $1 AND action = 'update'`, [candidate.id])).toEqual([]);
      expect(await rowsOf(`resource_id = $1 AND action = 'create'`, [candidate.id])).toHaveLength(1);
    });

    it('name the new resource on a create, the action segment on an action route, and record key changes', async () => {
      const job = expectSuccess(await t.api.post('/jobs', { title: 'Auditor' }), 201);
      const key = expectSuccess(await t.api.post('/api-keys', { name: 'audited', scopes: ['jobs:read'], environment: 'test' }), 201);
      await t.api.post(`/api-keys/${key.id}/revoke`).expect((response) => expect(response.status).toBeLessThan(300));
      expect(await rowsOf(`resource_id = $1`, [job.id])).toEqual([
        expect.objectContaining({ action: 'create', status: 201, resource_type: 'job', route: '/api/v1/jobs', changes: ['title'] }),
      ]);
      expect((await rowsOf(`resource_id = $1`, [key.id])).map((row: { action: string }) => row.action)).toEqual(['create', 'revoke']);
    });

    it('leave a failed write unrecorded (nothing changed)', async () => {
      const before = await rowsOf(`status >= 400 AND action <> 'auth_failed'`);
      await t.api.post('/jobs', { title: '' }).expect(422);
      expect(await rowsOf(`status >= 400 AND action <> 'auth_failed'`)).toEqual(before);
    });
  });

  describe('reads, exports and failed authentications', () => {
    it('record a read of a candidate, its notes and a search with q, batched; not other reads', async () => {
      const candidate = await t.factory.candidate();
      await t.api.get(`/candidates/${candidate.id}`).expect(200);
      await t.api.get(`/candidates/${candidate.id}/notes`).expect(200);
      await t.api.get('/candidates').query({ q: 'Lovelace' }).expect(200);
      const job = expectSuccess(await t.api.post('/jobs', { title: 'Unaudited read' }), 201);
      await t.api.get(`/jobs/${job.id}`).expect(200);
      await sealed();
      const reads = await rowsOf(`resource_id = $1 AND action = 'read'`, [candidate.id]);
      expect(reads.map((row: { route: string }) => row.route)).toEqual(['/api/v1/candidates/{id}', '/api/v1/candidates/{id}/notes']);
      expect(reads.every((row: { changes: string[] }) => row.changes.length === 0)).toBe(true);
      expect(await rowsOf(`action = 'search' AND route = '/api/v1/candidates'`)).not.toEqual([]);
      expect(await rowsOf(`resource_id = $1 AND action = 'read'`, [job.id])).toEqual([]);
    });

    it('record a failed authentication without an actor', async () => {
      await t.as('ats_test_not_a_key').get('/jobs').expect(401);
      const [event] = await events({ action: 'auth_failed', limit: 1 });
      expect(event).toMatchObject({
        status: 401,
        route: '/api/v1/jobs',
        method: 'GET',
        actor: { userId: null, apiKeyId: null, onBehalfOf: null },
        changes: [],
      });
    });

    it('record a report CSV as an export', async () => {
      await t.api.get('/reports/sources').query({ format: 'csv' }).expect(200);
      const [event] = await events({ action: 'export', resourceType: 'report', limit: 1 });
      expect(event).toMatchObject({ route: '/api/v1/reports/sources', status: 200, actor: { userId: admin.id, apiKeyId: adminKeyId, onBehalfOf: null } });
    });
  });

  describe('GET /audit-events', () => {
    it('lists sealed events newest first with exactly the keys of §15, filtered and paginated', async () => {
      const candidate = await t.factory.candidate();
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Filtered' }).expect(200);
      const found = await events({ resourceId: candidate.id, actorId: admin.id, apiKeyId: adminKeyId, resourceType: 'candidate' });
      expect(found.map((event) => event.action)).toEqual(['update', 'create']);
      for (const event of found) expect(Object.keys(event).sort()).toEqual(KEYS);
      expect(found[0]).toMatchObject({
        resourceId: candidate.id,
        resourceKey: pseudonym(candidate.id),
        changes: ['headline'],
        actor: { userId: admin.id, apiKeyId: adminKeyId, onBehalfOf: null },
      });
      expect(found[0].hash).toMatch(/^[0-9a-f]{64}$/);

      const first = await t.api.get('/audit-events').query({ limit: 1 });
      expect(first.body.meta.pagination).toMatchObject({ hasMore: true, limit: 1 });
      const second = expectSuccess(await t.api.get('/audit-events').query({ limit: 1, cursor: first.body.meta.pagination.nextCursor }));
      expect(second[0].occurredAt <= first.body.data[0].occurredAt).toBe(true);
      expect(second[0].id).not.toBe(first.body.data[0].id);
      expect(await events({ from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' })).toEqual([]);
    });

    it('refuses a key without audit:read (403 requiredScope) and a key whose user is not an admin (403 requiredRole)', async () => {
      const noScope = await t.factory.apiKey(['jobs:read']);
      expectForbidden(await t.as(noScope.key).get('/audit-events'), 'audit:read');
      const recruiter = await t.factory.user({ role: 'recruiter' });
      const recruiterKey = await t.factory.apiKey(['audit:read'], { ownerId: recruiter.id });
      for (const path of ['/audit-events', '/audit-events/export', '/audit-events/verify', '/audit-events?limit=0']) {
        expect(expectError(await t.as(recruiterKey.key).get(path), 403, 'FORBIDDEN').details).toEqual({ requiredRole: 'admin' });
      }
    });

    it("checks the acting user's role: an admin's key acting for a recruiter is refused, acting for an admin let through", async () => {
      const recruiter = await t.factory.user({ role: 'recruiter' });
      const otherAdmin = await t.factory.user({ role: 'admin' });
      expect(expectError(await t.api.get('/audit-events').set('On-Behalf-Of', recruiter.id), 403, 'FORBIDDEN').details).toEqual({ requiredRole: 'admin' });
      expectSuccess(await t.api.get('/audit-events').set('On-Behalf-Of', otherAdmin.id));
    });

    it('validates its query (limit 1-1000, UUIDs, date-times)', async () => {
      expectValidationError(await t.api.get('/audit-events').query({ limit: 1001, actorId: 'x', from: 'yesterday' }), [
        { location: 'query', path: 'actorId' },
        { location: 'query', path: 'from' },
        { location: 'query', path: 'limit' },
      ]);
      expectSuccess(await t.api.get('/audit-events').query({ limit: 1000 }));
    });
  });

  describe('the hash chain', () => {
    it('export streams NDJSON oldest first whose hashes chain from 64 zeros, and is itself recorded as an export', async () => {
      await sealed();
      const response = await request(t.app.getHttpServer()).get('/api/v1/audit-events/export').set('Authorization', `Bearer ${t.bootstrapKey}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = (response.text as string)
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, any>);
      expect(lines.length).toBeGreaterThan(5);
      expect(verifyExport(lines, '0'.repeat(64))).toBe(true);
      for (const event of lines) expect(Object.keys(event).sort()).toEqual(KEYS);
      const times = lines.map((event) => event.occurredAt as string);
      expect([...times].sort()).toEqual(times);
      const [exported] = await events({ action: 'export', resourceType: 'audit_event', limit: 1 });
      expect(exported).toMatchObject({ route: '/api/v1/audit-events/export', status: 200 });
    });

    it('verify answers verified, then finds a row changed by hand in the database; the table refuses updates and deletes', async () => {
      await sealed();
      const ok = expectSuccess(await t.api.get('/audit-events/verify'));
      expect(ok).toMatchObject({ verified: true, firstBrokenId: null });
      expect(ok.events).toBeGreaterThan(5);
      await expect(t.db.query(`UPDATE audit_events SET status = 299 WHERE action = 'create'`)).rejects.toThrow(/append-only/);
      await expect(t.db.query(`DELETE FROM audit_events WHERE action = 'create'`)).rejects.toThrow(/append-only/);
      const [victim] = await rowsOf(`action = 'create' AND hash IS NOT NULL`);
      const runner = t.db.createQueryRunner();
      try {
        // A superuser bypassing the trigger: only the hashes can tell.
        await runner.query(`SET session_replication_role = replica`);
        await runner.query(`UPDATE audit_events SET changes = '{}' WHERE id = $1`, [victim.id]);
        await runner.query(`SET session_replication_role = DEFAULT`);
        const broken = expectSuccess(await t.api.get('/audit-events/verify'));
        expect(broken).toMatchObject({ verified: false, firstBrokenId: victim.id });
        await runner.query(`SET session_replication_role = replica`);
        await runner.query(`UPDATE audit_events SET changes = $2 WHERE id = $1`, [victim.id, victim.changes]);
      } finally {
        await runner.query(`SET session_replication_role = DEFAULT`);
        await runner.release();
      }
      expect(expectSuccess(await t.api.get('/audit-events/verify')).verified).toBe(true);
    });
  });

  describe('retention and erasure', () => {
    it('names a candidate by its id while it exists, by its keyed hash once erased; the chain verifies, also from the export alone', async () => {
      const candidate = await t.factory.candidate();
      await t.api.get(`/candidates/${candidate.id}`).expect(200);
      // "Which candidates did this key read?": the log answers with their ids.
      const reads = await events({ resourceId: candidate.id, action: 'read' });
      expect(reads).toEqual([expect.objectContaining({ resourceType: 'candidate', resourceId: candidate.id, resourceKey: pseudonym(candidate.id) })]);
      expect((await events({ apiKeyId: adminKeyId, action: 'read', limit: 1000 })).map((event) => event.resourceId)).toContain(candidate.id);

      await t.api.delete(`/candidates/${candidate.id}`).expect((response) => expect(response.status).toBeLessThan(300));
      // A read buffered while the candidate was erased reaches the table after the erasure: it takes the hash too.
      const late = new AuditLog(t.db, new AuditRepository(), { AUDIT_RETENTION_DAYS: 400, AUDIT_READS: true }, { flushEveryMs: 60_000, flushRows: 500 });
      await late.onApplicationBootstrap();
      late.recordAfterResponse({
        method: 'GET',
        route: '/api/v1/candidates/{id}',
        ip: '127.0.0.1',
        principal: null,
        params: { id: candidate.id },
        query: {},
        changes: [],
        status: 200,
        createdId: null,
        insertedId: null,
        recorded: false,
      });
      await late.flush();
      await sealed();
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM audit_events a WHERE strpos(a::text, $1) > 0`, [candidate.id]);
      expect(count).toBe(0);
      const after = await events({ resourceId: candidate.id });
      expect(after.map((event) => event.action)).toEqual(['read', 'delete', 'read', 'create']);
      for (const event of after) expect(event).toMatchObject({ resourceId: pseudonym(candidate.id), resourceKey: pseudonym(candidate.id) });
      expect(expectSuccess(await t.api.get('/audit-events/verify')).verified).toBe(true);

      const exported = await request(t.app.getHttpServer()).get('/api/v1/audit-events/export').set('Authorization', `Bearer ${t.bootstrapKey}`);
      const lines = (exported.text as string)
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, any>);
      const [{ prev }] = await t.db.query(`SELECT prev_hash AS prev FROM audit_events WHERE id = $1`, [lines[0].id]);
      expect(verifyExport(lines, prev)).toBe(true);
      // An event whose resourceId were hashed in place of its resourceKey would not verify: the chain covers the key.
      const erased = lines.findIndex((event) => event.resourceKey === pseudonym(candidate.id));
      expect(
        verifyExport(
          lines.map((event, index) => (index === erased ? { ...event, resourceKey: candidate.id } : event)),
          prev,
        ),
      ).toBe(false);
    });

    it('leaves events written before resourceKey as they were: the hash in resourceId, no resourceKey, verified as before', async () => {
      const candidate = await t.factory.candidate();
      const runner = t.db.createQueryRunner();
      try {
        // A row as the log wrote it before resourceKey existed (keyed false, the hash in resource_id).
        await runner.query(
          `INSERT INTO audit_events (id, occurred_at, method, route, status, action, resource_type, resource_id, changes)
           VALUES (gen_random_uuid(), now() - interval '1 second', 'GET', '/api/v1/candidates/{id}', 200, 'read', 'candidate', $1, '{}')`,
          [pseudonym(candidate.id)],
        );
      } finally {
        await runner.release();
      }
      const [old] = (await events({ resourceId: candidate.id })).filter((event) => !('resourceKey' in event));
      expect(old).toMatchObject({ resourceId: pseudonym(candidate.id), action: 'read' });
      expect(Object.keys(old).sort()).toEqual(KEYS.filter((key) => key !== 'resourceKey'));
      await t.api.delete(`/candidates/${candidate.id}`).expect((response) => expect(response.status).toBeLessThan(300));
      expect(expectSuccess(await t.api.get('/audit-events/verify')).verified).toBe(true);
    });

    it("the table refuses any other change than erasure's: resourceId becoming the resourceKey of a candidate event", async () => {
      const candidate = await t.factory.candidate();
      await t.api.get(`/candidates/${candidate.id}`).expect(200);
      await sealed();
      const [candidateEvent] = await t.db.query(
        `SELECT id FROM audit_events WHERE keyed AND resource_type = 'candidate' AND resource_id <> resource_key AND hash IS NOT NULL LIMIT 1`,
      );
      await expect(t.db.query(`UPDATE audit_events SET resource_id = 'someone else' WHERE id = $1`, [candidateEvent.id])).rejects.toThrow(/append-only/);
      await expect(t.db.query(`UPDATE audit_events SET resource_key = resource_id WHERE id = $1`, [candidateEvent.id])).rejects.toThrow(/append-only/);
    });

    it("the pruner deletes the oldest events from the start of the chain and verify starts from the first retained event's stored predecessor", async () => {
      await sealed();
      const chain: Array<{ id: string; occurred_at: Date; hash: string }> = await t.db.query(
        `SELECT id, occurred_at, hash FROM audit_events ORDER BY position`,
      );
      const middle = chain[Math.floor(chain.length / 2)];
      const pruner = new AuditPruner(t.db, { AUDIT_RETENTION_DAYS: 1, AUDIT_READS: true }, new AuditRepository(), { everyMs: 60_000, batchSize: 3 });
      const deleted = await pruner.prune(new Date(middle.occurred_at.getTime() + 86_400_000));
      expect(deleted).toBeGreaterThan(0);
      const [first] = await t.db.query(`SELECT prev_hash FROM audit_events WHERE hash IS NOT NULL ORDER BY position LIMIT 1`);
      const [{ pruned }] = await t.db.query(`SELECT pruned_hash AS pruned FROM audit_chain_state`);
      expect(first.prev_hash).toBe(pruned);
      expect(pruned).not.toBe('0'.repeat(64));
      expect(chain.map((row) => row.hash)).toContain(pruned);
      expect(expectSuccess(await t.api.get('/audit-events/verify')).verified).toBe(true);
    });
  });
});
