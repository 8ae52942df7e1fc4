import { Client } from 'pg';

/** A migration's timestamp: the 13 digits its class name ends with (`StageTransitions1763713000000`). */
export const migrationTimestamp = (name: string): number => Number(name.slice(-13));

/** Runs one statement on the server's admin database (CREATE or DROP DATABASE of an upgrade test). */
export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
