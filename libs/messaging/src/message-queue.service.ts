import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { RowJobQueue } from '@app/core';
import { MESSAGES_QUEUE, type MessageJob } from './message-job';

/** The messages queue: one job per outbound message, its id the message id (a second enqueue of a message is a no-op). */
@Injectable()
export class MessageQueueService extends RowJobQueue<MessageJob> {
  constructor(@InjectQueue(MESSAGES_QUEUE) queue: Queue<MessageJob>) {
    super(queue, 'send', (messageId) => ({ messageId }));
  }
}
