import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

const MIGRATION_LOCK_KEY = 4_215_001;

/**
 * Applies pending migrations. A session-level advisory lock makes replicas that start together
 * take turns: the first applies, the others find nothing left to do.
 */
export async function runMigrations(databaseUrl: string, log: (line: string) => void = () => {}): Promise<string[]> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), extra: { max: 1 } });
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of applied) log(`Applied migration ${migration.name}`);
      return applied.map((migration) => migration.name);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
