import { extensionMigrations, loadConfig, runMigrations, waitForDatabase } from '@app/core';
import { EXTENSIONS } from './extensions';

/** `npm run migration:run`: applies pending migrations (ours and the installation's extensions') to DATABASE_URL and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  await waitForDatabase(config.databaseUrl, (line) => console.log(line));
  const applied = await runMigrations(config.databaseUrl, (line) => console.log(line), extensionMigrations(EXTENSIONS));
  console.log(applied.length === 0 ? 'No pending migrations' : `Applied ${applied.length} migration(s)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
