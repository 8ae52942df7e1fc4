import { Client } from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { MIGRATIONS } from './migrations';
import { sql } from './sql';

const MIGRATION_LOCK_KEY = 4_215_001;
/** How often a process waiting for another's migrations asks for the lock again. */
const MIGRATION_LOCK_POLL_MS = 250;

export type MigrationClass = new () => MigrationInterface;

/** The timestamp TypeORM orders a migration by: the digits its class name ends with (`Referrals1764000000000`). */
function timestampOf(migration: MigrationClass): number {
  const digits = /(\d{13})$/.exec(migration.name)?.[1];
  if (digits === undefined) throw new Error(`Migration class ${migration.name} must end with a 13-digit timestamp`);
  return Number(digits);
}

/**
 * The platform's migrations and `extra`, the installation's (its contexts' and extensions', installationMigrations), in one
 * list in timestamp order; a clash of names or timestamps is a start-up error (docs/adr/0062-migrations-live-with-their-context.md).
 */
export function migrationsWith(extra: readonly MigrationClass[] = []): MigrationClass[] {
  const core: readonly MigrationClass[] = MIGRATIONS;
  const all = [...core, ...extra.filter((migration) => !core.includes(migration))];
  const byTimestamp = new Map<number, MigrationClass>();
  for (const migration of all) {
    const clash = byTimestamp.get(timestampOf(migration));
    if (clash !== undefined && clash !== migration) throw new Error(`Migrations ${clash.name} and ${migration.name} have the same timestamp`);
    byTimestamp.set(timestampOf(migration), migration);
  }
  return [...byTimestamp.values()].sort((a, b) => timestampOf(a) - timestampOf(b));
}

export interface LockPolling {
  /** One attempt that never blocks: true when the lock is now held. */
  tryLock(): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  pollMs: number;
  /** Called once, when the first attempt finds the lock taken. */
  onWait?(): void;
}

/**
 * Takes a lock by asking for it until it is free, holding nothing between attempts. A process that
 * blocked inside `SELECT pg_advisory_lock` would hold that statement's snapshot, which the holder's
 * `CREATE INDEX CONCURRENTLY` waits for: a deadlock PostgreSQL cannot see (docs/adr/0031-migration-lock-polling.md).
 */
export async function pollForLock({ tryLock, sleep, pollMs, onWait }: LockPolling): Promise<void> {
  for (let attempt = 0; !(await tryLock()); attempt++) {
    if (attempt === 0) onWait?.();
    await sleep(pollMs);
  }
}

/**
 * Applies pending migrations (the platform's and `extra`, the installation's: its contexts' and extensions'). A session-level
 * advisory lock makes replicas that start together take turns: the first applies, the others find
 * nothing left to do. The others poll for the lock on an autocommit connection (no transaction, no
 * snapshot between attempts), so they never hold up the first one's concurrent index builds.
 */
export async function runMigrations(databaseUrl: string, log: (line: string) => void = () => {}, extra: readonly MigrationClass[] = []): Promise<string[]> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await pollForLock({
      tryLock: async () => ((await lock.query(sql`SELECT pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) AS locked`)).rows[0] as { locked: boolean }).locked,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      pollMs: MIGRATION_LOCK_POLL_MS,
      onWait: () => log('Waiting for another process to finish applying migrations'),
    });
    const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), migrations: migrationsWith(extra), extra: { max: 1 } });
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of applied) log(`Applied migration ${migration.name}`);
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await lock.query(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => undefined);
    await lock.end();
  }
}
