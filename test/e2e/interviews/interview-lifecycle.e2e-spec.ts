import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, sleep } from '../../helpers/common';
import { INTERVIEW_KEYS, PipelineKit, scheduleInterview, type Application } from '../../kits/interviews-kit';

/** GET /interviews/{id}, POST /interviews/{id}/cancel, PATCH and complete; the no-show action (docs/api/states.md#interview). */
describe('interview lifecycle', () => {
  let t: TestApp;
  let kit: PipelineKit;
  let admin: { id: string; name: string };
  let ivy: Record<string, any>;
  let otto: Record<string, any>;
  let application: Application;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    kit = new PipelineKit(t);
    admin = await adminUser(t.api);
    ivy = await t.factory.user({ name: 'Ivy Interviewer', role: 'interviewer' });
    otto = await t.factory.user({ name: 'Otto Other', role: 'interviewer' });
    application = await kit.application();
  });
  afterAll(async () => t?.close());

  const schedule = (overrides: Record<string, unknown> = {}) => scheduleInterview(t, application.id, ivy.id, overrides);
  const get = async (id: string) => expectSuccess(await t.api.get(`/interviews/${id}`));
  const interviewEvents = async (applicationId: string) => (await activityOf(t.api, applicationId)).filter((event) => event.type.startsWith('interview.'));
  const eventsOf = async (interviewId: string, applicationId = application.id) =>
    (await interviewEvents(applicationId)).filter((event) => event.metadata.interviewId === interviewId);

  describe('GET /interviews/{id}', () => {
    it('answers the interview with exactly the Interview fields', async () => {
      const interview = await schedule({ location: 'HQ' });
      const response = await t.api.get(`/interviews/${interview.id}`);
      const data = expectSuccess(response);
      expect(response.body.meta).toEqual({});
      expect(Object.keys(data).sort()).toEqual(INTERVIEW_KEYS);
      expect(data).toEqual(interview);
    });

    it('finds the interview by an upper-case id', async () => {
      const interview = await schedule();
      expect(await get(interview.id.toUpperCase())).toEqual(interview);
    });

    it('answers 404 for the id of an application', async () => {
      expectError(await t.api.get(`/interviews/${application.id}`), 404, 'NOT_FOUND');
    });

    it('needs interviews:read', async () => {
      const writeOnly = await t.factory.apiKey(['interviews:write']);
      const interview = await schedule();
      expectForbidden(await t.as(writeOnly.key).get(`/interviews/${interview.id}`), 'interviews:read');
      expectForbidden(await t.as(writeOnly.key).get(`/interviews/${NIL_UUID}`), 'interviews:read');
      const readOnly = await t.factory.apiKey(['interviews:read']);
      expect(expectSuccess(await t.as(readOnly.key).get(`/interviews/${interview.id}`))).toEqual(interview);
      expectUnauthorized(await t.as(undefined).get(`/interviews/${interview.id}`));
    });
  });

  describe('candidate erasure', () => {
    it("removes the candidate's interviews and redacts every copy of them in the outbox", async () => {
      const erased = await kit.application();
      const interview = await scheduleInterview(t, erased.id, ivy.id, { notes: 'Private remark' });
      expectSuccess(await t.api.patch(`/interviews/${interview.id}`, { notes: 'Another remark' }));
      expectSuccess(await t.api.delete(`/candidates/${erased.candidateId}`));
      expectError(await t.api.get(`/interviews/${interview.id}`), 404, 'NOT_FOUND');
      expect(expectSuccess(await t.api.get('/interviews').query({ candidateId: erased.candidateId }))).toEqual([]);
      const copies = await t.db.query(`SELECT payload FROM outbox_events WHERE type LIKE 'interview.%' AND payload::text LIKE $1`, [`%${interview.id}%`]);
      expect(copies).toEqual([]);
      const remarks = await t.db.query(`SELECT 1 FROM outbox_events WHERE payload::text LIKE '%remark%'`);
      expect(remarks).toEqual([]);
    });
  });

  describe('POST /interviews/{id}/cancel', () => {
    it('moves scheduled → canceled, visible in GET, in the list and in the feed', async () => {
      const interview = await schedule();
      await sleep(5);
      const response = await t.api.post(`/interviews/${interview.id}/cancel`);
      const canceled = expectSuccess(response);
      expect(response.body.meta).toEqual({});
      expect(Object.keys(canceled).sort()).toEqual(INTERVIEW_KEYS);
      expect(canceled).toEqual({ ...interview, status: 'canceled', updatedAt: expect.any(String) });
      expect(Date.parse(canceled.updatedAt)).toBeGreaterThan(Date.parse(interview.updatedAt));
      expect(canceled.createdAt).toBe(interview.createdAt);
      expect(await get(interview.id)).toEqual(canceled);
      const listed = expectSuccess(await t.api.get('/interviews').query({ applicationId: application.id, limit: '100' }));
      expect(listed.find((row: any) => row.id === interview.id)).toEqual(canceled);
      expect(await eventsOf(interview.id)).toEqual([
        {
          id: expect.any(String),
          entityType: 'application',
          entityId: application.id,
          type: 'interview.canceled',
          actor: admin,
          metadata: { interviewId: interview.id, fromStatus: 'scheduled', toStatus: 'canceled' },
          createdAt: expect.any(String),
        },
        expect.objectContaining({ type: 'interview.scheduled' }),
      ]);
    });

    it('shows the cancellation in the feed filtered by entityType application', async () => {
      const interview = await schedule();
      expectSuccess(await t.api.post(`/interviews/${interview.id}/cancel`));
      const feed = expectSuccess(await t.api.get('/activity-events').query({ entityType: 'application', entityId: application.id, limit: '100' }));
      expect(feed.filter((event: any) => event.type === 'interview.canceled' && event.metadata.interviewId === interview.id)).toHaveLength(1);
    });

    it('ignores any body sent', async () => {
      const interview = await schedule();
      const canceled = expectSuccess(await t.api.post(`/interviews/${interview.id}/cancel`, { status: 'completed', reason: 'x', title: 'Changed' }));
      expect(canceled).toMatchObject({ status: 'canceled', title: interview.title });
    });

    it('answers 409 INVALID_STATE when the interview is not scheduled, and records nothing', async () => {
      const canceled = await schedule();
      expectSuccess(await t.api.post(`/interviews/${canceled.id}/cancel`));
      const again = expectError(await t.api.post(`/interviews/${canceled.id}/cancel`), 409, 'INVALID_STATE');
      expect(again.details).toEqual({ status: 'canceled', allowed: ['scheduled'] });
      const completed = await schedule();
      expectSuccess(await t.api.post(`/interviews/${completed.id}/complete`));
      expect(expectError(await t.api.post(`/interviews/${completed.id}/cancel`), 409, 'INVALID_STATE').details).toEqual({
        status: 'completed',
        allowed: ['scheduled'],
      });
      const noShow = await schedule();
      expectSuccess(await t.api.post(`/interviews/${noShow.id}/no-show`));
      expect(expectError(await t.api.post(`/interviews/${noShow.id}/cancel`), 409, 'INVALID_STATE').details).toEqual({
        status: 'no_show',
        allowed: ['scheduled'],
      });
      expect((await get(completed.id)).status).toBe('completed');
      expect((await eventsOf(canceled.id)).map((event) => event.type)).toEqual(['interview.canceled', 'interview.scheduled']);
    });

    it('needs interviews:write', async () => {
      const readOnly = await t.factory.apiKey(['interviews:read']);
      const interview = await schedule();
      expectForbidden(await t.as(readOnly.key).post(`/interviews/${interview.id}/cancel`), 'interviews:write');
      expect((await get(interview.id)).status).toBe('scheduled');
      expectUnauthorized(await t.as(undefined).post(`/interviews/${interview.id}/cancel`));
    });

    it('lets exactly one of concurrent cancels win; the others see 409, never a 500', async () => {
      const interview = await schedule();
      const responses = await Promise.all(Array.from({ length: 6 }, () => t.api.post(`/interviews/${interview.id}/cancel`)));
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.status === 409))
        expect(response.body.error.details).toEqual({ status: 'canceled', allowed: ['scheduled'] });
      expect((await eventsOf(interview.id)).filter((event) => event.type === 'interview.canceled')).toHaveLength(1);
    });

    it('settles a cancel racing a complete and a no-show on one outcome', async () => {
      for (let round = 0; round < 3; round++) {
        const interview = await schedule();
        const responses = await Promise.all([
          t.api.post(`/interviews/${interview.id}/cancel`),
          t.api.post(`/interviews/${interview.id}/complete`),
          t.api.post(`/interviews/${interview.id}/no-show`),
        ]);
        const winners = responses.filter((response) => response.status === 200);
        expect(winners).toHaveLength(1);
        expect(responses.filter((response) => response.status === 409)).toHaveLength(2);
        const final = await get(interview.id);
        expect(final.status).toBe(winners[0].body.data.status);
        expect(await eventsOf(interview.id)).toHaveLength(2);
      }
    });
  });

  describe('POST /interviews/{id}/complete', () => {
    it('moves scheduled → completed and records interview.completed', async () => {
      const interview = await schedule();
      const completed = expectSuccess(await t.api.post(`/interviews/${interview.id}/complete`, { ignored: true }));
      expect(completed).toEqual({ ...interview, status: 'completed', updatedAt: expect.any(String) });
      expect(await get(interview.id)).toEqual(completed);
      const [event] = await eventsOf(interview.id);
      expect(event).toMatchObject({
        entityType: 'application',
        entityId: application.id,
        type: 'interview.completed',
        actor: admin,
        metadata: { interviewId: interview.id, fromStatus: 'scheduled', toStatus: 'completed' },
      });
    });

    it('answers 409 INVALID_STATE unless scheduled', async () => {
      const interview = await schedule();
      expectSuccess(await t.api.post(`/interviews/${interview.id}/complete`));
      expect(expectError(await t.api.post(`/interviews/${interview.id}/complete`), 409, 'INVALID_STATE').details).toEqual({
        status: 'completed',
        allowed: ['scheduled'],
      });
      expect(expectError(await t.api.post(`/interviews/${interview.id}/no-show`), 409, 'INVALID_STATE').details).toEqual({
        status: 'completed',
        allowed: ['scheduled'],
      });
      const canceled = await schedule();
      expectSuccess(await t.api.post(`/interviews/${canceled.id}/cancel`));
      expect(expectError(await t.api.post(`/interviews/${canceled.id}/complete`), 409, 'INVALID_STATE').details).toEqual({
        status: 'canceled',
        allowed: ['scheduled'],
      });
    });
  });

  describe('POST /interviews/{id}/no-show', () => {
    it('moves scheduled → no_show and records interview.updated with the status change', async () => {
      const interview = await schedule();
      const noShow = expectSuccess(await t.api.post(`/interviews/${interview.id}/no-show`));
      expect(noShow).toEqual({ ...interview, status: 'no_show', updatedAt: expect.any(String) });
      expect(await get(interview.id)).toEqual(noShow);
      const [event] = await eventsOf(interview.id);
      expect(event).toMatchObject({
        entityType: 'application',
        entityId: application.id,
        type: 'interview.updated',
        actor: admin,
        metadata: { interviewId: interview.id, changedFields: ['status'], fromStatus: 'scheduled', toStatus: 'no_show' },
      });
    });

    it('answers 409 INVALID_STATE unless scheduled, 404 for unknown ids, and needs interviews:write', async () => {
      const interview = await schedule();
      expectSuccess(await t.api.post(`/interviews/${interview.id}/no-show`));
      expect(expectError(await t.api.post(`/interviews/${interview.id}/no-show`), 409, 'INVALID_STATE').details).toEqual({
        status: 'no_show',
        allowed: ['scheduled'],
      });
      expect(expectError(await t.api.post(`/interviews/${interview.id}/complete`), 409, 'INVALID_STATE').details).toEqual({
        status: 'no_show',
        allowed: ['scheduled'],
      });
      expectError(await t.api.post(`/interviews/${NIL_UUID}/no-show`), 404, 'NOT_FOUND');
      expectValidationError(await t.api.post('/interviews/123/no-show'), [{ location: 'path', path: 'id' }]);
      const readOnly = await t.factory.apiKey(['interviews:read']);
      expectForbidden(await t.as(readOnly.key).post(`/interviews/${interview.id}/no-show`), 'interviews:write');
    });
  });

  describe('PATCH /interviews/{id}', () => {
    const patch = (id: string, payload: unknown) => t.api.patch(`/interviews/${id}`, payload);

    it('changes only the fields sent and records interview.updated naming them', async () => {
      const interview = await schedule({ location: 'HQ', notes: 'n', meetingUrl: 'https://meet.example.com/a' });
      await sleep(5);
      const changes = {
        interviewerId: otto.id,
        title: 'Final round',
        type: 'final',
        mode: 'in_person',
        scheduledAt: '2026-12-01T09:30Z',
        durationMins: 90,
        location: 'Room 1',
        notes: 'Whiteboard',
        meetingUrl: 'http://meet.example.com/b',
      };
      const updated = expectSuccess(await patch(interview.id, changes));
      expect(Object.keys(updated).sort()).toEqual(INTERVIEW_KEYS);
      expect(updated).toEqual({ ...interview, ...changes, scheduledAt: '2026-12-01T09:30:00.000Z', updatedAt: expect.any(String) });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(interview.updatedAt));
      expect(await get(interview.id)).toEqual(updated);
      const [event] = await eventsOf(interview.id);
      expect(event).toMatchObject({ entityType: 'application', entityId: application.id, type: 'interview.updated', actor: admin });
      expect(event.metadata.interviewId).toBe(interview.id);
      expect([...event.metadata.changedFields].sort()).toEqual(Object.keys(changes).sort());
      expect(Object.keys(event.metadata).sort()).toEqual(['changedFields', 'interviewId']);
    });

    it('names only the fields whose value changed', async () => {
      const interview = await schedule();
      expectSuccess(await patch(interview.id, { title: interview.title, durationMins: 45, scheduledAt: '2026-11-21T10:00:00.000Z', type: interview.type }));
      const [event] = await eventsOf(interview.id);
      expect(event.metadata.changedFields).toEqual(['durationMins']);
    });

    it('reads a scheduledAt fraction of ten or more digits to the millisecond, so the same instant is no change', async () => {
      const interview = await schedule();
      const updated = expectSuccess(await patch(interview.id, { scheduledAt: '2026-11-21T10:00:00.0009999995Z', durationMins: 45 }));
      expect(updated.scheduledAt).toBe('2026-11-21T10:00:00.000Z');
      const [event] = await eventsOf(interview.id);
      expect(event.metadata.changedFields).toEqual(['durationMins']);
    });

    it('answers 200 with the current state and records nothing for {} or unchanged values', async () => {
      const interview = await schedule({ location: 'HQ' });
      expect(expectSuccess(await patch(interview.id, {}))).toEqual(interview);
      expect(
        expectSuccess(
          await patch(interview.id, { title: interview.title, location: 'HQ', scheduledAt: '2026-11-21T10:00Z', interviewerId: ivy.id.toUpperCase() }),
        ),
      ).toEqual(interview);
      expect(await eventsOf(interview.id)).toHaveLength(1);
    });

    it('clears location, notes and meetingUrl with null', async () => {
      const interview = await schedule({ location: 'HQ', notes: 'n', meetingUrl: 'https://meet.example.com/a' });
      const cleared = expectSuccess(await patch(interview.id, { location: null, notes: null, meetingUrl: null }));
      expect(cleared).toMatchObject({ location: null, notes: null, meetingUrl: null });
      expect(await get(interview.id)).toEqual(cleared);
      expect((await eventsOf(interview.id))[0].metadata.changedFields.sort()).toEqual(['location', 'meetingUrl', 'notes']);
    });

    it.each(['interviewerId', 'title', 'type', 'mode', 'scheduledAt', 'durationMins'])('refuses null for the required field %s', async (field) => {
      const interview = await schedule();
      expectValidationError(await patch(interview.id, { [field]: null }), body(field));
    });

    it.each([
      ['title', ''],
      ['title', 't'.repeat(201)],
      ['durationMins', 4],
      ['durationMins', 481],
      ['durationMins', 30.5],
      ['durationMins', '30'],
      ['type', 'lunch'],
      ['mode', 'fax'],
      ['scheduledAt', '2026-02-29T10:00Z'],
      ['scheduledAt', '2026-11-21T10:00:00+01:00'],
      ['location', 'l'.repeat(501)],
      ['notes', 'n'.repeat(20001)],
      ['meetingUrl', 'ftp://x.example.com'],
      ['interviewerId', 'abc'],
    ])('refuses %s = %p', async (field, value) => {
      const interview = await schedule();
      expectValidationError(await patch(interview.id, { [field]: value }), body(field));
      expect(await get(interview.id)).toEqual(interview);
    });

    it('accepts the boundaries', async () => {
      const interview = await schedule();
      expect(expectSuccess(await patch(interview.id, { title: 't', durationMins: 5, location: 'l'.repeat(500) }))).toMatchObject({
        title: 't',
        durationMins: 5,
      });
      expect(
        expectSuccess(
          await patch(interview.id, { title: 't'.repeat(200), durationMins: 480, notes: 'n'.repeat(20000), scheduledAt: '2028-02-29T23:59:59.999Z' }),
        ),
      ).toMatchObject({
        durationMins: 480,
        scheduledAt: '2028-02-29T23:59:59.999Z',
      });
    });

    it.each([
      ['applicationId', { applicationId: UNKNOWN_UUID }],
      ['status', { status: 'no_show' }],
      ['source', { source: 'automation' }],
      ['candidateId', { candidateId: UNKNOWN_UUID }],
      ['id', { id: UNKNOWN_UUID }],
      ['updatedAt', { updatedAt: '2026-01-01T00:00:00.000Z' }],
      ['foo', { foo: 1 }],
    ])('refuses the unknown key %s', async (key, payload) => {
      const interview = await schedule();
      expectValidationError(await patch(interview.id, payload), body(key));
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 422 interviewerId for the user %s that does not exist', async (interviewerId) => {
      const interview = await schedule();
      expectValidationError(await patch(interview.id, { interviewerId }), body('interviewerId'));
      expect(await get(interview.id)).toEqual(interview);
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 404 for %s, after validating the body', async (id) => {
      expectError(await patch(id, { title: 'x' }), 404, 'NOT_FOUND');
      expectValidationError(await patch(id, { title: '' }), body('title'));
    });

    it('answers 422 (path id) for a malformed id', async () => {
      expectValidationError(await patch('not-a-uuid', { title: 'x' }), [{ location: 'path', path: 'id' }]);
    });

    it.each([
      ['canceled', 'cancel'],
      ['completed', 'complete'],
      ['no_show', 'no-show'],
    ])('answers 409 INVALID_STATE for a %s interview, even for {}', async (status, action) => {
      const interview = await schedule();
      const finished = expectSuccess(await t.api.post(`/interviews/${interview.id}/${action}`));
      expect(expectError(await patch(interview.id, { title: 'Too late' }), 409, 'INVALID_STATE').details).toEqual({ status, allowed: ['scheduled'] });
      expect(expectError(await patch(interview.id, {}), 409, 'INVALID_STATE').details).toEqual({ status, allowed: ['scheduled'] });
      expect(await get(interview.id)).toEqual(finished);
    });

    it('checks the state (409) before the interviewer the body names (422)', async () => {
      const interview = await schedule();
      expectValidationError(await patch(interview.id, { interviewerId: UNKNOWN_UUID }), body('interviewerId'));
      expectSuccess(await t.api.post(`/interviews/${interview.id}/cancel`));
      expectError(await patch(interview.id, { interviewerId: UNKNOWN_UUID }), 409, 'INVALID_STATE');
    });

    it('needs interviews:write', async () => {
      const readOnly = await t.factory.apiKey(['interviews:read']);
      const interview = await schedule();
      expectForbidden(await t.as(readOnly.key).patch(`/interviews/${interview.id}`, { title: 'x' }), 'interviews:write');
      expectForbidden(await t.as(readOnly.key).patch(`/interviews/${interview.id}`, { title: '' }), 'interviews:write');
      expectUnauthorized(await t.as(undefined).patch(`/interviews/${interview.id}`, { title: 'x' }));
      expect(await get(interview.id)).toEqual(interview);
    });

    it('settles a PATCH racing a cancel: either the edit lands before the cancel, or it is refused', async () => {
      for (let round = 0; round < 3; round++) {
        const interview = await schedule();
        const [edit, cancel] = await Promise.all([patch(interview.id, { title: `Round ${round}` }), t.api.post(`/interviews/${interview.id}/cancel`)]);
        expect(cancel.status).toBe(200);
        expect([200, 409]).toContain(edit.status);
        const final = await get(interview.id);
        expect(final.status).toBe('canceled');
        expect(final.title).toBe(edit.status === 200 ? `Round ${round}` : interview.title);
      }
    });
  });
});
