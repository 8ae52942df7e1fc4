import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectSuccess, expectValidationError } from '../../helpers/assertions';
import { body } from '../../helpers/common';
import { createJob } from '../../kits/jobs-kit';
import { createJobPost } from '../../kits/job-posts-kit';

/** The application form's definition rules (docs/api/careers.md#application-forms), on create and on PATCH. */
describe('application form definitions', () => {
  let t: TestApp;
  let job: Record<string, any>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', DOCUMENT_MAX_BYTES: '1000' });
    job = await createJob(t.api);
  });
  afterAll(async () => t?.close());

  const withQuestions = (questions: unknown[], rest: Record<string, unknown> = {}) => ({ jobId: job.id, form: { ...rest, questions } });
  const postCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM job_posts'))[0].n);

  it('stores a form using every question type and section', async () => {
    const questions = [
      { key: 'short', label: 'Short', type: 'short_text', maxLength: 2000, helpText: 'One line' },
      { key: 'long', label: 'Long', type: 'long_text', maxLength: 20000 },
      { key: 'other_email', label: 'Email', type: 'email' },
      { key: 'site', label: 'Site', type: 'url' },
      { key: 'mobile', label: 'Mobile', type: 'phone' },
      { key: 'years', label: 'Years', type: 'number', min: 0.5, max: 0.5 },
      { key: 'relocate', label: 'Relocate', type: 'boolean' },
      { key: 'start', label: 'Start', type: 'date' },
      { key: 'city', label: 'City', type: 'single_select', options: [{ value: 'b', label: 'Berlin' }] },
      {
        key: 'langs',
        label: 'Languages',
        type: 'multi_select',
        options: [
          { value: 'de', label: 'German' },
          { value: 'en', label: 'English' },
        ],
        min: 0,
        max: 2,
      },
      { key: 'sample', label: 'Sample', type: 'file', accept: ['application/pdf', 'image/png'], maxBytes: 1000 },
      { key: 'terms', label: 'Terms', type: 'boolean', required: true, section: 'consent' },
      { key: 'gender', label: 'Gender', type: 'single_select', section: 'self_id', options: [{ value: 'x', label: 'X' }], required: false },
    ];
    const post = await createJobPost(t.api, job.id, { form: { questions } });
    expect(post.form.questions.map((question: { key: string }) => question.key)).toEqual(questions.map((question) => question.key));
    expect(post.form.questions[10]).toMatchObject({ accept: ['application/pdf', 'image/png'], maxBytes: 1000, options: null, min: null });
  });

  it('accepts 50 questions and refuses 51', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ key: `q${index}`, label: `Q${index}`, type: 'boolean' }));
    expect((await t.api.post('/job-posts', withQuestions(many(50)))).status).toBe(201);
    expectValidationError(await t.api.post('/job-posts', withQuestions(many(51))), body('form.questions'));
  });

  it("refuses each field's own broken rule at its path", async () => {
    const response = await t.api.post(
      '/job-posts',
      withQuestions(
        [
          { key: 'Bad-Key', label: '', type: 'essay', required: 'yes', helpText: 'x'.repeat(2001), section: 'footer' },
          { key: 'city', label: 'City', type: 'single_select', options: [] },
          { key: 'town', label: 'Town', type: 'single_select', options: [{ value: '', label: 'x'.repeat(501) }] },
          { key: 'cv', label: 'CV', type: 'file', maxBytes: 0, accept: [] },
          { key: 'count', label: 'Count', type: 'number', min: 'one' },
          { key: 'extra', label: 'Extra', type: 'boolean', colour: 'red' },
        ],
        { resume: 'sometimes' },
      ),
    );
    expectValidationError(
      response,
      body(
        'form.resume',
        'form.questions.0.key',
        'form.questions.0.label',
        'form.questions.0.type',
        'form.questions.0.required',
        'form.questions.0.helpText',
        'form.questions.0.section',
        'form.questions.1.options',
        'form.questions.2.options.0.value',
        'form.questions.2.options.0.label',
        'form.questions.3.maxBytes',
        'form.questions.3.accept',
        'form.questions.4.min',
        'form.questions.5.colour',
      ),
    );
  });

  it('reports every rule across fields at once, each with its path, and stores nothing', async () => {
    const before = await postCount();
    const response = await t.api.post(
      '/job-posts',
      withQuestions([
        { key: 'email', label: 'Reserved', type: 'email' },
        { key: 'twice', label: 'A', type: 'boolean' },
        { key: 'twice', label: 'B', type: 'boolean' },
        { key: 'pick', label: 'Pick', type: 'single_select' },
        { key: 'note', label: 'Note', type: 'short_text', options: [{ value: 'a', label: 'A' }], maxLength: 2001 },
        {
          key: 'tags',
          label: 'Tags',
          type: 'multi_select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'A again' },
          ],
        },
        { key: 'range', label: 'Range', type: 'number', min: 5, max: 4 },
        { key: 'upload', label: 'Upload', type: 'file', accept: ['application/zip'], maxBytes: 1001 },
        { key: 'agree', label: 'Agree', type: 'short_text', section: 'consent' },
        { key: 'eeo', label: 'EEO', type: 'boolean', section: 'self_id', required: true },
        { key: 'flag', label: 'Flag', type: 'boolean', accept: ['application/pdf'], min: 1 },
      ]),
    );
    const details = expectValidationError(
      response,
      body(
        'form.questions.0.key',
        'form.questions.2.key',
        'form.questions.3.options',
        'form.questions.4.options',
        'form.questions.4.maxLength',
        'form.questions.5.options.1.value',
        'form.questions.6.max',
        'form.questions.7.accept.0',
        'form.questions.7.maxBytes',
        'form.questions.8.type',
        'form.questions.9.required',
        'form.questions.10.min',
        'form.questions.10.accept',
      ),
    );
    expect(details.find((issue) => issue.path === 'form.questions.7.maxBytes')?.message).toContain('1000');
    expect(await postCount()).toBe(before);
  });

  it('lists the fields’ own broken rules and the rules across fields in one 422, on create and on PATCH', async () => {
    const before = await postCount();
    const refused = {
      salary: { min: 90000, max: 70000, currency: 'EUR', period: 'year' },
      form: {
        questions: [
          { key: 'city', label: 'x'.repeat(501), type: 'boolean' },
          { key: 'city', label: 'City again', type: 'boolean' },
        ],
      },
    };
    const paths = body('form.questions.0.label', 'form.questions.1.key', 'salary.max');
    expectValidationError(await t.api.post('/job-posts', { jobId: job.id, ...refused }), paths);
    expect(await postCount()).toBe(before);
    const post = await createJobPost(t.api, job.id);
    expectValidationError(await t.api.patch(`/job-posts/${post.id}`, refused), paths);
    expect(expectSuccess(await t.api.get(`/job-posts/${post.id}`))).toEqual(post);
  });

  it('a self_id question of type file: 422 at its type on create and on PATCH (its file would be a searchable document)', async () => {
    const before = await postCount();
    const questions = [
      { key: 'gender', label: 'Gender', type: 'single_select', section: 'self_id', options: [{ value: 'x', label: 'X' }] },
      { key: 'proof', label: 'Proof', type: 'file', section: 'self_id' },
    ];
    const details = expectValidationError(await t.api.post('/job-posts', withQuestions(questions)), body('form.questions.1.type'));
    expect(details[0].message).toBe('form.questions.1.type must not be file for a self_id question');
    expect(await postCount()).toBe(before);
    const post = await createJobPost(t.api, job.id);
    expectValidationError(await t.api.patch(`/job-posts/${post.id}`, { form: { questions } }), body('form.questions.1.type'));
    expect(expectSuccess(await t.api.get(`/job-posts/${post.id}`))).toEqual(post);
  });

  it('skips a rule across fields when a field it needs broke its own rule', async () => {
    const response = await t.api.post('/job-posts', {
      jobId: job.id,
      salary: { min: 'lots', max: 1, currency: 'EUR', period: 'year' },
      form: {
        questions: [
          // An unknown type cannot tell whether options belong; a malformed key is not compared with the others.
          { key: 'pick', label: 'Pick', type: 'dropdown', options: [{ value: 'a', label: 'A' }] },
          { key: 'Pick!', label: 'Again', type: 'boolean' },
          { key: 'range', label: 'Range', type: 'number', min: 'low', max: 1 },
          {
            key: 'tags',
            label: 'Tags',
            type: 'multi_select',
            options: [
              { value: 'a', label: 'A' },
              { value: 'a', label: 'x'.repeat(501) },
            ],
            min: 1,
            max: 0,
          },
        ],
      },
    });
    expectValidationError(
      response,
      body(
        'salary.min',
        'form.questions.0.type',
        'form.questions.1.key',
        'form.questions.2.min',
        'form.questions.3.options.1.label',
        'form.questions.3.options.1.value',
        'form.questions.3.max',
      ),
    );
  });

  it('checks the form on PATCH the same way, and keeps the stored one when refused', async () => {
    const post = await createJobPost(t.api, job.id, { form: { questions: [{ key: 'a', label: 'A', type: 'boolean' }] } });
    expectValidationError(
      await t.api.patch(`/job-posts/${post.id}`, {
        form: {
          questions: [
            { key: 'resume', label: 'R', type: 'file' },
            { key: 'x', label: 'X', type: 'multi_select' },
          ],
        },
      }),
      body('form.questions.0.key', 'form.questions.1.options'),
    );
    expect(expectSuccess(await t.api.get(`/job-posts/${post.id}`)).form).toEqual(post.form);
  });
});
