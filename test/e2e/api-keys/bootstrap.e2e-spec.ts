import { createHash } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@app/core';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { bootApi, createTestApp, testEnvironment, withVariables, type TestApp } from '../../helpers/test-app';
import { expectSuccess, expectUnauthorized } from '../../helpers/assertions';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * docs/api/auth.md#the-first-key: start-up creates a secret key with exactly the BOOTSTRAP_API_KEY value, owned by "Admin", unless a key has that value
 * (revoked ones stay revoked).
 */
describe('BOOTSTRAP_API_KEY', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t?.close());

  const bootstrapRows = (value: string) =>
    t.db.query(
      `SELECT k.id, k.type, k.scopes, k.environment, k.prefix, k.last4, k.revoked_at, k.expires_at, u.name AS owner_name, u.role AS owner_role
         FROM api_keys k JOIN users u ON u.id = k.owner_id WHERE k.key_hash = $1`,
      [sha256(value)],
    );
  const counts = async () =>
    (
      await t.db.query(
        `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM api_keys) AS keys,
                (SELECT count(*)::int FROM users WHERE name = 'Admin') AS admins`,
      )
    )[0];

  it('is an active secret key with scope * owned by a user named Admin', async () => {
    const rows = await bootstrapRows(t.bootstrapKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'secret',
      scopes: ['*'],
      environment: 'test',
      revoked_at: null,
      expires_at: null,
      owner_name: 'Admin',
      prefix: t.bootstrapKey.slice(0, 12),
      last4: t.bootstrapKey.slice(-4),
    });
    const record = expectSuccess(await t.api.get(`/api-keys/${rows[0].id}`));
    expect(record).toMatchObject({ type: 'secret', scopes: ['*'], revokedAt: null, key: null });
    const candidate = await t.factory.candidate();
    const [event] = expectSuccess(await t.api.get(`/activity-events?entityId=${candidate.id}`));
    expect(event.actor.name).toBe('Admin');
  });

  it('does not create a second key or user when booting again with the same value', async () => {
    const before = await counts();
    const replica = await bootApi(t.config);
    try {
      expect(await counts()).toEqual(before);
      expect(await bootstrapRows(t.bootstrapKey)).toHaveLength(1);
      expect(before.admins).toBe(1);
      expectSuccess(await replica.as(t.bootstrapKey).get('/users'));
    } finally {
      await replica.close();
    }
  });

  // Boots the API twice and a worker: slow on a loaded machine.
  it('keeps a revoked bootstrap key revoked when the API or the worker starts again with the same value', async () => {
    const spare = await t.factory.apiKey(['*']);
    const [row] = await bootstrapRows(t.bootstrapKey);
    expectSuccess(await t.as(spare.key).post(`/api-keys/${row.id}/revoke`));
    expectUnauthorized(await t.api.get('/users'));
    const before = await counts();
    const replica = await bootApi(t.config);
    try {
      expectUnauthorized(await replica.as(t.bootstrapKey).get('/users'));
      expectUnauthorized(await t.api.get('/users'));
    } finally {
      await replica.close();
    }
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: ['error', 'warn'] });
    try {
      await worker.init();
      expectUnauthorized(await t.api.get('/users'));
    } finally {
      await worker.close();
    }
    const [after] = await bootstrapRows(t.bootstrapKey);
    expect(after.id).toBe(row.id);
    expect(after.revoked_at).not.toBeNull();
    expect(await counts()).toEqual(before);

    // The operator's way back (docs/operations.md): a new value, which creates a new key.
    const value = 'replacement-bootstrap-secret-0123456789-abcdef';
    const replacing = await bootApi(withVariables(t.config, { BOOTSTRAP_API_KEY: value }));
    try {
      expectSuccess(await replacing.as(value).get('/users'));
      expect((await bootstrapRows(value))[0]).toMatchObject({ type: 'secret', scopes: ['*'], revoked_at: null, owner_name: 'Admin' });
    } finally {
      await replacing.close();
    }
  }, 120_000);

  it('keeps an expired bootstrap key expired at the next boot', async () => {
    const value = 'expired-bootstrap-secret-0123456789-abcdef';
    const first = await bootApi(withVariables(t.config, { BOOTSTRAP_API_KEY: value }));
    await first.close();
    const [row] = await bootstrapRows(value);
    await t.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = $1`, [row.id]);
    const replica = await bootApi(withVariables(t.config, { BOOTSTRAP_API_KEY: value }));
    try {
      expectUnauthorized(await replica.as(value).get('/users'));
      const [after] = await bootstrapRows(value);
      expect(after.expires_at).not.toBeNull();
    } finally {
      await replica.close();
    }
  });

  it('accepts any value of 32-200 characters, owned by the same Admin', async () => {
    const value = 'my-own-bootstrap-secret-0123456789-abcdef';
    const before = await counts();
    const replica = await bootApi(withVariables(t.config, { BOOTSTRAP_API_KEY: value }));
    try {
      expectSuccess(await replica.as(value).get('/users'));
      expectSuccess(await t.as(value).get('/users'));
      const rows = await bootstrapRows(value);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'secret',
        scopes: ['*'],
        environment: 'live',
        owner_name: 'Admin',
        prefix: value.slice(0, 12),
        last4: value.slice(-4),
      });
      const after = await counts();
      expect(after).toEqual({ ...before, keys: before.keys + 1 });
    } finally {
      await replica.close();
    }
  });

  it('creates one Admin and one key when two replicas boot together on an empty database', async () => {
    const environment = await testEnvironment();
    const config = loadConfig(environment.env);
    const replicas = await Promise.allSettled([bootApi(config), bootApi(config)]);
    try {
      for (const replica of replicas) expect(replica.status).toBe('fulfilled');
      const [first] = replicas as Array<PromiseFulfilledResult<Awaited<ReturnType<typeof bootApi>>>>;
      const users = expectSuccess(await first.value.as(environment.bootstrapKey).get('/users'));
      expect(users.map((user: { name: string }) => user.name)).toEqual(['Admin']);
      const keys = expectSuccess(await first.value.as(environment.bootstrapKey).get('/api-keys'));
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ type: 'secret', scopes: ['*'] });
    } finally {
      for (const replica of replicas) if (replica.status === 'fulfilled') await replica.value.close();
      await environment.drop();
    }
  });
});
