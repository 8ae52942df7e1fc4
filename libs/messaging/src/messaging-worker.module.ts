import { Module } from '@nestjs/common';
import { PrivacyModule } from '@app/privacy';
import { MailTransport } from './mail-transport';
import { MessageSender } from './message-sender.service';
import { MessagingModule } from './messaging.module';
import { MessageReconcilerService } from './processors/message-reconciler.service';
import { MessageSendProcessor } from './processors/message-send.processor';
import { DEFAULT_MESSAGE_WORKER_OPTIONS, MESSAGE_WORKER_OPTIONS } from './processors/message-worker-options';

/** The messaging half of the worker: the send processor, its reconciler and the mail transport. Tests override MESSAGE_WORKER_OPTIONS. */
@Module({
  imports: [MessagingModule, PrivacyModule],
  providers: [
    { provide: MESSAGE_WORKER_OPTIONS, useValue: DEFAULT_MESSAGE_WORKER_OPTIONS },
    MailTransport,
    MessageSender,
    MessageSendProcessor,
    MessageReconcilerService,
  ],
  exports: [MessageSender, MailTransport],
})
export class MessagingWorkerModule {}
