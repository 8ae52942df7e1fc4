import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { installationMigrations, migrationsWith, runMigrations } from '@app/core';
import { installation } from '../../../apps/installation';
import { describeSchema } from '../../helpers/schema';
import { adminQuery, migrationTimestamp } from '../../helpers/migration-upgrades';
import { databaseUrl, TEST_ENV } from '../../setup/test-environment';

/**
 * Migrations moved from libs/core into their contexts (docs/adr/0062-migrations-live-with-their-context.md).
 * test/fixtures/schema-at-1763709900000.txt is the schema the 25 migrations made before the move
 * (printed by describeSchema from that code): the moved and split ones must make it again, on a new
 * database and on one that ran the old ones.
 */
const SNAPSHOT_TIMESTAMP = 1763709900000;
const SNAPSHOT = readFileSync(join(__dirname, '../../fixtures/schema-at-1763709900000.txt'), 'utf8');

/** The classes that existed before the move, in the order they ran: installations have these names recorded. */
const RECORDED = [
  'Platform1763700000000',
  'Identity1763700000100',
  'Candidates1763700000200',
  'Jobs1763700000300',
  'Applications1763700000400',
  'Interviews1763700000500',
  'Offers1763700000600',
  'Scorecards1763700000700',
  'Tasks1763700000800',
  'TalentPools1763700000900',
  'Webhooks1763701000000',
  'Idempotency1763702000000',
  'Automations1763703000000',
  'IdempotencyEncrypted1763704000000',
  'ErasureIndexes1763704500000',
  'Documents1763705000000',
  'CandidateSearch1763706000000',
  'Sync1763707000000',
  'Changes1763708000000',
  'CandidateMerges1763709000000',
  'DocumentActivityIndex1763709500000',
  'CandidateSearchWindow1763709600000',
  'CandidateSearchWrite1763709700000',
  'CandidateSearchStatistics1763709800000',
  'CandidateSearchAccents1763709900000',
];

/** The parts split out of them, each right after its original: no-ops where the original ran whole. */
const SPLIT = [
  'ActivityEvents1763700000001',
  'ApiKeys1763700000101',
  'OutboxCausedBy1763703000001',
  'DocumentsSearch1763706000001',
  'UsersUpdatedAt1763707000001',
  'ApiKeysUpdatedAt1763707000002',
  'JobsUpdatedAt1763707000003',
  'ApplicationsUpdatedAt1763707000004',
  'InterviewsUpdatedAt1763707000005',
  'OffersUpdatedAt1763707000006',
  'ScorecardsUpdatedAt1763707000007',
  'TasksUpdatedAt1763707000008',
  'TalentPoolsUpdatedAt1763707000009',
  'WebhooksUpdatedAt1763707000010',
  'AutomationsUpdatedAt1763707000011',
];

/** The tables the split parts create or change. */
const TOUCHED_BY_SPLIT = [
  'activity_events',
  'api_keys',
  'outbox_events',
  'documents',
  'users',
  'jobs',
  'applications',
  'interviews',
  'offers',
  'scorecards',
  'tasks',
  'talent_pools',
  'webhook_endpoints',
  'webhook_deliveries',
  'automations',
  'automation_runs',
];

const byTimestamp = (a: string, b: string) => migrationTimestamp(a) - migrationTimestamp(b);

/** Our contexts' migrations up to the snapshot (without the ones added since, which change the schema on purpose). */
const UP_TO_SNAPSHOT = installationMigrations(installation([])).filter((migration) => migrationTimestamp(migration.name) <= SNAPSHOT_TIMESTAMP);

describe('migrations in their contexts', () => {
  const name = `ats_context_migrations_${process.pid}`;
  const adminUrl = process.env[TEST_ENV.adminUrl] ?? '';
  const url = databaseUrl(adminUrl, name);
  let db: Client;

  const admin = (query: string) => adminQuery(adminUrl, query);

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
    db = new Client({ connectionString: url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('keep every class name and timestamp, and add the split parts right after their originals', () => {
    expect(migrationsWith(UP_TO_SNAPSHOT).map((migration) => migration.name)).toEqual([...RECORDED, ...SPLIT].sort(byTimestamp));
  });

  it('make on a new database the schema the migrations made before the move', async () => {
    const applied = await runMigrations(url, undefined, UP_TO_SNAPSHOT);
    expect(applied).toEqual([...RECORDED, ...SPLIT].sort(byTimestamp));
    expect(await describeSchema(db)).toBe(SNAPSHOT);
    expect((await db.query('SELECT pruned_txid::text, pruned_seq::int FROM change_feed_state')).rows).toEqual([{ pruned_txid: '0', pruned_seq: 0 }]);
  });

  // The database above, with only the old names recorded, is an installation migrated before the move (its schema is the snapshot).
  it('apply on an installation migrated before the move only the split parts, which change nothing and wait for no writer', async () => {
    await db.query('DELETE FROM schema_migrations WHERE name = ANY($1)', [SPLIT]);
    const writer = new Client({ connectionString: url });
    await writer.connect();
    let applied: string[];
    try {
      // What a live API's writes hold while replicas roll: a part that locked one of these tables would time out.
      await writer.query('BEGIN');
      await writer.query(`LOCK TABLE ${TOUCHED_BY_SPLIT.join(', ')} IN ROW EXCLUSIVE MODE`);
      applied = await runMigrations(`${url}?options=${encodeURIComponent('-c lock_timeout=2000')}`, undefined, UP_TO_SNAPSHOT);
    } finally {
      await writer.query('ROLLBACK');
      await writer.end();
    }
    expect(applied).toEqual(SPLIT);
    expect(await describeSchema(db)).toBe(SNAPSHOT);
    expect((await db.query('SELECT pruned_txid::text, pruned_seq::int FROM change_feed_state')).rows).toEqual([{ pruned_txid: '0', pruned_seq: 0 }]);
    expect(await runMigrations(url, undefined, UP_TO_SNAPSHOT)).toEqual([]);
  });
});
