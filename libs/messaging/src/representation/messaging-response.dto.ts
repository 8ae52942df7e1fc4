import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, SUPPRESSION_REASONS, TEMPLATE_KINDS } from '../domain/message-rules';

export class MessageTemplateResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Phone screen invitation' }) name: string;
  @ApiProperty({ example: 'Your application for {{job.title}}' }) subject: string;
  @ApiProperty({ description: 'Markdown with placeholders', example: 'Hi {{candidate.firstName}},\n\nthank you for applying.' }) body: string;
  @ApiProperty({ enum: TEMPLATE_KINDS, enumName: 'MessageTemplateKind' }) kind: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class MessageSenderResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Ada Recruiter' }) name: string;
}

export class MessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) applicationId: string | null;
  @ApiProperty({ format: 'uuid', description: 'One thread per candidate and application' }) threadId: string;
  @ApiProperty({ enum: MESSAGE_DIRECTIONS, enumName: 'MessageDirection' }) direction: string;
  @ApiProperty({ description: 'The bare sender address', example: 'jobs@example.com' }) from: string;
  @ApiProperty({ description: 'The bare recipient address', example: 'ada@example.com' }) to: string;
  @ApiProperty({ description: 'As sent: placeholders filled' }) subject: string;
  @ApiProperty({ description: 'The Markdown text as sent: placeholders filled' }) body: string;
  @ApiProperty({ enum: MESSAGE_STATUSES, enumName: 'MessageStatus' }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '`unsubscribed`, `bounced` or `anonymized` for a suppressed or bounced message; the last error after the retries',
  })
  failedReason: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) templateId: string | null;
  @ApiProperty({ type: MessageSenderResponse, nullable: true, description: 'The user who sent it; null for inbound messages' })
  sender: MessageSenderResponse | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class SuppressionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'ada@example.com' }) address: string;
  @ApiProperty({ enum: SUPPRESSION_REASONS, enumName: 'SuppressionReason' }) reason: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
