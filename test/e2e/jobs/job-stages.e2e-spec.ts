import { expectError, expectForbidden, expectPage, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  b64,
  COLOR,
  createJob,
  createStage,
  eventsOfType,
  expectJobShape,
  expectPipelineOrder,
  expectStageShape,
  MAX_ORDER,
  placeApplication,
  query,
} from '../../kits/jobs-kit';
import { adminUser, body, walkPages } from '../../helpers/common';

/** The stage routes, PATCH /jobs/{id}/stages/{stageId} among them (docs/api/resources.md#jobs-and-stages). */
describe('job stages', () => {
  let t: TestApp;
  let readOnlyKey: string;
  let writeOnlyKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    readOnlyKey = (await t.factory.apiKey(['jobs:read'])).key;
    writeOnlyKey = (await t.factory.apiKey(['jobs:write'])).key;
  });
  afterAll(async () => t?.close());

  const stagesOf = async (jobId: string) => (await t.api.get(`/jobs/${jobId}`)).body.data.stages as any[];

  describe('GET /jobs/{id}/stages', () => {
    it('lists the pipeline in order, then by creation, with exactly the spec fields', async () => {
      const job = await createJob(t.api, {
        stages: [
          { name: 'B', order: 20 },
          { name: 'A', order: 10 },
        ],
      });
      const late = await createStage(t.api, job.id, { name: 'A2', order: 10 });
      const response = await t.api.get(`/jobs/${job.id}/stages`);
      const page = expectPage(response, 20);
      expect(page.items.map((stage) => stage.name)).toEqual(['A', 'A2', 'B']);
      expect(page.items[1]).toEqual(late);
      for (const stage of page.items) expectStageShape(stage, job.id);
      expect(page.items).toEqual(await stagesOf(job.id));
      expect(response.body.meta.pagination).toEqual({ nextCursor: null, hasMore: false, limit: 20 });
    });

    it('pages through the pipeline in order without gaps or duplicates', async () => {
      const stages = Array.from({ length: 9 }, (_, index) => ({ name: `S${index}`, order: (index * 7) % 4 }));
      const job = await createJob(t.api, { stages });
      const { rows, pages } = await walkPages(t.api, `/jobs/${job.id}/stages`, 2);
      expect(pages).toBe(5);
      expect(rows).toEqual(job.stages);
      expectPipelineOrder(rows);
      expect(new Set(rows.map((row) => row.id)).size).toBe(9);
    });

    it('accepts limits 1 and 100', async () => {
      const job = await createJob(t.api);
      expect(expectPage(await t.api.get(`/jobs/${job.id}/stages`).query({ limit: '1' }), 1).items).toEqual([job.stages[0]]);
      expect(expectPage(await t.api.get(`/jobs/${job.id}/stages`).query({ limit: '100' }), 100).items).toEqual(job.stages);
    });

    it.each([
      ['an unknown parameter', { status: 'open' }, ['status']],
      ['a cursor that is not one', { cursor: 'nope' }, ['cursor']],
      ['a cursor of the jobs list', { cursor: b64(['2026-01-01T00:00:00.000Z', UNKNOWN_UUID]) }, ['cursor']],
      ['a cursor with a negative order', { cursor: b64([-1, '2026-01-01T00:00:00.000Z', UNKNOWN_UUID]) }, ['cursor']],
      ['a cursor with a string order', { cursor: b64(['1', '2026-01-01T00:00:00.000Z', UNKNOWN_UUID]) }, ['cursor']],
      ['a cursor with a bad id', { cursor: b64([1, '2026-01-01T00:00:00.000Z', 'x']) }, ['cursor']],
    ])('answers 422 for %s', async (_label, params, paths) => {
      const job = await createJob(t.api);
      expectValidationError(await t.api.get(`/jobs/${job.id}/stages`).query(params), query(...paths));
    });
  });

  describe('POST /jobs/{id}/stages', () => {
    const post = (jobId: string, payload: unknown) => t.api.post(`/jobs/${jobId}/stages`, payload);

    it('answers 201 with the stage, placed last with a palette color when order and color are omitted', async () => {
      const job = await createJob(t.api);
      const response = await post(job.id, { name: 'Reference check' });
      expect(response.status).toBe(201);
      expect(response.body.meta).toEqual({});
      const stage = response.body.data;
      expectStageShape(stage, job.id);
      expect(stage).toMatchObject({ name: 'Reference check', emailConfig: { candidateUpdatesEnabled: false } });
      expect(stage.order).toBeGreaterThan(job.stages.at(-1).order);
      expect(stage.color).toMatch(COLOR);
      expect(stage.createdAt).toBe(stage.updatedAt);
      const stages = await stagesOf(job.id);
      expect(stages.at(-1)).toEqual(stage);
      expect(stages.slice(0, 5)).toEqual(job.stages);
    });

    it('stores the order, color and emailConfig given', async () => {
      const job = await createJob(t.api);
      const stage = (await post(job.id, { name: 'First', order: 0, color: '#a1B2c3', emailConfig: { candidateUpdatesEnabled: true } })).body.data;
      expect(stage).toMatchObject({ name: 'First', order: 0, color: '#a1B2c3', emailConfig: { candidateUpdatesEnabled: true } });
      expect((await stagesOf(job.id))[0]).toEqual(stage);
    });

    it('puts a stage without order last even after a stage at the highest order', async () => {
      const job = await createJob(t.api, { stages: [{ name: 'Top', order: MAX_ORDER }] });
      const stage = (await post(job.id, { name: 'After' })).body.data;
      expect(stage.order).toBe(MAX_ORDER);
      expect((await stagesOf(job.id)).map((row) => row.name)).toEqual(['Top', 'After']);
    });

    it('records job.stage_created with the stage id', async () => {
      const admin = await adminUser(t.api);
      const job = await createJob(t.api);
      const stage = (await post(job.id, { name: 'Evented' })).body.data;
      const events = await eventsOfType(t.api, job.id, 'job.stage_created');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ entityType: 'job', entityId: job.id, actor: admin, metadata: { stageId: stage.id } });
      const [outbox] = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'job.stage_created' AND payload->'data'->>'id' = $1`, [stage.id]);
      expect(outbox.payload.data).toEqual(stage);
    });

    it('accepts the 50th stage and refuses the 51st with 409 CONFLICT', async () => {
      const job = await createJob(t.api, { stages: Array.from({ length: 49 }, (_, index) => ({ name: `S${index}` })) });
      expect((await post(job.id, { name: 'Fiftieth' })).status).toBe(201);
      const error = expectError(await post(job.id, { name: 'Fifty-first' }), 409, 'CONFLICT');
      expect(error.details).toEqual({ maxStages: 50 });
      expect(await stagesOf(job.id)).toHaveLength(50);
      expect(await eventsOfType(t.api, job.id, 'job.stage_created')).toHaveLength(1);
    });

    it('keeps the limit under concurrent additions', async () => {
      const job = await createJob(t.api, { stages: Array.from({ length: 47 }, (_, index) => ({ name: `S${index}` })) });
      const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => post(job.id, { name: `Racer ${index}` })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.status === 409)) expectError(response, 409, 'CONFLICT');
      expect(await stagesOf(job.id)).toHaveLength(50);
    });

    it.each([
      [1, 'n'],
      [120, 'n'],
    ])('accepts a name of %i characters', async (length, char) => {
      const job = await createJob(t.api);
      expect((await post(job.id, { name: char.repeat(length) })).body.data.name).toBe(char.repeat(length));
    });

    it.each([
      ['no name', {}, ['name']],
      ['an empty name', { name: '' }, ['name']],
      ['a name of 121 characters', { name: 'n'.repeat(121) }, ['name']],
      ['a null name', { name: null }, ['name']],
      ['a negative order', { name: 'A', order: -1 }, ['order']],
      ['an order of 4503599627370496', { name: 'A', order: MAX_ORDER + 1 }, ['order']],
      ['an order of 1.5', { name: 'A', order: 1.5 }, ['order']],
      ['a string order', { name: 'A', order: '1' }, ['order']],
      ['a bad color', { name: 'A', color: '#12345G' }, ['color']],
      ['a null color', { name: 'A', color: null }, ['color']],
      ['an emailConfig with another key', { name: 'A', emailConfig: { candidateUpdatesEnabled: true, cc: 'x' } }, ['emailConfig.cc']],
      ['an empty emailConfig', { name: 'A', emailConfig: {} }, ['emailConfig.candidateUpdatesEnabled']],
      ['a number candidateUpdatesEnabled', { name: 'A', emailConfig: { candidateUpdatesEnabled: 1 } }, ['emailConfig.candidateUpdatesEnabled']],
      ['an unknown key', { name: 'A', position: 1 }, ['position']],
      ['response-only keys', { name: 'A', id: UNKNOWN_UUID, jobId: UNKNOWN_UUID, createdAt: '2026-01-01T00:00:00.000Z' }, ['id', 'jobId', 'createdAt']],
    ])('refuses %s', async (_label, payload, paths) => {
      const job = await createJob(t.api);
      expectValidationError(await post(job.id, payload), body(...paths));
      expect(await stagesOf(job.id)).toEqual(job.stages);
    });

    it('validates the body before looking the job up', async () => {
      expectValidationError(await post(UNKNOWN_UUID, { name: '' }), body('name'));
    });

    it('answers 401 without a key and 403 without jobs:write', async () => {
      const job = await createJob(t.api);
      expectUnauthorized(await t.as(undefined).post(`/jobs/${job.id}/stages`, { name: 'A' }));
      expectForbidden(await t.as(readOnlyKey).post(`/jobs/${job.id}/stages`, { name: 'A' }), 'jobs:write');
      expect(await stagesOf(job.id)).toEqual(job.stages);
      expect((await t.as(writeOnlyKey).post(`/jobs/${job.id}/stages`, { name: 'A' })).status).toBe(201);
    });
  });

  describe('PATCH /jobs/{id}/stages/{stageId}', () => {
    const patch = (jobId: string, stageId: string, payload: unknown) => t.api.patch(`/jobs/${jobId}/stages/${stageId}`, payload);

    it('changes only the fields sent and records job.stage_updated with changedFields', async () => {
      const admin = await adminUser(t.api);
      const job = await createJob(t.api);
      const stage = job.stages[1];
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await patch(job.id, stage.id, { name: 'Phone screen', color: '#123abc', emailConfig: { candidateUpdatesEnabled: true } });
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({});
      const updated = response.body.data;
      expectStageShape(updated, job.id);
      expect(updated).toEqual({
        ...stage,
        name: 'Phone screen',
        color: '#123abc',
        emailConfig: { candidateUpdatesEnabled: true },
        updatedAt: updated.updatedAt,
      });
      expect(updated.updatedAt > stage.updatedAt).toBe(true);
      expect((await stagesOf(job.id))[1]).toEqual(updated);
      const events = await eventsOfType(t.api, job.id, 'job.stage_updated');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        entityType: 'job',
        entityId: job.id,
        actor: admin,
        metadata: { stageId: stage.id, changedFields: ['name', 'color', 'emailConfig'] },
      });
    });

    it('reorders the pipeline when order changes; equal orders sort by creation', async () => {
      const job = await createJob(t.api);
      const [applied, screen, interview] = job.stages;
      expect((await patch(job.id, interview.id, { order: 0 })).body.data.order).toBe(0);
      expect((await stagesOf(job.id)).map((stage) => stage.id).slice(0, 3)).toEqual([interview.id, applied.id, screen.id]);
      // Same order as Applied, created in the same request: ties go by createdAt, then id, so Applied stays first.
      expect((await patch(job.id, screen.id, { order: applied.order })).status).toBe(200);
      const stages = await stagesOf(job.id);
      expectPipelineOrder(stages);
      expect(stages.map((stage) => stage.id).slice(0, 3)).toEqual([interview.id, applied.id, screen.id]);
      expect(stages).toEqual(expectPage(await t.api.get(`/jobs/${job.id}/stages`), 20).items);
    });

    it('answers {} with the current stage, unchanged, and records nothing', async () => {
      const job = await createJob(t.api);
      const response = await patch(job.id, job.stages[0].id, {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: job.stages[0], meta: {} });
      expect(await eventsOfType(t.api, job.id, 'job.stage_updated')).toEqual([]);
    });

    it('records nothing when the values sent are the current ones', async () => {
      const job = await createJob(t.api);
      const stage = job.stages[2];
      const response = await patch(job.id, stage.id, { name: stage.name, color: stage.color, order: stage.order, emailConfig: stage.emailConfig });
      expect(response.body.data).toEqual(stage);
      expect(await eventsOfType(t.api, job.id, 'job.stage_updated')).toEqual([]);
    });

    it('turns candidate updates on and off', async () => {
      const job = await createJob(t.api);
      const id = job.stages[0].id;
      expect((await patch(job.id, id, { emailConfig: { candidateUpdatesEnabled: true } })).body.data.emailConfig).toEqual({ candidateUpdatesEnabled: true });
      expect((await patch(job.id, id, { emailConfig: { candidateUpdatesEnabled: false } })).body.data.emailConfig).toEqual({ candidateUpdatesEnabled: false });
      expect(await eventsOfType(t.api, job.id, 'job.stage_updated')).toHaveLength(2);
    });

    it.each([
      ['name', 'n'],
      ['name', 'n'.repeat(120)],
      ['color', '#000000'],
      ['color', '#FFFFFF'],
      ['color', '#abcdef'],
      ['order', 0],
      ['order', 1],
      ['order', MAX_ORDER],
      ['order', MAX_ORDER - 1],
    ])('accepts %s %p', async (field, value) => {
      const job = await createJob(t.api);
      const response = await patch(job.id, job.stages[0].id, { [field]: value });
      expect(response.status).toBe(200);
      expect(response.body.data[field]).toBe(value);
      expect((await stagesOf(job.id)).find((stage) => stage.id === job.stages[0].id)[field]).toBe(value);
    });

    it.each([
      ['an empty name', { name: '' }, ['name']],
      ['a name of 121 characters', { name: 'n'.repeat(121) }, ['name']],
      ['a null name', { name: null }, ['name']],
      ['a number name', { name: 7 }, ['name']],
      ['a color without #', { color: '123456' }, ['color']],
      ['a short color', { color: '#12345' }, ['color']],
      ['a long color', { color: '#1234567' }, ['color']],
      ['a color with non-hex digits', { color: '#ZZZZZZ' }, ['color']],
      ['a named color', { color: 'blue' }, ['color']],
      ['a null color', { color: null }, ['color']],
      ['an order of 4503599627370496', { order: MAX_ORDER + 1 }, ['order']],
      ['an order of 1e20', { order: 1e20 }, ['order']],
      ['a negative order', { order: -1 }, ['order']],
      ['an order of 1.5', { order: 1.5 }, ['order']],
      ['an order as a string', { order: '1' }, ['order']],
      ['a null order', { order: null }, ['order']],
      ['a boolean order', { order: true }, ['order']],
      ['an emailConfig with another key', { emailConfig: { candidateUpdatesEnabled: true, subject: 'Hi' } }, ['emailConfig.subject']],
      ['an emailConfig without candidateUpdatesEnabled', { emailConfig: {} }, ['emailConfig.candidateUpdatesEnabled']],
      ['a string candidateUpdatesEnabled', { emailConfig: { candidateUpdatesEnabled: 'false' } }, ['emailConfig.candidateUpdatesEnabled']],
      ['a null candidateUpdatesEnabled', { emailConfig: { candidateUpdatesEnabled: null } }, ['emailConfig.candidateUpdatesEnabled']],
      ['an emailConfig that is an array', { emailConfig: [true] }, ['emailConfig']],
      ['a null emailConfig', { emailConfig: null }, ['emailConfig']],
      ['an unknown key', { position: 2 }, ['position']],
      ['response-only keys', { id: UNKNOWN_UUID, jobId: UNKNOWN_UUID, updatedAt: '2026-01-01T00:00:00.000Z' }, ['id', 'jobId', 'updatedAt']],
      [
        'every broken rule',
        { name: '', color: 'x', order: -1, emailConfig: { x: 1 }, y: 2 },
        ['name', 'color', 'order', 'emailConfig.candidateUpdatesEnabled', 'emailConfig.x', 'y'],
      ],
    ])('refuses %s and changes nothing', async (_label, payload, paths) => {
      const job = await createJob(t.api);
      expectValidationError(await patch(job.id, job.stages[0].id, payload), body(...paths));
      expect(await stagesOf(job.id)).toEqual(job.stages);
      expect(await eventsOfType(t.api, job.id, 'job.stage_updated')).toEqual([]);
    });

    it('answers 404 for a stage of another job, and changes nothing', async () => {
      const job = await createJob(t.api);
      const other = await createJob(t.api);
      expectError(await patch(job.id, other.stages[0].id, { name: 'Hijack' }), 404, 'NOT_FOUND');
      expect(await stagesOf(other.id)).toEqual(other.stages);
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 404 for the unknown stage %s', async (stageId) => {
      const job = await createJob(t.api);
      expectError(await patch(job.id, stageId, { name: 'x' }), 404, 'NOT_FOUND');
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 404 for the unknown job %s', async (jobId) => {
      const job = await createJob(t.api);
      expectError(await patch(jobId, job.stages[0].id, { name: 'x' }), 404, 'NOT_FOUND');
    });

    it('answers 404 when the job is deleted', async () => {
      const job = await createJob(t.api);
      expect((await t.api.delete(`/jobs/${job.id}`)).status).toBe(200);
      expectError(await patch(job.id, job.stages[0].id, { name: 'x' }), 404, 'NOT_FOUND');
      expectError(await patch(job.id, job.stages[0].id, {}), 404, 'NOT_FOUND');
      expect(await eventsOfType(t.api, job.id, 'job.stage_updated')).toEqual([]);
    });

    it('lets a closed (not deleted) job edit its stages', async () => {
      const job = await createJob(t.api);
      await t.api.patch(`/jobs/${job.id}`, { status: 'closed' });
      expect((await patch(job.id, job.stages[0].id, { name: 'Archived applied' })).status).toBe(200);
    });

    it('validates the body before looking up job and stage', async () => {
      expectValidationError(await patch(UNKNOWN_UUID, UNKNOWN_UUID, { order: -1 }), body('order'));
    });

    it('answers 401 without a key and 403 without jobs:write', async () => {
      const job = await createJob(t.api);
      const path = `/jobs/${job.id}/stages/${job.stages[0].id}`;
      expectUnauthorized(await t.as(undefined).patch(path, { name: 'x' }));
      expectForbidden(await t.as(readOnlyKey).patch(path, { name: 'x' }), 'jobs:write');
      expectForbidden(await t.as(readOnlyKey).patch(path, { name: '' }), 'jobs:write');
      expect(await stagesOf(job.id)).toEqual(job.stages);
      expect((await t.as(writeOnlyKey).patch(path, { name: 'by writer' })).body.data.name).toBe('by writer');
    });

    it('serialises concurrent edits of one stage: all 200, one event each', async () => {
      const job = await createJob(t.api);
      const id = job.stages[0].id;
      const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => patch(job.id, id, { name: `N${index}`, order: index })));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await eventsOfType(t.api, job.id, 'job.stage_updated')).toHaveLength(6);
    });
  });

  describe('DELETE /jobs/{id}/stages/{stageId}', () => {
    const remove = (jobId: string, stageId: string) => t.api.delete(`/jobs/${jobId}/stages/${stageId}`);

    it('deletes the stage, answers { deleted: true } and records job.stage_deleted', async () => {
      const admin = await adminUser(t.api);
      const job = await createJob(t.api);
      const stage = job.stages[2];
      const response = await remove(job.id, stage.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { deleted: true }, meta: {} });
      expect((await stagesOf(job.id)).map((row) => row.id)).toEqual(job.stages.filter((row: any) => row.id !== stage.id).map((row: any) => row.id));
      expectJobShape((await t.api.get(`/jobs/${job.id}`)).body.data);
      const events = await eventsOfType(t.api, job.id, 'job.stage_deleted');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ entityType: 'job', entityId: job.id, actor: admin, metadata: { stageId: stage.id } });
      const [outbox] = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'job.stage_deleted' AND payload->'data'->>'id' = $1`, [stage.id]);
      expect(outbox.payload.data).toEqual(stage);
      expectError(await remove(job.id, stage.id), 404, 'NOT_FOUND');
      expectError(await t.api.patch(`/jobs/${job.id}/stages/${stage.id}`, { name: 'x' }), 404, 'NOT_FOUND');
    });

    it('answers 409 CONFLICT while an application sits in the stage, and deletes it once the stage is empty', async () => {
      const job = await createJob(t.api);
      const stage = job.stages[1];
      const applicationId = await placeApplication(t, job.id, stage.id);
      const error = expectError(await remove(job.id, stage.id), 409, 'CONFLICT');
      expect(error.details).toEqual({ stageId: stage.id });
      expect(error.message).toMatch(/applications/);
      expect(await stagesOf(job.id)).toEqual(job.stages);
      expect(await eventsOfType(t.api, job.id, 'job.stage_deleted')).toEqual([]);
      await t.db.query('UPDATE applications SET current_stage_id = $1 WHERE id = $2', [job.stages[0].id, applicationId]);
      expect((await remove(job.id, stage.id)).status).toBe(200);
    });

    it('answers 409 CONFLICT for a stage holding an application made through POST /applications, even once it is rejected', async () => {
      const job = await createJob(t.api);
      const candidate = await t.factory.candidate();
      const application = await t.api.post('/applications', { candidateId: candidate.id, jobId: job.id, source: 'e2e' });
      expect(application.status).toBe(201);
      expect(application.body.data.currentStageId).toBe(job.stages[0].id);
      expectError(await remove(job.id, job.stages[0].id), 409, 'CONFLICT');
      expect((await t.api.post(`/applications/${application.body.data.id}/reject`)).status).toBe(200);
      expectError(await remove(job.id, job.stages[0].id), 409, 'CONFLICT');
      expect(await stagesOf(job.id)).toEqual(job.stages);
    });

    it('answers 409 CONFLICT for the last stage of a job', async () => {
      const job = await createJob(t.api, { stages: [{ name: 'Only' }, { name: 'Second' }] });
      expect((await remove(job.id, job.stages[1].id)).status).toBe(200);
      const error = expectError(await remove(job.id, job.stages[0].id), 409, 'CONFLICT');
      expect(error.details).toEqual({ minStages: 1 });
      expect(await stagesOf(job.id)).toEqual([job.stages[0]]);
    });

    it('answers 404 for a stage of another job', async () => {
      const job = await createJob(t.api);
      const other = await createJob(t.api);
      expectError(await remove(job.id, other.stages[0].id), 404, 'NOT_FOUND');
      expect(await stagesOf(other.id)).toEqual(other.stages);
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 404 for the unknown stage or job %s', async (id) => {
      const job = await createJob(t.api);
      expectError(await remove(job.id, id), 404, 'NOT_FOUND');
      expectError(await remove(id, job.stages[0].id), 404, 'NOT_FOUND');
      expect(await stagesOf(job.id)).toEqual(job.stages);
    });

    it('answers 401 without a key and 403 without jobs:write', async () => {
      const job = await createJob(t.api);
      expectUnauthorized(await t.as(undefined).delete(`/jobs/${job.id}/stages/${job.stages[0].id}`));
      expectForbidden(await t.as(readOnlyKey).delete(`/jobs/${job.id}/stages/${job.stages[0].id}`), 'jobs:write');
      expect(await stagesOf(job.id)).toEqual(job.stages);
      expect((await t.as(writeOnlyKey).delete(`/jobs/${job.id}/stages/${job.stages[0].id}`)).status).toBe(200);
    });

    it('deletes concurrently without ever removing the last stage', async () => {
      const job = await createJob(t.api);
      const responses = await Promise.all(job.stages.map((stage: any) => remove(job.id, stage.id)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 409]);
      expect(await stagesOf(job.id)).toHaveLength(1);
      expect(await eventsOfType(t.api, job.id, 'job.stage_deleted')).toHaveLength(4);
    });
  });
});
