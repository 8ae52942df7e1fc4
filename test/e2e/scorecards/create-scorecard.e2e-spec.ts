import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MAX_UUID, NIL_UUID, UNKNOWN_UUID } from '../../helpers/ids';
import { expectError, expectForbidden, expectSuccess, expectUnauthorized, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, body, expectTimestamp, UUID } from '../../helpers/common';
import { PipelineKit, RATINGS, SCORECARD_KEYS, type Application, type Job } from '../../kits/interviews-kit';

/** POST /api/v1/scorecards (docs/api/resources.md#scorecards). */
describe('POST /scorecards', () => {
  let t: TestApp;
  let kit: PipelineKit;
  let admin: { id: string; name: string };
  let job: Job;
  let application: Application;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    kit = new PipelineKit(t);
    admin = await adminUser(t.api);
    job = await kit.job(['Applied', 'Phone screen', 'Onsite']);
    application = await kit.application({ job });
  });
  afterAll(async () => t?.close());

  const submit = (payload: unknown) => t.api.post('/scorecards', payload);
  const valid = (overrides: Record<string, unknown> = {}) => ({ applicationId: application.id, rating: 'strong', ...overrides });
  const scorecardEvents = async (applicationId: string) => (await activityOf(t.api, applicationId)).filter((event) => event.type.startsWith('scorecard.'));
  const scorecardsOf = async (applicationId: string) => expectSuccess(await t.api.get('/scorecards').query({ applicationId, limit: '100' }));

  describe('POST /scorecards', () => {
    it('answers 201 with exactly the Scorecard fields: author = the key user, stage = the current stage, criteria [] and comment null when unset', async () => {
      const before = Date.now();
      const response = await submit(valid());
      const scorecard = expectSuccess(response, 201);
      expect(response.body.meta).toEqual({});
      expect(Object.keys(scorecard).sort()).toEqual(SCORECARD_KEYS);
      expect(scorecard).toEqual({
        id: expect.stringMatching(UUID),
        candidateId: application.candidateId,
        applicationId: application.id,
        stageId: job.stages[0].id,
        stageName: 'Applied',
        authorId: admin.id,
        rating: 'strong',
        comment: null,
        criteria: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expectTimestamp(scorecard.createdAt);
      expect(scorecard.updatedAt).toBe(scorecard.createdAt);
      expect(Date.parse(scorecard.createdAt)).toBeGreaterThanOrEqual(before - 5);
      expect(await scorecardsOf(application.id)).toContainEqual(scorecard);
    });

    it('keeps the comment and the criteria in order, each with every key (comment null when omitted)', async () => {
      const criteria = [
        { name: 'System design', rating: 'strong', comment: 'Clear trade-offs' },
        { name: 'Coding', rating: 'weak' },
        { name: 'Communication', rating: 'neutral', comment: null },
      ];
      const scorecard = expectSuccess(await submit(valid({ rating: 'good', comment: 'Hire', criteria })), 201);
      expect(scorecard).toMatchObject({ rating: 'good', comment: 'Hire' });
      expect(scorecard.criteria).toEqual([
        { name: 'System design', rating: 'strong', comment: 'Clear trade-offs' },
        { name: 'Coding', rating: 'weak', comment: null },
        { name: 'Communication', rating: 'neutral', comment: null },
      ]);
      for (const criterion of scorecard.criteria) expect(Object.keys(criterion).sort()).toEqual(['comment', 'name', 'rating']);
      expect((await scorecardsOf(application.id)).find((row: any) => row.id === scorecard.id)).toEqual(scorecard);
    });

    it('treats criteria null like no criteria, and accepts comment null', async () => {
      expect(expectSuccess(await submit(valid({ criteria: null, comment: null })), 201)).toMatchObject({ criteria: [], comment: null });
      expect(expectSuccess(await submit(valid({ criteria: [] })), 201).criteria).toEqual([]);
    });

    it.each(RATINGS)('accepts the rating %s, for the scorecard and for a criterion', async (rating) => {
      const scorecard = expectSuccess(await submit(valid({ rating, criteria: [{ name: 'X', rating }] })), 201);
      expect(scorecard.rating).toBe(rating);
      expect(scorecard.criteria[0].rating).toBe(rating);
    });

    it.each([['STRONG'], ['excellent'], [''], [5], [null], [['good']]])('refuses the rating %p', async (rating) => {
      expectValidationError(await submit(valid({ rating })), body('rating'));
      expectValidationError(await submit(valid({ criteria: [{ name: 'X', rating }] })), body('criteria.0.rating'));
    });

    it('records scorecard.submitted about the application with the scorecard, stage and rating in metadata', async () => {
      const other = await kit.application({ job });
      const scorecard = expectSuccess(await submit(valid({ applicationId: other.id, rating: 'poor' })), 201);
      expect(await scorecardEvents(other.id)).toEqual([
        {
          id: expect.stringMatching(UUID),
          entityType: 'application',
          entityId: other.id,
          type: 'scorecard.submitted',
          actor: admin,
          metadata: { scorecardId: scorecard.id, stageId: job.stages[0].id, rating: 'poor' },
          createdAt: expect.any(String),
        },
      ]);
      const feed = expectSuccess(await t.api.get('/activity-events').query({ entityType: 'application', entityId: other.id }));
      expect(feed.map((event: any) => event.type)).toEqual(['scorecard.submitted', 'application.created']);
    });

    it("makes the key's user the author and the actor", async () => {
      const grace = await t.factory.user({ name: 'Grace Hopper', role: 'interviewer' });
      const key = await t.factory.apiKey(['scorecards:write'], { ownerId: grace.id });
      // An interviewer reaches the applications of the jobs on whose team they are (docs/api/access.md).
      await t.api.put(`/jobs/${job.id}/hiring-team`, { members: [{ userId: grace.id, role: 'interviewer' }] });
      const other = await kit.application({ job });
      const scorecard = expectSuccess(await t.as(key.key).post('/scorecards', valid({ applicationId: other.id })), 201);
      expect(scorecard.authorId).toBe(grace.id);
      const [event] = await activityOf(t.api, other.id);
      expect(event.actor).toEqual({ id: grace.id, name: 'Grace Hopper' });
    });

    describe('stage', () => {
      it('defaults to the stage the application is in now', async () => {
        const moved = await kit.application({ job });
        await kit.move(moved.id, job.stages[2].id);
        expect(expectSuccess(await submit(valid({ applicationId: moved.id })), 201)).toMatchObject({ stageId: job.stages[2].id, stageName: 'Onsite' });
      });

      it("takes any stage of the application's job, in any letter case", async () => {
        expect(expectSuccess(await submit(valid({ stageId: job.stages[1].id })), 201)).toMatchObject({ stageId: job.stages[1].id, stageName: 'Phone screen' });
        expect(expectSuccess(await submit(valid({ stageId: job.stages[2].id.toUpperCase() })), 201)).toMatchObject({
          stageId: job.stages[2].id,
          stageName: 'Onsite',
        });
      });

      it('keeps the stage name as it was when the scorecard was written', async () => {
        const stageJob = await kit.job(['Applied', 'Tech']);
        const other = await kit.application({ job: stageJob });
        const scorecard = expectSuccess(await submit(valid({ applicationId: other.id, stageId: stageJob.stages[1].id })), 201);
        await kit.renameStage(stageJob, stageJob.stages[1].id, 'Technical interview');
        expect((await scorecardsOf(other.id))[0]).toEqual(scorecard);
        expect(expectSuccess(await submit(valid({ applicationId: other.id, stageId: stageJob.stages[1].id })), 201).stageName).toBe('Technical interview');
      });

      it('answers 422 stageId for a stage of another job, and for ids that name no stage', async () => {
        const otherJob = await kit.job();
        for (const stageId of [otherJob.stages[0].id, NIL_UUID, MAX_UUID, UNKNOWN_UUID, application.id]) {
          expectValidationError(await submit(valid({ stageId })), body('stageId'));
        }
      });

      it.each([['abc'], [42], [null], ['0190a0b4-8a3e-7c2d-cf00-1234567890ab']])('refuses the stageId %p', async (stageId) => {
        expectValidationError(await submit(valid({ stageId })), body('stageId'));
      });
    });

    describe('application', () => {
      it.each([NIL_UUID, MAX_UUID, UNKNOWN_UUID])('answers 422 applicationId for %s, which names no application', async (applicationId) => {
        expectValidationError(await submit(valid({ applicationId })), body('applicationId'));
      });

      it('answers 422 applicationId for the id of a candidate', async () => {
        expectValidationError(await submit(valid({ applicationId: application.candidateId })), body('applicationId'));
      });

      it.each([['abc'], [1], [null], [undefined]])('refuses the applicationId %p', async (applicationId) => {
        expectValidationError(await submit(valid({ applicationId })), body('applicationId'));
      });

      it.each([
        ['rejected', (id: string) => kit.reject(id)],
        ['withdrawn', (id: string) => kit.withdraw(id)],
      ])('accepts a scorecard for a %s application (feedback comes after decisions too)', async (_status, change) => {
        const other = await kit.application({ job });
        await change(other.id);
        expectSuccess(await submit(valid({ applicationId: other.id })), 201);
      });

      it('accepts a scorecard for an application of a deleted job, at one of its stages', async () => {
        const deletedJob = await kit.job(['A', 'B']);
        const other = await kit.application({ job: deletedJob });
        await kit.deleteJob(deletedJob.id);
        expect(expectSuccess(await submit(valid({ applicationId: other.id })), 201)).toMatchObject({ stageId: deletedJob.stages[0].id, stageName: 'A' });
        expect(expectSuccess(await submit(valid({ applicationId: other.id, stageId: deletedJob.stages[1].id })), 201).stageName).toBe('B');
      });

      it('creates nothing and records nothing when refused', async () => {
        const other = await kit.application({ job });
        expectValidationError(await submit(valid({ applicationId: other.id, stageId: UNKNOWN_UUID })), body('stageId'));
        expectValidationError(
          await submit(
            valid({
              applicationId: other.id,
              criteria: [
                { name: 'A', rating: 'good' },
                { name: 'a', rating: 'poor' },
              ],
            }),
          ),
          body('criteria.1.name'),
        );
        expect(await scorecardsOf(other.id)).toEqual([]);
        expect(await scorecardEvents(other.id)).toEqual([]);
      });
    });

    describe('limits', () => {
      it('takes a comment of up to 20000 characters, empty included', async () => {
        expect(expectSuccess(await submit(valid({ comment: 'c'.repeat(20000) })), 201).comment).toHaveLength(20000);
        expect(expectSuccess(await submit(valid({ comment: '' })), 201).comment).toBe('');
        expectValidationError(await submit(valid({ comment: 'c'.repeat(20001) })), body('comment'));
        expectValidationError(await submit(valid({ comment: 42 })), body('comment'));
      });

      it('takes up to 50 criteria', async () => {
        const criteria = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Criterion ${index}`, rating: RATINGS[index % 5] }));
        expect(expectSuccess(await submit(valid({ criteria: criteria(50) })), 201).criteria).toHaveLength(50);
        expectValidationError(await submit(valid({ criteria: criteria(51) })), body('criteria'));
      });

      it('takes criterion names of 1-200 characters and comments of up to 2000', async () => {
        const scorecard = expectSuccess(
          await submit(
            valid({
              criteria: [
                { name: 'n', rating: 'good', comment: '' },
                { name: 'n'.repeat(200), rating: 'good', comment: 'c'.repeat(2000) },
              ],
            }),
          ),
          201,
        );
        expect(scorecard.criteria.map((criterion: any) => [criterion.name.length, criterion.comment.length])).toEqual([
          [1, 0],
          [200, 2000],
        ]);
        expectValidationError(await submit(valid({ criteria: [{ name: '', rating: 'good' }] })), body('criteria.0.name'));
        expectValidationError(
          await submit(
            valid({
              criteria: [
                { name: 'ok', rating: 'good' },
                { name: 'n'.repeat(201), rating: 'good' },
              ],
            }),
          ),
          body('criteria.1.name'),
        );
        expectValidationError(await submit(valid({ criteria: [{ name: 'x', rating: 'good', comment: 'c'.repeat(2001) }] })), body('criteria.0.comment'));
      });

      it('refuses a criterion name an earlier criterion used, in any letter case', async () => {
        const criteria = [
          { name: 'Design', rating: 'good' },
          { name: 'Coding', rating: 'good' },
          { name: 'design', rating: 'poor' },
          { name: ' Coding ', rating: 'poor' },
        ];
        expectValidationError(await submit(valid({ criteria })), body('criteria.2.name', 'criteria.3.name'));
      });

      it.each([
        ['not an array', { criteria: { name: 'x', rating: 'good' } }, ['criteria']],
        ['a string item', { criteria: ['Design'] }, ['criteria.0']],
        ['an array item', { criteria: [[{ name: 'x', rating: 'good' }]] }, ['criteria']],
        ['a null item', { criteria: [null] }, ['criteria.0']],
        ['an item without name and rating', { criteria: [{}] }, ['criteria.0.name', 'criteria.0.rating']],
        ['an unknown key in an item', { criteria: [{ name: 'x', rating: 'good', weight: 2 }] }, ['criteria.0.weight']],
        ['a name that is not a string', { criteria: [{ name: 7, rating: 'good' }] }, ['criteria.0.name']],
        ['a null name', { criteria: [{ name: null, rating: 'good' }] }, ['criteria.0.name']],
        ['a comment that is not a string', { criteria: [{ name: 'x', rating: 'good', comment: false }] }, ['criteria.0.comment']],
      ])('refuses criteria with %s', async (_label, extra, paths) => {
        expectValidationError(await submit(valid(extra)), body(...paths));
      });
    });

    describe('shape of the body', () => {
      it('names every missing required field at once', async () => {
        expectValidationError(await submit({}), body('applicationId', 'rating'));
      });

      it.each(['id', 'authorId', 'candidateId', 'stageName', 'createdAt', 'updatedAt', 'score'])('refuses the unknown key %s', async (key) => {
        expectValidationError(await submit(valid({ [key]: key === 'score' ? 5 : UNKNOWN_UUID })), body(key));
      });

      it('reports every broken rule at once', async () => {
        expectValidationError(
          await submit({ applicationId: 'x', rating: 'great', comment: 1, extra: true, criteria: [{ name: '', rating: 'good' }] }),
          body('applicationId', 'rating', 'comment', 'extra', 'criteria.0.name'),
        );
      });

      it('refuses a body that is not an object', async () => {
        expectValidationError(await submit(['x']), [{ location: 'body', path: '' }]);
        expectError(await t.api.post('/scorecards').set('Content-Type', 'application/json').send('{'), 400, 'INVALID_JSON');
      });
    });

    it('needs scorecards:write', async () => {
      const readOnly = await t.factory.apiKey(['scorecards:read', 'applications:write']);
      expectForbidden(await t.as(readOnly.key).post('/scorecards', valid()), 'scorecards:write');
      expectForbidden(await t.as(readOnly.key).post('/scorecards', {}), 'scorecards:write');
      expectUnauthorized(await t.as(undefined).post('/scorecards', valid()));
      const writeOnly = await t.factory.apiKey(['scorecards:write']);
      expectSuccess(await t.as(writeOnly.key).post('/scorecards', valid()), 201);
    });

    it("goes with the candidate's erasure, and no copy stays in the outbox", async () => {
      const erased = await kit.application({ job });
      const scorecard = expectSuccess(await submit(valid({ applicationId: erased.id, comment: 'Confidential feedback' })), 201);
      expectSuccess(await t.api.delete(`/candidates/${erased.candidateId}`));
      expect(expectSuccess(await t.api.get('/scorecards').query({ candidateId: erased.candidateId }))).toEqual([]);
      expect(expectSuccess(await t.api.get('/scorecards').query({ applicationId: erased.id }))).toEqual([]);
      expect(
        await t.db.query(`SELECT 1 FROM outbox_events WHERE payload::text LIKE '%Confidential feedback%' OR payload::text LIKE $1`, [`%${scorecard.id}%`]),
      ).toEqual([]);
    });

    it('takes concurrent scorecards for one application, each once', async () => {
      const other = await kit.application({ job });
      const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => submit(valid({ applicationId: other.id, comment: `#${index}` }))));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
      expect(await scorecardsOf(other.id)).toHaveLength(8);
      expect(await scorecardEvents(other.id)).toHaveLength(8);
    });

    it('is documented with its limits', async () => {
      const document = (await t.api.get('/docs-json')).body;
      const operation = document.paths['/api/v1/scorecards'].post;
      expect(operation.tags).toEqual(['Scorecards']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '401', '403', '422']));
      const schema = document.components.schemas.CreateScorecardDto;
      expect(schema.required.sort()).toEqual(['applicationId', 'rating']);
      expect(schema.properties.comment).toMatchObject({ maxLength: 20000 });
      expect(schema.properties.criteria).toMatchObject({ maxItems: 50 });
      expect(document.components.schemas.CriterionDto.properties.name).toMatchObject({ minLength: 1, maxLength: 200 });
      expect(document.components.schemas.CriterionDto.properties.comment).toMatchObject({ maxLength: 2000 });
    });
  });
});
