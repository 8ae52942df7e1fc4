import { expectForbidden, expectPage, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { b64, createJob, eventsOfType, expectJobShape, query } from '../../kits/jobs-kit';
import { adminUser, body, unique, walkPages } from '../../helpers/common';

/** GET /jobs, GET /jobs/{id}, PATCH /jobs/{id} (docs/api/resources.md#jobs-and-stages). */
describe('jobs: list, read, update', () => {
  let t: TestApp;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnlyKey = (await t.factory.apiKey(['jobs:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['jobs:write'])).key;
  });
  afterAll(async () => t?.close());

  describe('GET /jobs/{id}', () => {
    it('returns the job with exactly the documented fields and its pipeline', async () => {
      const job = await createJob(t.api, { department: 'Eng', employmentType: 'full_time' });
      const response = await t.api.get(`/jobs/${job.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: job, meta: {} });
      expectJobShape(response.body.data);
    });

    it('accepts the id in upper case', async () => {
      const job = await createJob(t.api);
      expect((await t.api.get(`/jobs/${job.id.toUpperCase()}`)).body.data.id).toBe(job.id);
    });
  });

  describe('GET /jobs', () => {
    it('lists jobs newest first with their pipelines; pages have no gaps and no duplicates', async () => {
      const made: Array<Record<string, any>> = [];
      for (let index = 0; index < 7; index++) made.push(await createJob(t.api, { title: `Paged ${index}` }));
      const { rows, pages } = await walkPages(t.api, '/jobs', 3);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      const sorted = [...rows].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
      expect(rows.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
      const positions = made.map((job) => rows.findIndex((row) => row.id === job.id));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
      for (const row of rows) expectJobShape(row);
      expect(rows.find((row) => row.id === made[0].id)).toEqual(made[0]);
    });

    it('stays stable when jobs are created between pages', async () => {
      for (let index = 0; index < 4; index++) await createJob(t.api);
      const first = expectPage(await t.api.get('/jobs').query({ limit: '2' }), 2);
      const inserted = await createJob(t.api);
      const second = expectPage(await t.api.get('/jobs').query({ limit: '2', cursor: first.nextCursor as string }), 2);
      const seen = [...first.items, ...second.items].map((row) => row.id);
      expect(new Set(seen).size).toBe(4);
      expect(seen).not.toContain(inserted.id);
    });

    it.each(['draft', 'open', 'on_hold', 'closed'])('filters by status %s, across pages', async (status) => {
      const tag = unique();
      const wanted: string[] = [];
      for (let index = 0; index < 3; index++) {
        const job = await createJob(t.api, { title: `${tag} ${index}`, status: status === 'closed' ? 'open' : status });
        if (status === 'closed') expect((await t.api.patch(`/jobs/${job.id}`, { status: 'closed' })).status).toBe(200);
        wanted.push(job.id);
      }
      await createJob(t.api, { status: status === 'open' ? 'draft' : 'open' });
      const { rows } = await walkPages(t.api, '/jobs', 2, { status });
      expect(rows.every((row) => row.status === status)).toBe(true);
      expect(rows.filter((row) => wanted.includes(row.id)).map((row) => row.id)).toEqual([...wanted].reverse());
      const all = (await walkPages(t.api, '/jobs', 100)).rows.filter((row) => row.status === status);
      expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    });

    it('leaves out deleted jobs, with or without a status filter', async () => {
      const job = await createJob(t.api);
      const kept = await createJob(t.api);
      expect((await t.api.delete(`/jobs/${job.id}`)).status).toBe(200);
      for (const params of [{}, { status: 'closed' }, { status: 'open' }] as Array<Record<string, string>>) {
        const { rows } = await walkPages(t.api, '/jobs', 100, params);
        expect(rows.map((row) => row.id)).not.toContain(job.id);
      }
      expect((await walkPages(t.api, '/jobs', 100)).rows.map((row) => row.id)).toContain(kept.id);
    });

    it('answers the default page size 20 and accepts limits 1 and 100', async () => {
      for (let index = 0; index < 21; index++) await createJob(t.api);
      expect(expectPage(await t.api.get('/jobs'), 20).items).toHaveLength(20);
      expect(expectPage(await t.api.get('/jobs').query({ limit: '1' }), 1).items).toHaveLength(1);
      expect(expectPage(await t.api.get('/jobs').query({ limit: '100' }), 100).items.length).toBeGreaterThan(20);
    });

    it.each([
      ['an unknown status', { status: 'archived' }, ['status']],
      ['an empty status', { status: '' }, ['status']],
      ['status in capitals', { status: 'OPEN' }, ['status']],
      ['an unknown parameter', { title: 'x' }, ['title']],
      ['a cursor that is not one', { cursor: 'not-a-cursor' }, ['cursor']],
      ['a cursor of the wrong shape', { cursor: b64({ id: UNKNOWN_UUID }) }, ['cursor']],
      ['a cursor with a bad date', { cursor: b64(['yesterday', UNKNOWN_UUID]) }, ['cursor']],
      ['every broken rule', { limit: '0', status: 'x', page: '2' }, ['limit', 'status', 'page']],
    ])('answers 422 for %s', async (_label, params, paths) => {
      expectValidationError(await t.api.get('/jobs').query(params), query(...paths));
    });
  });

  describe('PATCH /jobs/{id}', () => {
    const patch = (id: string, payload: unknown) => t.api.patch(`/jobs/${id}`, payload);

    it('changes only the fields sent, bumps updatedAt and records job.updated with changedFields', async () => {
      const admin = await adminUser(t.api);
      const job = await createJob(t.api, { department: 'Eng', location: 'Berlin' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await patch(job.id, { title: 'Renamed', location: 'Paris', employmentType: 'part_time' });
      expect(response.status).toBe(200);
      const updated = response.body.data;
      expectJobShape(updated);
      expect(updated).toEqual({ ...job, title: 'Renamed', location: 'Paris', employmentType: 'part_time', updatedAt: updated.updatedAt });
      expect(updated.updatedAt > job.updatedAt).toBe(true);
      expect((await t.api.get(`/jobs/${job.id}`)).body.data).toEqual(updated);
      const events = await eventsOfType(t.api, job.id, 'job.updated');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        entityType: 'job',
        entityId: job.id,
        actor: admin,
        metadata: { changedFields: ['title', 'location', 'employmentType'] },
      });
      expect(events[0].metadata).not.toHaveProperty('fromStatus');
    });

    it('clears nullable fields with null', async () => {
      const job = await createJob(t.api, { department: 'Eng', location: 'Berlin', employmentType: 'contract', description: 'd' });
      const updated = (await patch(job.id, { department: null, location: null, employmentType: null, description: null })).body.data;
      expect(updated).toMatchObject({ department: null, location: null, employmentType: null, description: null });
      const [event] = await eventsOfType(t.api, job.id, 'job.updated');
      expect(event.metadata.changedFields).toEqual(['department', 'location', 'employmentType', 'description']);
    });

    it('answers {} with the current job, unchanged, and records nothing', async () => {
      const job = await createJob(t.api);
      const response = await patch(job.id, {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: job, meta: {} });
      expect(await eventsOfType(t.api, job.id, 'job.updated')).toEqual([]);
    });

    it('records nothing when the values sent are the current ones', async () => {
      const job = await createJob(t.api, { department: 'Eng', status: 'draft' });
      const response = await patch(job.id, { title: job.title, department: 'Eng', location: null, status: 'draft' });
      expect(response.body.data).toEqual(job);
      expect(await eventsOfType(t.api, job.id, 'job.updated')).toEqual([]);
    });

    it('sets closedAt when the status becomes closed, keeps it while closed and clears it on reopening', async () => {
      const job = await createJob(t.api);
      const closed = (await patch(job.id, { status: 'closed' })).body.data;
      expectJobShape(closed);
      expect(closed.status).toBe('closed');
      expect(closed.closedAt).toBe(closed.updatedAt);
      const again = (await patch(job.id, { status: 'closed', title: 'Still closed' })).body.data;
      expect(again.closedAt).toBe(closed.closedAt);
      const reopened = (await patch(job.id, { status: 'open' })).body.data;
      expect(reopened).toMatchObject({ status: 'open', closedAt: null });
      expect((await t.api.get(`/jobs/${job.id}`)).body.data).toEqual(reopened);
      const events = (await eventsOfType(t.api, job.id, 'job.updated')).reverse();
      expect(events.map((event) => event.metadata)).toEqual([
        { changedFields: ['status', 'closedAt'], fromStatus: 'open', toStatus: 'closed' },
        { changedFields: ['title'] },
        { changedFields: ['status', 'closedAt'], fromStatus: 'closed', toStatus: 'open' },
      ]);
    });

    it('allows every move between draft, open and on_hold, without closedAt', async () => {
      const job = await createJob(t.api, { status: 'draft' });
      for (const status of ['open', 'on_hold', 'draft', 'on_hold', 'open', 'draft']) {
        const updated = (await patch(job.id, { status })).body.data;
        expect(updated).toMatchObject({ status, closedAt: null });
      }
      const [latest] = await eventsOfType(t.api, job.id, 'job.updated');
      expect(latest.metadata).toEqual({ changedFields: ['status'], fromStatus: 'open', toStatus: 'draft' });
    });

    it.each(['draft', 'on_hold'])('reopens a closed job as %s', async (status) => {
      const job = await createJob(t.api);
      await patch(job.id, { status: 'closed' });
      expect((await patch(job.id, { status })).body.data).toMatchObject({ status, closedAt: null });
    });

    it('keeps the stages as they are', async () => {
      const job = await createJob(t.api);
      expect((await patch(job.id, { title: 'x', status: 'on_hold' })).body.data.stages).toEqual(job.stages);
    });

    it.each([
      ['title', 1],
      ['title', 200],
      ['department', 200],
      ['location', 200],
      ['description', 20000],
      ['department', 0],
    ])('accepts a %s of %i characters', async (field, length) => {
      const job = await createJob(t.api);
      const response = await patch(job.id, { [field]: 'a'.repeat(length) });
      expect(response.status).toBe(200);
      expect(response.body.data[field]).toBe('a'.repeat(length));
    });

    it.each([
      ['an empty title', { title: '' }, ['title']],
      ['a title of 201 characters', { title: 't'.repeat(201) }, ['title']],
      ['a null title', { title: null }, ['title']],
      ['a department of 201 characters', { department: 'd'.repeat(201) }, ['department']],
      ['a location of 201 characters', { location: 'l'.repeat(201) }, ['location']],
      ['a description of 20001 characters', { description: 'd'.repeat(20001) }, ['description']],
      ['a number description', { description: 5 }, ['description']],
      ['an unknown employmentType', { employmentType: 'gig' }, ['employmentType']],
      ['an unknown status', { status: 'archived' }, ['status']],
      ['a null status', { status: null }, ['status']],
      ['stages', { stages: [{ name: 'A' }] }, ['stages']],
      ['response-only keys', { id: UNKNOWN_UUID, closedAt: null, createdAt: '2026-01-01T00:00:00.000Z' }, ['id', 'closedAt', 'createdAt']],
      ['an unknown key', { salary: 1 }, ['salary']],
      ['every broken rule', { title: '', status: 'x', other: true }, ['title', 'status', 'other']],
    ])('refuses %s and changes nothing', async (_label, payload, paths) => {
      const job = await createJob(t.api);
      expectValidationError(await patch(job.id, payload), body(...paths));
      expect((await t.api.get(`/jobs/${job.id}`)).body.data).toEqual(job);
      expect(await eventsOfType(t.api, job.id, 'job.updated')).toEqual([]);
    });

    it('validates the body before looking the job up', async () => {
      expectValidationError(await patch(UNKNOWN_UUID, { title: '' }), body('title'));
    });

    it('answers 401 without a key and 403 without jobs:write', async () => {
      const job = await createJob(t.api);
      expectUnauthorized(await t.as(undefined).patch(`/jobs/${job.id}`, { title: 'x' }));
      expectForbidden(await t.as(readOnlyKey).patch(`/jobs/${job.id}`, { title: 'x' }), 'jobs:write');
      expect((await t.api.get(`/jobs/${job.id}`)).body.data).toEqual(job);
      expect((await t.as(writeOnlyKey).patch(`/jobs/${job.id}`, { title: 'by writer' })).body.data.title).toBe('by writer');
    });

    it('serialises concurrent updates: every one answers 200 and each is recorded', async () => {
      const job = await createJob(t.api);
      const statuses = ['closed', 'open', 'on_hold', 'closed', 'draft', 'open'];
      const responses = await Promise.all(statuses.map((status, index) => patch(job.id, { status, title: `T${index}` })));
      expect(responses.map((response) => response.status)).toEqual(statuses.map(() => 200));
      const final = (await t.api.get(`/jobs/${job.id}`)).body.data;
      expect(final.status === 'closed').toBe(final.closedAt !== null);
      const events = await eventsOfType(t.api, job.id, 'job.updated');
      expect(events.length).toBe(statuses.length);
    });
  });
});
