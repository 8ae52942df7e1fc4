import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { CandidateEraser } from '@app/candidates';
import type { ApiClient } from '../../helpers/api-client';
import { expectSuccess } from '../../helpers/assertions';
import { adminUser, unique, waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { publishedAutomation } from '../../kits/automations-kit';
import { finishedRuns } from '../../kits/runs-kit';
import { bootWorker } from '../../kits/webhooks-kit';

interface Hit {
  column: string;
  rows: number;
}

/** Every text, character, json/jsonb and array column of the database (information_schema) that holds `needle`, ignoring case. */
async function searchDatabase(db: DataSource, needle: string): Promise<Hit[]> {
  const columns: Array<{ table: string; column: string }> = await db.query(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb') OR c.data_type = 'ARRAY')`,
  );
  const hits: Hit[] = [];
  for (const { table, column } of columns) {
    const [{ rows }] = await db.query(`SELECT count(*)::int AS rows FROM "${table}" WHERE "${column}"::text ILIKE '%' || $1 || '%'`, [needle]);
    if (rows > 0) hits.push({ column: `${table}.${column}`, rows });
  }
  return hits;
}

const post = async (api: ApiClient, route: string, body: Record<string, unknown>): Promise<Record<string, any>> =>
  expectSuccess(await api.post(route, body), 201);

/** The files under the document store's directory (file driver). */
const storedFiles = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * docs/api/sync.md#erasure: erasure removes the person's data. A candidate with every kind of record that can
 * hold text about them is erased; afterwards no column of any table names them.
 */
describe('candidate erasure removes every copy of the person', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  const token = unique();
  const lastName = `Erasable${token}`;
  const email = `zelda.${token}@erasure-example.org`;
  const needles = [lastName, email, token];
  let candidate: Record<string, any>;
  let other: Record<string, any>;
  const survivors: Record<string, string> = {};
  let before: Hit[];
  let documentStore: string;
  let documentFiles: string[];

  beforeAll(async () => {
    documentStore = await mkdtemp(path.join(tmpdir(), 'ats-erasure-documents-'));
    t = await createTestApp({ DOCUMENT_STORAGE_URL: `file:${documentStore}` });
    worker = await bootWorker({ config: t.config });
    const api = t.api;
    const admin = await adminUser(api);

    // Runs keep a copy of their trigger event; this one's conditions return the last name itself.
    const onCandidate = await publishedAutomation(t, {
      name: 'Welcome new candidates',
      trigger: { event: 'candidate.created' },
      conditions: { var: 'event.data.lastName' },
      actions: [
        { type: 'add_tag', config: { label: 'welcomed' } },
        { type: 'add_note', config: { body: 'Welcome sequence started' } },
        { type: 'create_task', config: { title: 'Send the welcome pack' } },
      ],
    });
    // And one on tasks, so that runs copy task events (title and description) too; tasks it creates do not trigger it again.
    const onTask = await publishedAutomation(t, {
      name: 'Echo tasks',
      trigger: { event: 'task.created' },
      conditions: { '!=': [{ var: 'event.data.title' }, 'Echo'] },
      actions: [{ type: 'create_task', config: { title: 'Echo' } }],
    });

    candidate = await t.factory.candidate({ firstName: 'Zelda', lastName, email, headline: `${lastName} the engineer`, summary: `Reach me at ${email}` });
    other = await t.factory.candidate({ firstName: 'Otto', lastName: 'Other' });
    const job = await post(api, '/jobs', { title: 'Engineer' });
    const application = await post(api, '/applications', { candidateId: candidate.id, jobId: job.id, source: 'careers site' });
    const otherApplication = await post(api, '/applications', { candidateId: other.id, jobId: job.id, source: 'careers site' });
    const interview = await post(api, '/interviews', {
      applicationId: application.id,
      interviewerId: admin.id,
      title: 'System design',
      type: 'technical',
      mode: 'video',
      scheduledAt: '2026-11-21T10:00:00Z',
      durationMins: 60,
      notes: `Zelda ${lastName} explained caching well`,
    });
    await post(api, '/offers', {
      applicationId: application.id,
      title: 'Engineer',
      salaryAmount: 95000,
      currency: 'EUR',
      salaryPeriod: 'year',
      notes: `Offer for ${lastName}`,
    });
    await post(api, '/scorecards', {
      applicationId: application.id,
      rating: 'good',
      comment: `${lastName} is strong`,
      criteria: [{ name: 'Design', rating: 'strong', comment: `${lastName} drew the whole system` }],
    });
    const pool = await post(api, '/talent-pools', { name: 'Silver medallists' });
    await post(api, `/talent-pools/${pool.id}/entries`, { candidateId: candidate.id, note: `Call ${lastName} again in spring` });
    await post(api, `/candidates/${candidate.id}/notes`, { body: `Met ${lastName} at the meetup (${email})` });
    await post(api, `/candidates/${candidate.id}/tags`, { label: 'meetup' });
    await post(api, `/candidates/${other.id}/tags`, { label: 'Meetup' });
    // Labels made of the person's name: one still attached, one removed before the erasure (the tag stays in the vocabulary).
    await post(api, `/candidates/${candidate.id}/tags`, { label: `referred-by-${lastName}` });
    const removedTag = await post(api, `/candidates/${candidate.id}/tags`, { label: `${lastName} watchlist` });
    expectSuccess(await api.delete(`/candidates/${candidate.id}/tags/${removedTag.id}`));

    // Tasks linked directly, through the application only, through the interview only, and linked after creation.
    await post(api, '/tasks', { title: `Call Zelda ${lastName}`, description: `Her email is ${email}`, candidateId: candidate.id });
    await post(api, '/tasks', { title: `Prepare ${lastName}'s onsite`, applicationId: application.id });
    await post(api, '/tasks', { title: `Book a room for ${lastName}`, interviewId: interview.id });
    const linkedLater = await post(api, '/tasks', { title: `Reference check for ${lastName}` });
    expectSuccess(await api.patch(`/tasks/${linkedLater.id}`, { candidateId: candidate.id }));

    // What erasure must leave alone: another candidate's task, an unlinked task, a task on the job.
    survivors.otherCandidateTask = (await post(api, '/tasks', { title: 'Call Otto', candidateId: other.id, applicationId: otherApplication.id })).id;
    survivors.unlinkedTask = (await post(api, '/tasks', { title: 'Order chairs' })).id;
    survivors.jobTask = (await post(api, '/tasks', { title: 'Write the job ad', jobId: job.id })).id;

    // Documents: the filename and the extracted text name the person; one deleted before the erasure leaves its filename in the activity feed.
    const documents = [
      await post(api, `/candidates/${candidate.id}/documents`, {
        filename: `${lastName} CV.txt`,
        contentBase64: Buffer.from(`Zelda ${lastName}, ${email}`).toString('base64'),
        kind: 'resume',
      }),
      await post(api, `/candidates/${candidate.id}/documents`, {
        filename: 'cover.txt',
        contentBase64: Buffer.from(`Yours, Zelda ${lastName}`).toString('base64'),
      }),
    ];
    const removed = await post(api, `/candidates/${candidate.id}/documents`, {
      filename: `${lastName} old CV.txt`,
      contentBase64: Buffer.from('an old version').toString('base64'),
    });
    expectSuccess(await api.delete(`/documents/${removed.id}`));
    for (const document of documents) {
      await waitFor(
        `the text of ${document.id}`,
        async () => expectSuccess(await api.get(`/documents/${document.id}/text`)).textStatus === 'extracted',
        20_000,
        100,
      );
    }
    documentFiles = await storedFiles(documentStore);

    await finishedRuns(api, onCandidate.id, 1);
    // One run per task.created above and per task its runs made (those are skipped).
    await finishedRuns(api, onTask.id, 16);
    before = [];
    for (const needle of needles) before.push(...(await searchDatabase(t.db, needle)));
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await rm(documentStore, { recursive: true, force: true });
  });

  it('finds the erasure participants in the API and in the worker (both load CandidatesService)', () => {
    for (const app of [t.app, worker]) {
      expect(
        app
          .get(CandidateEraser)
          .participants()
          .map((participant) => participant.constructor.name),
      ).toEqual(expect.arrayContaining(['DocumentErasureService', 'TaskErasureService']));
    }
  });

  it('finds the person in every kind of record before the erasure (the search sees them)', () => {
    const tables = new Set(before.map((hit) => hit.column.split('.')[0]));
    for (const table of [
      'candidates',
      'notes',
      'interviews',
      'offers',
      'scorecards',
      'talent_pool_entries',
      'tasks',
      'documents',
      'activity_events',
      'outbox_events',
      'automation_runs',
      'tags',
    ]) {
      expect(tables).toContain(table);
    }
    expect(before.map((hit) => hit.column)).toEqual(
      expect.arrayContaining(['scorecards.criteria', 'automation_runs.condition_result', 'documents.filename', 'documents.text', 'activity_events.metadata']),
    );
    expect(documentFiles).toHaveLength(2);
  });

  it('leaves no column of any table naming the person after DELETE /candidates/{id}', async () => {
    expect(expectSuccess(await t.api.delete(`/candidates/${candidate.id}`))).toEqual({ deleted: true });
    for (const needle of needles) expect({ needle, hits: await searchDatabase(t.db, needle) }).toEqual({ needle, hits: [] });
  });

  it("deletes the candidate's documents and their bytes, and redacts the filenames in their activity events", async () => {
    expect(await t.db.query('SELECT id FROM documents WHERE candidate_id = $1', [candidate.id])).toEqual([]);
    expect(await storedFiles(documentStore)).toEqual([]);
    const events: Array<{ metadata: Record<string, unknown> }> = await t.db.query(
      `SELECT metadata FROM activity_events WHERE entity_type = 'document' AND metadata->>'candidateId' = $1`,
      [candidate.id],
    );
    // Two uploads, and the upload and delete of the removed one.
    expect(events).toHaveLength(4);
    for (const { metadata } of events) expect(metadata).toMatchObject({ candidateId: candidate.id, filename: null, redacted: true });
  });

  it("redacts the labels of the candidate's tag events, deletes the tags only the person had, and keeps the shared ones", async () => {
    const events: Array<{ type: string; metadata: Record<string, unknown> }> = await t.db.query(
      `SELECT type, metadata FROM activity_events WHERE entity_id = $1 AND type IN ('candidate.tag_added', 'candidate.tag_removed')`,
      [candidate.id],
    );
    // meetup, welcomed (the automation), the two name labels, and the removal of one.
    expect(events.map((event) => event.type).sort()).toEqual([...Array(4).fill('candidate.tag_added'), 'candidate.tag_removed']);
    for (const { metadata } of events) expect(metadata).toEqual({ tagId: expect.any(String), label: null, redacted: true });
    const otherTags = expectSuccess(await t.api.get(`/candidates/${other.id}/tags`)).map((tag: { label: string }) => tag.label);
    expect(otherTags.sort()).toEqual(['meetup', 'welcomed']);
    const [{ tags }] = await t.db.query(`SELECT count(*)::int AS tags FROM tags WHERE lower(label) IN ('meetup', 'welcomed')`);
    expect(tags).toBe(2);
  });

  it("keeps other people's records and tasks not about the person, and says that the candidate was deleted", async () => {
    for (const id of Object.values(survivors)) expect((await t.api.get(`/tasks/${id}`)).status).toBe(200);
    expect((await t.api.get(`/candidates/${other.id}`)).status).toBe(200);
    expect((await t.api.get(`/candidates/${candidate.id}`)).status).toBe(404);
    const tasks = expectSuccess(await t.api.get('/tasks').query({ limit: '100' }));
    expect(tasks.filter((task: { candidateId: string | null }) => task.candidateId === candidate.id)).toEqual([]);
    const [deleted] = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'candidate.deleted' AND payload->'data'->>'id' = $1`, [candidate.id]);
    expect(deleted.payload.data).toEqual({ id: candidate.id });
  });
});
