import { randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { expectSuccess } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { submitScorecard } from '../../kits/interviews-kit';
import { createOffer } from '../../kits/offers-kit';
import { createApplication, createInterview, createJob, rejectApplication } from '../../kits/pipeline-kit';
import { activityOf, body, expectError, expectValidationError, unique, walkPages } from '../../kits/candidates-kit';

/** POST /candidates/{id}/merge { duplicateId } (docs/api/sync.md#merge). */
describe('candidates: merge', () => {
  let t: TestApp;
  let documentStore: string;
  beforeAll(async () => {
    documentStore = await mkdtemp(path.join(tmpdir(), 'ats-merge-documents-'));
    t = await createTestApp({ DOCUMENT_STORAGE_URL: `file:${documentStore}` });
  });
  afterAll(async () => {
    await t?.close();
    await rm(documentStore, { recursive: true, force: true });
  });

  const merge = (survivorId: string, duplicateId: string) => t.api.post(`/candidates/${survivorId}/merge`, { duplicateId });
  const candidate = (fields: Record<string, unknown> = {}) => t.factory.candidate(fields);
  const all = async (path: string, query: Record<string, string> = {}) => (await walkPages(t.api, path, 100, query)).rows;
  const uploadDocument = async (candidateId: string, filename: string, text: string) =>
    expectSuccess(await t.api.post(`/candidates/${candidateId}/documents`, { filename, contentBase64: Buffer.from(text).toString('base64') }), 201);
  /** Whether the file driver still holds the bytes of a document. */
  const bytesStored = async (documentId: string) => {
    const [{ storage_key: key }] = await t.db.query('SELECT storage_key FROM documents WHERE id = $1', [documentId]);
    return async () =>
      access(path.join(documentStore, key)).then(
        () => true,
        () => false,
      );
  };
  /** A word no other test uses (letters only, so that search stemming leaves it alone). */
  const word = () => `zq${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;

  /** A 308 MERGED: Location is the same path and query with the survivor's id, and the error envelope names it. */
  const expectMerged = (response: Response, location: string, mergedIntoId: string) => {
    const error = expectError(response, 308, 'MERGED');
    expect(error.details).toEqual({ mergedIntoId });
    expect(response.headers.location).toBe(`/api/v1${location}`);
  };

  it('moves every record kind of the duplicate to the survivor, the same tag and pool only once', async () => {
    const survivor = await candidate({ lastName: 'Survivor' });
    const duplicate = await candidate({ lastName: 'Duplicate' });
    const survivorApplication = await createApplication(t, { candidateId: survivor.id });
    const application = await createApplication(t, { candidateId: duplicate.id });
    // Rejected on the survivor's job: no conflict, it moves too.
    const rejected = await createApplication(t, { candidateId: duplicate.id, jobId: survivorApplication.jobId, status: 'rejected' });
    const interview = await createInterview(t, { applicationId: application.id });
    const offer = await createOffer(t.api, application.id);
    const scorecard = await submitScorecard(t, application.id);
    const survivorNote = expectSuccess(await t.api.post(`/candidates/${survivor.id}/notes`, { body: 'Met at the meetup' }), 201);
    const duplicateNote = expectSuccess(await t.api.post(`/candidates/${duplicate.id}/notes`, { body: 'Strong in Rust' }), 201);
    const shared = `shared-${unique()}`;
    const own = `own-${unique()}`;
    expectSuccess(await t.api.post(`/candidates/${survivor.id}/tags`, { label: shared }), 201);
    expectSuccess(await t.api.post(`/candidates/${duplicate.id}/tags`, { label: shared }), 201);
    expectSuccess(await t.api.post(`/candidates/${duplicate.id}/tags`, { label: own }), 201);
    const sharedPool = expectSuccess(await t.api.post('/talent-pools', { name: `Both ${unique()}` }), 201);
    const ownPool = expectSuccess(await t.api.post('/talent-pools', { name: `Duplicate only ${unique()}` }), 201);
    const survivorEntry = expectSuccess(await t.api.post(`/talent-pools/${sharedPool.id}/entries`, { candidateId: survivor.id }), 201);
    expectSuccess(await t.api.post(`/talent-pools/${sharedPool.id}/entries`, { candidateId: duplicate.id }), 201);
    const ownEntry = expectSuccess(await t.api.post(`/talent-pools/${ownPool.id}/entries`, { candidateId: duplicate.id }), 201);
    const task = expectSuccess(await t.api.post('/tasks', { title: 'Call back', candidateId: duplicate.id }), 201);
    // The same bytes on both (one document per candidate and content), and a document only the duplicate has.
    const sharedBytes = `CV ${unique()}`;
    const survivorDocument = await uploadDocument(survivor.id, 'cv.txt', sharedBytes);
    const duplicateCopy = await uploadDocument(duplicate.id, 'cv (copy).txt', sharedBytes);
    const duplicateDocument = await uploadDocument(duplicate.id, 'portfolio.txt', `Portfolio ${unique()}`);
    const copyStored = await bytesStored(duplicateCopy.id);
    const movedStored = await bytesStored(duplicateDocument.id);

    const merged = expectSuccess(await merge(survivor.id, duplicate.id));
    expect(merged.id).toBe(survivor.id);
    expect(merged.email).toBe(survivor.email);

    for (const id of [application.id, rejected.id, survivorApplication.id])
      expect(expectSuccess(await t.api.get(`/applications/${id}`)).candidateId).toBe(survivor.id);
    expect((await all('/applications', { candidateId: survivor.id })).map((row) => row.id).sort()).toEqual(
      [application.id, rejected.id, survivorApplication.id].sort(),
    );
    // A list filtered by the duplicate's id lists the survivor's records, which now include the duplicate's.
    const moved: Record<string, string> = {
      '/applications': application.id,
      '/interviews': interview.id,
      '/offers': offer.id,
      '/scorecards': scorecard.id,
      '/tasks': task.id,
    };
    for (const [list, movedId] of Object.entries(moved)) {
      const bySurvivor = (await all(list, { candidateId: survivor.id })).map((row) => row.id);
      expect(bySurvivor).toContain(movedId);
      expect((await all(list, { candidateId: duplicate.id })).map((row) => row.id)).toEqual(bySurvivor);
      expect((await all(list, { candidateId: duplicate.id.toUpperCase() })).map((row) => row.id)).toEqual(bySurvivor);
    }
    expect(expectSuccess(await t.api.get(`/interviews/${interview.id}`)).candidateId).toBe(survivor.id);
    expect(expectSuccess(await t.api.get(`/offers/${offer.id}`)).candidateId).toBe(survivor.id);
    expect((await all('/scorecards', { candidateId: survivor.id })).map((row) => row.id)).toEqual([scorecard.id]);
    expect((await all(`/candidates/${survivor.id}/notes`)).map((row) => row.id).sort()).toEqual([survivorNote.id, duplicateNote.id].sort());
    expect((await all(`/candidates/${survivor.id}/tags`)).map((row) => row.label).sort()).toEqual([own, shared].sort());
    expect((await all(`/talent-pools/${sharedPool.id}/entries`)).map((row) => [row.id, row.candidateId])).toEqual([[survivorEntry.id, survivor.id]]);
    expect((await all(`/talent-pools/${ownPool.id}/entries`)).map((row) => [row.id, row.candidateId])).toEqual([[ownEntry.id, survivor.id]]);
    expect(expectSuccess(await t.api.get(`/tasks/${task.id}`)).candidateId).toBe(survivor.id);
    expect((await all(`/candidates/${survivor.id}/documents`)).map((row) => [row.id, row.candidateId]).sort()).toEqual(
      [
        [survivorDocument.id, survivor.id],
        [duplicateDocument.id, survivor.id],
      ].sort(),
    );
    expectError(await t.api.get(`/documents/${duplicateCopy.id}`), 404, 'NOT_FOUND');
    expect(await copyStored()).toBe(false);
    expect(await movedStored()).toBe(true);
    expect(expectSuccess(await t.api.get(`/documents/${duplicateDocument.id}`)).filename).toBe('portfolio.txt');

    expect(await t.db.query('SELECT id FROM candidates WHERE id = $1', [duplicate.id])).toEqual([]);
    expect(await t.db.query('SELECT duplicate_id, survivor_id FROM candidate_merges WHERE duplicate_id = $1', [duplicate.id])).toEqual([
      { duplicate_id: duplicate.id, survivor_id: survivor.id },
    ]);
  });

  it("keeps the survivor's non-null fields, takes the duplicate's where they are null, and concatenates entries without repeating an id", async () => {
    const [e1, e2, x1, x2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const survivor = await candidate({
      headline: 'Staff engineer',
      educationEntries: [{ id: e1, school: 'MIT' }],
      experienceEntries: [],
    });
    const duplicate = await candidate({
      phone: '+1 555 0100',
      headline: 'Engineer',
      summary: 'Builds compilers',
      githubUrl: 'https://github.com/duplicate',
      educationEntries: [
        { id: e1, school: 'MIT, as the duplicate spelled it' },
        { id: e2, school: 'ETH' },
      ],
      experienceEntries: [
        { id: x1, company: 'ACME', title: 'Engineer' },
        { id: x2, company: 'Initech', title: 'Lead' },
      ],
    });
    const merged = expectSuccess(await merge(survivor.id, duplicate.id));
    expect(merged).toMatchObject({
      firstName: survivor.firstName,
      lastName: survivor.lastName,
      email: survivor.email,
      phone: '+1 555 0100',
      headline: 'Staff engineer',
      summary: 'Builds compilers',
      githubUrl: 'https://github.com/duplicate',
      websiteUrl: null,
      createdAt: survivor.createdAt,
    });
    expect(merged.educationEntries.map((entry: { id: string; school: string }) => [entry.id, entry.school])).toEqual([
      [e1, 'MIT'],
      [e2, 'ETH'],
    ]);
    expect(merged.experienceEntries.map((entry: { id: string }) => entry.id)).toEqual([x1, x2]);
    expect(Date.parse(merged.updatedAt)).toBeGreaterThanOrEqual(Date.parse(survivor.updatedAt));
    expect(expectSuccess(await t.api.get(`/candidates/${survivor.id}`))).toEqual(merged);
  });

  it('answers 409 CONFLICT with the jobIds when both have an active application to one job, and moves nothing', async () => {
    const survivor = await candidate();
    const duplicate = await candidate();
    const job = await createJob(t);
    await createApplication(t, { candidateId: survivor.id, jobId: job.id });
    const duplicateApplication = await createApplication(t, { candidateId: duplicate.id, jobId: job.id });
    const note = expectSuccess(await t.api.post(`/candidates/${duplicate.id}/notes`, { body: 'Stays put' }), 201);
    const task = expectSuccess(await t.api.post('/tasks', { title: 'Stays linked', candidateId: duplicate.id }), 201);
    const sharedBytes = `Shared ${unique()}`;
    await uploadDocument(survivor.id, 'cv.txt', sharedBytes);
    const duplicateCopy = await uploadDocument(duplicate.id, 'cv.txt', sharedBytes);
    const copyStored = await bytesStored(duplicateCopy.id);

    const error = expectError(await merge(survivor.id, duplicate.id), 409, 'CONFLICT');
    expect(error.details).toEqual({ jobIds: [job.id] });
    expect(expectSuccess(await t.api.get(`/candidates/${duplicate.id}`)).id).toBe(duplicate.id);
    expect(expectSuccess(await t.api.get(`/applications/${duplicateApplication.id}`)).candidateId).toBe(duplicate.id);
    expect((await all(`/candidates/${duplicate.id}/notes`)).map((row) => row.id)).toEqual([note.id]);
    expect(expectSuccess(await t.api.get(`/tasks/${task.id}`)).candidateId).toBe(duplicate.id);
    // The copy the merge would have deleted is still the duplicate's, bytes included: they go only after a commit.
    expect(expectSuccess(await t.api.get(`/documents/${duplicateCopy.id}`)).candidateId).toBe(duplicate.id);
    expect(await copyStored()).toBe(true);
    expect(await t.db.query('SELECT 1 FROM candidate_merges WHERE duplicate_id = $1', [duplicate.id])).toEqual([]);

    // Once one of them is no longer active, the merge goes through.
    await rejectApplication(t, duplicateApplication.id);
    expect(expectSuccess(await merge(survivor.id, duplicate.id)).id).toBe(survivor.id);
  });

  it('refuses a merge with itself (422), an unknown duplicateId (422), an unknown candidate in the path (404) and a malformed duplicateId (422)', async () => {
    const survivor = await candidate();
    expectValidationError(await merge(survivor.id, survivor.id), body('duplicateId'));
    expectValidationError(await merge(survivor.id, survivor.id.toUpperCase()), body('duplicateId'));
    expectValidationError(await merge(survivor.id, randomUUID()), body('duplicateId'));
    expectError(await merge(randomUUID(), survivor.id), 404, 'NOT_FOUND');
    expectError(await merge(randomUUID(), randomUUID()), 404, 'NOT_FOUND');
    expectValidationError(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: 'abc' }), body('duplicateId'));
    expectValidationError(await t.api.post(`/candidates/${survivor.id}/merge`, {}), body('duplicateId'));
    expectValidationError(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: randomUUID(), extra: 1 }), body('extra'));
    expect(expectSuccess(await t.api.get(`/candidates/${survivor.id}`)).id).toBe(survivor.id);
  });

  it('answers 308 to the survivor on every path naming the duplicate, for every method, and changes nothing', async () => {
    const survivor = await candidate({ headline: 'Kept' });
    const duplicate = await candidate();
    const tag = expectSuccess(await t.api.post(`/candidates/${duplicate.id}/tags`, { label: `moved-${unique()}` }), 201);
    expectSuccess(await merge(survivor.id, duplicate.id));
    const s = survivor.id;
    const d = duplicate.id;

    expectMerged(await t.api.get(`/candidates/${d}`), `/candidates/${s}`, s);
    expectMerged(await t.api.get(`/candidates/${d.toUpperCase()}`), `/candidates/${s}`, s);
    expectMerged(await t.api.patch(`/candidates/${d}`, { headline: 'Changed' }), `/candidates/${s}`, s);
    expectMerged(await t.api.delete(`/candidates/${d}`), `/candidates/${s}`, s);
    expectMerged(await t.api.get(`/candidates/${d}/tags?limit=5`), `/candidates/${s}/tags?limit=5`, s);
    expectMerged(await t.api.post(`/candidates/${d}/tags`, { label: `new-${unique()}` }), `/candidates/${s}/tags`, s);
    expectMerged(await t.api.delete(`/candidates/${d}/tags/${tag.id}`), `/candidates/${s}/tags/${tag.id}`, s);
    expectMerged(await t.api.get(`/candidates/${d}/notes?limit=2`), `/candidates/${s}/notes?limit=2`, s);
    expectMerged(await t.api.post(`/candidates/${d}/notes`, { body: 'Lost?' }), `/candidates/${s}/notes`, s);
    // The answer is the same through the Idempotency-Key path, and the key is not spent on it.
    expectMerged(await t.api.post(`/candidates/${d}/notes`, { body: 'Keyed' }).set('Idempotency-Key', `merge-${unique()}`), `/candidates/${s}/notes`, s);
    expectMerged(await t.api.get(`/candidates/${d}/duplicates`), `/candidates/${s}/duplicates`, s);
    const other = await candidate();
    expectMerged(await merge(d, other.id), `/candidates/${s}/merge`, s);
    expect(expectSuccess(await t.api.get(`/candidates/${other.id}`)).id).toBe(other.id);
    // Merging the survivor into its own duplicate is the opposite merge that lost: 409, naming the survivor.
    const lost = await merge(d, s);
    expectError(lost, 409, 'CONFLICT');
    expect(lost.body.error.details).toEqual({ mergedIntoId: s });
    expectMerged(await t.api.get(`/candidates/${d}/documents?kind=resume`), `/candidates/${s}/documents?kind=resume`, s);
    expectMerged(
      await t.api.post(`/candidates/${d}/documents`, { filename: 'cv.txt', contentBase64: Buffer.from('Lost?').toString('base64') }),
      `/candidates/${s}/documents`,
      s,
    );
    expectMerged(await t.api.post(`/candidates/${d}/documents`).attach('file', Buffer.from('Lost too?'), 'cv.txt'), `/candidates/${s}/documents`, s);

    const kept = expectSuccess(await t.api.get(`/candidates/${s}`));
    expect(kept.headline).toBe('Kept');
    expect((await all(`/candidates/${s}/tags`)).map((row) => row.id)).toEqual([tag.id]);
    expect(await all(`/candidates/${s}/notes`)).toEqual([]);
    expect(await all(`/candidates/${s}/documents`)).toEqual([]);
    // A client that follows the redirect lands on the survivor.
    const location = (await t.api.get(`/candidates/${d}/tags?limit=5`)).headers.location.replace(/^\/api\/v1/, '');
    expect(expectSuccess(await t.api.get(location)).map((row: { id: string }) => row.id)).toEqual([tag.id]);
  });

  it('resolves chains: A merged into B, then B into C, sends A to C; merging an id already merged in is a no-op', async () => {
    const [a, b, c] = [await candidate(), await candidate(), await candidate()];
    expectSuccess(await merge(b.id, a.id));
    expectSuccess(await merge(c.id, b.id));
    expectMerged(await t.api.get(`/candidates/${a.id}`), `/candidates/${c.id}`, c.id);
    expectMerged(await t.api.get(`/candidates/${b.id}/notes`), `/candidates/${c.id}/notes`, c.id);
    expect(expectSuccess(await merge(c.id, a.id))).toEqual(expectSuccess(await t.api.get(`/candidates/${c.id}`)));
    const other = await candidate();
    const error = expectError(await merge(other.id, a.id), 409, 'CONFLICT');
    expect(error.details).toEqual({ mergedIntoId: c.id });
    expect(await t.db.query(`SELECT count(*)::int AS events FROM activity_events WHERE type = 'candidate.merged' AND entity_id = $1`, [c.id])).toEqual([
      { events: 1 },
    ]);
  });

  it('resolves body fields naming the duplicate to the survivor (applications, tasks, pool entries)', async () => {
    const survivor = await candidate();
    const duplicate = await candidate();
    expectSuccess(await merge(survivor.id, duplicate.id));
    const job = await createJob(t);
    const application = expectSuccess(await t.api.post('/applications', { candidateId: duplicate.id, jobId: job.id, source: 'referral' }), 201);
    expect(application.candidateId).toBe(survivor.id);
    expectError(await t.api.post('/applications', { candidateId: duplicate.id, jobId: job.id, source: 'referral' }), 409, 'CONFLICT');
    const task = expectSuccess(await t.api.post('/tasks', { title: 'Follow up', candidateId: duplicate.id }), 201);
    expect(task.candidateId).toBe(survivor.id);
    const other = expectSuccess(await t.api.post('/tasks', { title: 'Relink' }), 201);
    expect(expectSuccess(await t.api.patch(`/tasks/${other.id}`, { candidateId: duplicate.id })).candidateId).toBe(survivor.id);
    const pool = expectSuccess(await t.api.post('/talent-pools', { name: `Pool ${unique()}` }), 201);
    expect(expectSuccess(await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: duplicate.id }), 201).candidateId).toBe(survivor.id);
    expectError(await t.api.post(`/talent-pools/${pool.id}/entries`, { candidateId: survivor.id }), 409, 'CONFLICT');
    expectValidationError(await t.api.post('/tasks', { title: 'Nobody', candidateId: randomUUID() }), body('candidateId'));
  });

  it('records candidate.merged about the survivor, with the survivor as GET returns it', async () => {
    const survivor = await candidate();
    const duplicate = await candidate({ summary: 'Taken over' });
    const merged = expectSuccess(await merge(survivor.id, duplicate.id));
    const events = (await activityOf(t.api, survivor.id)).filter((event) => event.type === 'candidate.merged');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entityType: 'candidate', entityId: survivor.id, metadata: { survivorId: survivor.id, duplicateId: duplicate.id } });
    const [outbox] = await t.db.query(`SELECT payload FROM outbox_events WHERE id = $1`, [events[0].id]);
    expect(outbox.payload.type).toBe('candidate.merged');
    expect(outbox.payload.data).toEqual(merged);
    expect(outbox.payload.data).toEqual(expectSuccess(await t.api.get(`/candidates/${survivor.id}`)));
  });

  it('finds the survivor by words of the notes the duplicate brought (search)', async () => {
    const term = word();
    const survivor = await candidate();
    const duplicate = await candidate();
    expectSuccess(await t.api.post(`/candidates/${duplicate.id}/notes`, { body: `Speaks ${term} fluently` }), 201);
    expectSuccess(await merge(survivor.id, duplicate.id));
    expect(expectSuccess(await t.api.get('/candidates').query({ q: term })).map((row: { id: string }) => row.id)).toEqual([survivor.id]);
  });

  it('never answers 500 to opposite merges running at once: one of each pair wins, the other is told the pair changed', async () => {
    const pairs = await Promise.all(Array.from({ length: 10 }, async () => [await candidate(), await candidate()] as const));
    const responses = await Promise.all(pairs.flatMap(([a, b]) => [merge(a.id, b.id), merge(b.id, a.id)]));
    for (let index = 0; index < pairs.length; index += 1) {
      const statuses = [responses[2 * index].status, responses[2 * index + 1].status];
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser's path names the candidate just merged away (409 with mergedIntoId), or its duplicate is gone (404/409).
      expect([404, 409]).toContain(statuses.find((status) => status !== 200));
      const [a, b] = pairs[index];
      const remaining = await t.db.query('SELECT id FROM candidates WHERE id = ANY($1)', [[a.id, b.id]]);
      expect(remaining).toHaveLength(1);
    }
  });

  it("erasing the survivor erases what was merged in; the duplicate's id then answers 404", async () => {
    const email = `merged.${unique()}@erasure-example.org`;
    const survivor = await candidate();
    const duplicate = await candidate({ email });
    expectSuccess(await t.api.post(`/candidates/${duplicate.id}/notes`, { body: `Reach at ${email}` }), 201);
    const label = `referred-${unique()}`;
    expectSuccess(await t.api.post(`/candidates/${duplicate.id}/tags`, { label }), 201);
    expectSuccess(await merge(survivor.id, duplicate.id));
    expectMerged(await t.api.delete(`/candidates/${duplicate.id}`), `/candidates/${survivor.id}`, survivor.id);
    expect(expectSuccess(await t.api.delete(`/candidates/${survivor.id}`))).toEqual({ deleted: true });
    expectError(await t.api.get(`/candidates/${duplicate.id}`), 404, 'NOT_FOUND');
    expect(await t.db.query(`SELECT 1 FROM candidate_merges WHERE duplicate_id = $1`, [duplicate.id])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM outbox_events WHERE payload::text ILIKE '%' || $1 || '%'`, [email])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM notes WHERE body ILIKE '%' || $1 || '%'`, [email])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM tags WHERE label = $1`, [label])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM activity_events WHERE metadata::text LIKE '%' || $1 || '%'`, [label])).toEqual([]);
  });
});
