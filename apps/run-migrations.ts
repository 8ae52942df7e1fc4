import { installationMigrations, runMigrations, waitForDatabase } from '@app/core';
import { installation, loadInstallationConfig } from './installation';

/** `npm run migration:run`: applies pending migrations (our contexts' and the installation's extensions') to DATABASE_URL and exits. */
async function main(): Promise<void> {
  const config = loadInstallationConfig();
  await waitForDatabase(config.databaseUrl, (line) => console.log(line));
  const applied = await runMigrations(config.databaseUrl, (line) => console.log(line), installationMigrations(installation()));
  console.log(applied.length === 0 ? 'No pending migrations' : `Applied ${applied.length} migration(s)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
