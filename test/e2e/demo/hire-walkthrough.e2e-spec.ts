import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { expectSuccess } from '../../helpers/assertions';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const SCRIPT = join(__dirname, '..', '..', '..', 'examples', 'hire-walkthrough.sh');

/** examples/hire-walkthrough.sh, the README's curl walkthrough, run with bash and curl against the API on a real port. */
describe('examples/hire-walkthrough.sh', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs the script; `path` replaces PATH when given. */
  async function walkThrough(path = process.env.PATH): Promise<{ stdout: string; stderr: string }> {
    return promisify(execFile)('bash', [SCRIPT], { env: { ...process.env, PATH: path, ATS_URL: url, ATS_API_KEY: t.bootstrapKey } });
  }

  /** A PATH directory with only the commands the script needs, jq left out. */
  async function pathWithoutJq(): Promise<{ path: string; remove(): Promise<void> }> {
    const directory = await mkdtemp(join(tmpdir(), 'ats-no-jq-'));
    for (const command of ['bash', 'curl', 'date', 'cat', 'dirname', 'node']) {
      const found = process.env.PATH!.split(delimiter).find((folder) => existsSync(join(folder, command)));
      if (found === undefined) throw new Error(`${command} is not on the PATH`);
      await symlink(join(found, command), join(directory, command));
    }
    return { path: directory, remove: () => rm(directory, { recursive: true, force: true }) };
  }

  it('takes a candidate from a new job to an accepted offer and a hired application', async () => {
    const { stdout, stderr } = await walkThrough();
    const outcome = /^Offer (\S+) is accepted; application (\S+) is hired\.$/m.exec(stdout);
    expect(outcome).not.toBeNull();
    const [, offerId, applicationId] = outcome!;
    expect(expectSuccess(await t.api.get(`/offers/${offerId}`))).toMatchObject({ status: 'accepted', applicationId });
    expect(expectSuccess(await t.api.get(`/applications/${applicationId}`)).status).toBe('hired');
    expect(stderr).toContain(`POST /offers/${offerId}/decision -> 200`);
  });

  it('reads the JSON with node where jq is not installed', async () => {
    const bin = await pathWithoutJq();
    try {
      expect((await walkThrough(bin.path)).stdout).toMatch(/^Offer \S+ is accepted; application \S+ is hired\.$/m);
    } finally {
      await bin.remove();
    }
  });
});
