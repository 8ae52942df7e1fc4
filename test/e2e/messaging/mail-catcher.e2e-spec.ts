import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { expectSuccess } from '../../helpers/assertions';
import { waitFor } from '../../helpers/common';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker } from '../../helpers/worker';

// The launcher's catcher is plain JavaScript (scripts/ runs without a build).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startMailCatcher } = require('../../../scripts/lib/mail-catcher') as {
  startMailCatcher(folder: string): Promise<{ url: string; close(): Promise<void> }>;
};

/** npm start's local mail catcher and the API's /dev/mail, on only when MAIL_CATCHER_DIR is set (docs/operations.md#email). */
describe('the local mail catcher of npm start', () => {
  let folder: string;
  let catcher: { url: string; close(): Promise<void> };
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mail-catcher-'));
    catcher = await startMailCatcher(folder);
    t = await createTestApp({ MAIL_URL: catcher.url, MAIL_FROM: 'Dev <dev@localhost.test>', MAIL_CATCHER_DIR: folder });
    worker = await bootWorker({ config: t.config });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await catcher?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists a sent mail at /dev/mail and answers it raw', async () => {
    const candidate = await t.factory.candidate();
    const message = expectSuccess(await t.api.post(`/candidates/${candidate.id}/messages`, { subject: 'Caught', body: 'Hi **{{candidate.firstName}}**' }), 202);
    const server = t.app.getHttpServer();
    const listed = await waitFor('the mail at /dev/mail', async () => {
      const response = await request(server).get('/dev/mail');
      expect(response.status).toBe(200);
      return (response.body.data as Array<Record<string, any>>).find((mail) => mail.messageId === `<${message.id}@localhost.test>`);
    });
    expect(listed).toMatchObject({ subject: 'Caught', to: [candidate.email], from: ['dev@localhost.test'] });
    expect(listed.html).toContain('<strong>Ada</strong>');
    const raw = await request(server).get(listed.url);
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^message\/rfc822/);
    expect((await request(server).get('/dev/mail/../../etc/passwd')).status).toBe(404);
  });

  it('is off without MAIL_CATCHER_DIR', async () => {
    const plain = await createTestApp({});
    try {
      expect((await request(plain.app.getHttpServer()).get('/dev/mail')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
