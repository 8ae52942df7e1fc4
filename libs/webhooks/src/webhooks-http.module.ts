import { Module } from '@nestjs/common';
import { WebhooksController } from './http/webhooks.controller';
import { WebhooksModule } from './webhooks.module';

@Module({ imports: [WebhooksModule], controllers: [WebhooksController] })
export class WebhooksHttpModule {}
