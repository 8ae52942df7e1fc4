import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, DeletedSchema, Operation, PageQueryDto, ParseUuidPipe, type Page } from '@app/core';
import { MessageTemplatesService } from '../message-templates.service';
import { MessageTemplateResponse } from '../representation/messaging-response.dto';
import { CreateTemplateDto, UpdateTemplateDto } from './dto/messaging.dto';

const PLACEHOLDERS_TEXT =
  'Placeholders: {{candidate.firstName}}, {{candidate.lastName}}, {{job.title}}, {{stage.name}}, {{sender.name}}, {{consentRequest.url}}, ' +
  '{{company.name}}; an unknown one is 422 at subject or body, naming it.';

@Controller('message-templates')
@ApiResource('templates', 'Messaging')
export class MessageTemplatesController {
  constructor(private readonly templates: MessageTemplatesService) {}

  @Post()
  @Operation({
    summary: 'Create a message template',
    description: `The name is unique (409 CONFLICT). ${PLACEHOLDERS_TEXT}`,
    status: 201,
    response: MessageTemplateResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@Body() dto: CreateTemplateDto): Promise<MessageTemplateResponse> {
    return this.templates.create(dto);
  }

  @Get()
  @Operation({ summary: 'List message templates, newest first', response: [MessageTemplateResponse], errors: [422] })
  list(@Query() query: PageQueryDto): Promise<Page<MessageTemplateResponse>> {
    return this.templates.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a message template', response: MessageTemplateResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<MessageTemplateResponse> {
    return this.templates.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Change a message template',
    description: `Every field optional; \`{}\` changes nothing. ${PLACEHOLDERS_TEXT}`,
    response: MessageTemplateResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateTemplateDto): Promise<MessageTemplateResponse> {
    return this.templates.update(id, dto);
  }

  @Delete(':id')
  @Operation({
    summary: 'Delete a message template',
    description: 'Messages made from it keep their text; their templateId becomes null.',
    response: DeletedSchema,
    errors: [404, 422],
  })
  delete(@Param('id', ParseUuidPipe) id: string): Promise<{ deleted: true }> {
    return this.templates.delete(id);
  }
}
