import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type RecruitingClient } from '@recruiting-service/sdk';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { uniqueEmail, waitFor } from '../../test/helpers/common';
// The example is plain JavaScript for Node; its one export, typed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { syncCandidates } = require('./sync-candidates') as {
  syncCandidates(options: { client: RecruitingClient; file: string; signal?: AbortSignal; log?: (line: string) => void }): Promise<void>;
};

jest.setTimeout(60_000);

/** examples/sync/sync-candidates.js against the real service: the full load, then changes as they happen, then a restart that resumes. */
describe('examples/sync/sync-candidates.js', () => {
  let t: TestApp;
  let client: RecruitingClient;
  let workdir: string;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    client = createClient({ baseUrl: `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`, apiKey: t.bootstrapKey });
    workdir = await mkdtemp(join(tmpdir(), 'ats-sync-example-'));
    file = join(workdir, 'candidates.json');
  });
  afterAll(async () => {
    await t?.close();
    if (workdir !== undefined) await rm(workdir, { recursive: true, force: true });
  });

  const candidate = async (firstName: string) =>
    (await client.POST('/api/v1/candidates', { body: { firstName, lastName: 'Synced', email: uniqueEmail('sync') } })).data.data;
  const stored = async () => JSON.parse(await readFile(file, 'utf8').catch(() => '{"cursor":null,"candidates":{}}'));
  const storedWhen = (what: string, holds: (state: { cursor: string | null; candidates: Record<string, any> }) => boolean) =>
    waitFor(what, async () => {
      const state = await stored();
      return holds(state) && state;
    });

  it('loads every candidate, follows creates, updates and deletes, and resumes from its cursor after a restart', async () => {
    const [ada, bob] = [await candidate('Ada'), await candidate('Bob')];
    const logs: string[] = [];
    const first = new AbortController();
    const running = syncCandidates({ client, file, signal: first.signal, log: (line: string) => logs.push(line) });
    await storedWhen('the full load and the first feed page', (state) => state.cursor !== null && Object.keys(state.candidates).length === 2);
    expect(logs[0]).toBe('full load: 2 candidates');

    const cy = await candidate('Cy');
    await client.PATCH('/api/v1/candidates/{id}', { params: { path: { id: ada.id } }, body: { headline: 'Now a manager' } });
    await client.DELETE('/api/v1/candidates/{id}', { params: { path: { id: bob.id } } });
    const synced = await storedWhen(
      'the create, update and delete',
      (state) => state.candidates[ada.id]?.headline === 'Now a manager' && !state.candidates[bob.id],
    );
    expect(Object.keys(synced.candidates).sort()).toEqual([ada.id, cy.id].sort());
    first.abort();
    await running;

    // Offline for a while: a change happens, then the script starts again from the file's cursor (no second full load).
    const dee = await candidate('Dee');
    const second = new AbortController();
    const resumed = syncCandidates({ client, file, signal: second.signal, log: (line: string) => logs.push(line) });
    await storedWhen('the change made while stopped', (state) => state.candidates[dee.id] !== undefined);
    second.abort();
    await resumed;
    expect(logs.filter((line) => line.startsWith('full load'))).toHaveLength(1);
    expect(Object.keys((await stored()).candidates).sort()).toEqual([ada.id, cy.id, dee.id].sort());
  });
});
