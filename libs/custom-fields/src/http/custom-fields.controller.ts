import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page } from '@app/core';
import { CustomFieldsService } from '../custom-fields.service';
import { CustomFieldResponse } from '../representation/custom-field-response.dto';
import { CreateCustomFieldDto, ListCustomFieldsDto, UpdateCustomFieldDto } from './dto/custom-field.dto';

const RULES =
  'Select types (single_select, multi_select) need `options` (1-500, values unique), the others take none; `searchable` only for candidate ' +
  'fields of types text, long_text, email, url, single_select, multi_select. Every broken rule at once (422).';

@Controller('custom-fields')
@ApiResource('custom_fields', 'Custom fields')
export class CustomFieldsController {
  constructor(private readonly fields: CustomFieldsService) {}

  @Post()
  @Operation({
    summary: 'Define a custom field',
    description:
      `\`key\` is unique per \`objectType\` (409 CONFLICT) and, like \`type\` and \`objectType\`, never changes. ${RULES} ` +
      '`pii` defaults to true for text, long_text, email and url. At most 300 active fields per objectType (422 at `objectType`).',
    status: 201,
    response: CustomFieldResponse,
    errors: [400, 409, 413, 415, 422],
  })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateCustomFieldDto): Promise<CustomFieldResponse> {
    return this.fields.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List custom fields, newest first', description: 'Filters combine with AND.', response: [CustomFieldResponse], errors: [422] })
  list(@Query() query: ListCustomFieldsDto): Promise<Page<CustomFieldResponse>> {
    return this.fields.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get a custom field', response: CustomFieldResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<CustomFieldResponse> {
    return this.fields.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update a custom field',
    description:
      `Only the fields sent change (\`options\` replaced whole); \`key\`, \`type\` and \`objectType\` cannot (422). ${RULES} ` +
      'Removing an option that values still hold is 409 CONFLICT with `details.inUse`, the number of objects holding it.',
    response: CustomFieldResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  update(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateCustomFieldDto): Promise<CustomFieldResponse> {
    return this.fields.update(actor, id, dto);
  }

  @Post(':id/archive')
  @Operation({
    summary: 'Archive a custom field',
    description: 'Its values are kept but left out of value maps, and writes of it are refused (422). Archiving an archived field changes nothing. No body.',
    response: CustomFieldResponse,
    errors: [404, 422],
  })
  archive(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<CustomFieldResponse> {
    return this.fields.archive(actor, id);
  }

  @Post(':id/unarchive')
  @Operation({
    summary: 'Unarchive a custom field',
    description: 'Active again, with the values it kept; beyond 300 active fields of its objectType, 422 at `objectType`. No body.',
    response: CustomFieldResponse,
    errors: [404, 422],
  })
  unarchive(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<CustomFieldResponse> {
    return this.fields.unarchive(actor, id);
  }
}
