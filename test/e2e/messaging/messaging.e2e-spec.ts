import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { rawRequest } from '../../helpers/api-client';
import { expectError, expectPage, expectSuccess, expectValidationError } from '../../helpers/assertions';
import { activityOf, unique, waitFor } from '../../helpers/common';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { SmtpTestServer } from '../../helpers/smtp';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bootWorker } from '../../helpers/worker';
import { readToEnd } from '../../kits/changes-kit';
import { createApplication } from '../../kits/pipeline-kit';

const MESSAGE_KEYS = [
  'applicationId',
  'body',
  'candidateId',
  'createdAt',
  'direction',
  'failedReason',
  'from',
  'id',
  'sender',
  'sentAt',
  'status',
  'subject',
  'templateId',
  'threadId',
  'to',
  'updatedAt',
];

/** Messaging over the wire with the real worker and a real SMTP server on 127.0.0.1 (docs/api/messaging.md). */
describe('messaging', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await createTestApp({
      MAIL_URL: smtp.url,
      MAIL_FROM: 'Acme Hiring <jobs@acme.example>',
      MAIL_REPLY_DOMAIN: 'replies.acme.example',
      PUBLIC_BASE_URL: 'https://ats.acme.example',
      COMPANY_NAME: 'Acme',
    });
    worker = await bootWorker({ config: t.config });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await smtp?.close();
  });

  const messageOf = async (id: string) => expectSuccess(await t.api.get(`/messages/${id}`));

  it('templates: 201 with exactly their keys, 422 naming an unknown placeholder, 409 on a taken name, 404 after delete', async () => {
    const name = `Invite ${unique()}`;
    const template = expectSuccess(
      await t.api.post('/message-templates', { name, subject: 'About {{job.title}}', body: 'Hi **{{candidate.firstName}}**', kind: 'stage_update' }),
      201,
    );
    expect(Object.keys(template).sort()).toEqual(['body', 'createdAt', 'id', 'kind', 'name', 'subject', 'updatedAt']);
    const [issue] = expectValidationError(await t.api.post('/message-templates', { name: `X ${unique()}`, subject: 'Hi {{first_name}}', body: 'x' }), [
      { location: 'body', path: 'subject' },
    ]);
    expect(issue.message).toContain('{{first_name}}');
    expectValidationError(await t.api.post('/message-templates', { name: '', subject: 'a\r\nBcc: x@evil.example', body: '{{nope}}' }), [
      { location: 'body', path: 'name' },
      { location: 'body', path: 'subject' },
      { location: 'body', path: 'body' },
    ]);
    expectError(await t.api.post('/message-templates', { name, subject: 's', body: 'b' }), 409, 'CONFLICT');
    expect(expectSuccess(await t.api.patch(`/message-templates/${template.id}`, {}))).toEqual(template);
    expect(expectPage(await t.api.get('/message-templates'), 20).items.map((row) => row.id)).toContain(template.id);
    expectSuccess(await t.api.delete(`/message-templates/${template.id}`));
    expectError(await t.api.get(`/message-templates/${template.id}`), 404, 'NOT_FOUND');
  });

  it('sends a message: 202 queued with exactly its keys, then sent by the worker, with its event filed under the application', async () => {
    const application = await createApplication(t);
    const response = await t.api
      .post(`/candidates/${application.candidateId}/messages`, { subject: 'Next steps', body: 'Hi {{candidate.firstName}}', applicationId: application.id })
      .set('Idempotency-Key', `send-${unique()}`);
    const queued = expectSuccess(response, 202);
    expect(Object.keys(queued).sort()).toEqual(MESSAGE_KEYS);
    expect(queued).toMatchObject({ status: 'queued', direction: 'outbound', from: 'jobs@acme.example', applicationId: application.id });
    const sent = await waitFor('the message sent', async () => {
      const message = await messageOf(queued.id);
      return message.status === 'sent' ? message : undefined;
    });
    expect(sent.sentAt).not.toBeNull();
    const mail = smtp.mails.find((received) => received.parsed.messageId === `<${queued.id}@replies.acme.example>`);
    expect(mail?.parsed.subject).toBe('Next steps');
    const activity = await activityOf(t.api, application.id);
    expect(activity.map((event) => event.type)).toEqual(expect.arrayContaining(['message.queued', 'message.sent']));
    const { changes } = await readToEnd(t.api);
    const change = changes.filter((row) => row.resourceType === 'message' && row.resourceId === queued.id).pop();
    expect(change?.data).toEqual(sent);
    const listed = expectPage(await t.api.get(`/candidates/${application.candidateId}/messages`), 20).items;
    expect(listed.map((row) => row.id)).toEqual([queued.id]);
    expect(expectPage(await t.api.get('/messages').query({ threadId: queued.threadId, status: 'sent' }), 20).items.map((row) => row.id)).toEqual([queued.id]);
  });

  it('refuses bad bodies (422 every rule), an unknown candidate (404), and needs messages:write', async () => {
    const candidate = await t.factory.candidate();
    expectValidationError(await t.api.post(`/candidates/${candidate.id}/messages`, { templateId: UNKNOWN_UUID, subject: 'x', sendAt: 'tomorrow', extra: 1 }), [
      { location: 'body', path: 'extra' },
      { location: 'body', path: 'sendAt' },
      { location: 'body', path: 'templateId' },
    ]);
    expectError(await t.api.post(`/candidates/${UNKNOWN_UUID}/messages`, { subject: 'x', body: 'y' }), 404, 'NOT_FOUND');
    const reader = (await t.factory.apiKey(['candidates:write', 'messages:read'])).key as string;
    const refused = expectError(await t.as(reader).post(`/candidates/${candidate.id}/messages`, { subject: 'x', body: 'y' }), 403, 'FORBIDDEN');
    expect(refused.details).toEqual({ requiredScope: 'messages:write' });
  });

  it('cancels a scheduled message (409 INVALID_STATE once canceled)', async () => {
    const candidate = await t.factory.candidate();
    const sendAt = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = expectSuccess(await t.api.post(`/candidates/${candidate.id}/messages`, { subject: 'Later', body: 'x', sendAt }), 202);
    expect(scheduled.status).toBe('scheduled');
    expect(expectSuccess(await t.api.post(`/messages/${scheduled.id}/cancel`)).status).toBe('canceled');
    const conflict = expectError(await t.api.post(`/messages/${scheduled.id}/cancel`), 409, 'INVALID_STATE');
    expect(conflict.details).toEqual({ status: 'canceled', allowed: ['scheduled'] });
  });

  it('one-click unsubscribe (RFC 8058) from the mail, listed in /suppressions; only an admin lifts it', async () => {
    const candidate = await t.factory.candidate();
    const first = expectSuccess(await t.api.post(`/candidates/${candidate.id}/messages`, { subject: 'First', body: 'x' }), 202);
    await waitFor('the first mail', () => smtp.mails.find((received) => received.parsed.messageId === `<${first.id}@replies.acme.example>`));
    const mail = smtp.mails.find((received) => received.parsed.messageId === `<${first.id}@replies.acme.example>`)!;
    const url = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail.raw)![1];
    const path = new URL(url).pathname;
    const unsubscribed = await request(t.app.getHttpServer())
      .post(path)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toEqual({ data: { unsubscribed: true }, meta: {} });
    expectError(await rawRequest(t.app.getHttpServer()).post(`/api/v1/public/unsubscribe/${'00000000-0000-4000-8000-000000000000'}`), 404, 'NOT_FOUND');
    const suppression = expectPage(await t.api.get('/suppressions'), 20).items.find((row) => row.candidateId === candidate.id);
    expect(suppression).toEqual({
      id: expect.any(String),
      address: candidate.email,
      reason: 'unsubscribed',
      candidateId: candidate.id,
      createdAt: expect.any(String),
    });
    const second = expectSuccess(await t.api.post(`/candidates/${candidate.id}/messages`, { subject: 'Second', body: 'x' }), 202);
    await waitFor('the second message suppressed', async () => (await messageOf(second.id)).status === 'suppressed');
    expect(await messageOf(second.id)).toMatchObject({ failedReason: 'unsubscribed' });
    const recruiter = await t.factory.user({ role: 'recruiter' });
    const recruiterKey = (await t.factory.apiKey(['*'], { ownerId: recruiter.id })).key as string;
    const forbidden = expectError(await t.as(recruiterKey).delete(`/suppressions/${suppression.id}`), 403, 'FORBIDDEN');
    expect(forbidden.details).toEqual({ requiredRole: 'admin' });
    expectSuccess(await t.api.delete(`/suppressions/${suppression.id}`));
    expectError(await t.api.delete(`/suppressions/${suppression.id}`), 404, 'NOT_FOUND');
  });

  it("a merge moves the duplicate's messages, their threads with them, to the survivor", async () => {
    const survivor = await t.factory.candidate();
    const application = await createApplication(t);
    const message = expectSuccess(
      await t.api.post(`/candidates/${application.candidateId}/messages`, { subject: 'Merge', body: 'x', applicationId: application.id }),
      202,
    );
    expectSuccess(await t.api.post(`/candidates/${survivor.id}/merge`, { duplicateId: application.candidateId }));
    expect(await messageOf(message.id)).toMatchObject({ candidateId: survivor.id, applicationId: application.id, threadId: message.threadId });
  });

  it('erasing the candidate deletes their messages', async () => {
    const candidate = await t.factory.candidate();
    const message = expectSuccess(await t.api.post(`/candidates/${candidate.id}/messages`, { subject: 'Bye', body: 'x' }), 202);
    expectSuccess(await t.api.delete(`/candidates/${candidate.id}`));
    expectError(await t.api.get(`/messages/${message.id}`), 404, 'NOT_FOUND');
  });
});
