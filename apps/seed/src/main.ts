import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger, ConfigValidationError, createPino, stdoutDestination } from '@app/core';
import { EXTENSIONS } from '../../extensions';
import { loadInstallationConfig } from '../../installation';
import { DemoSeeder, type SeedReport } from './demo-seeder';
import { SeedModule } from './seed.module';

/** `node dist/apps/seed/src/main.js`: loads the demo data set into DATABASE_URL (scripts/seed.js finds the database for `npm run seed`). */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadInstallationConfig(EXTENSIONS);
  // Only warnings and errors from Nest: the seed's own output is the summary below.
  const logger = new AppLogger(createPino(config.logLevel === 'info' ? 'warn' : config.logLevel, stdoutDestination()));
  const app = await NestFactory.createApplicationContext(SeedModule.forRoot(config, { extensions: EXTENSIONS }), { logger, abortOnError: false });
  try {
    const report = await app.get(DemoSeeder).run();
    console.log(summary(report, (performance.now() - started) / 1000));
  } finally {
    await app.close();
  }
}

function summary(report: SeedReport, seconds: number): string {
  const written = Object.entries(report).map(([kind, count]) => `${kind} ${count}`);
  if (written.length === 0) return `Demo data set already complete: nothing new written (${seconds.toFixed(1)} s).`;
  return `Demo data set complete in ${seconds.toFixed(1)} s. Written now: ${written.join(', ')}.`;
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigValidationError ? error.message : (error.stack ?? error.message));
  process.exit(1);
});
