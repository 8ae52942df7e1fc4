import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DocumentsEnvironment } from '@app/documents';
import { expectError, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { waitFor } from '../../helpers/common';
import { applicationInJob } from '../../kits/runs-kit';
import { createDocumentsApp, type DocumentsApp } from '../../kits/documents-kit';

const BOUNDARY = 'limits-boundary';

/** A multipart body written by hand: each part's headers and content, then the closing boundary unless `truncated`. */
function multipart(parts: Array<{ disposition: string; content: string | Buffer }>, { truncated = false } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${part.disposition}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (!truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const file = (name: string, filename: string, content = 'hello') => ({ disposition: `form-data; name="${name}"; filename="${filename}"`, content });
const field = (name: string, content: string) => ({ disposition: `form-data; name="${name}"`, content });

describe('documents: multipart limits, empty fields, large JSON and filenames (docs/api/documents.md#upload)', () => {
  let d: DocumentsApp;
  const maxBytes = () => d.t.app.get(DocumentsEnvironment).DOCUMENT_MAX_BYTES;
  let candidateId: string;

  beforeAll(async () => {
    d = await createDocumentsApp('file');
    candidateId = (await d.t.factory.candidate()).id;
  });
  afterAll(() => d?.close());

  const send = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`, to = candidateId) =>
    d.t.api.post(`/candidates/${to}/documents`).set('Content-Type', contentType).send(body);

  describe('every multer and busboy refusal gets its own answer, and nothing is stored', () => {
    let before: string[];
    beforeEach(async () => (before = await d.storage.keys()));
    // A body cut short mid-file fails the request while the file's write is still ending: its bytes go right after.
    afterEach(() => waitFor('the refused bytes to be removed', async () => JSON.stringify(await d.storage.keys()) === JSON.stringify(before)));

    it('a second file part: 422 naming file', async () => {
      const [issue] = expectValidationError(await send(multipart([file('file', 'a.txt'), file('file', 'b.txt', 'other')])), [
        { location: 'body', path: 'file' },
      ]);
      expect(issue.message).toMatch(/once/);
    });

    it('a file under another part name: 422 naming that part', async () => {
      expectValidationError(await send(multipart([file('resume', 'a.txt')])), [{ location: 'body', path: 'resume' }]);
    });

    it('more fields than the form takes: 422', async () => {
      const fields = ['a', 'b', 'c', 'd', 'e'].map((name) => field(name, 'x'));
      const [issue] = expectValidationError(await send(multipart(fields)), [{ location: 'body', path: '' }]);
      expect(issue.message).toMatch(/more fields/);
    });

    it('more parts than the form takes: 422', async () => {
      const parts = [field('a', 'x'), field('b', 'x'), field('c', 'x'), field('d', 'x'), file('file', 'a.txt'), file('file', 'b.txt')];
      const [issue] = expectValidationError(await send(multipart(parts)), [{ location: 'body', path: '' }]);
      expect(issue.message).toMatch(/more parts/);
    });

    it('a field value over 1024 bytes: 422 naming the field', async () => {
      expectValidationError(await send(multipart([field('kind', 'x'.repeat(2000)), file('file', 'a.txt')])), [{ location: 'body', path: 'kind' }]);
    });

    it('a field name over 100 bytes: 422', async () => {
      expectValidationError(await send(multipart([field('k'.repeat(150), 'x'), file('file', 'a.txt')])), [{ location: 'body', path: '' }]);
    });

    it('a part without a name: 422', async () => {
      expectValidationError(await send(multipart([{ disposition: 'form-data', content: 'x' }, file('file', 'a.txt')])), [{ location: 'body', path: '' }]);
    });

    it('a field name with an array index past the limit: 422 naming it', async () => {
      expectValidationError(await send(multipart([field('kind[5000]', 'resume'), file('file', 'a.txt')])), [{ location: 'body', path: 'kind[5000]' }]);
    });

    it('a file over DOCUMENT_MAX_BYTES: 413', async () => {
      expectError(await send(multipart([file('file', 'big.txt', 'a'.repeat(maxBytes() + 1))])), 413, 'PAYLOAD_TOO_LARGE');
    });

    it('no boundary, a malformed part header, a body cut short: 400 INVALID_MULTIPART', async () => {
      expectError(await send(multipart([file('file', 'a.txt')]), 'multipart/form-data'), 400, 'INVALID_MULTIPART');
      expectError(await send(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)), 400, 'INVALID_MULTIPART');
      expectError(await send(multipart([file('file', 'a.txt')], { truncated: true })), 400, 'INVALID_MULTIPART');
    });
  });

  it('takes an empty optional field as not sent, as Swagger UI sends a field left blank', async () => {
    const created = expectSuccess(
      await send(multipart([field('applicationId', ''), field('kind', ''), file('file', 'blank-fields.txt', 'blank fields')])),
      201,
    );
    expect(created).toMatchObject({ applicationId: null, kind: 'other', filename: 'blank-fields.txt' });
    // A value is still checked, and JSON is never coerced: an empty string there is a string.
    expectValidationError(await send(multipart([field('applicationId', 'nope'), file('file', 'x.txt', 'x')])), [{ location: 'body', path: 'applicationId' }]);
    expectValidationError(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'a.txt', contentBase64: 'b2s=', applicationId: '' }), [
      { location: 'body', path: 'applicationId' },
    ]);
    const { candidate, application } = await applicationInJob(d.t);
    expect(
      expectSuccess(
        await send(multipart([field('applicationId', application.id), field('kind', ''), file('file', 'y.txt', 'linked')]), undefined, candidate.id),
        201,
      ),
    ).toMatchObject({ applicationId: application.id, kind: 'other' });
  });

  it('refuses bidirectional controls in a filename (multipart and JSON), as it refuses control characters', async () => {
    const before = await d.storage.keys();
    expectValidationError(await d.t.api.post(`/candidates/${candidateId}/documents`).attach('file', Buffer.from('rlo'), 'cv\u202efdp.exe'), [
      { location: 'body', path: 'file' },
    ]);
    expectValidationError(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'cv\u2066.pdf', contentBase64: 'b2s=' }), [
      { location: 'body', path: 'filename' },
    ]);
    expect(await d.storage.keys()).toEqual(before);
  });

  it('takes a JSON upload of megabytes of base64 (no regular expression to overflow the stack)', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 'large text upload ');
    const base64 = bytes.toString('base64');
    expect(base64.length).toBeGreaterThan(3_358_716);
    const created = expectSuccess(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'large.txt', contentBase64: base64 }), 201);
    expect(created.sizeBytes).toBe(bytes.length);
    const [issue] = expectValidationError(
      await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'large.txt', contentBase64: `${base64.slice(0, -4)}!!!!` }),
      [{ location: 'body', path: 'contentBase64' }],
    );
    expect(issue.message).toMatch(/base64/);
    // One byte over DOCUMENT_MAX_BYTES still fits the route's JSON limit: the service's 413, not the body parser's.
    const overMax = Buffer.alloc(maxBytes() + 1, 'x').toString('base64');
    expectError(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'over.txt', contentBase64: overMax }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

/** A 1 MiB tmpfs when this process may mount one (root on Linux); otherwise the test is reported as skipped. */
function mountSmallTmpfs(directory: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', directory], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('documents: a full document store (file driver on a 1 MiB tmpfs)', () => {
  const directory = path.join(tmpdir(), `ats-full-store-${process.pid}`);
  let mounted = false;
  let d: DocumentsApp;
  let candidateId: string;

  beforeAll(async () => {
    await mkdir(directory, { recursive: true });
    mounted = mountSmallTmpfs(directory);
    if (!mounted) return;
    d = await createDocumentsApp('file', { DOCUMENT_STORAGE_URL: `file:${path.join(directory, 'store')}` });
    candidateId = (await d.t.factory.candidate()).id;
  });
  afterAll(async () => {
    await d?.close();
    if (mounted) execFileSync('umount', [directory]);
    await rm(directory, { recursive: true, force: true });
  });

  it('answers 507 INSUFFICIENT_STORAGE, keeps no partial file and no row, and takes uploads again once space is freed', async () => {
    if (!mounted) return console.warn('documents-limits: cannot mount a tmpfs here (needs root on Linux); the full-store test did not run');
    const filler = path.join(directory, 'filler');
    // Most of the 1 MiB taken; 600 KiB more does not fit.
    await writeFile(filler, Buffer.alloc(700 * 1024));
    const bytes = Buffer.alloc(600 * 1024, 'no room ');
    const count = async () => Number((await d.t.db.query('SELECT count(*) AS n FROM documents'))[0].n);
    const rows = await count();
    expectError(await d.t.api.post(`/candidates/${candidateId}/documents`).attach('file', bytes, 'full.txt'), 507, 'INSUFFICIENT_STORAGE');
    expectError(
      await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'full.txt', contentBase64: bytes.toString('base64') }),
      507,
      'INSUFFICIENT_STORAGE',
    );
    expect(await d.storage.keys()).toEqual([]);
    expect(await count()).toBe(rows);

    await rm(filler);
    const created = expectSuccess(await d.t.api.post(`/candidates/${candidateId}/documents`).attach('file', bytes, 'fits.txt'), 201);
    expect(created.sizeBytes).toBe(bytes.length);
    expect(await d.storage.keys()).toHaveLength(1);
  });
});
