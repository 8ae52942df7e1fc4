import { Module } from '@nestjs/common';
import { MessageTemplatesController } from './http/message-templates.controller';
import { MessagesController } from './http/messages.controller';
import { UnsubscribeController } from './http/unsubscribe.controller';
import { MessagingModule } from './messaging.module';

@Module({ imports: [MessagingModule], controllers: [MessageTemplatesController, MessagesController, UnsubscribeController] })
export class MessagingHttpModule {}
