import type { PageQueryDto } from '@app/core';
import type { MessageDirection, MessageStatus, TemplateKind } from '../domain/message-rules';

/** The request shapes the services read; the DTOs in http/dto validate them. */
export interface CreateTemplateInput {
  name: string;
  subject: string;
  body: string;
  kind?: TemplateKind;
}

export type UpdateTemplateInput = Partial<CreateTemplateInput>;

export interface SendMessageInput {
  templateId?: string;
  subject?: string;
  body?: string;
  applicationId?: string | null;
  /** ISO 8601 UTC. */
  sendAt?: string;
}

export interface ListMessagesQuery extends PageQueryDto {
  candidateId?: string;
  applicationId?: string;
  threadId?: string;
  direction?: MessageDirection;
  status?: MessageStatus;
}
