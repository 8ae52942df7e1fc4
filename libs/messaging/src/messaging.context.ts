import { defineContext, defineResource } from '@app/core';
import { MessagingEnvironment } from './messaging.env';
import { MessagingModule } from './messaging.module';
import { MessagingHttpModule } from './messaging-http.module';
import { MessagingWorkerModule } from './messaging-worker.module';
import { MessageEntity } from './persistence/message.entity';
import { Messaging1795850000000 } from './persistence/migrations/1795850000000-messaging';
import { presentMessage } from './representation/messaging.presenter';

// The names the context declares below, typed by declaration merging (docs/extending.md).
declare module '@app/core' {
  interface EventTypes {
    'message.queued': true;
    'message.sent': true;
    'message.failed': true;
    'message.suppressed': true;
  }
  interface ScopeResources {
    messages: true;
    templates: true;
  }
}

/** Email to candidates (docs/api/messaging.md): templates, messages sent by the worker, threads, the suppression list. */
export const MESSAGING_CONTEXT = defineContext({
  name: 'messaging',
  module: MessagingModule,
  httpModule: MessagingHttpModule,
  workerModule: MessagingWorkerModule,
  // Filed under the application when the message has one, else under the candidate (each recording names its own).
  events: (['message.queued', 'message.sent', 'message.failed', 'message.suppressed'] as const).map((type) => ({
    type,
    entityType: ['application', 'candidate'],
    subjects: { candidate: 'candidateId', application: 'applicationId' },
    resource: { type: 'message', idKey: 'id' },
  })),
  scopes: [{ resource: 'messages' }, { resource: 'templates' }],
  // No candidateColumn: MessageMergeService moves the messages with their threads.
  resources: [
    defineResource({
      type: 'message',
      reach: { through: 'candidate', table: 'messages', column: 'candidate_id' },
      scope: 'messages',
      entity: MessageEntity,
      present: presentMessage,
      // Anonymization keeps that a message was sent, not what it said or the person's address (docs/api/messaging.md).
      anonymize: (row) => ({ subject: '', body: '', htmlBody: null, ...(row.direction === 'inbound' ? { fromAddress: '' } : { toAddress: '' }) }),
    }),
  ],
  migrations: [Messaging1795850000000],
  config: [MessagingEnvironment],
});
