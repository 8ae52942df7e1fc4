import { LastUsedRecorder } from '@app/api-keys';
import { bootApi, type BootedApi, createTestApp, type TestApp } from '../../helpers/test-app';
import { expectSuccess, TIMESTAMP } from '../../helpers/assertions';
import { sleep } from '../../helpers/common';

/** `lastUsedAt`: set from use, written at most once a minute per key (across replicas). */
describe('API key lastUsedAt', () => {
  let t: TestApp;
  let recorder: LastUsedRecorder;
  beforeAll(async () => {
    t = await createTestApp();
    recorder = t.app.get(LastUsedRecorder);
  });
  afterAll(async () => t?.close());

  const storedLastUsed = async (id: string): Promise<Date | null> =>
    (await t.db.query('SELECT last_used_at FROM api_keys WHERE id = $1', [id]))[0].last_used_at;

  it('is null before the key is used, and reading keys with another key does not set it', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    expect(key.lastUsedAt).toBeNull();
    await recorder.flush();
    expect(expectSuccess(await t.api.get(`/api-keys/${key.id}`)).lastUsedAt).toBeNull();
    expect(await storedLastUsed(key.id)).toBeNull();
  });

  it('is set after a request and a flush, to the time of that request', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    const before = Date.now();
    expectSuccess(await t.as(key.key).get('/candidates'));
    const after = Date.now();
    await recorder.flush();
    const read = expectSuccess(await t.api.get(`/api-keys/${key.id}`));
    expect(read.lastUsedAt).toMatch(TIMESTAMP);
    const usedAt = new Date(read.lastUsedAt).getTime();
    expect(usedAt).toBeGreaterThanOrEqual(before);
    expect(usedAt).toBeLessThanOrEqual(after);
    expect((await storedLastUsed(key.id))?.toISOString()).toBe(read.lastUsedAt);
  });

  it('is written once for two requests within a minute', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await t.as(key.key).get('/candidates'));
    await recorder.flush();
    const first = await storedLastUsed(key.id);
    expect(first).not.toBeNull();
    await sleep(20);
    expectSuccess(await t.as(key.key).get('/candidates'));
    await recorder.flush();
    expect((await storedLastUsed(key.id))?.toISOString()).toBe(first?.toISOString());
    expect(expectSuccess(await t.api.get(`/api-keys/${key.id}`)).lastUsedAt).toBe(first?.toISOString());
  });

  it('is not set by requests with a revoked key', async () => {
    const revoked = await t.factory.apiKey(['candidates:read']);
    expectSuccess(await t.api.post(`/api-keys/${revoked.id}/revoke`));
    expect((await t.as(revoked.key).get('/candidates')).status).toBe(401);
    await recorder.flush();
    expect(await storedLastUsed(revoked.id)).toBeNull();
  });

  it('is stored when flush resolves, even while the periodic flush is still writing the same use', async () => {
    const key = await t.factory.apiKey(['candidates:read']);
    // Holds the key's row so that the first flush (standing for the timer's) stays in its UPDATE.
    const holder = t.db.createQueryRunner();
    await holder.startTransaction();
    let firstFlushDone = false;
    try {
      await holder.query('SELECT 1 FROM api_keys WHERE id = $1 FOR UPDATE', [key.id]);
      expectSuccess(await t.as(key.key).get('/candidates'));
      const periodic = recorder.flush().then(() => (firstFlushDone = true));
      const requested = recorder.flush();
      await holder.commitTransaction();
      await requested;
      expect(firstFlushDone).toBe(true);
      expect(await storedLastUsed(key.id)).not.toBeNull();
      await periodic;
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });

  describe('with a second replica', () => {
    let b: BootedApi;
    beforeAll(async () => (b = await bootApi(t.config)));
    afterAll(async () => b?.close());

    it('is not rewritten by another replica within the minute', async () => {
      const key = await t.factory.apiKey(['candidates:read']);
      expectSuccess(await t.as(key.key).get('/candidates'));
      await recorder.flush();
      const first = await storedLastUsed(key.id);
      expect(first).not.toBeNull();
      await sleep(20);
      expectSuccess(await b.as(key.key).get('/candidates'));
      await b.app.get(LastUsedRecorder).flush();
      expect((await storedLastUsed(key.id))?.toISOString()).toBe(first?.toISOString());
    });
  });
});
