import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { installationMigrations, runMigrations } from '@app/core';
import { installation } from '../../../apps/installation';
import { adminQuery, migrationTimestamp } from '../../helpers/migration-upgrades';
import { databaseUrl, TEST_ENV } from '../../setup/test-environment';

const MIGRATION = 'StageTransitions1763713000000';
const ALL = installationMigrations(installation([]));
const BEFORE = ALL.filter((migration) => migrationTimestamp(migration.name) < migrationTimestamp(MIGRATION));

const id = (n: number) => `0190a2b3-c4d5-7e6f-8a9b-${String(n).padStart(12, '0')}`;
const [JOB, S1, S2, S3, CANDIDATE, USER, AUTOMATION] = [1, 2, 3, 4, 5, 6, 7].map(id);
const [HIRED, REJECTED, NO_EVENTS] = [10, 11, 12].map(id);

/** An installation upgraded to the stage history: what the activity feed says becomes the history (docs/api/reports.md#history-before-it-shipped). */
describe('StageTransitions1763713000000 on an installation with applications', () => {
  const name = `ats_stage_transitions_${process.pid}`;
  const adminUrl = process.env[TEST_ENV.adminUrl] ?? '';
  const url = databaseUrl(adminUrl, name);
  let db: Client;

  const admin = (query: string) => adminQuery(adminUrl, query);

  const event = (n: number, type: string, entityId: string, metadata: object, at: string, actor = [USER, 'Una User']) =>
    db.query(
      `INSERT INTO activity_events (id, type, entity_type, entity_id, actor_id, actor_name, metadata, created_at)
       VALUES ($1, $2, 'application', $3, $4, $5, $6, $7)`,
      [id(100 + n), type, entityId, actor[0], actor[1], JSON.stringify(metadata), at],
    );

  const history = async () =>
    (
      await db.query(
        `SELECT id, application_id, from_stage_id, to_stage_id, from_status, to_status,
                to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at, actor_id, actor_name, via
           FROM stage_transitions ORDER BY application_id, at, id`,
      )
    ).rows;

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
    db = new Client({ connectionString: url });
    await db.connect();
    await runMigrations(url, undefined, BEFORE);
    await db.query(`INSERT INTO jobs (id, title, status) VALUES ($1, 'Engineer', 'open')`, [JOB]);
    for (const [stage, order] of [
      [S1, 0],
      [S2, 1],
      [S3, 2],
    ] as const) {
      await db.query(`INSERT INTO job_stages (id, job_id, name, color, "order") VALUES ($1, $2, $3, '#000000', $4)`, [stage, JOB, `Stage ${order}`, order]);
    }
    await db.query(`INSERT INTO candidates (id, first_name, last_name, email) VALUES ($1, 'Ada', 'Lovelace', 'ada@example.com')`, [CANDIDATE]);
    const application = (applicationId: string, stage: string, status: string, order: number) =>
      db.query(
        `INSERT INTO applications (id, candidate_id, job_id, current_stage_id, status, source, pipeline_order, applied_at)
         VALUES ($1, $2, $3, $4, $5, 'referral', $6, '2026-03-01T09:00:00Z')`,
        [applicationId, CANDIDATE, JOB, stage, status, order],
      );
    await application(HIRED, S3, 'hired', 1);
    await application(REJECTED, S2, 'rejected', 1);
    await application(NO_EVENTS, S2, 'active', 2);
    await event(1, 'application.created', HIRED, { candidateId: CANDIDATE, jobId: JOB, stageId: S1 }, '2026-03-01T09:00:00Z');
    await event(2, 'application.stage_changed', HIRED, { fromStageId: S1, toStageId: S3 }, '2026-03-05T09:00:00Z', [AUTOMATION, 'Automation: Advance']);
    await event(3, 'application.hired', HIRED, { offerId: id(99), fromStatus: 'active', toStatus: 'hired' }, '2026-03-20T09:00:00Z');
    await event(4, 'application.created', REJECTED, { candidateId: CANDIDATE, jobId: JOB, stageId: S1 }, '2026-03-02T09:00:00Z');
    await event(5, 'application.stage_changed', REJECTED, { fromStageId: S1, toStageId: S2 }, '2026-03-03T09:00:00Z');
    await event(6, 'application.rejected', REJECTED, { fromStatus: 'active', toStatus: 'rejected' }, '2026-03-04T09:00:00Z');
    await event(7, 'application.stage_changed', NO_EVENTS, { fromStageId: S1, toStageId: S2 }, '2026-03-06T09:00:00Z');
  });

  afterAll(async () => {
    await db?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const row = (
    rowId: string,
    applicationId: string,
    stages: [string | null, string],
    statuses: [string | null, string],
    at: string,
    actor: string[],
    via: string,
  ) => ({
    id: rowId,
    application_id: applicationId,
    from_stage_id: stages[0],
    to_stage_id: stages[1],
    from_status: statuses[0],
    to_status: statuses[1],
    at,
    actor_id: actor[0],
    actor_name: actor[1],
    via,
  });
  const una = [USER, 'Una User'];
  const EXPECTED = [
    row(id(101), HIRED, [null, S1], [null, 'active'], '2026-03-01T09:00', una, 'api'),
    row(id(102), HIRED, [S1, S3], ['active', 'active'], '2026-03-05T09:00', [AUTOMATION, 'Automation: Advance'], 'automation'),
    row(id(103), HIRED, [S3, S3], ['active', 'hired'], '2026-03-20T09:00', una, 'api'),
    row(id(104), REJECTED, [null, S1], [null, 'active'], '2026-03-02T09:00', una, 'api'),
    row(id(105), REJECTED, [S1, S2], ['active', 'active'], '2026-03-03T09:00', una, 'api'),
    row(id(106), REJECTED, [S2, S2], ['active', 'rejected'], '2026-03-04T09:00', una, 'api'),
    // No creation event: a creation at appliedAt, in the stage its first move left, by nobody known.
    row(NO_EVENTS, NO_EVENTS, [null, S1], [null, 'active'], '2026-03-01T09:00', ['00000000-0000-0000-0000-000000000000', 'Unknown'], 'api'),
    row(id(107), NO_EVENTS, [S1, S2], ['active', 'active'], '2026-03-06T09:00', una, 'api'),
  ];

  it('rebuilds the history of every application from the activity feed', async () => {
    expect(await runMigrations(url, undefined, ALL)).toEqual(
      ALL.filter((migration) => migrationTimestamp(migration.name) >= migrationTimestamp(MIGRATION))
        .sort((a, b) => migrationTimestamp(a.name) - migrationTimestamp(b.name))
        .map((migration) => migration.name),
    );
    expect(await history()).toEqual(EXPECTED);
  });

  it('gives a hired application the time of its hire (ApplicationsHiredAt), and the others none', async () => {
    const { rows } = await db.query(`SELECT id, to_char(hired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS hired_at FROM applications ORDER BY id`);
    expect(rows).toEqual([
      { id: HIRED, hired_at: '2026-03-20T09:00' },
      { id: REJECTED, hired_at: null },
      { id: NO_EVENTS, hired_at: null },
    ]);
  });

  it('adds nothing when it runs again', async () => {
    const runner = { query: (text: string) => db.query(text).then((result) => result.rows) } as unknown as QueryRunner;
    const migration = ALL.find((candidate) => candidate.name === MIGRATION);
    await new migration!().up(runner);
    expect(await history()).toEqual(EXPECTED);
  });
});
