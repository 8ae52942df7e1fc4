import type { INestApplicationContext } from '@nestjs/common';
import { Webhook } from 'standardwebhooks';
import { expectError, expectForbidden, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf, adminUser, waitFor } from '../../helpers/common';
import { brokenPdf, docFile, docxWith, gif, jpeg, pdfWith, plainZip, png, rtfWith } from '../../fixtures/documents';
import { applicationInJob, finishedRuns } from '../../kits/runs-kit';
import { publishedAutomation } from '../../kits/automations-kit';
import { createWebhook, Receiver } from '../../kits/webhooks-kit';
import { bootDocumentsWorker, createDocumentsApp, type DocumentsApp } from '../../kits/documents-kit';

describe('documents: rules, scopes, events and text extraction (docs/api/documents.md)', () => {
  let d: DocumentsApp;
  let worker: INestApplicationContext;
  let receiver: Receiver;
  let candidateId: string;

  beforeAll(async () => {
    d = await createDocumentsApp('file', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '1' });
    worker = await bootDocumentsWorker(d.t.config);
    receiver = await Receiver.start();
    candidateId = (await d.t.factory.candidate()).id;
  });
  afterAll(async () => {
    await worker?.close();
    await receiver?.close();
    await d?.close();
  });

  const upload = (bytes: Buffer, filename: string, fields: Record<string, string> = {}, api = d.t.api, to = candidateId) => {
    let request = api.post(`/candidates/${to}/documents`);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request.attach('file', bytes, filename);
  };
  const textOf = (id: string) =>
    waitFor(
      `the text of ${id}`,
      async () => {
        const text = expectSuccess(await d.t.api.get(`/documents/${id}/text`));
        return text.textStatus === 'pending' ? undefined : text;
      },
      20_000,
      100,
    );

  describe('content type from the bytes', () => {
    it.each([
      ['resume.pdf', 'application/pdf', () => pdfWith(['x'])],
      ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', () => docxWith(['x'])],
      ['old.doc', 'application/msword', docFile],
      ['letter.rtf', 'application/rtf', () => rtfWith('x')],
      ['photo.png', 'image/png', png],
      ['photo.jpg', 'image/jpeg', jpeg],
      ['notes.txt', 'text/plain', () => Buffer.from('plain text')],
    ])('%s is %s whatever the client says', async (filename, contentType, bytes) => {
      const response = await d.t.api
        .post(`/candidates/${candidateId}/documents`)
        .attach('file', await bytes(), { filename, contentType: 'application/x-whatever' });
      expect(expectSuccess(response, 201).contentType).toBe(contentType);
    });

    it('refuses other types, naming what was detected, in the multipart file and in contentBase64', async () => {
      const [gifIssue] = expectValidationError(await upload(gif(), 'cv.pdf'), [{ location: 'body', path: 'file' }]);
      expect(gifIssue.message).toMatch(/image\/gif/);
      const [zipIssue] = expectValidationError(
        await d.t.api.post(`/candidates/${candidateId}/documents`, { filename: 'cv.docx', contentBase64: (await plainZip()).toString('base64') }),
        [{ location: 'body', path: 'contentBase64' }],
      );
      expect(zipIssue.message).toMatch(/application\/zip/);
      const [emptyIssue] = expectValidationError(await upload(Buffer.alloc(0), 'empty.txt'), [{ location: 'body', path: 'file' }]);
      expect(emptyIssue.message).toMatch(/empty/);
    });
  });

  describe('body rules', () => {
    it('validates the JSON form: required fields, base64, kind, unknown keys, filename', async () => {
      const post = (body: unknown) => d.t.api.post(`/candidates/${candidateId}/documents`, body);
      expectValidationError(await post({}), [
        { location: 'body', path: 'filename' },
        { location: 'body', path: 'contentBase64' },
      ]);
      expectValidationError(await post({ filename: 'a.txt', contentBase64: 'not base64!' }), [{ location: 'body', path: 'contentBase64' }]);
      expectValidationError(await post({ filename: 'a.txt', contentBase64: 'b2s=', kind: 'photo', extra: 1 }), [
        { location: 'body', path: 'kind' },
        { location: 'body', path: 'extra' },
      ]);
      expectValidationError(await post({ filename: 'dir/', contentBase64: 'b2s=' }), [{ location: 'body', path: 'filename' }]);
      expectValidationError(await post({ filename: 'x'.repeat(256), contentBase64: 'b2s=' }), [{ location: 'body', path: 'filename' }]);
      expect(expectSuccess(await post({ filename: `dir\\${'y'.repeat(255)}`, contentBase64: 'b2s=' }), 201).filename).toBe('y'.repeat(255));
    });

    it('needs the file part in a multipart body, and takes applicationId only for an application of this candidate', async () => {
      expectValidationError(await d.t.api.post(`/candidates/${candidateId}/documents`).field('kind', 'resume'), [{ location: 'body', path: 'file' }]);
      const { candidate, application } = await applicationInJob(d.t);
      expectValidationError(await upload(Buffer.from('other candidate'), 'a.txt', { applicationId: application.id }), [
        { location: 'body', path: 'applicationId' },
      ]);
      const linked = expectSuccess(
        await upload(Buffer.from('own application'), 'a.txt', { applicationId: application.id, kind: 'offer_letter' }, d.t.api, candidate.id),
        201,
      );
      expect(linked).toMatchObject({ applicationId: application.id, kind: 'offer_letter', candidateId: candidate.id });
    });

    it('takes multipart on the upload route only: other routes still answer 415', async () => {
      expectError(await d.t.api.post('/candidates').attach('file', Buffer.from('x'), 'x.txt'), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expectError(await d.t.api.post(`/candidates/${candidateId}/documents`).set('Content-Type', 'text/plain').send('hello'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 404 for an unknown candidate or document and 422 for a malformed id', async () => {
      const missing = '0190a0b4-8a3e-7c2d-9f00-1234567890ab';
      expectError(await d.t.api.get(`/candidates/${missing}/documents`), 404, 'NOT_FOUND');
      expectError(await d.t.api.get(`/documents/${missing}/text`), 404, 'NOT_FOUND');
      expectValidationError(await d.t.api.get('/documents/abc'), [{ location: 'path', path: 'id' }]);
      expectValidationError(await d.t.api.get(`/candidates/${candidateId}/documents`).query({ kind: 'photo' }), [{ location: 'query', path: 'kind' }]);
    });
  });

  it('documents the multipart body in OpenAPI so that "Try it out" can upload a file', async () => {
    const document = (await d.t.api.get('/docs-json')).body;
    const body = document.paths['/api/v1/candidates/{id}/documents'].post.requestBody.content;
    expect(Object.keys(body).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(document.components.schemas.UploadDocumentForm.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(document.components.schemas.UploadDocumentJson.required.sort()).toEqual(['contentBase64', 'filename']);
  });

  it('needs documents:read to read and documents:write to upload and delete', async () => {
    const document = expectSuccess(await upload(Buffer.from('scoped'), 'scoped.txt'), 201);
    const reader = d.t.as((await d.t.factory.apiKey(['documents:read'])).key);
    expectSuccess(await reader.get(`/documents/${document.id}`));
    expectSuccess(await reader.get(`/candidates/${candidateId}/documents`));
    expect((await reader.get(`/documents/${document.id}/content`)).status).toBe(200);
    expectForbidden(await upload(Buffer.from('nope'), 'n.txt', {}, reader), 'documents:write');
    expectForbidden(await reader.delete(`/documents/${document.id}`), 'documents:write');
    const candidatesOnly = d.t.as((await d.t.factory.apiKey(['candidates:read', 'candidates:write'])).key);
    expectForbidden(await candidatesOnly.get(`/documents/${document.id}`), 'documents:read');
    expectError(await d.t.as(undefined).get(`/documents/${document.id}/content`), 401, 'UNAUTHORIZED');
  });

  describe('text extraction in the worker', () => {
    it.each([
      ['a PDF', 'cv.pdf', () => pdfWith(['Grace Hopper', 'Rear admiral, COBOL']), 'extracted', /Grace Hopper\s+Rear admiral, COBOL/],
      ['a DOCX', 'cv.docx', () => docxWith(['Ada Lovelace', 'Analytical engine']), 'extracted', /Ada Lovelace\s+Analytical engine/],
      ['RTF', 'cv.rtf', () => rtfWith("Jos\\'e9 Mart\\'ednez\\par Engineer"), 'extracted', /José Martínez\nEngineer/],
      // PostgreSQL stores no NUL, nor half a surrogate pair: U+FFFD stands in their place.
      ['a DOCX with a NUL', 'nul.docx', () => docxWith(['Engineer\u0000Python']), 'extracted', /^Engineer\ufffdPython\s*$/],
      ['RTF with a NUL and half a pair', 'nul.rtf', () => rtfWith('Ada\\u0 ?Lovelace \\u-10179 ?end'), 'extracted', /^Ada\ufffdLovelace \ufffdend$/],
      ['plain text', 'cv.txt', () => Buffer.from('Plain résumé'), 'extracted', /^Plain résumé$/],
      ['a PNG', 'p.png', png, 'unsupported', null],
      ['a DOC', 'o.doc', docFile, 'unsupported', null],
      ['a broken PDF', 'broken.pdf', brokenPdf, 'failed', null],
    ])('%s → %s', async (_what, filename, bytes, textStatus, text) => {
      // A candidate of its own: the same bytes were uploaded to the shared one above.
      const owner = (await d.t.factory.candidate()).id;
      const document = expectSuccess(await upload(await bytes(), filename, {}, d.t.api, owner), 201);
      expect(document.textStatus).toBe('pending');
      const result = await textOf(document.id);
      expect(result.textStatus).toBe(textStatus);
      if (text === null) expect(result.text).toBeNull();
      else expect(result.text).toMatch(text);
      expect(expectSuccess(await d.t.api.get(`/documents/${document.id}`)).textStatus).toBe(textStatus);
    });

    it('catches a document whose job was lost (the reconciler enqueues it again)', async () => {
      const bytes = Buffer.from('lost job text');
      const document = expectSuccess(await upload(bytes, 'lost.txt'), 201);
      await textOf(document.id);
      // As if the enqueue after commit had been lost: pending again, no job.
      await d.t.db.query(`UPDATE documents SET text_status = 'pending', text = NULL WHERE id = $1`, [document.id]);
      expect((await textOf(document.id)).text).toBe('lost job text');
    });
  });

  it('records document.uploaded and document.deleted in the activity feed and delivers them to webhooks and automations', async () => {
    const webhook = await createWebhook(d.t.api, { url: receiver.url('/documents'), events: ['document.uploaded', 'document.deleted'] });
    const automation = await publishedAutomation(d.t, {
      trigger: { event: 'document.uploaded' },
      actions: [{ type: 'add_tag', config: { label: 'has-resume' } }],
    });
    const owner = await d.t.factory.candidate();
    const document = expectSuccess(await upload(Buffer.from('event me'), 'events.txt', { kind: 'resume' }, d.t.api, owner.id), 201);
    expectSuccess(await d.t.api.delete(`/documents/${document.id}`));

    const admin = await adminUser(d.t.api);
    const metadata = { candidateId: owner.id, applicationId: null, kind: 'resume', filename: 'events.txt' };
    const feed = await activityOf(d.t.api, document.id);
    expect(feed.map((event) => [event.type, event.entityType, event.entityId, event.metadata, event.actor])).toEqual([
      ['document.deleted', 'document', document.id, metadata, { id: admin.id, name: admin.name }],
      ['document.uploaded', 'document', document.id, metadata, { id: admin.id, name: admin.name }],
    ]);
    expectSuccess(await d.t.api.get('/activity-events').query({ entityType: 'document', entityId: document.id }));

    const received = await waitFor('two document deliveries', () => (receiver.at('/documents').length >= 2 ? receiver.at('/documents') : undefined), 15_000);
    for (const request of received) new Webhook(webhook.secret).verify(request.body, request.headers);
    expect(received.map((request) => [request.json.type, request.json.data])).toEqual(
      expect.arrayContaining([
        ['document.uploaded', document],
        // The worker may have extracted the text before the delete: the event shows the document as it was then.
        ['document.deleted', { ...document, textStatus: expect.stringMatching(/^(pending|extracted)$/) }],
      ]),
    );

    const [run] = await finishedRuns(d.t.api, automation.id, 1);
    expect(run.status).toBe('succeeded');
    const tags = expectSuccess(await d.t.api.get(`/candidates/${owner.id}/tags`));
    expect(tags.map((tag: { label: string }) => tag.label)).toContain('has-resume');
    await d.t.api.delete(`/webhooks/${webhook.id}`);
  });
});
