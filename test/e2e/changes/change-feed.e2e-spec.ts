import type Redis from 'ioredis';
import { Client } from 'pg';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { CHANGE_WAITER_LIMITS, ChangeNotifications } from '@app/changes';
import { CommitSignal, newId, REDIS } from '@app/core';
import { expectError, expectForbidden, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { sleep, unique, waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { TEST_ENV } from '../../setup/test-environment';
import { readChanges, readToEnd, type Change } from '../../kits/changes-kit';

jest.setTimeout(60_000);

/** The change feed (docs/api/sync.md#change-feed): order, representations, tombstones, filters, long polling, scope. */
describe('GET /changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const created = async (path: string, body: Record<string, unknown>) => expectSuccess(await t.api.post(path, body), 201);
  const endCursor = async () => (await readToEnd(t.api)).cursor;

  describe('items', () => {
    let candidate: Record<string, any>;
    let job: Record<string, any>;
    let changes: Change[];
    beforeAll(async () => {
      candidate = await t.factory.candidate();
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Analyst' }).expect(200);
      job = await created('/jobs', { title: `Engineer ${unique()}` });
      await created('/applications', { candidateId: candidate.id, jobId: job.id, source: 'e2e' });
      await created(`/candidates/${candidate.id}/notes`, { body: 'Strong first call' });
      await created(`/candidates/${candidate.id}/tags`, { label: `tag-${unique()}` });
      await created('/tasks', { title: 'Call references', candidateId: candidate.id });
      changes = (await readToEnd(t.api)).changes;
    });

    it('start at the oldest retained change without a cursor, in commit order, each as { id, type, resourceType, resourceId, occurredAt, data }', () => {
      expect(changes.map((change) => change.type)).toEqual([
        'candidate.created',
        'candidate.updated',
        'job.created',
        'application.created',
        'note.created',
        'candidate.tag_added',
        'task.created',
      ]);
      for (const change of changes) {
        expect(Object.keys(change).sort()).toEqual(['data', 'id', 'occurredAt', 'resourceId', 'resourceType', 'type']);
        expect(change.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      }
      expect(changes.map((change) => change.resourceType)).toEqual(['candidate', 'candidate', 'job', 'application', 'note', 'candidate', 'task']);
    });

    it('carry the resource as its GET returns it now, also for changes made before the last one', async () => {
      const now = expectSuccess(await t.api.get(`/candidates/${candidate.id}`));
      const aboutCandidate = changes.filter((change) => change.resourceType === 'candidate');
      expect(aboutCandidate).toHaveLength(3);
      for (const change of aboutCandidate) {
        expect(change.resourceId).toBe(candidate.id);
        expect(change.data).toEqual(now);
      }
      expect(changes[2].data).toEqual(expectSuccess(await t.api.get(`/jobs/${job.id}`)));
      const application = changes[3];
      expect(application.data).toEqual(expectSuccess(await t.api.get(`/applications/${application.resourceId}`)));
      const notes = expectSuccess(await t.api.get(`/candidates/${candidate.id}/notes`));
      expect(changes[4].data).toEqual(notes[0]);
      expect(changes[6].data).toEqual(expectSuccess(await t.api.get(`/tasks/${changes[6].resourceId}`)));
    });

    it('have the event id, the same as the webhook-id and the activity event of the change', async () => {
      const activity = expectSuccess(await t.api.get(`/activity-events?entityId=${candidate.id}&limit=100`));
      expect(activity.map((event: { id: string }) => event.id)).toContain(changes[0].id);
      const [outbox] = await t.db.query(`SELECT type FROM outbox_events WHERE id = $1`, [changes[0].id]);
      expect(outbox.type).toBe('candidate.created');
    });

    it('show a deleted resource as { id, deleted: true }', async () => {
      const task = changes[6];
      await t.api.delete(`/tasks/${task.resourceId}`).expect(200);
      await t.api.delete(`/jobs/${job.id}`).expect(200);
      const after = (await readToEnd(t.api)).changes;
      for (const change of after.filter((c) => c.resourceId === task.resourceId)) expect(change.data).toEqual({ id: task.resourceId, deleted: true });
      const jobChanges = after.filter((change) => change.resourceType === 'job');
      expect(jobChanges.map((change) => change.type)).toEqual(['job.created', 'job.closed']);
      for (const change of jobChanges) expect(change.data).toEqual({ id: job.id, deleted: true });
    });
  });

  describe('cursor', () => {
    it('pages: nextCursor is never null, hasMore says whether more is there now, each change comes once', async () => {
      for (let i = 0; i < 5; i++) await t.factory.candidate();
      const all = (await readToEnd(t.api)).changes;
      const paged: Change[] = [];
      let cursor: string | undefined;
      let pages = 0;
      for (;;) {
        const page = await readChanges(t.api, { limit: 3, cursor });
        pages++;
        paged.push(...page.items);
        expect(page.nextCursor).toEqual(expect.any(String));
        if (page.hasMore) expect(page.items).toHaveLength(3);
        cursor = page.nextCursor;
        if (!page.hasMore) break;
      }
      expect(pages).toBe(Math.ceil(all.length / 3) + (all.length % 3 === 0 ? 1 : 0));
      expect(paged.map((change) => change.id)).toEqual(all.map((change) => change.id));
      const empty = await readChanges(t.api, { cursor });
      expect(empty).toEqual({ items: [], nextCursor: cursor, hasMore: false });
    });

    it('resumes after the last change read, and picks up what was committed since', async () => {
      const cursor = await endCursor();
      const candidate = await t.factory.candidate();
      const page = await readChanges(t.api, { cursor });
      expect(page.items.map((change) => [change.type, change.resourceId])).toEqual([['candidate.created', candidate.id]]);
    });

    it('never skips a change committed later by a slower transaction that started first', async () => {
      const existing = await t.factory.candidate();
      const cursor = await endCursor();
      const slow = new Client({ connectionString: t.config.databaseUrl });
      await slow.connect();
      try {
        await slow.query('BEGIN');
        const slowEventId = newId();
        await slow.query(`INSERT INTO outbox_events (id, type, payload, created_at, resource_id) VALUES ($1, 'candidate.updated', $2, now(), $3)`, [
          slowEventId,
          { type: 'candidate.updated', timestamp: new Date().toISOString(), data: { id: existing.id } },
          existing.id,
        ]);
        // A faster writer commits after the slow one took its position.
        const fast = await t.factory.candidate();
        const whileOpen = await readChanges(t.api, { cursor });
        expect(whileOpen.items).toEqual([]);
        expect(whileOpen.nextCursor).toBe(cursor);
        await slow.query('COMMIT');
        const after = await readChanges(t.api, { cursor });
        expect(after.items.map((change) => change.id)).toEqual([slowEventId, expect.any(String)]);
        expect(after.items[1].resourceId).toBe(fast.id);
      } finally {
        await slow.end();
      }
    });

    it('is not held back by a transaction left open in another database of the same server', async () => {
      const cursor = await endCursor();
      const elsewhere = new Client({ connectionString: process.env[TEST_ENV.adminUrl] });
      await elsewhere.connect();
      try {
        await elsewhere.query('BEGIN');
        await elsewhere.query('SELECT pg_current_xact_id()');
        const candidate = await t.factory.candidate();
        expect((await readChanges(t.api, { cursor })).items.map((change) => change.resourceId)).toEqual([candidate.id]);
      } finally {
        await elsewhere.query('ROLLBACK');
        await elsewhere.end();
      }
    });

    it('10 writers committing concurrently: a reader following the cursor sees each change exactly once, every writer in its own order', async () => {
      const start = await endCursor();
      const writers = 10;
      const perWriter = 8;
      let writing = true;
      const seen: Change[] = [];
      const reader = (async () => {
        let cursor = start;
        for (;;) {
          const done = !writing;
          const page = await readChanges(t.api, { cursor, limit: 7 });
          seen.push(...page.items);
          cursor = page.nextCursor;
          if (done && !page.hasMore) return;
        }
      })();
      const written = await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          const ids: string[] = [];
          for (let i = 0; i < perWriter; i++) ids.push((await t.factory.candidate({ lastName: `Writer${writer}` })).id);
          return ids;
        }),
      );
      writing = false;
      await reader;
      const createdIds = seen.filter((change) => change.type === 'candidate.created').map((change) => change.resourceId);
      expect(new Set(seen.map((change) => change.id)).size).toBe(seen.length);
      expect(createdIds.sort()).toEqual(written.flat().sort());
      const order = new Map(seen.map((change, index) => [change.resourceId, index]));
      for (const ids of written)
        expect(ids.map((id) => order.get(id))).toEqual([...ids.map((id) => order.get(id))].sort((a, b) => (a as number) - (b as number)));
    });
  });

  describe('filters', () => {
    it('resourceTypes and types keep only the matching changes, and together both apply', async () => {
      const cursor = await endCursor();
      const candidate = await t.factory.candidate();
      await t.api.patch(`/candidates/${candidate.id}`, { headline: 'Lead' }).expect(200);
      const job = await created('/jobs', { title: `Designer ${unique()}` });
      await created('/tasks', { title: 'Prepare offer' });
      const byResource = await readToEnd(t.api, { cursor, resourceTypes: 'candidate,job' });
      expect(byResource.changes.map((change) => change.type)).toEqual(['candidate.created', 'candidate.updated', 'job.created']);
      const byType = await readToEnd(t.api, { cursor, types: 'candidate.updated,task.created' });
      expect(byType.changes.map((change) => change.type)).toEqual(['candidate.updated', 'task.created']);
      const both = await readToEnd(t.api, { cursor, resourceTypes: 'job', types: 'candidate.updated,job.created' });
      expect(both.changes.map((change) => [change.type, change.resourceId])).toEqual([['job.created', job.id]]);
    });

    it('a filtered reader resumes past what its filter skipped', async () => {
      const cursor = await endCursor();
      await t.factory.candidate();
      const page = await readChanges(t.api, { cursor, resourceTypes: 'task' });
      expect(page.items).toEqual([]);
      expect(page.nextCursor).not.toBe(cursor);
      const task = await created('/tasks', { title: 'Follow up' });
      expect((await readChanges(t.api, { cursor: page.nextCursor, resourceTypes: 'task' })).items.map((change) => change.resourceId)).toEqual([task.id]);
    });

    it.each([
      ['resourceTypes=candidate,widget,gadget', 'resourceTypes', /unknown resource types: "widget", "gadget"/],
      ['types=candidate.created,candidate.exploded', 'types', /unknown event types: "candidate.exploded"/],
      ['limit=0', 'limit', /from 1 to 1000/],
      ['limit=1001', 'limit', /from 1 to 1000/],
      ['limit=abc', 'limit', /integer/],
      ['wait=31', 'wait', /from 0 to 30/],
      ['wait=-1', 'wait', /from 0 to 30/],
      ['cursor=bm90LWEtY3Vyc29y', 'cursor', /not a cursor this API issued/],
      [`cursor=${Buffer.from('1.9223372036854775808').toString('base64url')}`, 'cursor', /not a cursor this API issued/],
      [`cursor=${Buffer.from('18446744073709551616.1').toString('base64url')}`, 'cursor', /not a cursor this API issued/],
    ])('422 for %s', async (queryString, path, message) => {
      const issues = expectValidationError(await t.api.get(`/changes?${queryString}`), [{ location: 'query', path }]);
      expect(issues[0].message).toMatch(message);
    });
  });

  describe('long polling', () => {
    it('answers within a second of the commit of the next change', async () => {
      const cursor = await endCursor();
      const started = Date.now();
      const polling = readChanges(t.api, { cursor, wait: 20 });
      await sleep(700);
      const candidate = await t.factory.candidate();
      const committed = Date.now();
      const page = await polling;
      const answered = Date.now();
      expect(page.items.map((change) => change.resourceId)).toEqual([candidate.id]);
      expect(answered - committed).toBeLessThan(1000);
      expect(committed - started).toBeGreaterThanOrEqual(700);
    });

    it('with nothing new, answers an empty page with the same cursor when the time runs out', async () => {
      const cursor = await endCursor();
      const started = Date.now();
      const page = await readChanges(t.api, { cursor, wait: 1 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(page).toEqual({ items: [], nextCursor: cursor, hasMore: false });
    });

    it('waiting requests hold no pool connection: more of them than the pool has do not stall other requests', async () => {
      const cursor = await endCursor();
      const waiting = Array.from({ length: 30 }, () => readChanges(t.api, { cursor, wait: 4 }));
      await sleep(300);
      const started = Date.now();
      await t.api.get('/candidates?limit=1').expect(200);
      expect(Date.now() - started).toBeLessThan(1000);
      const candidate = await t.factory.candidate();
      for (const page of await Promise.all(waiting)) expect(page.items.map((change) => change.resourceId)).toEqual([candidate.id]);
    });

    it('a commit wakes them with one look and one read of the page they share, not one query each', async () => {
      const cursor = await endCursor();
      const waiting = Array.from({ length: 30 }, () => readChanges(t.api, { cursor, wait: 20 }));
      await waitFor('30 waiters', async () => (t.app.get(ChangeNotifications).waiting === 30 ? true : undefined), 5000);
      const query = jest.spyOn(t.app.get(DataSource), 'query');
      try {
        const candidate = await t.factory.candidate();
        for (const page of await Promise.all(waiting)) expect(page.items.map((change) => change.resourceId)).toEqual([candidate.id]);
        const feedReads = query.mock.calls.filter(([sql]) => String(sql).includes('outbox_events'));
        expect(feedReads.length).toBeLessThanOrEqual(3);
      } finally {
        query.mockRestore();
      }
    });

    it('subscribes again after losing its Redis connection, and answers within a second of a commit announced by another process', async () => {
      const redis = t.app.get<Redis>(REDIS);
      const channel = `${t.config.queuePrefix}:outbox:committed`;
      const subscribers = async () => ((await redis.pubsub('NUMSUB', channel)) as [string, number])[1];
      const clients = ((await redis.client('LIST')) as string).split('\n').filter((line) => line.includes(` name=ats-commit-signal:${t.config.queuePrefix} `));
      expect(clients).toHaveLength(1);
      await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(clients[0])![1]);
      await waitFor('the feed to subscribe again', async () => (await subscribers()) === 1, 5000);
      const cursor = await endCursor();
      const polling = readChanges(t.api, { cursor, wait: 20 });
      await sleep(300);
      // Another process's commit: this process announces nothing itself; Redis brings the other's signal.
      const committed = jest.spyOn(t.app.get(CommitSignal), 'committed').mockImplementation(() => undefined);
      let candidate: Record<string, any>;
      try {
        candidate = await t.factory.candidate();
      } finally {
        committed.mockRestore();
      }
      const at = Date.now();
      await redis.publish(channel, '');
      expect((await polling).items.map((change) => change.resourceId)).toEqual([candidate.id]);
      expect(Date.now() - at).toBeLessThan(1000);
    });

    it('answers a commit that was never announced (its process died before the publish) within its safety poll of a second', async () => {
      const cursor = await endCursor();
      const polling = readChanges(t.api, { cursor, wait: 20 });
      await sleep(300);
      const committed = jest.spyOn(t.app.get(CommitSignal), 'committed').mockImplementation(() => undefined);
      let candidate: Record<string, any>;
      try {
        candidate = await t.factory.candidate();
      } finally {
        committed.mockRestore();
      }
      const at = Date.now();
      expect((await polling).items.map((change) => change.resourceId)).toEqual([candidate.id]);
      // The poll (1 s) and a loaded machine's slack.
      expect(Date.now() - at).toBeLessThan(2000);
    });
  });

  describe('stopping', () => {
    it('answers a waiting request at once when the API stops, instead of holding the stop', async () => {
      const stopping = await createTestApp();
      let closed = false;
      try {
        const cursor = (await readToEnd(stopping.api)).cursor;
        const polling = readChanges(stopping.api, { cursor, wait: 25 });
        await sleep(300);
        const started = Date.now();
        const close = stopping.app.close();
        expect(await polling).toEqual({ items: [], nextCursor: cursor, hasMore: false });
        expect(Date.now() - started).toBeLessThan(2000);
        await close;
        closed = true;
      } finally {
        if (!closed) await stopping.app.close().catch(() => undefined);
        await stopping.close().catch(() => undefined);
      }
    });
  });

  describe('deletions after the cursor', () => {
    it('a reader whose cursor is past a record sees its tombstone after it: merged duplicate, erased candidate, task, document, pool entry, job', async () => {
      const survivor = await t.factory.candidate();
      const duplicate = await t.factory.candidate();
      const erased = await t.factory.candidate();
      const task = await created('/tasks', { title: 'Call back', candidateId: survivor.id });
      const document = expectSuccess(await t.api.post(`/candidates/${survivor.id}/documents`).attach('file', Buffer.from('CV of a survivor'), 'cv.txt'), 201);
      const pool = await created('/talent-pools', { name: `Pool ${unique()}` });
      const entry = await created(`/talent-pools/${pool.id}/entries`, { candidateId: survivor.id });
      const job = await created('/jobs', { title: `Closed role ${unique()}` });
      const cursor = await endCursor();

      expectSuccess(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: duplicate.id }));
      await t.api.delete(`/candidates/${erased.id}`).expect(200);
      await t.api.delete(`/tasks/${task.id}`).expect(200);
      await t.api.delete(`/documents/${document.id}`).expect(200);
      await t.api.delete(`/pool-entries/${entry.id}`).expect(200);
      await t.api.delete(`/jobs/${job.id}`).expect(200);

      const { changes } = await readToEnd(t.api, { cursor });
      const tombstoneOf = (id: string) => changes.find((change) => change.resourceId === id && change.data.deleted === true)?.data;
      expect(tombstoneOf(duplicate.id)).toEqual({ id: duplicate.id, deleted: true, mergedIntoId: survivor.id });
      for (const id of [erased.id, task.id, document.id, entry.id, job.id]) expect(tombstoneOf(id)).toEqual({ id, deleted: true });
      const merge = changes.findIndex((change) => change.type === 'candidate.merged');
      expect(changes[merge].resourceId).toBe(survivor.id);
      expect(changes[merge + 1]).toMatchObject({ type: 'candidate.deleted', resourceType: 'candidate', resourceId: duplicate.id });
    });
  });

  describe('erasure', () => {
    it('leaves only { id, deleted: true } for every past change of the erased candidate', async () => {
      const cursor = await endCursor();
      const email = `erase.${unique()}@example.com`;
      const candidate = await t.factory.candidate({ email, lastName: 'Forgettable' });
      await t.api.patch(`/candidates/${candidate.id}`, { summary: 'Private summary' }).expect(200);
      const note = await created(`/candidates/${candidate.id}/notes`, { body: 'About Forgettable' });
      const job = await created('/jobs', { title: `Role ${unique()}` });
      const application = await created('/applications', { candidateId: candidate.id, jobId: job.id, source: 'e2e' });
      await t.api.delete(`/candidates/${candidate.id}`).expect(200);
      const { changes } = await readToEnd(t.api, { cursor });
      const theirs = changes.filter((change) => [candidate.id, note.id, application.id].includes(change.resourceId));
      expect(theirs.map((change) => change.type)).toEqual([
        'candidate.created',
        'candidate.updated',
        'note.created',
        'application.created',
        'candidate.deleted',
      ]);
      for (const change of theirs) expect(change.data).toEqual({ id: change.resourceId, deleted: true });
      expect(JSON.stringify(changes)).not.toMatch(/Forgettable|Private summary|erase\./);
    });
  });

  describe('scope changes:read', () => {
    it('is required, read-only, and granted by *', async () => {
      const reader = await t.factory.apiKey(['changes:read']);
      const other = await t.factory.apiKey(['candidates:read']);
      expectForbidden(await t.as(other.key).get('/changes'), 'changes:read');
      expect((await t.as(reader.key).get('/changes?limit=1')).status).toBe(200);
      expectValidationError(await t.api.post('/api-keys', { name: 'writer', scopes: ['changes:write'], environment: 'test' }), [
        { location: 'body', path: 'scopes' },
      ]);
      expectError(await t.as(undefined).get('/changes'), 401, 'UNAUTHORIZED');
    });

    it('shows only changes of resources the key may read; the others still move its cursor', async () => {
      const feedOnly = await t.factory.apiKey(['changes:read']);
      const jobsReader = await t.factory.apiKey(['changes:read', 'jobs:read']);
      const cursor = await endCursor();
      const candidate = await t.factory.candidate({ phone: '+44 20 7946 0000' });
      const job = await created('/jobs', { title: `Reader ${unique()}` });
      await created('/applications', { candidateId: candidate.id, jobId: job.id, source: 'e2e' });

      const blind = await readToEnd(t.as(feedOnly.key), { cursor });
      expect(blind.changes).toEqual([]);
      expect(blind.cursor).not.toBe(cursor);
      expect((await readToEnd(t.as(jobsReader.key), { cursor })).changes.map((change) => [change.resourceType, change.resourceId])).toEqual([['job', job.id]]);
      expect((await readToEnd(t.as(jobsReader.key), { cursor, resourceTypes: 'candidate,job' })).changes.map((change) => change.resourceId)).toEqual([job.id]);
      expect((await readToEnd(t.api, { cursor })).changes.map((change) => change.resourceType)).toEqual(['candidate', 'job', 'application']);

      // What it skipped never comes back: a new job after the blind cursor is the next thing it sees.
      const next = await created('/jobs', { title: `Next ${unique()}` });
      expect((await readToEnd(t.as(jobsReader.key), { cursor: blind.cursor })).changes.map((change) => change.resourceId)).toEqual([next.id]);
    });

    it('a key revoked while its long poll waits gets 401, not the page', async () => {
      const reader = await t.factory.apiKey(['changes:read', 'candidates:read']);
      const cursor = await endCursor();
      const polling = t.as(reader.key).get(`/changes?wait=20&cursor=${cursor}`);
      const answered = new Promise((resolve, reject) => polling.then(resolve, reject));
      await waitFor('the poll to wait', async () => (t.app.get(ChangeNotifications).waiting > 0 ? true : undefined), 5000);
      expectSuccess(await t.api.post(`/api-keys/${reader.id}/revoke`));
      await t.factory.candidate();
      expectError((await answered) as Response, 401, 'UNAUTHORIZED');
    });
  });

  describe('waiter limits', () => {
    it('a long poll beyond the per-key limit answers its empty page early, without waiting its time; other keys still wait', async () => {
      const limited = await createTestApp(
        {},
        { configure: (builder) => builder.overrideProvider(CHANGE_WAITER_LIMITS).useValue({ perProcess: 100, perKey: 2 }) },
      );
      try {
        const other = await limited.factory.apiKey(['*']);
        const cursor = (await readToEnd(limited.api)).cursor;
        const waiting = [readChanges(limited.api, { cursor, wait: 20 }), readChanges(limited.api, { cursor, wait: 20 })];
        await waitFor('two waiters', async () => (limited.app.get(ChangeNotifications).waiting === 2 ? true : undefined), 5000);
        let most = 0;
        let early: unknown;
        const third = readChanges(limited.api, { cursor, wait: 20 }).then((page) => (early = page));
        await waitFor('the third poll to answer', () => {
          most = Math.max(most, limited.app.get(ChangeNotifications).waiting);
          return early;
        });
        await third;
        expect(early).toEqual({ items: [], nextCursor: cursor, hasMore: false });
        expect(most).toBe(2);
        const otherKey = readChanges(limited.as(other.key), { cursor, wait: 20 });
        await waitFor('the other key to wait', async () => (limited.app.get(ChangeNotifications).waiting === 3 ? true : undefined), 5000);
        const candidate = await limited.factory.candidate();
        for (const page of await Promise.all([...waiting, otherKey])) expect(page.items.map((change) => change.resourceId)).toEqual([candidate.id]);
      } finally {
        await limited.close();
      }
    });
  });
});
