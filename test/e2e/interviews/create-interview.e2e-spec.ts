import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, expectTimestamp, UUID } from '../../helpers/common';
import { INTERVIEW_KEYS, INTERVIEW_MODES, INTERVIEW_TYPES, interviewBody, PipelineKit, type Application } from '../../kits/interviews-kit';

/** POST /api/v1/interviews (docs/api/resources.md#interviews). */
describe('POST /interviews', () => {
  let t: TestApp;
  let kit: PipelineKit;
  let admin: { id: string; name: string };
  let interviewer: Record<string, any>;
  let application: Application;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    kit = new PipelineKit(t);
    admin = await adminUser(t.api);
    interviewer = await t.factory.user({ name: 'Ivy Interviewer', role: 'interviewer' });
    application = await kit.application();
  });
  afterAll(async () => t?.close());

  const schedule = (payload: unknown) => t.api.post('/interviews', payload);
  const valid = (overrides: Record<string, unknown> = {}) => interviewBody(application.id, interviewer.id, overrides);
  const interviewsOf = async (applicationId: string) => expectSuccess(await t.api.get('/interviews').query({ applicationId, limit: '100' }));

  it('answers 201 with exactly the Interview fields: scheduled, source api, candidate and job copied from the application, unset ones null', async () => {
    const before = Date.now();
    const response = await schedule(valid());
    const interview = expectSuccess(response, 201);
    expect(response.body.meta).toEqual({});
    expect(Object.keys(interview).sort()).toEqual(INTERVIEW_KEYS);
    expect(interview).toEqual({
      id: expect.stringMatching(UUID),
      applicationId: application.id,
      candidateId: application.candidateId,
      jobId: application.jobId,
      interviewerId: interviewer.id,
      title: 'System design',
      type: 'technical',
      mode: 'video',
      status: 'scheduled',
      scheduledAt: '2026-11-21T10:00:00.000Z',
      durationMins: 60,
      location: null,
      notes: null,
      source: 'api',
      meetingUrl: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expectTimestamp(interview.createdAt);
    expect(interview.updatedAt).toBe(interview.createdAt);
    expect(Date.parse(interview.createdAt)).toBeGreaterThanOrEqual(before - 5);
    expect(expectSuccess(await t.api.get(`/interviews/${interview.id}`))).toEqual(interview);
  });

  it('keeps location, notes and meetingUrl when given, and null when sent as null', async () => {
    const full = expectSuccess(await schedule(valid({ location: 'Room 4.2', notes: 'Bring the laptop', meetingUrl: 'https://meet.example.com/abc?x=1' })), 201);
    expect(full).toMatchObject({ location: 'Room 4.2', notes: 'Bring the laptop', meetingUrl: 'https://meet.example.com/abc?x=1' });
    const nulls = expectSuccess(await schedule(valid({ location: null, notes: null, meetingUrl: null })), 201);
    expect(nulls).toMatchObject({ location: null, notes: null, meetingUrl: null });
    expect(expectSuccess(await t.api.get(`/interviews/${full.id}`))).toEqual(full);
  });

  it('records interview.scheduled about the application, by the key owner, with the interview in metadata', async () => {
    const other = await kit.application();
    const interview = expectSuccess(await t.api.post('/interviews', interviewBody(other.id, interviewer.id)), 201);
    const events = (await activityOf(t.api, other.id)).filter((event) => event.type.startsWith('interview.'));
    expect(events).toEqual([
      {
        id: expect.stringMatching(UUID),
        entityType: 'application',
        entityId: other.id,
        type: 'interview.scheduled',
        actor: admin,
        metadata: { interviewId: interview.id, interviewerId: interviewer.id, scheduledAt: '2026-11-21T10:00:00.000Z' },
        createdAt: expect.any(String),
      },
    ]);
  });

  it("names the key's user as the actor when the key belongs to another user", async () => {
    const owner = await t.factory.user({ name: 'Rita Recruiter' });
    const key = await t.factory.apiKey(['interviews:write'], { ownerId: owner.id });
    const other = await kit.application();
    expectSuccess(await t.as(key.key).post('/interviews', interviewBody(other.id, interviewer.id)), 201);
    const [event] = await activityOf(t.api, other.id);
    expect(event).toMatchObject({ type: 'interview.scheduled', actor: { id: owner.id, name: 'Rita Recruiter' } });
  });

  it('accepts upper-case ids and returns them in lower case', async () => {
    const interview = expectSuccess(await schedule(interviewBody(application.id.toUpperCase(), interviewer.id.toUpperCase())), 201);
    expect(interview.applicationId).toBe(application.id);
    expect(interview.interviewerId).toBe(interviewer.id);
  });

  describe('title (1-200)', () => {
    it.each([1, 200])('accepts %i characters', async (length) => {
      expect(expectSuccess(await schedule(valid({ title: 't'.repeat(length) })), 201).title).toBe('t'.repeat(length));
    });
    it.each([0, 201])('refuses %i characters', async (length) => {
      expectValidationError(await schedule(valid({ title: 't'.repeat(length) })), body('title'));
    });
  });

  describe('durationMins (integer 5-480)', () => {
    it.each([5, 480])('accepts %i', async (durationMins) => {
      expect(expectSuccess(await schedule(valid({ durationMins })), 201).durationMins).toBe(durationMins);
    });
    it.each([[4], [481], [0], [-60], [60.5], ['60'], [null], [true], [1e20]])('refuses %p', async (durationMins) => {
      expectValidationError(await schedule(valid({ durationMins })), body('durationMins'));
    });
  });

  describe('type and mode', () => {
    it.each(INTERVIEW_TYPES)('accepts type %s', async (type) => {
      expect(expectSuccess(await schedule(valid({ type })), 201).type).toBe(type);
    });
    it.each(INTERVIEW_MODES)('accepts mode %s', async (mode) => {
      expect(expectSuccess(await schedule(valid({ mode })), 201).mode).toBe(mode);
    });
    it.each([['TECHNICAL'], ['lunch'], [''], [1], [null], [['technical']]])('refuses type %p', async (type) => {
      expectValidationError(await schedule(valid({ type })), body('type'));
    });
    it.each([['VIDEO'], ['in-person'], ['carrier pigeon'], [''], [0], [null]])('refuses mode %p', async (mode) => {
      expectValidationError(await schedule(valid({ mode })), body('mode'));
    });
  });

  describe('scheduledAt (UTC date-time ending in Z, calendar-valid)', () => {
    it.each([
      ['2026-11-21T10:00Z', '2026-11-21T10:00:00.000Z'],
      ['2026-11-21T10:00:59Z', '2026-11-21T10:00:59.000Z'],
      ['2026-11-21T23:59:59.5Z', '2026-11-21T23:59:59.500Z'],
      ['2026-11-21T10:00:00.123456Z', '2026-11-21T10:00:00.123Z'],
      ['2026-11-21T10:00:00.0009999995Z', '2026-11-21T10:00:00.000Z'],
      ['2028-02-29T00:00Z', '2028-02-29T00:00:00.000Z'],
      ['2000-02-29T12:30Z', '2000-02-29T12:30:00.000Z'],
      ['2020-01-01T00:00Z', '2020-01-01T00:00:00.000Z'],
      ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ])('accepts %s and answers %s', async (scheduledAt, expected) => {
      const interview = expectSuccess(await schedule(valid({ scheduledAt })), 201);
      expect(interview.scheduledAt).toBe(expected);
      expect(expectSuccess(await t.api.get(`/interviews/${interview.id}`)).scheduledAt).toBe(expected);
    });

    it.each([
      ['2026-02-29T10:00Z'],
      ['1900-02-29T10:00Z'],
      ['2026-04-31T10:00Z'],
      ['2026-13-01T10:00Z'],
      ['2026-00-10T10:00Z'],
      ['2026-11-00T10:00Z'],
      ['2026-11-21T24:00Z'],
      ['2026-11-21T10:60Z'],
      ['2026-11-21T10:00:60Z'],
      ['2026-11-21T10:00:00+00:00'],
      ['2026-11-21T12:00:00+02:00'],
      ['2026-11-21T10:00:00'],
      ['2026-11-21T10Z'],
      ['2026-11-21'],
      ['2026-11-21 10:00Z'],
      ['2026-11-21t10:00z'],
      ['2026-11-21T10:00:00.Z'],
      ['tomorrow'],
      [''],
      [1763719200000],
      [null],
    ])('refuses %p', async (scheduledAt) => {
      expectValidationError(await schedule(valid({ scheduledAt })), body('scheduledAt'));
    });
  });

  describe('location (max 500), notes (max 20000), meetingUrl (http/https URL)', () => {
    it('accepts the longest location and notes, and empty ones', async () => {
      const long = expectSuccess(await schedule(valid({ location: 'l'.repeat(500), notes: 'n'.repeat(20000) })), 201);
      expect(long.location).toHaveLength(500);
      expect(long.notes).toHaveLength(20000);
      const empty = expectSuccess(await schedule(valid({ location: '', notes: '' })), 201);
      expect(empty).toMatchObject({ location: '', notes: '' });
    });

    it('refuses one character more, and non-strings', async () => {
      expectValidationError(await schedule(valid({ location: 'l'.repeat(501) })), body('location'));
      expectValidationError(await schedule(valid({ notes: 'n'.repeat(20001) })), body('notes'));
      expectValidationError(await schedule(valid({ location: 42, notes: ['x'] })), body('location', 'notes'));
    });

    it.each(['http://meet.example.com', 'https://zoom.us/j/123?pwd=abc', 'http://localhost:8080/room'])('accepts meetingUrl %s', async (meetingUrl) => {
      expect(expectSuccess(await schedule(valid({ meetingUrl })), 201).meetingUrl).toBe(meetingUrl);
    });

    it.each([
      ['ftp://meet.example.com'],
      ['meet.example.com'],
      ['//meet.example.com'],
      ['https://'],
      ['https://meet example.com'],
      ['mailto:a@example.com'],
      [''],
      [42],
    ])('refuses meetingUrl %p', async (meetingUrl) => {
      expectValidationError(await schedule(valid({ meetingUrl })), body('meetingUrl'));
    });
  });

  describe('shape of the body', () => {
    it('names every missing required field at once', async () => {
      expectValidationError(await schedule({}), body('applicationId', 'interviewerId', 'title', 'type', 'mode', 'scheduledAt', 'durationMins'));
    });

    it.each([
      ['status', { status: 'completed' }],
      ['source', { source: 'automation' }],
      ['id', { id: UNKNOWN_UUID }],
      ['candidateId', { candidateId: UNKNOWN_UUID }],
      ['jobId', { jobId: UNKNOWN_UUID }],
      ['createdAt', { createdAt: '2026-01-01T00:00:00.000Z' }],
      ['updatedAt', { updatedAt: '2026-01-01T00:00:00.000Z' }],
      ['durationMinutes', { durationMinutes: 60 }],
    ])('refuses the unknown key %s', async (key, extra) => {
      expectValidationError(await schedule(valid(extra)), body(key));
    });

    it.each([
      ['applicationId', 'not-a-uuid'],
      ['applicationId', 42],
      ['applicationId', null],
      ['applicationId', '0190a0b4-8a3e-9c2d-9f00-1234567890ab'],
      ['interviewerId', 'abc'],
      ['interviewerId', 7],
      ['interviewerId', null],
      ['title', 42],
      ['title', null],
      ['title', { text: 'x' }],
    ])('refuses %s = %p', async (key, value) => {
      expectValidationError(await schedule(valid({ [key]: value })), body(key));
    });

    it('refuses a body that is not an object, and one that is not JSON', async () => {
      expectValidationError(await schedule([]), [{ location: 'body', path: '' }]);
      expectError(await t.api.post('/interviews').set('Content-Type', 'application/json').send('{"title":'), 400, 'INVALID_JSON');
      expectError(await t.api.post('/interviews').set('Content-Type', 'text/plain').send('hello'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('references', () => {
    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 422 applicationId for the application %s that does not exist', async (applicationId) => {
      expectValidationError(await schedule(valid({ applicationId })), body('applicationId'));
    });

    it('answers 422 applicationId for the id of something that is not an application', async () => {
      expectValidationError(await schedule(valid({ applicationId: application.candidateId })), body('applicationId'));
    });

    it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 422 interviewerId for the user %s that does not exist', async (interviewerId) => {
      expectValidationError(await schedule(valid({ interviewerId })), body('interviewerId'));
    });

    it('answers 422 interviewerId for a candidate id, and names both broken references at once', async () => {
      expectValidationError(await schedule(valid({ interviewerId: application.candidateId })), body('interviewerId'));
      expectValidationError(await schedule(valid({ applicationId: NIL_UUID, interviewerId: MAX_UUID })), body('applicationId', 'interviewerId'));
    });

    it('creates nothing and records nothing when refused', async () => {
      const fresh = await kit.application();
      expectValidationError(await schedule(interviewBody(fresh.id, UNKNOWN_UUID)), body('interviewerId'));
      expect(await interviewsOf(fresh.id)).toEqual([]);
      expect((await activityOf(t.api, fresh.id)).filter((event) => event.type.startsWith('interview.'))).toEqual([]);
    });
  });

  describe('state of the application and its job', () => {
    it.each([
      ['rejected', (id: string) => kit.reject(id)],
      ['withdrawn', (id: string) => kit.withdraw(id)],
    ])('answers 409 INVALID_STATE for a %s application and creates nothing', async (status, change) => {
      const fresh = await kit.application();
      await change(fresh.id);
      const error = expectError(await schedule(interviewBody(fresh.id, interviewer.id)), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status, allowed: ['active'] });
      expect(await interviewsOf(fresh.id)).toEqual([]);
    });

    it('answers 409 INVALID_STATE for an active application of a deleted (closed) job', async () => {
      const fresh = await kit.application();
      await kit.deleteJob(fresh.jobId);
      const error = expectError(await schedule(interviewBody(fresh.id, interviewer.id)), 409, 'INVALID_STATE');
      expect(error.details).toEqual({ status: 'closed', allowed: ['draft', 'open', 'on_hold'] });
      expect(await interviewsOf(fresh.id)).toEqual([]);
    });

    it('answers 409 for a closed job that is not deleted, and accepts jobs on hold or in draft', async () => {
      const fresh = await kit.application();
      await kit.setJobStatus(fresh.jobId, 'closed');
      expect(expectError(await schedule(interviewBody(fresh.id, interviewer.id)), 409, 'INVALID_STATE').details.status).toBe('closed');
      for (const status of ['on_hold', 'draft', 'open'] as const) {
        await kit.setJobStatus(fresh.jobId, status);
        expectSuccess(await schedule(interviewBody(fresh.id, interviewer.id)), 201);
      }
    });

    it('settles a schedule racing a reject of the application: the interview exists only if it came first, never a 500', async () => {
      for (let round = 0; round < 8; round++) {
        const fresh = await kit.application();
        const [scheduled, rejected] = await Promise.all([schedule(interviewBody(fresh.id, interviewer.id)), t.api.post(`/applications/${fresh.id}/reject`)]);
        expect(rejected.status).toBe(200);
        expect([201, 409]).toContain(scheduled.status);
        const interviews = await interviewsOf(fresh.id);
        expect(interviews).toHaveLength(scheduled.status === 201 ? 1 : 0);
        if (scheduled.status === 409) expect(scheduled.body.error.details).toEqual({ status: 'rejected', allowed: ['active'] });
        // The application stays locked until the interview is written, so a reject that lands later is stamped later.
        else expect(Date.parse(interviews[0].createdAt)).toBeLessThanOrEqual(Date.parse(rejected.body.data.updatedAt));
      }
    });

    it('checks the references (422) before the state (409)', async () => {
      const fresh = await kit.application();
      await kit.reject(fresh.id);
      expectValidationError(await schedule(interviewBody(fresh.id, UNKNOWN_UUID)), body('interviewerId'));
    });
  });

  describe('authorization', () => {
    it('answers 401 without a valid key, before validating', async () => {
      expectUnauthorized(await t.as(undefined).post('/interviews', {}));
      expectUnauthorized(await t.as('ats_test_nope').post('/interviews', valid()));
    });

    it('answers 403 naming interviews:write for a key without it, before validating', async () => {
      const readOnly = await t.factory.apiKey(['interviews:read', 'applications:write']);
      expectForbidden(await t.as(readOnly.key).post('/interviews', valid()), 'interviews:write');
      expectForbidden(await t.as(readOnly.key).post('/interviews', {}), 'interviews:write');
    });

    it('schedules with a key that holds only interviews:write', async () => {
      const writeOnly = await t.factory.apiKey(['interviews:write']);
      expectSuccess(await t.as(writeOnly.key).post('/interviews', valid()), 201);
    });
  });

  it('is documented in the OpenAPI document with its limits and error responses', async () => {
    const document = (await t.api.get('/docs-json')).body;
    const operation = document.paths['/api/v1/interviews'].post;
    expect(operation.tags).toEqual(['Interviews']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '401', '403', '409', '422']));
    const schema = document.components.schemas.CreateInterviewDto;
    expect(schema.required.sort()).toEqual(['applicationId', 'durationMins', 'interviewerId', 'mode', 'scheduledAt', 'title', 'type']);
    expect(schema.properties.durationMins).toMatchObject({ minimum: 5, maximum: 480 });
    expect(schema.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(schema.properties.location).toMatchObject({ maxLength: 500 });
    expect(schema.properties.notes).toMatchObject({ maxLength: 20000 });
    expect(schema.properties.scheduledAt).toMatchObject({ format: 'date-time' });
    expect(schema.properties.meetingUrl).toMatchObject({ format: 'uri' });
    for (const path of ['/api/v1/interviews/{id}', '/api/v1/interviews/{id}/cancel', '/api/v1/interviews/{id}/complete', '/api/v1/interviews/{id}/no-show']) {
      expect(document.paths[path]).toBeDefined();
    }
  });
});
