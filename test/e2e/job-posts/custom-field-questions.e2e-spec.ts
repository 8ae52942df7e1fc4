import request from 'supertest';
import { expectSuccess, expectValidationError } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { defineField, setValues } from '../../kits/custom-fields-kit';
import { createJob } from '../../kits/jobs-kit';
import { createJobPost, expectJobPostShape, publishedJobPost } from '../../kits/job-posts-kit';

const LOCATIONS = [
  { value: 'berlin', label: 'Berlin' },
  { value: 'lisbon', label: 'Lisbon' },
];

/** Questions that fill custom fields (docs/api/careers.md#questions-that-fill-custom-fields). */
describe('careers questions with customField', () => {
  let t: TestApp;
  let jobId: string;
  let address = 0;
  let seq = 0;
  const person = () => ({ firstName: 'Grace', lastName: 'Hopper', email: `grace.${Date.now()}.${++seq}@example.com` });
  const apply = (postId: string, body: object) =>
    request(t.app.getHttpServer())
      .post(`/api/v1/public/job-posts/${postId}/applications`)
      .set('X-Forwarded-For', `203.0.113.${++address % 250}`)
      .send(body);
  const applicationOf = async (email: string) =>
    (
      (await t.db.query(`SELECT a.id, a.candidate_id FROM applications a JOIN candidates c ON c.id = a.candidate_id WHERE lower(c.email) = lower($1)`, [
        email,
      ])) as Array<{ id: string; candidate_id: string }>
    )[0];
  const question = (key: string, type: string, customField: string | null, extra: Record<string, unknown> = {}) => ({
    key,
    label: key,
    type,
    customField,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_APPLY_PER_MINUTE: '1000000', TRUST_PROXY: 'true' });
    jobId = (await createJob(t.api)).id;
    await defineField(t.api, { objectType: 'candidate', key: 'notice_days', type: 'number' });
    await defineField(t.api, { objectType: 'candidate', key: 'site', type: 'url' });
    await defineField(t.api, { objectType: 'candidate', key: 'relocate', type: 'boolean' });
    await defineField(t.api, {
      objectType: 'application',
      key: 'location',
      type: 'single_select',
      options: [...LOCATIONS, { value: 'remote', label: 'Remote' }],
    });
    await defineField(t.api, { objectType: 'application', key: 'motivation', type: 'long_text' });
    await defineField(t.api, { objectType: 'application', key: 'langs', type: 'multi_select', options: [{ value: 'de', label: 'German' }] });
    await defineField(t.api, { objectType: 'job', key: 'team', type: 'text' });
  });
  afterAll(async () => t?.close());

  describe('saving the form', () => {
    it('keeps customField on each question (null when none) and leaves it out of the public form', async () => {
      const form = {
        questions: [
          question('notice', 'number', 'candidate.notice_days'),
          question('where', 'single_select', 'application.location', { options: LOCATIONS }),
          question('why', 'short_text', 'application.motivation'),
          question('plain', 'short_text', null),
          question('other', 'boolean', undefined as unknown as null),
        ],
      };
      const post = await publishedJobPost(t.api, jobId, { form });
      expectJobPostShape(post);
      expect(post.form.questions.map((item: any) => item.customField)).toEqual([
        'candidate.notice_days',
        'application.location',
        'application.motivation',
        null,
        null,
      ]);
      const shown = expectSuccess(await request(t.app.getHttpServer()).get(`/api/v1/public/job-posts/${post.id}`));
      for (const item of shown.form.questions) expect(item).not.toHaveProperty('customField');
    });

    it('refuses, all at once, a field that does not exist, is archived, of another object, of an unfitting type, or lacks an option', async () => {
      const archived = await defineField(t.api, { objectType: 'candidate', key: 'old_ref', type: 'text' });
      expectSuccess(await t.api.post(`/custom-fields/${archived.id}/archive`));
      const form = {
        questions: [
          question('a', 'number', 'candidate.nope'),
          question('b', 'short_text', 'candidate.old_ref'),
          question('c', 'short_text', 'candidate.notice_days'),
          question('d', 'single_select', 'application.location', { options: [...LOCATIONS, { value: 'paris', label: 'Paris' }] }),
          question('e', 'file', 'application.motivation'),
          question('f', 'number', 'candidate.notice_days'),
          question('g', 'boolean', 'candidate.relocate', { section: 'self_id' }),
          question('h', 'long_text', 'candidate.site'),
        ],
      };
      const paths = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((_, index) => ({ location: 'body' as const, path: `form.questions.${index}.customField` }));
      expectValidationError(await t.api.post('/job-posts', { jobId, form }), paths);
      const post = await createJobPost(t.api, jobId);
      expectValidationError(await t.api.patch(`/job-posts/${post.id}`, { form }), paths);
    });

    it('lists the shape rules and the custom-field rules a form breaks in one 422, judging no custom field of a question whose shape it refused', async () => {
      const form = {
        questions: [
          question('a', 'number', 'candidate.nope'),
          question('B', 'short_text', null),
          question('c', 'short_text', 'candidate.notice_days', { label: '' }),
          question('d', 'single_select', 'application.location', { options: [{ value: 'paris', label: 'Paris' }], maxLength: 'x' }),
          question('e', 'no_such_type', 'candidate.relocate'),
          question('f', 'number', 'candidate.gone', { options: 'x' }),
          question('g', 'number', 'Candidate.nope'),
        ],
      };
      const paths = [
        'form.questions.0.customField',
        'form.questions.1.key',
        'form.questions.2.label',
        'form.questions.2.customField',
        'form.questions.3.maxLength',
        'form.questions.3.customField',
        'form.questions.4.type',
        'form.questions.5.options',
        'form.questions.5.customField',
        'form.questions.6.customField',
      ].map((path) => ({ location: 'body' as const, path }));
      expectValidationError(await t.api.post('/job-posts', { jobId, form }), paths);
      const post = await createJobPost(t.api, jobId);
      expectValidationError(await t.api.patch(`/job-posts/${post.id}`, { form }), paths);
    });

    it('refuses a customField of another object type than candidate or application, or not <objectType>.<key>', async () => {
      const form = { questions: [question('a', 'short_text', 'job.team'), question('b', 'short_text', 'notice_days')] };
      expectValidationError(await t.api.post('/job-posts', { jobId, form }), [
        { location: 'body', path: 'form.questions.0.customField' },
        { location: 'body', path: 'form.questions.1.customField' },
      ]);
    });

    it('takes a long_text question into a text field only when its maxLength fits text', async () => {
      await defineField(t.api, { objectType: 'candidate', key: 'headline', type: 'text' });
      const fits = { questions: [question('headline', 'long_text', 'candidate.headline', { maxLength: 2000 })] };
      expect((await t.api.post('/job-posts', { jobId, form: fits })).status).toBe(201);
      const tooLong = { questions: [question('headline', 'long_text', 'candidate.headline')] };
      expectValidationError(await t.api.post('/job-posts', { jobId, form: tooLong }), [{ location: 'body', path: 'form.questions.0.customField' }]);
    });
  });

  describe('applying', () => {
    let post: Record<string, any>;
    beforeAll(async () => {
      post = await publishedJobPost(t.api, jobId, {
        form: {
          questions: [
            question('notice', 'number', 'candidate.notice_days'),
            question('homepage', 'url', 'candidate.site'),
            question('where', 'single_select', 'application.location', { options: LOCATIONS }),
            question('why', 'long_text', 'application.motivation'),
            question('langs', 'multi_select', 'application.langs', { options: [{ value: 'de', label: 'German' }] }),
            question('relocate', 'boolean', 'candidate.relocate'),
          ],
        },
      });
    });

    it("writes each answer to the candidate's and the application's values in the apply, with custom_fields.updated by the careers site", async () => {
      const who = person();
      const response = await apply(post.id, {
        ...who,
        answers: { notice: 30, homepage: 'https://grace.example', where: 'lisbon', why: 'Compilers.', langs: ['de'], relocate: false },
      });
      expect(response.status).toBe(202);
      const application = await applicationOf(who.email);
      expect(expectSuccess(await t.api.get(`/candidates/${application.candidate_id}/custom-fields`))).toMatchObject({
        notice_days: 30,
        site: 'https://grace.example',
        relocate: false,
      });
      expect(expectSuccess(await t.api.get(`/applications/${application.id}/custom-fields`))).toMatchObject({
        location: 'lisbon',
        motivation: 'Compilers.',
        langs: ['de'],
      });
      const events = await t.db.query(
        `SELECT a.actor_id, a.actor_name, a.metadata FROM activity_events a
          WHERE a.type = 'custom_fields.updated' AND a.metadata->>'objectId' = ANY($1::text[]) ORDER BY a.created_at`,
        [[application.candidate_id, application.id]],
      );
      expect(events).toEqual([
        {
          actor_id: post.id,
          actor_name: 'Careers site',
          metadata: { objectType: 'candidate', objectId: application.candidate_id, keys: ['notice_days', 'site', 'relocate'] },
        },
        {
          actor_id: post.id,
          actor_name: 'Careers site',
          metadata: { objectType: 'application', objectId: application.id, keys: ['location', 'motivation', 'langs'] },
        },
      ]);
      const answers = expectSuccess(await t.api.get(`/applications/${application.id}/answers`));
      expect(answers.answers.map((answer: any) => answer.key)).toEqual(['notice', 'homepage', 'where', 'why', 'langs', 'relocate']);
    });

    it("fills only the known candidate's unset values, overwriting none; a question left out or empty writes nothing", async () => {
      const who = person();
      const candidate = expectSuccess(await t.api.post('/candidates', who), 201);
      await setValues(t.api, `/candidates/${candidate.id}`, { notice_days: 90 });
      expect((await apply(post.id, { ...who, answers: { notice: 7, homepage: 'https://hopper.example', why: '' } })).status).toBe(202);
      const application = await applicationOf(who.email);
      expect(application.candidate_id).toBe(candidate.id);
      expect(expectSuccess(await t.api.get(`/candidates/${candidate.id}/custom-fields`))).toMatchObject({
        notice_days: 90,
        site: 'https://hopper.example',
        relocate: null,
      });
      expect(expectSuccess(await t.api.get(`/applications/${application.id}/custom-fields`))).toMatchObject({ motivation: null, location: null });
    });

    it('changes nothing on a reapply', async () => {
      const who = person();
      expect((await apply(post.id, { ...who, answers: { notice: 14 } })).status).toBe(202);
      const { candidate_id: candidateId } = await applicationOf(who.email);
      expect((await apply(post.id, { ...who, answers: { where: 'berlin' } })).status).toBe(202);
      const application = await applicationOf(who.email);
      expect(expectSuccess(await t.api.get(`/applications/${application.id}/custom-fields`)).location).toBeNull();
      expect(expectSuccess(await t.api.get(`/candidates/${candidateId}/custom-fields`)).notice_days).toBe(14);
    });

    it('skips a field archived after the form was saved: the answer is kept with the application, the apply succeeds', async () => {
      const field = await defineField(t.api, { objectType: 'application', key: 'referrer', type: 'text' });
      const later = await publishedJobPost(t.api, (await createJob(t.api)).id, {
        form: { questions: [question('referrer', 'short_text', 'application.referrer'), question('notice', 'number', 'candidate.notice_days')] },
      });
      expectSuccess(await t.api.post(`/custom-fields/${field.id}/archive`));
      const who = person();
      expect((await apply(later.id, { ...who, answers: { referrer: 'Ada', notice: 3 } })).status).toBe(202);
      const application = await applicationOf(who.email);
      const values = await t.db.query(`SELECT values FROM custom_field_values WHERE object_id = $1`, [application.id]);
      expect(values).toEqual([]);
      expect(expectSuccess(await t.api.get(`/candidates/${application.candidate_id}/custom-fields`)).notice_days).toBe(3);
      const answers = expectSuccess(await t.api.get(`/applications/${application.id}/answers`));
      expect(answers.answers.find((answer: any) => answer.key === 'referrer').value).toBe('Ada');
    });
  });
});
