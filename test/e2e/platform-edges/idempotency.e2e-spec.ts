import { rawRequest } from '../../helpers/api-client';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { IdempotencyPurger, requestFingerprint } from '@app/core';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectError, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf, sleep, uniqueEmail, waitFor } from '../../helpers/common';

/** Idempotency (docs/api/wire-rules.md#idempotency): every POST, per API key, 24 h, replay without repeating the work. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  // POST /webhooks below names 127.0.0.1 (nothing delivers here): loopback targets need the setting.
  beforeAll(async () => (t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' })));
  afterAll(async () => t?.close());

  const candidate = (email = uniqueEmail()) => ({ firstName: 'Ada', lastName: 'Lovelace', email });
  const post = (path: string, key: string | undefined, body: unknown, apiKey = t.bootstrapKey) => {
    const test = rawRequest(t.app.getHttpServer()).post(`/api/v1${path}`).set('Authorization', `Bearer ${apiKey}`);
    return (key === undefined ? test : test.set('Idempotency-Key', key)).send(body as object);
  };
  const candidatesWithEmail = async (email: string): Promise<number> =>
    (await t.db.query(`SELECT count(*)::int AS n FROM candidates WHERE lower(email) = lower($1)`, [email]))[0].n;
  const createdEvents = async (candidateId: string) => (await activityOf(t.api, candidateId)).filter((event) => event.type === 'candidate.created');

  /** A transaction of the test's own that blocks every insert into candidates until it ends. */
  async function lockCandidates(): Promise<{ release(): Promise<void> }> {
    const client = new Client({ connectionString: t.config.databaseUrl });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE candidates IN SHARE MODE');
    return {
      release: async () => {
        await client.query('ROLLBACK');
        await client.end();
      },
    };
  }

  /** True once some request waits on a lock in this test's database. */
  const someoneWaits = async () =>
    (
      await t.db.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE NOT l.granted AND d.datname = current_database()`,
      )
    )[0].n > 0;

  it('replays the first response (same status, same bytes) without running the work again', async () => {
    const key = randomUUID();
    const body = candidate();
    const first = await post('/candidates', key, body);
    const created = expectSuccess(first, 201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await post('/candidates', key, body);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.headers['idempotent-replayed']).toBe('true');

    expect(await candidatesWithEmail(body.email)).toBe(1);
    expect(await createdEvents(created.id)).toHaveLength(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const email = uniqueEmail();
    const first = await post('/candidates', key, { firstName: 'Ada', lastName: 'Lovelace', email });
    const again = await post('/candidates', key, { email, lastName: 'Lovelace', firstName: 'Ada' });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED to the same key with another body or on another path, and changes nothing', async () => {
    const key = randomUUID();
    const body = candidate();
    expectSuccess(await post('/candidates', key, body), 201);
    const otherEmail = uniqueEmail();
    expectError(await post('/candidates', key, { ...body, email: otherEmail }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await post('/candidates', key, { ...body, lastName: 'Byron' }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await post('/users', key, { name: 'Grace', email: uniqueEmail('grace'), role: 'recruiter' }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await candidatesWithEmail(otherEmail)).toBe(0);
    // The first response is still what the key replays.
    expect((await post('/candidates', key, body)).headers['idempotent-replayed']).toBe('true');
  });

  it('replays the first status even when running the request again would answer another (POST /candidates/{id}/tags: 201, then 200)', async () => {
    const created = expectSuccess(await post('/candidates', undefined, candidate()), 201);
    const key = randomUUID();
    const first = await post(`/candidates/${created.id}/tags`, key, { label: 'Senior' });
    expect(first.status).toBe(201);
    const replay = await post(`/candidates/${created.id}/tags`, key, { label: 'Senior' });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    // Without the key it runs: the candidate already has the tag.
    expect((await post(`/candidates/${created.id}/tags`, undefined, { label: 'Senior' })).status).toBe(200);
  });

  it('scopes keys per API key: another key may use the same Idempotency-Key for its own request', async () => {
    const other = (await t.factory.apiKey(['talent_pools:write'])).key;
    const key = randomUUID();
    const mine = expectSuccess(await post('/talent-pools', key, { name: 'Backend' }), 201);
    const theirs = expectSuccess(await post('/talent-pools', key, { name: 'Backend' }, other), 201);
    expect(theirs.id).not.toBe(mine.id);
    expect((await post('/talent-pools', key, { name: 'Backend' }, other)).body.data.id).toBe(theirs.id);
  });

  it('runs the work once when requests with one key arrive together: the others wait and replay', async () => {
    const key = randomUUID();
    const body = candidate();
    const responses = await Promise.all(Array.from({ length: 6 }, () => post('/candidates', key, body)));
    for (const response of responses) expect(response.status).toBe(201);
    expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await candidatesWithEmail(body.email)).toBe(1);
    expect(await createdEvents(responses[0].body.data.id)).toHaveLength(1);
  });

  it('makes a retry sent while the first request still runs wait for it, then replay its response', async () => {
    const key = randomUUID();
    const body = candidate();
    const lock = await lockCandidates();
    const settled: string[] = [];
    let first, retry;
    try {
      first = post('/candidates', key, body).then((response) => (settled.push('first'), response));
      await waitFor('the first request to block on the lock', someoneWaits);
      retry = post('/candidates', key, body).then((response) => (settled.push('retry'), response));
      await sleep(400);
      expect(settled).toEqual([]);
    } finally {
      await lock.release();
    }
    const [a, b] = await Promise.all([first, retry]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.text).toBe(a.text);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(settled[0]).toBe('first');
    expect(await candidatesWithEmail(body.email)).toBe(1);
  });

  it('answers one of two concurrent requests with one key and different bodies 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([post('/candidates', key, candidate()), post('/candidates', key, candidate())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expectError(a.status === 409 ? a : b, 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('accepts keys of 1 to 255 characters and answers 422 (location header) to an empty or longer one', async () => {
    expectSuccess(await post('/candidates', 'k', candidate()), 201);
    expectSuccess(await post('/candidates', 'x'.repeat(255), candidate()), 201);
    const body = candidate();
    expectValidationError(await post('/candidates', 'x'.repeat(256), body), [{ location: 'header' as any, path: 'Idempotency-Key' }]);
    expectValidationError(await post('/candidates', '', body), [{ location: 'header' as any, path: 'Idempotency-Key' }]);
    expect(await candidatesWithEmail(body.email)).toBe(0);
  });

  it('answers 422, not 500, to a body nested too deep to fingerprint', async () => {
    const deep = `{"firstName":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const response = await t.api.post('/candidates').set('Idempotency-Key', 'deep').set('Content-Type', 'application/json').send(deep);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('forgets a key whose request failed without changing anything, so a corrected retry runs', async () => {
    const key = randomUUID();
    const email = uniqueEmail();
    expectValidationError(await post('/candidates', key, { firstName: '', lastName: 'Lovelace', email }), [{ location: 'body', path: 'firstName' }]);
    expectSuccess(await post('/candidates', key, { firstName: 'Ada', lastName: 'Lovelace', email }), 201);
    expect(await candidatesWithEmail(email)).toBe(1);
  });

  it('checks authentication and scope before the key: a 401 or 403 neither uses nor replays it', async () => {
    const key = randomUUID();
    const reader = (await t.factory.apiKey(['candidates:read'])).key;
    const body = candidate();
    expectError(await post('/candidates', key, body, reader), 403, 'FORBIDDEN');
    expectError(await post('/candidates', key, body, 'ats_test_unknown'), 401, 'UNAUTHORIZED');
    expect(await candidatesWithEmail(body.email)).toBe(0);
    expect((await post('/candidates', key, body)).status).toBe(201);
  });

  it('ignores the header on other methods', async () => {
    const created = expectSuccess(await post('/candidates', undefined, candidate()), 201);
    const key = randomUUID();
    const patch = (headline: string) => t.api.patch(`/candidates/${created.id}`, { headline }).set('Idempotency-Key', key);
    expect((await patch('One')).body.data.headline).toBe('One');
    expect((await patch('Two')).body.data.headline).toBe('Two');
  });

  describe('records the commit of the work in the key (a crash before the stored response then answers 409, never a second run)', () => {
    const committedAt = async (key: string) =>
      (await t.db.query(`SELECT committed_at FROM idempotency_keys WHERE idempotency_key = $1`, [key]))[0].committed_at;

    it.each([
      ['POST /api-keys', '/api-keys', { name: 'marked', scopes: ['candidates:read'], environment: 'test' }],
      ['POST /webhooks', '/webhooks', { url: 'http://127.0.0.1:9/commit-marker', events: ['candidate.created'] }],
      ['POST /talent-pools', '/talent-pools', { name: 'Marked pool' }],
      ['POST /users', '/users', { name: 'Marked', email: uniqueEmail('marked'), role: 'recruiter' }],
    ])('%s', async (_route, path, body) => {
      const key = randomUUID();
      expectSuccess(await post(path, key, body), 201);
      expect(await committedAt(key)).toBeInstanceOf(Date);
    });
  });

  describe('after a crash (a key left behind by a request whose process died)', () => {
    const keyId = async (): Promise<string> => (await t.db.query(`SELECT id FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at LIMIT 1`))[0].id;
    const leaveKey = async (key: string, body: unknown, state: { committed: boolean; lockedForMs: number }) => {
      await t.db.query(
        `INSERT INTO idempotency_keys
                (api_key_id, idempotency_key, fingerprint, request_method, request_path, lease_token, locked_until, committed_at, expires_at)
         VALUES ($1, $2, $3, 'POST', '/api/v1/candidates', $4, now() + $5 * interval '1 millisecond', CASE WHEN $6 THEN now() END,
                 now() + interval '24 hours')`,
        [await keyId(), key, requestFingerprint('POST', '/api/v1/candidates', body), randomUUID(), state.lockedForMs, state.committed],
      );
    };

    it('runs the request when the dead holder committed nothing (after its lease ran out)', async () => {
      const key = randomUUID();
      const body = candidate();
      await leaveKey(key, body, { committed: false, lockedForMs: 700 });
      const started = Date.now();
      const response = await post('/candidates', key, body);
      expectSuccess(response, 201);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      expect(await candidatesWithEmail(body.email)).toBe(1);
    });

    it('never runs it again when the dead holder committed but could not store its response: 409', async () => {
      const key = randomUUID();
      const body = candidate();
      await leaveKey(key, body, { committed: true, lockedForMs: -1 });
      const error = expectError(await post('/candidates', key, body), 409, 'CONFLICT');
      expect(error.details).toEqual({ idempotencyKey: 'response_lost' });
      expect(await candidatesWithEmail(body.email)).toBe(0);
    });

    it('answers 409 with Retry-After when the holder is still working after 10 s', async () => {
      const key = randomUUID();
      const body = candidate();
      await leaveKey(key, body, { committed: false, lockedForMs: 60_000 });
      const response = await post('/candidates', key, body);
      const error = expectError(response, 409, 'CONFLICT');
      expect(error.details).toEqual({ idempotencyKey: 'in_progress' });
      expect(response.headers['retry-after']).toBe('1');
      expect(await candidatesWithEmail(body.email)).toBe(0);
    }, 20_000);

    it('rolls back the work of a request that lost its hold on the key meanwhile (fencing): it never runs twice', async () => {
      const key = randomUUID();
      const body = candidate();
      const lock = await lockCandidates();
      let pending;
      try {
        pending = post('/candidates', key, body).then((response) => response);
        await waitFor('the request to block on the lock', someoneWaits);
        // What a second request does after taking over an expired lease: the key now names another holder.
        await t.db.query(`UPDATE idempotency_keys SET lease_token = $2 WHERE idempotency_key = $1`, [key, randomUUID()]);
      } finally {
        await lock.release();
      }
      const error = expectError(await pending, 409, 'CONFLICT');
      expect(error.details).toEqual({ idempotencyKey: 'taken_over' });
      expect(await candidatesWithEmail(body.email)).toBe(0);
    });
  });

  it('lets an expired key be used again, and deletes expired keys', async () => {
    const key = randomUUID();
    expectSuccess(await post('/candidates', key, candidate()), 201);
    await t.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE idempotency_key = $1`, [key]);
    const body = candidate();
    const fresh = await post('/candidates', key, body);
    expectSuccess(fresh, 201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await candidatesWithEmail(body.email)).toBe(1);

    await t.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE idempotency_key = $1`, [key]);
    expect(await t.app.get(IdempotencyPurger).purge()).toBeGreaterThanOrEqual(1);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE expires_at <= now()`))[0].n).toBe(0);
  });

  describe('stored responses at rest (encrypted with ENCRYPTION_KEY: some carry secrets shown once)', () => {
    const rowOf = async (key: string) => (await t.db.query(`SELECT * FROM idempotency_keys WHERE idempotency_key = $1`, [key]))[0];

    it('keeps no clear copy of a new API key, and replays it to a retry', async () => {
      const key = randomUUID();
      const body = { name: 'integration', scopes: ['candidates:read'], environment: 'test' };
      const first = await post('/api-keys', key, body);
      const created = expectSuccess(first, 201);
      expect(created.key).toMatch(/^ats_test_/);

      const row = await rowOf(key);
      expect(row.response_status).toBe(201);
      expect(row.response_body).toBeNull();
      expect(row.response_ciphertext).toMatch(/^v1\./);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(created.key);
      expect(stored).not.toContain(created.key.slice('ats_test_'.length, -6));

      const again = await post('/api-keys', key, body);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      expect(again.body.data.key).toBe(created.key);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM api_keys WHERE name = 'integration'`))[0].n).toBe(1);
    });

    it('does not replay a stored response copied onto another key (it is bound to its key): 409, and the work does not run again', async () => {
      const [source, target] = [randomUUID(), randomUUID()];
      expectSuccess(await post('/candidates', source, candidate()), 201);
      const body = candidate();
      expectSuccess(await post('/candidates', target, body), 201);
      await t.db.query(
        `UPDATE idempotency_keys SET response_ciphertext = (SELECT response_ciphertext FROM idempotency_keys WHERE idempotency_key = $1)
          WHERE idempotency_key = $2`,
        [source, target],
      );
      const error = expectError(await post('/candidates', target, body), 409, 'CONFLICT');
      expect(error.details).toEqual({ idempotencyKey: 'response_unavailable', responseStatus: 201 });
      expect(await candidatesWithEmail(body.email)).toBe(1);
    });

    it('still replays a response stored in clear before encryption (rows of the previous version, for their 24 h)', async () => {
      const key = randomUUID();
      const body = candidate();
      const [{ id: apiKeyId }] = await t.db.query(`SELECT id FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at LIMIT 1`);
      // A real response body (another candidate's), as the previous version stored it: in clear.
      const legacy = (await post('/candidates', undefined, candidate())).text;
      await t.db.query(
        `INSERT INTO idempotency_keys
                (api_key_id, idempotency_key, fingerprint, request_method, request_path, lease_token, locked_until, committed_at,
                 response_status, response_body, expires_at)
         VALUES ($1, $2, $3, 'POST', '/api/v1/candidates', $4, now(), now(), 201, $5, now() + interval '24 hours')`,
        [apiKeyId, key, requestFingerprint('POST', '/api/v1/candidates', body), randomUUID(), legacy],
      );
      const replay = await post('/candidates', key, body);
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(legacy);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await candidatesWithEmail(body.email)).toBe(0);
    });

    describe('without ENCRYPTION_KEY', () => {
      let plain: TestApp;
      beforeAll(async () => (plain = await createTestApp({ ENCRYPTION_KEY: '' })));
      afterAll(async () => plain?.close());

      it('stores no response, and answers a retry 409 (never running the work again) with the first status', async () => {
        const key = randomUUID();
        const body = candidate();
        const send = () =>
          rawRequest(plain.app.getHttpServer())
            .post('/api/v1/candidates')
            .set('Authorization', `Bearer ${plain.bootstrapKey}`)
            .set('Idempotency-Key', key)
            .send(body);
        expectSuccess(await send(), 201);
        const [row] = await plain.db.query(`SELECT response_status, response_body, response_ciphertext FROM idempotency_keys WHERE idempotency_key = $1`, [
          key,
        ]);
        expect(row).toEqual({ response_status: 201, response_body: null, response_ciphertext: null });

        const retry = await send();
        const error = expectError(retry, 409, 'CONFLICT');
        expect(error.details).toEqual({ idempotencyKey: 'response_unavailable', responseStatus: 201 });
        expect(error.message).toMatch(/ENCRYPTION_KEY/);
        expect((await plain.db.query(`SELECT count(*)::int AS n FROM candidates WHERE lower(email) = lower($1)`, [body.email]))[0].n).toBe(1);
      });
    });
  });

  it('keeps a key 24 hours', async () => {
    const key = randomUUID();
    expectSuccess(await post('/candidates', key, candidate()), 201);
    const [row] = await t.db.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl, response_status FROM idempotency_keys WHERE idempotency_key = $1`,
      [key],
    );
    expect(row).toEqual({ ttl: 24 * 3600, response_status: 201 });
  });
});
