import { loadConfig } from '../config/app-config';
import { runMigrations } from './migrate';

/** `npm run migration:run`: applies pending migrations to DATABASE_URL and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const applied = await runMigrations(config.databaseUrl, (line) => console.log(line));
  console.log(applied.length === 0 ? 'No pending migrations' : `Applied ${applied.length} migration(s)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
