import { parseRowJob } from '@app/core';

/** The messaging context's queue (docs/architecture.md#contexts): one job per outbound `messages` row; the job id is the message id. */
export const MESSAGES_QUEUE = 'messages';

export interface MessageJob {
  messageId: string;
}

/** Validates a messages job's payload when the processor starts it. */
export function parseMessageJob(data: unknown): MessageJob {
  return { messageId: parseRowJob(MESSAGES_QUEUE, 'messageId', data) };
}
