import { Module } from '@nestjs/common';
import { ApplicationsModule } from '@app/applications';
import { CandidatesService } from '@app/candidates';
import { ConfigModule, ConflictError, InvalidStateError, NotFoundError, ValidationFailedError } from '@app/core';
import { CareersEnvironment } from '@app/job-posts';
import { JobsModule } from '@app/jobs';
import {
  MailTransport,
  MessageSender,
  MessagesService,
  MessageTemplatesService,
  MessagingEnvironment,
  MessagingModule,
  UnsubscribeService,
  type MessageResponse,
} from '@app/messaging';
import { ConsentRequestsEnvironment, PrivacyModule } from '@app/privacy';
import { WebhooksEnvironment } from '@app/webhooks';
import { sleep, unique, uniqueEmail } from '../../helpers/common';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { refusingSmtpUrl, SmtpTestServer, startDroppingSmtpServer } from '../../helpers/smtp';
import { createApplication, createCandidate } from '../records';

/** The worker's send without its queue: the tests call `attempt` themselves. */
@Module({ imports: [MessagingModule, PrivacyModule], providers: [MailTransport, MessageSender], exports: [MessageSender] })
class SenderModule {}

const CONFIG = [
  ConfigModule.forFeature(MessagingEnvironment),
  ConfigModule.forFeature(CareersEnvironment),
  ConfigModule.forFeature(WebhooksEnvironment),
  ConfigModule.forFeature(ConsentRequestsEnvironment),
];

function boot(mailUrl: string, extra: Record<string, string> = {}): Promise<BootedContext> {
  return bootContext({
    imports: [...CONFIG, MessagingModule, SenderModule, JobsModule, ApplicationsModule],
    env: {
      MAIL_URL: mailUrl,
      MAIL_FROM: 'Acme Hiring <jobs@acme.example>',
      MAIL_REPLY_DOMAIN: 'replies.acme.example',
      COMPANY_NAME: 'Acme',
      PUBLIC_BASE_URL: 'https://ats.acme.example',
      WEBHOOK_RETRY_SCHEDULE: '1,1',
      ...extra,
    },
  });
}

async function issuesOf(work: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationFailedError);
  return (error as ValidationFailedError).issues.map(({ path, message }) => ({ path, message }));
}

async function eventTypesOf(context: BootedContext, messageId: string): Promise<string[]> {
  const rows = await context.db.query<Array<{ type: string }>>("SELECT type FROM activity_events WHERE metadata->>'messageId' = $1 ORDER BY created_at, id", [
    messageId,
  ]);
  return rows.map((row) => row.type);
}

