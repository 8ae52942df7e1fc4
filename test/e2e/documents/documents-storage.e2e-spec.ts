import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import { DocumentOrphanSweep, DocumentsService } from '@app/documents';
import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { expectTimestamp, UUID } from '../../helpers/common';
import { pdfWith } from '../../fixtures/documents';
import { bootDocumentsWorker, createDocumentsApp, DOCUMENT_KEYS, type DocumentsApp, type Driver } from '../../kits/documents-kit';

const MAX_BYTES = 8192;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const text = (size: number, fill = 'a') => Buffer.alloc(size, fill);

/** supertest's parser for a binary body: the bytes as a Buffer in `response.body`. */
function collectBytes(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
const binary = (response: Response): Buffer => response.body as Buffer;

describe.each<Driver>(['file', 's3'])('documents: byte paths on the %s driver (docs/api/documents.md#erasure-merge-and-storage)', (driver) => {
  let d: DocumentsApp;
  let candidateId: string;

  beforeAll(async () => {
    d = await createDocumentsApp(driver, { DOCUMENT_MAX_BYTES: String(MAX_BYTES) });
    candidateId = (await d.t.factory.candidate()).id;
  });
  afterAll(() => d?.close());

  const upload = (bytes: Buffer, filename: string, fields: Record<string, string> = {}, to = candidateId) => {
    let request = d.t.api.post(`/candidates/${to}/documents`);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request.attach('file', bytes, filename);
  };
  const download = (id: string) => d.t.api.get(`/documents/${id}/content`).buffer(true).parse(collectBytes);

  it('uploads a multipart file, presents it, lists it and streams it back with its headers', async () => {
    const pdf = pdfWith(['Ada Lovelace', 'Analyst']);
    const document = expectSuccess(await upload(pdf, 'C:\\Users\\ada\\Résumé (2026).pdf', { kind: 'resume' }), 201);
    expect(Object.keys(document).sort()).toEqual(DOCUMENT_KEYS);
    expect(document).toMatchObject({
      candidateId,
      applicationId: null,
      kind: 'resume',
      filename: 'Résumé (2026).pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: sha256(pdf),
      textStatus: 'pending',
    });
    expect(document.id).toMatch(UUID);
    expectTimestamp(document.createdAt);
    expect(expectSuccess(await d.t.api.get(`/documents/${document.id}`))).toEqual(document);
    expect(expectPage(await d.t.api.get(`/candidates/${candidateId}/documents`).query({ kind: 'resume' }), 20).items).toEqual([document]);
    expect(expectPage(await d.t.api.get(`/candidates/${candidateId}/documents`).query({ kind: 'portfolio' }), 20).items).toEqual([]);

    const content = await download(document.id);
    expect(content.status).toBe(200);
    expect(binary(content).equals(pdf)).toBe(true);
    expect(content.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': "attachment; filename*=UTF-8''R%C3%A9sum%C3%A9%20%282026%29.pdf",
      'x-content-type-options': 'nosniff',
      etag: `"${sha256(pdf)}"`,
    });
  });

  it('answers If-None-Match with 304, a single Range with 206 and Content-Range, and a range past the end with 416', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const document = expectSuccess(await upload(bytes, 'digits.txt'), 201);
    const notModified = await d.t.api.get(`/documents/${document.id}/content`).set('If-None-Match', `"${document.sha256}"`);
    expect(notModified.status).toBe(304);
    expect(notModified.text ?? '').toBe('');
    expect((await download(document.id).set('If-None-Match', '"other"')).status).toBe(200);

    const partial = await download(document.id).set('Range', 'bytes=2-5');
    expect(partial.status).toBe(206);
    expect(binary(partial).toString()).toBe('2345');
    expect(partial.headers).toMatchObject({ 'content-range': `bytes 2-5/${bytes.length}`, 'content-length': '4', etag: `"${document.sha256}"` });
    const suffix = await download(document.id).set('Range', 'bytes=-3');
    expect([suffix.status, binary(suffix).toString()]).toEqual([206, 'hij']);

    const unsatisfiable = await d.t.api.get(`/documents/${document.id}/content`).set('Range', `bytes=${bytes.length}-`);
    expectError(unsatisfiable, 416, 'RANGE_NOT_SATISFIABLE');
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('takes JSON with base64 content, and the same bytes again return the existing document with 200 and store nothing new', async () => {
    const bytes = Buffer.from('plain UTF-8 text: José');
    const created = expectSuccess(
      await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'notes/cv.txt', contentBase64: bytes.toString('base64'), kind: 'cover_letter' }),
      201,
    );
    expect(created).toMatchObject({ filename: 'cv.txt', contentType: 'text/plain', kind: 'cover_letter', sizeBytes: bytes.length });
    const before = await d.storage.keys();
    expect(expectSuccess(await upload(bytes, 'other-name.txt'), 200)).toEqual(created);
    expect(
      expectSuccess(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'x.txt', contentBase64: bytes.toString('base64') }), 200),
    ).toEqual(created);
    expect(await d.storage.keys()).toEqual(before);
    // Another candidate may hold the same bytes.
    const other = (await d.t.factory.candidate()).id;
    expect(expectSuccess(await upload(bytes, 'cv.txt', {}, other), 201).id).not.toBe(created.id);
  });

  it('answers concurrent uploads of the same bytes with one document, keeping one copy of the bytes', async () => {
    const owner = (await d.t.factory.candidate()).id;
    const before = await d.storage.keys();
    const bytes = Buffer.from(`raced ${Date.now()}`);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(bytes, `race-${i}.txt`, {}, owner)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
    expect((await d.storage.keys()).filter((key) => !before.includes(key))).toHaveLength(1);
  });

  it('accepts DOCUMENT_MAX_BYTES exactly and refuses one byte more with 413, storing nothing (multipart and JSON)', async () => {
    const before = await d.storage.keys();
    expectError(await upload(text(MAX_BYTES + 1, 'b'), 'big.txt'), 413, 'PAYLOAD_TOO_LARGE');
    expectError(
      await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'big.txt', contentBase64: text(MAX_BYTES + 1, 'c').toString('base64') }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectError(await upload(text(5 * MAX_BYTES, 'd'), 'bigger.txt'), 413, 'PAYLOAD_TOO_LARGE');
    // A JSON body over the route's own limit (the base64 of DOCUMENT_MAX_BYTES and 64 KiB) stops at the body parser.
    const overRouteLimit = { filename: 'huge.txt', contentBase64: 'QUJD'.repeat(40_000) };
    expectError(await d.t.api.post(`/candidates/${candidateId}/documents`, overRouteLimit), 413, 'PAYLOAD_TOO_LARGE');
    expect(await d.storage.keys()).toEqual(before);
    expect(expectSuccess(await upload(text(MAX_BYTES, 'e'), 'exact.txt'), 201).sizeBytes).toBe(MAX_BYTES);
    expect(
      expectSuccess(
        await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'exact.txt', contentBase64: text(MAX_BYTES, 'f').toString('base64') }),
        201,
      ).sizeBytes,
    ).toBe(MAX_BYTES);
  });

  it('refuses what it cannot accept without storing anything', async () => {
    const before = await d.storage.keys();
    expectValidationError(await upload(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'x.gif'), [{ location: 'body', path: 'file' }]);
    expectValidationError(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'e.txt', contentBase64: '' }), [
      { location: 'body', path: 'contentBase64' },
    ]);
    expectValidationError(await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'dir/a\u0007.txt', contentBase64: 'b2s=' }), [
      { location: 'body', path: 'filename' },
    ]);
    expectError(await upload(Buffer.from('ok for a missing candidate'), 'a.txt', {}, '0190a0b4-8a3e-7c2d-9f00-1234567890ab'), 404, 'NOT_FOUND');
    expect(await d.storage.keys()).toEqual(before);
  });

  it('deletes the row and the bytes', async () => {
    const document = expectSuccess(await upload(Buffer.from('to be deleted'), 'gone.txt'), 201);
    const [{ storage_key: key }] = await d.t.db.query('SELECT storage_key FROM documents WHERE id = $1', [document.id]);
    expect(await d.storage.keys()).toContain(key);
    expect(expectSuccess(await d.t.api.delete(`/documents/${document.id}`))).toEqual({ deleted: true });
    expect(await d.storage.keys()).not.toContain(key);
    expectError(await d.t.api.get(`/documents/${document.id}`), 404, 'NOT_FOUND');
    expectError(await d.t.api.get(`/documents/${document.id}/content`), 404, 'NOT_FOUND');
    expectError(await d.t.api.delete(`/documents/${document.id}`), 404, 'NOT_FOUND');
  });

  it("erases a candidate's documents: rows in the transaction, bytes after commit, nothing on rollback", async () => {
    const owner = (await d.t.factory.candidate()).id;
    const document = expectSuccess(await upload(Buffer.from('erase me'), 'e.txt', {}, owner), 201);
    const [{ storage_key: key }] = await d.t.db.query('SELECT storage_key FROM documents WHERE id = $1', [document.id]);
    const service = d.t.app.get(DocumentsService);
    await expect(
      d.t.db.transaction(async (tx) => {
        await service.eraseCandidateDocuments(tx, owner);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await d.storage.keys()).toContain(key);
    expectSuccess(await d.t.api.get(`/documents/${document.id}`));
    await d.t.db.transaction((tx) => service.eraseCandidateDocuments(tx, owner));
    expectError(await d.t.api.get(`/documents/${document.id}`), 404, 'NOT_FOUND');
    expect(await d.storage.keys()).not.toContain(key);
  });

  it('leaves no row when the commit fails after the byte write, and the sweep removes those bytes once old enough', async () => {
    await d.t.db.query(
      `CREATE FUNCTION fail_crash_upload() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.filename = 'crash.txt' THEN RAISE EXCEPTION ` +
        `'simulated crash before commit'; END IF; RETURN NEW; END $$`,
    );
    await d.t.db.query(`CREATE TRIGGER crash_upload BEFORE INSERT ON documents FOR EACH ROW EXECUTE FUNCTION fail_crash_upload()`);
    const before = await d.storage.keys();
    // The process "dies" before it can clean up: removals fail, as they would never run.
    d.storage.failRemovals = true;
    try {
      expectError(await upload(Buffer.from('bytes written, row never committed'), 'crash.txt'), 500, 'INTERNAL_ERROR');
    } finally {
      d.storage.failRemovals = false;
    }
    expect(await d.t.db.query(`SELECT id FROM documents WHERE filename = 'crash.txt'`)).toEqual([]);
    const orphans = (await d.storage.keys()).filter((key) => !before.includes(key));
    expect(orphans).toHaveLength(1);

    // The worker's sweep (on the same store): the default age keeps the young orphan, an age of 0 removes it.
    const worker = await bootDocumentsWorker(d.t.config);
    try {
      const sweep = worker.get(DocumentOrphanSweep);
      expect(await sweep.sweep()).toBe(0);
      expect(await d.storage.keys()).toContain(orphans[0]);
      expect(await sweep.sweep(0)).toBe(1);
    } finally {
      await worker.close();
    }
    expect(await d.storage.keys()).toEqual(before);
    // Referenced bytes stay.
    for (const { storage_key: key } of await d.t.db.query('SELECT storage_key FROM documents')) expect(before).toContain(key);
  });
});
