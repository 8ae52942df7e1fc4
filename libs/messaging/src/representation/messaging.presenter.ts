import type { MessageEntity } from '../persistence/message.entity';
import type { MessageSuppressionEntity } from '../persistence/message-suppression.entity';
import type { MessageTemplateEntity } from '../persistence/message-template.entity';
import type { MessageResponse, MessageTemplateResponse, SuppressionResponse } from './messaging-response.dto';

export function presentTemplate(template: MessageTemplateEntity): MessageTemplateResponse {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    body: template.body,
    kind: template.kind,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

export function presentMessage(message: MessageEntity): MessageResponse {
  return {
    id: message.id,
    candidateId: message.candidateId,
    applicationId: message.applicationId,
    threadId: message.threadId,
    direction: message.direction,
    from: message.fromAddress,
    to: message.toAddress,
    subject: message.subject,
    body: message.body,
    status: message.status,
    sentAt: message.sentAt?.toISOString() ?? null,
    failedReason: message.failedReason,
    templateId: message.templateId,
    sender: message.senderId === null ? null : { id: message.senderId, name: message.senderName ?? '' },
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}

export function presentSuppression(suppression: MessageSuppressionEntity): SuppressionResponse {
  return {
    id: suppression.id,
    address: suppression.address,
    reason: suppression.reason,
    candidateId: suppression.candidateId,
    createdAt: suppression.createdAt.toISOString(),
  };
}