describe('Messaging: templates, messages and the send (docs/api/messaging.md)', () => {
  let smtp: SmtpTestServer;
  let context: BootedContext;
  let templates: MessageTemplatesService;
  let messages: MessagesService;
  let sender: MessageSender;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start({ bounce: (address) => address.startsWith('gone.'), deferFirst: 0 });
    context = await boot(smtp.url);
    templates = context.get(MessageTemplatesService);
    messages = context.get(MessagesService);
    sender = context.get(MessageSender);
  });
  afterAll(async () => {
    await context?.close();
    await smtp?.close();
  });

  describe('templates', () => {
    it('names an unknown placeholder at subject and body, both at once', async () => {
      const issues = await issuesOf(
        templates.create({ name: `T ${unique()}`, subject: 'Hi {{candidate.nickname}}', body: 'From {{recruiter}} and {{job.title}}' }),
      );
      expect(issues.map((issue) => issue.path)).toEqual(['subject', 'body']);
      expect(issues[0].message).toContain('{{candidate.nickname}}');
      expect(issues[1].message).toContain('{{recruiter}}');
      expect(issues[1].message).not.toContain('unknown placeholders {{job.title}}');
    });

    it('keeps names unique (409) and defaults kind to general', async () => {
      const name = `Invite ${unique()}`;
      const created = await templates.create({ name, subject: 'Invitation', body: 'Hello {{candidate.firstName}}' });
      expect(created).toMatchObject({ name, kind: 'general' });
      expect(Object.keys(created).sort()).toEqual(['body', 'createdAt', 'id', 'kind', 'name', 'subject', 'updatedAt']);
      await expect(templates.create({ name, subject: 'x', body: 'y' })).rejects.toBeInstanceOf(ConflictError);
      const other = await templates.create({ name: `Other ${unique()}`, subject: 'x', body: 'y', kind: 'rejection' });
      await expect(templates.update(other.id, { name })).rejects.toBeInstanceOf(ConflictError);
    });

    it('PATCH {} changes nothing; a change moves updatedAt; delete is 404 afterwards', async () => {
      const created = await templates.create({ name: `P ${unique()}`, subject: 'S', body: 'B' });
      expect(await templates.update(created.id, {})).toEqual(created);
      const changed = await templates.update(created.id, { subject: 'New {{job.title}}' });
      expect(changed.subject).toBe('New {{job.title}}');
      expect(changed.updatedAt >= created.updatedAt).toBe(true);
      await templates.delete(created.id);
      await expect(templates.get(created.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(templates.delete(created.id)).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  describe('writing a message', () => {
    it('fills the placeholders: values as text in the text part, HTML-escaped in the HTML part', async () => {
      const candidates = context.get(CandidatesService);
      const candidate = await candidates.create(context.actor, { firstName: '<b>Ada</b>', lastName: '*Love*', email: uniqueEmail() });
      const template = await templates.create({
        name: `Fill ${unique()}`,
        subject: 'Hello {{candidate.firstName}} from {{company.name}} {{job.title}}',
        body: 'Dear **{{candidate.firstName}}** {{candidate.lastName}},\n\n- {{sender.name}}',
        kind: 'general',
      });
      const message = await messages.send(context.actor, candidate.id, { templateId: template.id });
      expect(message).toMatchObject({
        status: 'queued',
        direction: 'outbound',
        from: 'jobs@acme.example',
        to: candidate.email,
        subject: 'Hello <b>Ada</b> from Acme ',
        body: `Dear **<b>Ada</b>** *Love*,\n\n- ${context.actor.name}`,
        templateId: template.id,
        applicationId: null,
        sender: { id: context.actor.id, name: context.actor.name },
        sentAt: null,
        failedReason: null,
      });
      expect(Object.keys(message).sort()).toEqual(
        [
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
        ].sort(),
      );
      expect(await sender.attempt(message.id)).toEqual({ next: 'done' });
      const mail = smtp.mails.find((received) => received.envelopeTo.includes(candidate.email));
      expect(mail).toBeDefined();
      expect(mail!.parsed.html).toContain('<strong>&lt;b&gt;Ada&lt;/b&gt;</strong> *Love*');
      expect(mail!.parsed.text).toContain('Dear **<b>Ada</b>** *Love*');
      expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    });

    it('refuses every broken rule at once: unknown template, foreign application, sendAt beyond 30 days', async () => {
      const candidate = await createCandidate(context);
      const { application } = await createApplication(context);
      const later = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString();
      const issues = await issuesOf(messages.send(context.actor, candidate.id, { templateId: UNKNOWN_UUID, applicationId: application.id, sendAt: later }));
      expect(issues.map((issue) => issue.path)).toEqual(['templateId', 'applicationId', 'sendAt']);
    });

    it('takes templateId or subject and body: not both, not neither; placeholders checked in a direct body', async () => {
      const candidate = await createCandidate(context);
      expect((await issuesOf(messages.send(context.actor, candidate.id, {}))).map((issue) => issue.path)).toEqual(['subject', 'body']);
      expect((await issuesOf(messages.send(context.actor, candidate.id, { templateId: UNKNOWN_UUID, subject: 'x' }))).map((issue) => issue.path)).toEqual([
        'templateId',
      ]);
      expect((await issuesOf(messages.send(context.actor, candidate.id, { subject: 'Hi', body: '{{nope}}' }))).map((issue) => issue.path)).toEqual(['body']);
      await expect(messages.send(context.actor, UNKNOWN_UUID, { subject: 'Hi', body: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('keeps one thread per candidate and application, and neutralizes line breaks a value brings into the subject', async () => {
      const { application, job } = await createApplication(context);
      const first = await messages.send(context.actor, application.candidateId, { subject: 'About {{job.title}}', body: 'One', applicationId: application.id });
      const second = await messages.send(context.actor, application.candidateId, { subject: 'Again', body: 'Two', applicationId: application.id });
      const own = await messages.send(context.actor, application.candidateId, { subject: 'Own', body: 'Three' });
      expect(first.subject).toBe(`About ${job.title}`);
      expect(second.threadId).toBe(first.threadId);
      expect(own.threadId).not.toBe(first.threadId);
      const candidates = context.get(CandidatesService);
      const newline = await candidates.create(context.actor, { firstName: 'Eve\r\nBcc: x@evil.example', lastName: 'X', email: uniqueEmail() });
      const injected = await messages.send(context.actor, newline.id, { subject: 'Hi {{candidate.firstName}}', body: 'x' });
      expect(injected.subject).toBe('Hi Eve Bcc: x@evil.example');
    });

    it('schedules a later sendAt; cancel works on scheduled only (409 INVALID_STATE otherwise)', async () => {
      const candidate = await createCandidate(context);
      const sendAt = new Date(Date.now() + 3600_000).toISOString();
      const scheduled = await messages.send(context.actor, candidate.id, { subject: 'Later', body: 'x', sendAt });
      expect(scheduled.status).toBe('scheduled');
      const pass = await sender.attempt(scheduled.id);
      expect(pass).toMatchObject({ next: 'later' });
      expect((await messages.cancel(scheduled.id)).status).toBe('canceled');
      await expect(messages.cancel(scheduled.id)).rejects.toBeInstanceOf(InvalidStateError);
      expect(await sender.attempt(scheduled.id)).toEqual({ next: 'done' });
      const now = await messages.send(context.actor, candidate.id, { subject: 'Now', body: 'x', sendAt: new Date(Date.now() - 60_000).toISOString() });
      expect(now.status).toBe('queued');
      await expect(messages.cancel(now.id)).rejects.toBeInstanceOf(InvalidStateError);
    });
  });

  describe('sending', () => {
    it('sends once with Reply-To, Message-ID and one-click List-Unsubscribe; a second attempt sends nothing', async () => {
      const { application } = await createApplication(context);
      const message = await messages.send(context.actor, application.candidateId, { subject: 'Once', body: 'x', applicationId: application.id });
      const before = smtp.mails.length;
      expect(await sender.attempt(message.id)).toEqual({ next: 'done' });
      expect(await sender.attempt(message.id)).toEqual({ next: 'done' });
      expect(smtp.mails.length).toBe(before + 1);
      const mail = smtp.mails[smtp.mails.length - 1];
      expect(mail.parsed.messageId).toBe(`<${message.id}@replies.acme.example>`);
      expect(mail.parsed.replyTo?.value[0].address).toMatch(/^reply\+[0-9a-f-]{36}@replies\.acme\.example$/);
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(mail.raw).toMatch(/List-Unsubscribe:\s+<https:\/\/ats\.acme\.example\/api\/v1\/public\/unsubscribe\/[0-9a-f-]{36}>/);
      const sent = await messages.get(message.id);
      expect(sent.status).toBe('sent');
      expect(sent.sentAt).not.toBeNull();
      expect(await eventTypesOf(context, message.id)).toEqual(['message.queued', 'message.sent']);
      const [filed] = await context.db.query<Array<{ entity_type: string; entity_id: string }>>(
        "SELECT entity_type, entity_id FROM activity_events WHERE metadata->>'messageId' = $1 AND type = 'message.sent'",
        [message.id],
      );
      expect(filed).toEqual({ entity_type: 'application', entity_id: application.id });
    });

    it('does not send again an attempt that was taken and never recorded (interrupted)', async () => {
      const candidate = await createCandidate(context);
      const message = await messages.send(context.actor, candidate.id, { subject: 'Cut', body: 'x' });
      await context.db.query(`UPDATE messages SET attempt_started_at = now() - interval '11 minutes' WHERE id = $1`, [message.id]);
      const before = smtp.mails.length;
      expect(await sender.attempt(message.id)).toEqual({ next: 'done' });
      expect(smtp.mails.length).toBe(before);
      expect(await messages.get(message.id)).toMatchObject({ status: 'failed', failedReason: 'interrupted' });
      const fresh = await messages.send(context.actor, candidate.id, { subject: 'Busy', body: 'x' });
      await context.db.query(`UPDATE messages SET attempt_started_at = now() WHERE id = $1`, [fresh.id]);
      expect(await sender.attempt(fresh.id)).toMatchObject({ next: 'later' });
      expect(smtp.mails.length).toBe(before);
    });

    it('a hard bounce fails the message (bounced) and lists the address; later messages to it are suppressed', async () => {
      const candidates = context.get(CandidatesService);
      const candidate = await candidates.create(context.actor, { firstName: 'Gone', lastName: 'Away', email: `gone.${unique()}@example.com` });
      const message = await messages.send(context.actor, candidate.id, { subject: 'Hello', body: 'x' });
      expect(await sender.attempt(message.id)).toEqual({ next: 'done' });
      expect(await messages.get(message.id)).toMatchObject({ status: 'failed', failedReason: 'bounced' });
      const listed = await messages.listSuppressions({});
      expect(listed.items.find((row) => row.candidateId === candidate.id)).toMatchObject({ address: candidate.email, reason: 'bounced' });
      const next = await messages.send(context.actor, candidate.id, { subject: 'Again', body: 'x' });
      expect(await sender.attempt(next.id)).toEqual({ next: 'done' });
      expect(await messages.get(next.id)).toMatchObject({ status: 'suppressed', failedReason: 'bounced' });
      expect(await eventTypesOf(context, next.id)).toEqual(['message.queued', 'message.suppressed']);
    });

    it('an unsubscribe suppresses the candidate until an admin lifts it', async () => {
      const candidate = await createCandidate(context);
      const first = await messages.send(context.actor, candidate.id, { subject: 'One', body: 'x' });
      await sender.attempt(first.id);
      const [thread] = await context.db.query<Array<{ unsubscribe_token: string }>>('SELECT unsubscribe_token FROM message_threads WHERE id = $1', [
        first.threadId,
      ]);
      const unsubscribes = context.get(UnsubscribeService);
      expect(await unsubscribes.unsubscribe(thread.unsubscribe_token)).toEqual({ unsubscribed: true });
      expect(await unsubscribes.unsubscribe(thread.unsubscribe_token)).toEqual({ unsubscribed: true });
      await expect(unsubscribes.unsubscribe('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
      const second = await messages.send(context.actor, candidate.id, { subject: 'Two', body: 'x' });
      await sender.attempt(second.id);
      expect(await messages.get(second.id)).toMatchObject({ status: 'suppressed', failedReason: 'unsubscribed' });
      const suppression = (await messages.listSuppressions({})).items.find((row) => row.candidateId === candidate.id) as { id: string };
      await messages.deleteSuppression(suppression.id);
      const third = await messages.send(context.actor, candidate.id, { subject: 'Three', body: 'x' });
      await sender.attempt(third.id);
      expect((await messages.get(third.id)).status).toBe('sent');
    });

    // Without an application: this boot composes no installation resources, so applications do not move on a merge here.
    it("a merge moves the messages to the survivor; the duplicate's own thread joins the survivor's", async () => {
      const survivor = await createCandidate(context);
      const duplicate = await createCandidate(context);
      const survivorOwn = await messages.send(context.actor, survivor.id, { subject: 'S', body: 'x' });
      const duplicateOwn = await messages.send(context.actor, duplicate.id, { subject: 'D', body: 'x' });
      await context.get(CandidatesService).merge(context.actor, survivor.id, { duplicateId: duplicate.id });
      const moved = await messages.get(duplicateOwn.id);
      expect(moved).toMatchObject({ candidateId: survivor.id, threadId: survivorOwn.threadId });
      expect(moved.updatedAt > duplicateOwn.updatedAt).toBe(true);
    });

    it('erasing the candidate deletes their messages', async () => {
      const candidate = await createCandidate(context);
      const message = await messages.send(context.actor, candidate.id, { subject: 'Bye', body: 'x' });
      await context.get(CandidatesService).erase(context.actor, candidate.id);
      await expect(messages.get(message.id)).rejects.toBeInstanceOf(NotFoundError);
      expect(await sender.attempt(message.id)).toEqual({ next: 'done' });
    });
  });

  describe('retries', () => {
    it('retries a transient refusal (451) on the schedule, then sends', async () => {
      const deferring = await SmtpTestServer.start({ deferFirst: 1 });
      const deferred = await boot(deferring.url);
      try {
        const candidate = await createCandidate(deferred);
        const message: MessageResponse = await deferred.get(MessagesService).send(deferred.actor, candidate.id, { subject: 'Retry', body: 'x' });
        const retrySender = deferred.get(MessageSender);
        const first = await retrySender.attempt(message.id);
        expect(first).toMatchObject({ next: 'later' });
        expect(await deferred.get(MessagesService).get(message.id)).toMatchObject({ status: 'queued' });
        await sleep(1200);
        expect(await retrySender.attempt(message.id)).toEqual({ next: 'done' });
        expect(await deferred.get(MessagesService).get(message.id)).toMatchObject({ status: 'sent' });
        expect(deferring.mails.length).toBe(1);
      } finally {
        await deferred.close();
        await deferring.close();
      }
    });

    it.each([
      ['refused connection', 'refused'],
      ['connection dropped mid-DATA', 'dropped'],
    ])('fails after the schedule on a %s, never sent', async (_name, kind) => {
      const dropping = kind === 'dropped' ? await startDroppingSmtpServer() : undefined;
      const failing = await boot(dropping?.url ?? (await refusingSmtpUrl()));
      try {
        const candidate = await createCandidate(failing);
        const service = failing.get(MessagesService);
        const message = await service.send(failing.actor, candidate.id, { subject: 'Fail', body: 'x' });
        const failingSender = failing.get(MessageSender);
        for (let attempt = 1; attempt <= 2; attempt++) {
          expect(await failingSender.attempt(message.id)).toMatchObject({ next: 'later' });
          await sleep(1200);
        }
        expect(await failingSender.attempt(message.id)).toEqual({ next: 'done' });
        const failed = await service.get(message.id);
        expect(failed.status).toBe('failed');
        expect(failed.failedReason).not.toBeNull();
        expect(await eventTypesOf(failing, message.id)).toEqual(['message.queued', 'message.failed']);
        if (dropping !== undefined) expect(dropping.sessions()).toBeGreaterThanOrEqual(3);
      } finally {
        await failing.close();
        await dropping?.close();
      }
    });
  });
});
