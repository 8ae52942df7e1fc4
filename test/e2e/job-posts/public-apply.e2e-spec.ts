import request from 'supertest';
import { defineExtension } from '@app/core';
import { DocumentsEnvironment } from '@app/documents';
import { APPLICATION_SPAM_POLICY, type ApplicationSpamCheck } from '@app/job-posts';
import { expectError, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { createTestApp } from '../../helpers/test-app';
import { waitFor } from '../../helpers/common';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootDocumentsWorker, createDocumentsApp, type DocumentsApp } from '../../kits/documents-kit';
import { createJob } from '../../kits/jobs-kit';
import { createJobPost, publishedJobPost } from '../../kits/job-posts-kit';
import { pdfWith } from '../../fixtures/documents';

const BOUNDARY = 'apply-boundary';
/** A multipart body written by hand: text fields and file parts. */
function multipart(parts: Array<{ name: string; content: string | Buffer; filename?: string }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const FORM = {
  resume: 'optional',
  coverLetter: 'optional',
  phone: 'optional',
  linkedinUrl: 'hidden',
  questions: [
    { key: 'years', label: 'Years of experience', type: 'number', required: true, min: 0, max: 60 },
    { key: 'relocate', label: 'Relocate?', type: 'boolean' },
    { key: 'langs', label: 'Languages', type: 'multi_select', options: ['de', 'en', 'pt'].map((value) => ({ value, label: value })) },
    { key: 'start', label: 'Start date', type: 'date' },
    { key: 'sample', label: 'Work sample', type: 'file', accept: ['application/pdf'], maxBytes: 2000 },
    { key: 'extra1', label: 'Extra 1', type: 'file' },
    { key: 'extra2', label: 'Extra 2', type: 'file' },
    { key: 'extra3', label: 'Extra 3', type: 'file' },
    { key: 'terms', label: 'I agree to the privacy policy', type: 'boolean', required: true, section: 'consent' },
    { key: 'gender', label: 'Gender', type: 'single_select', section: 'self_id', options: [{ value: 'female', label: 'Female' }] },
  ],
};

const text = (content: string, filename = 'cv.txt') => ({ filename, contentBase64: Buffer.from(content).toString('base64') });
let seq = 0;
const person = () => ({ firstName: 'Ada', lastName: 'Lovelace', email: `ada.${Date.now()}.${++seq}@example.com` });

/** A spam policy that refuses every token but "human" (docs/extending.md, "A captcha for the careers site"). */
const refused: ApplicationSpamCheck[] = [];
const HUMAN_ONLY = {
  refusal: (check: ApplicationSpamCheck) => {
    refused.push(check);
    return Promise.resolve(check.captchaToken === 'human' ? null : 'was not accepted by the captcha');
  },
};

describe('public apply (docs/api/careers.md#apply)', () => {
  let d: DocumentsApp;
  let post: Record<string, any>;
  let jobId: string;
  let address = 0;
  const server = () => d.t.app.getHttpServer();
  // Every request from its own address: the per-address limit is tested on its own below.
  const apply = (body: unknown, id: string = post.id) =>
    request(server())
      .post(`/api/v1/public/job-posts/${id}/applications`)
      .set('X-Forwarded-For', `198.51.100.${++address % 250}`)
      .send(body as object);
  const applyMultipart = (body: Buffer, id: string = post.id) =>
    request(server())
      .post(`/api/v1/public/job-posts/${id}/applications`)
      .set('X-Forwarded-For', `198.51.100.${++address % 250}`)
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(body);
  const count = async (table: string) => Number((await d.t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const counts = async () => ({
    candidates: await count('candidates'),
    applications: await count('applications'),
    documents: await count('documents'),
    answers: await count('application_answers'),
    selfId: await count('application_self_id'),
    bytes: (await d.storage.keys()).length,
  });
  const expectReceipt = (response: request.Response) => {
    expect(response.status).toBe(202);
    expect(Object.keys(response.body)).toEqual(['data', 'meta']);
    expect(response.body.meta).toEqual({});
    expect(Object.keys(response.body.data).sort()).toEqual(['receivedAt', 'status']);
    expect(response.body.data.status).toBe('received');
    expect(response.body.data.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  };
  const applicationOf = async (email: string) => {
    const rows = await d.t.db.query(
      `SELECT a.id, a.source, a.candidate_id FROM applications a JOIN candidates c ON c.id = a.candidate_id WHERE lower(c.email) = lower($1) AND a.job_id = $2`,
      [email, jobId],
    );
    return rows as Array<{ id: string; source: string; candidate_id: string }>;
  };

  beforeAll(async () => {
    d = await createDocumentsApp('file', {
      RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_APPLY_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
      DOCUMENT_MAX_BYTES: String(64 * 1024),
    });
    jobId = (await createJob(d.t.api)).id;
    post = await publishedJobPost(d.t.api, jobId, { form: FORM });
  });
  afterAll(() => d?.close());

  it('a JSON apply creates the candidate, the application in the first stage, the documents and the answers in one go, and answers 202', async () => {
    const who = person();
    const response = await apply({
      ...who,
      phone: '+44 20 7946 0018',
      resume: text('Ada Lovelace\nAnalytical engines.\n'),
      coverLetter: text('Dear team,\nI would like to join.\n', 'letter.txt'),
      answers: {
        years: 12,
        relocate: false,
        langs: ['en', 'pt'],
        start: '2027-03-01',
        sample: { filename: 'sample.pdf', contentBase64: pdfWith(['Sample']).toString('base64') },
        terms: true,
        gender: 'female',
      },
      utm: { source: 'newsletter', campaign: 'autumn' },
    });
    expectReceipt(response);
    expect(JSON.stringify(response.body)).not.toContain(jobId);

    const [application] = await applicationOf(who.email);
    expect(application.source).toBe('newsletter');
    const full = expectSuccess(await d.t.api.get(`/applications/${application.id}`));
    const job = expectSuccess(await d.t.api.get(`/jobs/${jobId}`));
    expect(full.currentStageId).toBe(job.stages?.[0]?.id ?? full.currentStageId);
    const candidate = expectSuccess(await d.t.api.get(`/candidates/${application.candidate_id}`));
    expect(candidate).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: who.email, phone: '+44 20 7946 0018' });

    const documents = expectSuccess(await d.t.api.get(`/candidates/${candidate.id}/documents`));
    expect(documents.map((document: any) => [document.kind, document.filename, document.applicationId, document.textStatus]).sort()).toEqual(
      [
        ['cover_letter', 'letter.txt', application.id, 'pending'],
        ['other', 'sample.pdf', application.id, 'pending'],
        ['resume', 'cv.txt', application.id, 'pending'],
      ].sort(),
    );
    const sample = documents.find((document: any) => document.filename === 'sample.pdf');

    const answers = expectSuccess(await d.t.api.get(`/applications/${application.id}/answers`));
    expect(answers).toEqual({
      jobPostId: post.id,
      submittedAt: expect.stringMatching(/Z$/),
      source: 'newsletter',
      utm: { source: 'newsletter', campaign: 'autumn' },
      answers: [
        { key: 'years', label: 'Years of experience', type: 'number', section: 'application', value: 12 },
        { key: 'relocate', label: 'Relocate?', type: 'boolean', section: 'application', value: false },
        { key: 'langs', label: 'Languages', type: 'multi_select', section: 'application', value: ['en', 'pt'] },
        { key: 'start', label: 'Start date', type: 'date', section: 'application', value: '2027-03-01' },
        { key: 'sample', label: 'Work sample', type: 'file', section: 'application', value: sample.id },
        { key: 'terms', label: 'I agree to the privacy policy', type: 'boolean', section: 'consent', value: true },
      ],
    });
    expect(expectSuccess(await d.t.api.get(`/applications/${application.id}/self-id`))).toEqual({
      answers: [{ key: 'gender', label: 'Gender', type: 'single_select', section: 'self_id', value: 'female' }],
    });

    // The event says where it came from; the actor is the careers site; the self-ID answer is nowhere in the events.
    const activity = expectSuccess(await d.t.api.get(`/activity-events?entityType=application&entityId=${application.id}`));
    expect(activity.find((event: any) => event.type === 'application.created')).toMatchObject({
      actor: { id: post.id, name: 'Careers site' },
      metadata: expect.objectContaining({ via: 'careers_site', jobPostId: post.id }),
    });
    // The form (job_post events) names the option; nothing the apply recorded holds the answer: not the outbox (webhooks), the activity, the feed.
    const recorded = JSON.stringify(await d.t.db.query(`SELECT * FROM outbox_events WHERE type NOT LIKE 'job_post.%'`));
    expect(recorded).toContain(application.id);
    expect(recorded).not.toContain('female');
    expect(recorded).not.toContain('gender');
    expect(JSON.stringify(await d.t.db.query(`SELECT * FROM activity_events WHERE type NOT LIKE 'job_post.%'`))).not.toContain('female');
    const feed = expectSuccess(await d.t.api.get('/changes?limit=1000&resourceTypes=candidate,application,document'));
    expect(JSON.stringify(feed)).toContain(application.id);
    expect(JSON.stringify(feed)).not.toContain('female');
    // Nor search: the candidate is not found by the self-ID answer.
    expect(expectSuccess(await d.t.api.get(`/candidates?q=female`)).map((found: any) => found.id)).not.toContain(candidate.id);
  });

  it('the same person again (any letter case): the same 202, nothing created or changed, application.reapplied recorded', async () => {
    const who = person();
    expectReceipt(await apply({ ...who, answers: { years: 3, terms: true } }));
    const [first] = await applicationOf(who.email);
    const before = await counts();
    const again = await apply({ ...who, email: who.email.toUpperCase(), phone: '+1 555 0100', resume: text('New CV'), answers: { years: 30, terms: true } });
    expectReceipt(again);
    expect(await counts()).toEqual(before);
    const candidate = expectSuccess(await d.t.api.get(`/candidates/${first.candidate_id}`));
    expect(candidate.phone).toBeNull();
    expect(expectSuccess(await d.t.api.get(`/applications/${first.id}/answers`)).answers[0].value).toBe(3);
    const activity = expectSuccess(await d.t.api.get(`/activity-events?entityType=application&entityId=${first.id}`));
    expect(activity.map((event: any) => event.type)).toContain('application.reapplied');
  });

  it('an existing candidate gets only the fields it has no value for (the upsert fills, never overwrites)', async () => {
    const who = person();
    const existing = expectSuccess(await d.t.api.post('/candidates', { firstName: 'Augusta', lastName: 'King', email: who.email }), 201);
    expectReceipt(await apply({ ...who, email: who.email.toUpperCase(), phone: '+44 1', answers: { years: 1, terms: true } }));
    const candidate = expectSuccess(await d.t.api.get(`/candidates/${existing.id}`));
    expect(candidate).toMatchObject({ firstName: 'Augusta', lastName: 'King', email: who.email, phone: '+44 1' });
    const [application] = await applicationOf(who.email);
    expect(application).toMatchObject({ candidate_id: existing.id, source: 'careers_site' });
  });

  it('every broken rule at once: 422 with each path, nothing stored', async () => {
    const before = await counts();
    const response = await apply({
      firstName: '',
      lastName: 'L',
      email: 'not-an-email',
      linkedinUrl: 'https://www.linkedin.com/in/x',
      nickname: 'x',
      resume: { filename: 'cv.txt' },
      answers: { years: '12', langs: ['fr'], start: '2027-02-29', hobby: 'chess', terms: false, relocate: 'yes' },
      utm: { referrer: 'x' },
    });
    expectValidationError(response, [
      { location: 'body', path: 'firstName' },
      { location: 'body', path: 'email' },
      { location: 'body', path: 'linkedinUrl' },
      { location: 'body', path: 'nickname' },
      { location: 'body', path: 'resume' },
      { location: 'body', path: 'answers.years' },
      { location: 'body', path: 'answers.langs' },
      { location: 'body', path: 'answers.start' },
      { location: 'body', path: 'answers.hobby' },
      { location: 'body', path: 'answers.terms' },
      { location: 'body', path: 'answers.relocate' },
      { location: 'body', path: 'utm.referrer' },
    ]);
    expectValidationError(await apply({ ...person() }), [
      { location: 'body', path: 'answers.years' },
      { location: 'body', path: 'answers.terms' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('files: outside accept or over maxBytes 422, over DOCUMENT_MAX_BYTES 413, a sixth 422; nothing stored in any case', async () => {
    const before = await counts();
    const base = { ...person(), answers: { years: 1, terms: true } };
    expectValidationError(await apply({ ...base, answers: { ...base.answers, sample: text('not a pdf', 'sample.txt') } }), [
      { location: 'body', path: 'answers.sample' },
    ]);
    expectValidationError(
      await apply({ ...base, answers: { ...base.answers, sample: { filename: 's.pdf', contentBase64: Buffer.alloc(2001, 1).toString('base64') } } }),
      [{ location: 'body', path: 'answers.sample' }],
    );
    expectValidationError(await apply({ ...base, resume: { filename: 'cv.bin', contentBase64: Buffer.from([0, 1, 2, 3]).toString('base64') } }), [
      { location: 'body', path: 'resume' },
    ]);
    const max = d.t.app.get(DocumentsEnvironment).DOCUMENT_MAX_BYTES;
    expectError(await apply({ ...base, resume: text('a'.repeat(max + 1)) }), 413, 'PAYLOAD_TOO_LARGE');
    // Multipart: a part over DOCUMENT_MAX_BYTES, then a sixth file.
    const fields = [
      { name: 'firstName', content: 'Ada' },
      { name: 'lastName', content: 'L' },
      { name: 'email', content: person().email },
      { name: 'answers.years', content: '1' },
      { name: 'answers.terms', content: 'true' },
    ];
    expectError(await applyMultipart(multipart([...fields, { name: 'resume', filename: 'cv.txt', content: 'a'.repeat(max + 1) }])), 413, 'PAYLOAD_TOO_LARGE');
    const six = ['resume', 'coverLetter', 'answers.extra1', 'answers.extra2', 'answers.extra3', 'answers.sample'].map((name, index) => ({
      name,
      filename: `f${index}.txt`,
      content: `file ${index}`,
    }));
    expectValidationError(await applyMultipart(multipart([...fields, ...six])), [{ location: 'body', path: 'answers.sample' }]);
    await waitFor('refused bytes to be removed', async () => JSON.stringify(await counts()) === JSON.stringify(before));
    // The whole body over 3 × DOCUMENT_MAX_BYTES + 1 MiB: 413 before anything is read.
    const huge = await request(server())
      .post(`/api/v1/public/job-posts/${post.id}/applications`)
      .set('X-Forwarded-For', '192.0.2.77')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...base, website: '', pad: 'x'.repeat(3 * max + 1024 * 1024) }));
    expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  });

  it('the body’s broken rules and the files’ content problems in one 422 (a file whose field broke a rule is not read); nothing stored', async () => {
    const before = await counts();
    const binary = { filename: 'cv.bin', contentBase64: Buffer.from([0, 1, 2, 3]).toString('base64') };
    const response = await apply({
      ...person(),
      firstName: '',
      resume: binary,
      coverLetter: { filename: 'empty.txt', contentBase64: '' },
      answers: { years: 1, terms: false, sample: text('not a pdf', 'sample.txt'), extra1: text('fine') },
    });
    const details = expectValidationError(response, [
      { location: 'body', path: 'firstName' },
      { location: 'body', path: 'coverLetter' },
      { location: 'body', path: 'answers.terms' },
      { location: 'body', path: 'resume' },
      { location: 'body', path: 'answers.sample' },
    ]);
    expect(details.find((issue) => issue.path === 'resume')?.message).toBe(
      'resume must be a PDF, DOCX, DOC, RTF, plain UTF-8 text, PNG or JPEG file; detected binary data of no known type',
    );
    expect(details.find((issue) => issue.path === 'answers.sample')?.message).toBe('answers.sample must be one of application/pdf; detected text/plain');
    // Multipart: the parts were streamed to the store first; they are removed again.
    const multipartResponse = await applyMultipart(
      multipart([
        { name: 'firstName', content: 'Ada' },
        { name: 'lastName', content: 'L' },
        { name: 'email', content: 'not-an-email' },
        { name: 'answers.years', content: '1' },
        { name: 'answers.terms', content: 'true' },
        { name: 'resume', filename: 'empty.txt', content: '' },
        { name: 'answers.sample', filename: 'sample.txt', content: 'not a pdf' },
      ]),
    );
    const multipartDetails = expectValidationError(multipartResponse, [
      { location: 'body', path: 'email' },
      { location: 'body', path: 'resume' },
      { location: 'body', path: 'answers.sample' },
    ]);
    expect(multipartDetails.find((issue) => issue.path === 'resume')?.message).toBe(
      'resume must be a PDF, DOCX, DOC, RTF, plain UTF-8 text, PNG or JPEG file; detected an empty file',
    );
    await waitFor('refused bytes to be removed', async () => JSON.stringify(await counts()) === JSON.stringify(before));
  });

  it('a reserved key (__proto__, constructor) under answers or utm: the same 422 from JSON and multipart, nothing stored', async () => {
    const before = await counts();
    const who = person();
    const reserved = ['answers.__proto__', 'answers.constructor', 'utm.__proto__', 'utm.constructor'];
    // Written as text: an object literal's `__proto__` would set the prototype rather than send the key.
    const json = await apply(
      `{"firstName":"Ada","lastName":"L","email":"${who.email}","answers":{"years":1,"terms":true,"__proto__":"x","constructor":"x"},` +
        `"utm":{"__proto__":"x","constructor":"x"}}`,
    ).set('Content-Type', 'application/json');
    const fields = Object.entries({ ...who, 'answers.years': '1', 'answers.terms': 'true' }).map(([name, content]) => ({ name, content }));
    const form = await applyMultipart(multipart([...fields, ...reserved.map((name) => ({ name, content: 'x' }))]));
    const expected = reserved.map((path) => ({ location: 'body' as const, path }));
    const byPath = (details: Array<{ path: string }>) => [...details].sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath(expectValidationError(form, expected))).toEqual(byPath(expectValidationError(json, expected)));
    expect(await counts()).toEqual(before);
  });

  it('a multipart apply: fields by their JSON names, typed answers as text, files as parts streamed to the store', async () => {
    const who = person();
    const response = await applyMultipart(
      multipart([
        { name: 'firstName', content: 'Grace' },
        { name: 'lastName', content: 'Hopper' },
        { name: 'email', content: who.email },
        { name: 'phone', content: '' },
        { name: 'answers.years', content: '7.5' },
        { name: 'answers.relocate', content: 'true' },
        { name: 'answers.langs', content: 'de' },
        { name: 'answers.langs', content: 'en' },
        { name: 'answers.terms', content: 'true' },
        { name: 'utm.source', content: 'meetup' },
        { name: 'resume', filename: 'grace.pdf', content: pdfWith(['Grace Hopper, COBOL']) },
        { name: 'answers.sample', filename: 'sample.pdf', content: pdfWith(['A compiler']) },
      ]),
    );
    expectReceipt(response);
    const [application] = await applicationOf(who.email);
    expect(application.source).toBe('meetup');
    const answers = expectSuccess(await d.t.api.get(`/applications/${application.id}/answers`));
    expect(answers.answers.map((answer: any) => [answer.key, answer.value])).toEqual([
      ['years', 7.5],
      ['relocate', true],
      ['langs', ['de', 'en']],
      ['sample', expect.stringMatching(/^[0-9a-f-]{36}$/)],
      ['terms', true],
    ]);
    const documents = expectSuccess(await d.t.api.get(`/candidates/${application.candidate_id}/documents`));
    expect(documents.map((document: any) => [document.kind, document.filename, document.contentType]).sort()).toEqual([
      ['other', 'sample.pdf', 'application/pdf'],
      ['resume', 'grace.pdf', 'application/pdf'],
    ]);
    expectValidationError(
      await applyMultipart(
        multipart([
          { name: 'firstName', content: 'Grace' },
          { name: 'lastName', content: 'Hopper' },
          { name: 'email', content: person().email },
          { name: 'answers.years', content: 'seven' },
          { name: 'answers.terms', content: 'on' },
          { name: 'firstName', content: 'Again' },
        ]),
      ),
      [
        { location: 'body', path: 'answers.years' },
        { location: 'body', path: 'answers.terms' },
        { location: 'body', path: 'firstName' },
      ],
    );
  });

  it('two applies of one new person at once: one candidate, one application, both answered 202', async () => {
    const who = person();
    const [first, second] = await Promise.all([apply({ ...who, answers: { years: 1, terms: true } }), apply({ ...who, answers: { years: 2, terms: true } })]);
    expectReceipt(first);
    expectReceipt(second);
    expect(await applicationOf(who.email)).toHaveLength(1);
    expect((await d.t.db.query(`SELECT id FROM candidates WHERE lower(email) = lower($1)`, [who.email])).length).toBe(1);
  });

  it('applies racing the job’s close: each is 202 (and has its application) or 404, never a deadlock 500', async () => {
    const racingJob = (await createJob(d.t.api)).id;
    const racing = await publishedJobPost(d.t.api, racingJob);
    const people = Array.from({ length: 8 }, () => person());
    const [closed, ...applies] = await Promise.all([d.t.api.patch(`/jobs/${racingJob}`, { status: 'closed' }), ...people.map((who) => apply(who, racing.id))]);
    expect(closed.status).toBe(200);
    expect(applies.map((response) => response.status).filter((status) => status !== 202 && status !== 404)).toEqual([]);
    const made = await d.t.db.query(`SELECT count(*)::int AS n FROM applications WHERE job_id = $1`, [racingJob]);
    expect(made[0].n).toBe(applies.filter((response) => response.status === 202).length);
  });

  it('a multipart body over 3 × DOCUMENT_MAX_BYTES + 1 MiB: 413, nothing stored', async () => {
    const before = await counts();
    const max = d.t.app.get(DocumentsEnvironment).DOCUMENT_MAX_BYTES;
    const parts = [
      { name: 'firstName', content: 'Ada' },
      { name: 'lastName', content: 'L' },
      { name: 'email', content: person().email },
      { name: 'answers.years', content: '1' },
      { name: 'answers.terms', content: 'true' },
      ...['resume', 'coverLetter', 'answers.extra1', 'answers.extra2', 'answers.extra3'].map((name, index) => ({
        name,
        filename: `f${index}.txt`,
        content: `${index}`.repeat(max),
      })),
      { name: 'answers.note', content: 'n'.repeat(1024 * 1024) },
    ];
    const body = multipart(parts);
    expect(body.length).toBeGreaterThan(3 * max + 1024 * 1024);
    expectError(await applyMultipart(body), 413, 'PAYLOAD_TOO_LARGE');
    await waitFor('refused bytes to be removed', async () => JSON.stringify(await counts()) === JSON.stringify(before));
  });

  it('a draft, a closed post, an unknown id, a closed job: 404 alike, nothing stored', async () => {
    const before = await counts();
    const draft = await createJobPost(d.t.api, jobId, { form: FORM });
    const closed = await publishedJobPost(d.t.api, jobId);
    expectSuccess(await d.t.api.post(`/job-posts/${closed.id}/close`));
    const otherJob = (await createJob(d.t.api)).id;
    const ofClosedJob = await publishedJobPost(d.t.api, otherJob);
    expectSuccess(await d.t.api.patch(`/jobs/${otherJob}`, { status: 'closed' }));
    for (const id of [draft.id, closed.id, UNKNOWN_UUID, ofClosedJob.id]) {
      const response = await apply({ ...person(), answers: { years: 1, terms: true } }, id);
      expect(expectError(response, 404, 'NOT_FOUND').message).toBe(`Job post ${id} not found`);
    }
    expect(await counts()).toEqual(before);
  });

  it('the honeypot: 202 like a success, nothing stored, counted in ats_careers_honeypot_total', async () => {
    const before = await counts();
    const metric = async () => {
      const text = (await request(server()).get('/metrics')).text;
      return Number(/^ats_careers_honeypot_total (\d+)/m.exec(text)?.[1] ?? 'NaN');
    };
    const hits = await metric();
    expectReceipt(await apply({ ...person(), website: 'https://spam.example', resume: text('spam'), answers: { years: 1, terms: true } }));
    expectReceipt(
      await applyMultipart(
        multipart([
          { name: 'website', content: 'x' },
          { name: 'resume', filename: 'a.txt', content: 'spam' },
        ]),
      ),
    );
    expect(await metric()).toBe(hits + 2);
    await waitFor('the honeypot’s bytes to be removed', async () => JSON.stringify(await counts()) === JSON.stringify(before));
  });

  it('Idempotency-Key: the same key and body replays the first answer and runs once; another body is 409', async () => {
    const who = person();
    const body = { ...who, answers: { years: 2, terms: true } };
    const send = (payload: object) =>
      request(server())
        .post(`/api/v1/public/job-posts/${post.id}/applications`)
        .set('X-Forwarded-For', '192.0.2.10')
        .set('Idempotency-Key', 'apply-1')
        .send(payload);
    const first = await send(body);
    expectReceipt(first);
    const replay = await send(body);
    expect(replay.status).toBe(202);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectError(await send({ ...body, answers: { years: 3, terms: true } }), 409, 'IDEMPOTENCY_KEY_REUSED');
    const activity = expectSuccess(await d.t.api.get(`/activity-events?entityType=application&entityId=${(await applicationOf(who.email))[0].id}`));
    expect(activity.filter((event: any) => event.type === 'application.reapplied')).toEqual([]);
    // Another address with the same key is another key.
    const other = await request(server())
      .post(`/api/v1/public/job-posts/${post.id}/applications`)
      .set('X-Forwarded-For', '192.0.2.11')
      .set('Idempotency-Key', 'apply-1')
      .send(body);
    expectReceipt(other);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('Idempotency-Key on a multipart apply: the fingerprint covers the fields and each file’s bytes; a replay or a 409 keeps none of the parts', async () => {
    const who = person();
    const fields = [
      { name: 'firstName', content: 'Ada' },
      { name: 'lastName', content: 'L' },
      { name: 'email', content: who.email },
      { name: 'answers.years', content: '2' },
      { name: 'answers.terms', content: 'true' },
    ];
    const send = (parts: Parameters<typeof multipart>[0]) =>
      request(server())
        .post(`/api/v1/public/job-posts/${post.id}/applications`)
        .set('X-Forwarded-For', '192.0.2.20')
        .set('Idempotency-Key', 'apply-multipart-1')
        .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
        .send(multipart(parts));
    const resume = { name: 'resume', filename: 'cv.txt', content: 'Ada Lovelace, engines' };
    const first = await send([...fields, resume]);
    expectReceipt(first);
    const after = await counts();
    const replay = await send([...fields, resume]);
    expect(replay.status).toBe(202);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Another file's bytes under the same filename, then another field: 409.
    expectError(await send([...fields, { ...resume, content: 'Ada Lovelace, notes' }]), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await send([...fields.slice(0, 3), { name: 'answers.years', content: '3' }, fields[4], resume]), 409, 'IDEMPOTENCY_KEY_REUSED');
    await waitFor('the parts of the replay and the 409s to be removed', async () => JSON.stringify(await counts()) === JSON.stringify(after));
    const [application] = await applicationOf(who.email);
    const answers = expectSuccess(await d.t.api.get(`/applications/${application.id}/answers`));
    expect(answers.answers.find((answer: any) => answer.key === 'years').value).toBe(2);
  });

  it('CORS: the preflight of the apply allows POST with Content-Type and Idempotency-Key', async () => {
    const preflight = await request(server())
      .options(`/api/v1/public/job-posts/${post.id}/applications`)
      .set('Origin', 'https://careers.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, idempotency-key');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key');
  });

  it('answers and self-ID: scopes applications:read and eeo:read, 404 for an application not made through a post', async () => {
    const who = person();
    expectReceipt(await apply({ ...who, answers: { years: 4, terms: true, gender: 'female' } }));
    const [application] = await applicationOf(who.email);
    const reader = (await d.t.factory.apiKey(['applications:read'])).key;
    const eeo = (await d.t.factory.apiKey(['eeo:read'])).key;
    expect(expectSuccess(await d.t.as(reader).get(`/applications/${application.id}/answers`)).answers.map((answer: any) => answer.key)).toEqual([
      'years',
      'terms',
    ]);
    expectError(await d.t.as(reader).get(`/applications/${application.id}/self-id`), 403, 'FORBIDDEN');
    expect(expectSuccess(await d.t.as(eeo).get(`/applications/${application.id}/self-id`)).answers).toHaveLength(1);
    expectError(await d.t.as(eeo).get(`/applications/${application.id}/answers`), 403, 'FORBIDDEN');
    const direct = await d.t.factory.candidate();
    const made = expectSuccess(await d.t.api.post('/applications', { candidateId: direct.id, jobId, source: 'referral' }), 201);
    expectError(await d.t.api.get(`/applications/${made.id}/answers`), 404, 'NOT_FOUND');
    expectError(await d.t.api.get(`/applications/${UNKNOWN_UUID}/self-id`), 404, 'NOT_FOUND');
    expect(expectSuccess(await d.t.api.get(`/applications/${made.id}/self-id`))).toEqual({ answers: [] });
  });

  it('self-ID answers go with the candidate’s erasure and follow a merge', async () => {
    const first = person();
    expectReceipt(await apply({ ...first, answers: { years: 4, terms: true, gender: 'female' } }));
    const [application] = await applicationOf(first.email);
    const otherJob = (await createJob(d.t.api)).id;
    const otherPost = await publishedJobPost(d.t.api, otherJob, { form: FORM });
    const second = person();
    expectReceipt(await apply({ ...second, answers: { years: 4, terms: true, gender: 'female' } }, otherPost.id));
    const duplicate = (await d.t.db.query(`SELECT id FROM candidates WHERE email = $1`, [second.email]))[0].id;
    expectSuccess(await d.t.api.post(`/candidates/${application.candidate_id}/merge`, { duplicateId: duplicate }));
    const owners = await d.t.db.query(`SELECT DISTINCT candidate_id FROM application_self_id WHERE candidate_id IN ($1, $2)`, [
      application.candidate_id,
      duplicate,
    ]);
    expect(owners).toEqual([{ candidate_id: application.candidate_id }]);
    expectSuccess(await d.t.api.delete(`/candidates/${application.candidate_id}`));
    expect(await d.t.db.query(`SELECT * FROM application_self_id WHERE candidate_id = $1`, [application.candidate_id])).toEqual([]);
  });

  it('a captcha policy that refuses: 422 at captchaToken, nothing stored; it sees the token and the client address', async () => {
    // The policy is a provider override, as an extension's global provider would be.
    // The policy as an extension provides it (docs/extending.md, "A captcha for the careers site").
    const t = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: 'true' },
      { extensions: [defineExtension({ name: 'captcha', policies: [{ provide: APPLICATION_SPAM_POLICY, useValue: HUMAN_ONLY }] })] },
    );
    try {
      const job = (await createJob(t.api)).id;
      const live = await publishedJobPost(t.api, job);
      const before = Number((await t.db.query(`SELECT count(*)::int AS n FROM applications`))[0].n);
      const send = (body: object) =>
        request(t.app.getHttpServer()).post(`/api/v1/public/job-posts/${live.id}/applications`).set('X-Forwarded-For', '192.0.2.50').send(body);
      const [issue] = expectValidationError(await send({ ...person(), captchaToken: 'bot', resume: text('cv') }), [{ location: 'body', path: 'captchaToken' }]);
      expect(issue.message).toBe('captchaToken was not accepted by the captcha');
      expect(refused.at(-1)).toEqual({ captchaToken: 'bot', clientIp: '192.0.2.50', jobPostId: live.id });
      expectValidationError(await send({ ...person() }), [{ location: 'body', path: 'captchaToken' }]);
      expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM applications`))[0].n)).toBe(before);
      expectReceipt(await send({ ...person(), captchaToken: 'human' }));
      expect(Number((await t.db.query(`SELECT count(*)::int AS n FROM applications`))[0].n)).toBe(before + 1);
    } finally {
      await t.close();
    }
  });
});

describe('public apply: the résumé’s text is extracted and searchable', () => {
  it('the worker extracts a PDF résumé sent through the careers site; a candidate search finds it by a word of it', async () => {
    const d = await createDocumentsApp('file');
    const worker = await bootDocumentsWorker(d.t.config);
    try {
      const job = (await createJob(d.t.api)).id;
      const live = await publishedJobPost(d.t.api, job);
      const word = `zephyrine${Date.now()}`;
      const who = person();
      const response = await request(d.t.app.getHttpServer())
        .post(`/api/v1/public/job-posts/${live.id}/applications`)
        .send({ ...who, resume: { filename: 'cv.pdf', contentBase64: pdfWith([`Experienced with ${word} systems`]).toString('base64') } });
      expect(response.status).toBe(202);
      const candidateId = (await d.t.db.query(`SELECT id FROM candidates WHERE email = $1`, [who.email]))[0].id;
      const [resume] = expectSuccess(await d.t.api.get(`/candidates/${candidateId}/documents`));
      expect(resume).toMatchObject({ kind: 'resume', filename: 'cv.pdf', contentType: 'application/pdf' });
      await waitFor('the text extracted', async () => expectSuccess(await d.t.api.get(`/documents/${resume.id}/text`)).textStatus === 'extracted', 20_000);
      expect(expectSuccess(await d.t.api.get(`/candidates?q=${word}`)).map((found: any) => found.id)).toEqual([candidateId]);
    } finally {
      await worker.close();
      await d.close();
    }
  });
});

describe('public apply rate limit (PUBLIC_APPLY_PER_MINUTE)', () => {
  it('counts every apply of the address, refused or not; 429 RATE_LIMITED with Retry-After beyond, other addresses unaffected', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_APPLY_PER_MINUTE: '2', TRUST_PROXY: 'true' });
    try {
      const job = (await createJob(t.api)).id;
      const live = await publishedJobPost(t.api, job);
      const send = (from: string, body: object) =>
        request(t.app.getHttpServer()).post(`/api/v1/public/job-posts/${live.id}/applications`).set('X-Forwarded-For', from).send(body);
      const first = await send('192.0.2.200', person());
      expect(first.status).toBe(202);
      expect(first.headers['ratelimit-policy']).toBe('"default";q=2;w=60');
      expect(first.headers['ratelimit']).toMatch(/^"default";r=1;t=\d+$/);
      expectValidationError(await send('192.0.2.200', { firstName: 'x' }), [
        { location: 'body', path: 'lastName' },
        { location: 'body', path: 'email' },
      ]);
      const refused = await send('192.0.2.200', person());
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await send('192.0.2.201', person())).status).toBe(202);
      // Reads are counted apart.
      expect((await request(t.app.getHttpServer()).get(`/api/v1/public/job-posts/${live.id}`).set('X-Forwarded-For', '192.0.2.200')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts an IPv6 address by its /64 prefix, an IPv4-mapped address as the IPv4 one, and every loopback form as one host', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_APPLY_PER_MINUTE: '2', TRUST_PROXY: 'true' });
    try {
      const live = await publishedJobPost(t.api, (await createJob(t.api)).id);
      const send = (from: string) =>
        request(t.app.getHttpServer()).post(`/api/v1/public/job-posts/${live.id}/applications`).set('X-Forwarded-For', from).send(person());
      // Addresses of one /64: one client, whatever the interface identifier.
      const network = ['2001:db8:7:1::1', '2001:db8:7:1:a:b:c:d', '2001:0db8:0007:0001::ffff', '2001:db8:7:1::2'];
      expect((await Promise.all(network.map(send))).map((response) => response.status).sort()).toEqual([202, 202, 429, 429]);
      expect((await send('2001:db8:7:2::1')).status).toBe(202);
      expect((await send('192.0.2.210')).status).toBe(202);
      expect((await send('::ffff:192.0.2.210')).status).toBe(202);
      expectError(await send('::ffff:c000:2d2'), 429, 'RATE_LIMITED');
      expect((await send('127.0.0.1')).status).toBe(202);
      expect((await send('::1')).status).toBe(202);
      expectError(await send('::ffff:127.0.0.1'), 429, 'RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});
