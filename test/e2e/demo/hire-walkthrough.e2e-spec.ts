import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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

  it('takes a candidate from a new job to an accepted offer and a hired application', async () => {
    const { stdout, stderr } = await promisify(execFile)('bash', [SCRIPT], { env: { ...process.env, ATS_URL: url, ATS_API_KEY: t.bootstrapKey } });
    const outcome = /^Offer (\S+) is accepted; application (\S+) is hired\.$/m.exec(stdout);
    expect(outcome).not.toBeNull();
    const [, offerId, applicationId] = outcome!;
    expect(expectSuccess(await t.api.get(`/offers/${offerId}`))).toMatchObject({ status: 'accepted', applicationId });
    expect(expectSuccess(await t.api.get(`/applications/${applicationId}`)).status).toBe('hired');
    expect(stderr).toContain(`POST /offers/${offerId}/decision -> 200`);
  });
});
