import {
  CheckedAcrossFields,
  DateTimeField,
  EnumField,
  PageQueryDto,
  referenceTo,
  TextField,
  UuidField,
  type CrossFieldRules,
  type ValidationIssue,
} from '@app/core';
import { Injectable } from '@nestjs/common';
import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, TEMPLATE_KINDS, type MessageDirection, type MessageStatus, type TemplateKind } from '../../domain/message-rules';
import { messageSourceIssues, placeholderIssues } from '../../domain/placeholders';
import type { CreateTemplateInput, ListMessagesQuery, SendMessageInput, UpdateTemplateInput } from '../../representation/messaging-requests';

/** A subject is one header line: CR and LF are refused (no header injection). */
const ONE_LINE = /^[^\r\n\u2028\u2029\u0085]*$/;
const ONE_LINE_MESSAGE = 'must be one line (no CR or LF)';
const SUBJECT = { min: 1, max: 500, pattern: ONE_LINE, patternMessage: ONE_LINE_MESSAGE };

/** Unknown placeholders in the subject or the body, reported with the fields' own rules. */
@Injectable()
export class TemplateTextRules implements CrossFieldRules<UpdateTemplateInput> {
  issues(body: UpdateTemplateInput, refused: (path: string) => boolean): ValidationIssue[] {
    return placeholderIssues(body).filter((issue) => !refused(issue.path));
  }
}

/** templateId, or subject and body; unknown placeholders in a subject or body sent. */
@Injectable()
export class MessageSourceRules implements CrossFieldRules<SendMessageInput> {
  issues(body: SendMessageInput, refused: (path: string) => boolean): ValidationIssue[] {
    return [...messageSourceIssues(body), ...placeholderIssues(body)].filter((issue) => !refused(issue.path));
  }
}

@CheckedAcrossFields(TemplateTextRules)
export class CreateTemplateDto implements CreateTemplateInput {
  @TextField({ min: 1, max: 200, example: 'Phone screen invitation', description: 'Unique (409 CONFLICT)' }) name: string;
  @TextField({ ...SUBJECT, example: 'Your application for {{job.title}}' }) subject: string;
  @TextField({
    min: 1,
    max: 50_000,
    example: 'Hi {{candidate.firstName}},\n\nthank you for applying for **{{job.title}}**.\n\n{{sender.name}}, {{company.name}}',
    description: 'Markdown with placeholders (docs/api/messaging.md#placeholders)',
  })
  body: string;
  @EnumField(TEMPLATE_KINDS, { optional: true, enumName: 'MessageTemplateKind', description: 'Default general', example: 'stage_update' }) kind?: TemplateKind;
}

@CheckedAcrossFields(TemplateTextRules)
export class UpdateTemplateDto implements UpdateTemplateInput {
  @TextField({ min: 1, max: 200, optional: true, example: 'Phone screen invitation' }) name?: string;
  @TextField({ ...SUBJECT, optional: true, example: 'Your application for {{job.title}}' }) subject?: string;
  @TextField({ min: 1, max: 50_000, optional: true, example: 'Hi {{candidate.firstName}},\n\nwe would like to talk.' }) body?: string;
  @EnumField(TEMPLATE_KINDS, { optional: true, enumName: 'MessageTemplateKind', example: 'stage_update' }) kind?: TemplateKind;
}

@CheckedAcrossFields(MessageSourceRules)
export class SendMessageDto implements SendMessageInput {
  @UuidField({ optional: true, ...referenceTo('A message template (else subject and body)') }) templateId?: string;
  @TextField({ ...SUBJECT, optional: true, example: 'Next steps for {{job.title}}', description: 'With body, when there is no templateId' }) subject?: string;
  @TextField({
    min: 1,
    max: 50_000,
    optional: true,
    example: 'Hi {{candidate.firstName}},\n\ncould we talk on Tuesday?',
    description: 'Markdown with placeholders, with subject when there is no templateId',
  })
  body?: string;
  @UuidField({ optional: true, nullable: true, ...referenceTo("One of the candidate's applications: the message joins its thread") }) applicationId?:
    string | null;
  @DateTimeField({ optional: true, example: '2026-12-24T09:00:00Z', description: 'At most 30 days ahead; in the past: at once' }) sendAt?: string;
}

export class ListMessagesDto extends PageQueryDto implements ListMessagesQuery {
  @UuidField({ optional: true, description: 'Only messages to or from this candidate' }) candidateId?: string;
  @UuidField({ optional: true, description: 'Only messages about this application' }) applicationId?: string;
  @UuidField({ optional: true, description: 'Only messages of this thread' }) threadId?: string;
  @EnumField(MESSAGE_DIRECTIONS, { optional: true, enumName: 'MessageDirection' }) direction?: MessageDirection;
  @EnumField(MESSAGE_STATUSES, { optional: true, enumName: 'MessageStatus' }) status?: MessageStatus;
}

export class ListCandidateMessagesDto extends PageQueryDto implements Omit<ListMessagesQuery, 'candidateId'> {
  @UuidField({ optional: true, description: 'Only messages about this application' }) applicationId?: string;
  @UuidField({ optional: true, description: 'Only messages of this thread' }) threadId?: string;
  @EnumField(MESSAGE_DIRECTIONS, { optional: true, enumName: 'MessageDirection' }) direction?: MessageDirection;
  @EnumField(MESSAGE_STATUSES, { optional: true, enumName: 'MessageStatus' }) status?: MessageStatus;
}
