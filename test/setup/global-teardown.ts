import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const servers = globalThis.__ATS_TEST_SERVERS__;
  if (servers === undefined) return;
  if (servers.postgres !== undefined) {
    await servers.postgres.stop();
  } else {
    const admin = new Client({ connectionString: servers.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${servers.template}`);
    await admin.end();
  }
  servers.redis?.kill('SIGTERM');
}
