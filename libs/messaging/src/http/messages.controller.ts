import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { getSchemaPath } from '@nestjs/swagger';
import {
  ApiRequestContent,
  ApiResource,
  CurrentActor,
  DeletedSchema,
  EXAMPLE_ID,
  Operation,
  PageQueryDto,
  ParseUuidPipe,
  RequireRole,
  type Actor,
  type Page,
} from '@app/core';
import { MessagesService } from '../messages.service';
import { MessageResponse, SuppressionResponse } from '../representation/messaging-response.dto';
import { ListCandidateMessagesDto, ListMessagesDto, SendMessageDto } from './dto/messaging.dto';

@Controller()
@ApiResource('messages', 'Messaging')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('candidates/:id/messages')
  // One example of the two shapes (templateId, or subject and body): the schema's examples together would send both.
  @ApiRequestContent({
    'application/json': {
      schema: { $ref: getSchemaPath(SendMessageDto) },
      example: { subject: 'Next steps for {{job.title}}', body: 'Hi {{candidate.firstName}},\n\ncould we talk on **Tuesday**?', applicationId: EXAMPLE_ID },
    },
  })
  @Operation({
    summary: 'Send an email to a candidate',
    description:
      'From a template (`templateId`) or from `subject` and `body` (Markdown), placeholders filled. 202: the worker sends it ' +
      '(`queued`, or `scheduled` until `sendAt`, at most 30 days ahead), once. `applicationId` files it in the thread of that ' +
      "application (one of the candidate's, else 422). Replies to its Reply-To address join the thread. " +
      'An unsubscribed or bounced address, or an anonymized candidate: the message ends `suppressed`.',
    status: 202,
    response: MessageResponse,
    errors: [400, 404, 413, 415, 422],
  })
  send(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: SendMessageDto): Promise<MessageResponse> {
    return this.messages.send(actor, id, dto);
  }

  @Get('candidates/:id/messages')
  @Operation({ summary: "List a candidate's messages, newest first", response: [MessageResponse], errors: [404, 422] })
  listOfCandidate(@Param('id', ParseUuidPipe) id: string, @Query() query: ListCandidateMessagesDto): Promise<Page<MessageResponse>> {
    return this.messages.listOfCandidate(id, query);
  }

  @Get('messages')
  @Operation({ summary: 'List messages, newest first', description: 'Filters combine with AND.', response: [MessageResponse], errors: [422] })
  list(@Query() query: ListMessagesDto): Promise<Page<MessageResponse>> {
    return this.messages.list(query);
  }

  @Get('messages/:id')
  @Operation({ summary: 'Get a message', response: MessageResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<MessageResponse> {
    return this.messages.get(id);
  }

  @Post('messages/:id/cancel')
  @Operation({
    summary: 'Cancel a scheduled message',
    description: 'Only a `scheduled` message (else 409 INVALID_STATE); it becomes `canceled` and is never sent. No body.',
    response: MessageResponse,
    errors: [404, 409, 422],
  })
  cancel(@Param('id', ParseUuidPipe) id: string): Promise<MessageResponse> {
    return this.messages.cancel(id);
  }

  @Get('suppressions')
  @Operation({
    summary: 'List suppressed addresses, newest first',
    description: 'Addresses no message goes to: `unsubscribed` (the one-click link of a mail) or `bounced` (a permanent SMTP refusal).',
    response: [SuppressionResponse],
    errors: [422],
  })
  listSuppressions(@Query() query: PageQueryDto): Promise<Page<SuppressionResponse>> {
    return this.messages.listSuppressions(query);
  }

  @Delete('suppressions/:id')
  @RequireRole('admin')
  @Operation({
    summary: 'Lift a suppression (admins)',
    description: "The address gets mail again. The key's user must be an admin (else 403 with details.requiredRole).",
    response: DeletedSchema,
    errors: [404, 422],
  })
  deleteSuppression(@Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.messages.deleteSuppression(id);
  }
}
