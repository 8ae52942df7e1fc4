import { Inject, Injectable } from '@nestjs/common';
import { RowJobProcessor, type RowPass } from '@app/core';
import { parseMessageJob, type MessageJob } from '../message-job';
import { MessageQueueService } from '../message-queue.service';
import { MessageSender } from '../message-sender.service';
import { MESSAGE_WORKER_OPTIONS, type MessageWorkerOptions } from './message-worker-options';

/** The messages processor: one send attempt per job run; a scheduled or retried message waits, delayed, for its time. */
@Injectable()
export class MessageSendProcessor extends RowJobProcessor<MessageJob> {
  constructor(
    queue: MessageQueueService,
    private readonly sender: MessageSender,
    @Inject(MESSAGE_WORKER_OPTIONS) options: MessageWorkerOptions,
  ) {
    super(queue, options, parseMessageJob);
  }

  protected pass(payload: MessageJob): Promise<RowPass> {
    return this.sender.attempt(payload.messageId);
  }
}
