import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule } from '@app/core';
import { CandidatesModule } from '@app/candidates';
import { MessageSourceRules, TemplateTextRules } from './http/dto/messaging.dto';
import { MESSAGES_QUEUE } from './message-job';
import { MessageMergeService } from './message-merge.service';
import { MessageQueueService } from './message-queue.service';
import { MessageTemplatesService } from './message-templates.service';
import { MessagesService } from './messages.service';
import { UnsubscribeService } from './unsubscribe.service';
import { MessageEntity } from './persistence/message.entity';
import { MessageSuppressionEntity } from './persistence/message-suppression.entity';
import { MessageTemplateEntity } from './persistence/message-template.entity';
import { MessageThreadEntity } from './persistence/message-thread.entity';
import { MessageTemplatesRepository } from './persistence/message-templates.repository';
import { MessagesRepository } from './persistence/messages.repository';

/** Templates, messages, threads and suppressions, shared by the API and the worker (docs/api/messaging.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([MessageTemplateEntity, MessageThreadEntity, MessageEntity, MessageSuppressionEntity]),
    QueueModule.forQueue(MESSAGES_QUEUE),
    CandidatesModule,
  ],
  providers: [
    MessageTemplatesRepository,
    MessagesRepository,
    MessageQueueService,
    MessageTemplatesService,
    MessagesService,
    UnsubscribeService,
    MessageMergeService,
    TemplateTextRules,
    MessageSourceRules,
  ],
  exports: [MessageTemplatesService, MessagesService, UnsubscribeService, MessagesRepository, MessageQueueService],
})
export class MessagingModule {}
