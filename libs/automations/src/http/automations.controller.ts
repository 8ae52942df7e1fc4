import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { getSchemaPath } from '@nestjs/swagger';
import { ApiRequestContent, ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type Page, RequireRole } from '@app/core';
import { AutomationsService } from '../automations.service';
import { AutomationResponse, AutomationSigningSecretResponse } from '../representation/automation-response.dto';
import { AUTOMATION_DEFINITION_EXAMPLE, CREATE_AUTOMATION_EXAMPLE, CreateAutomationDto, UpdateAutomationDto } from './dto/automation.dto';
import { ListAutomationsDto } from './dto/list-automations.dto';

const GOVERNANCE =
  'Lifecycle: draft → pending_approval (request-approval) → approved (approve, by another user) → published (publish); any status but archived → ' +
  'archived (archive). Only published and enabled automations run.';
const REFERENCES =
  "Each action's type must suit the trigger (add_tag, add_note need an event about a candidate; " +
  'move_application, reject_application one about an application); ' +
  "create_task's ownerId must be a user and move_application's toStageId a stage of a job (422 otherwise).";

@Controller('automations')
@ApiResource('automations', 'Automations')
// Installation-wide: they see every record, whoever's reach (docs/api/auth.md#roles).
@RequireRole('admin')
export class AutomationsController {
  constructor(private readonly automations: AutomationsService) {}

  @Post()
  @Operation({
    summary: 'Create an automation',
    description: `Starts as a draft at definitionVersion 1; createdById is the API key's user. ${REFERENCES} ${GOVERNANCE}`,
    status: 201,
    response: AutomationResponse,
    errors: [400, 413, 415, 422],
  })
  @ApiRequestContent({ 'application/json': { schema: { $ref: getSchemaPath(CreateAutomationDto) }, example: CREATE_AUTOMATION_EXAMPLE } })
  create(@CurrentActor() actor: Actor, @Body() dto: CreateAutomationDto): Promise<AutomationResponse> {
    return this.automations.create(actor, dto);
  }

  @Get()
  @Operation({ summary: 'List automations, newest first', response: [AutomationResponse], errors: [422] })
  list(@Query() query: ListAutomationsDto): Promise<Page<AutomationResponse>> {
    return this.automations.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get an automation', response: AutomationResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<AutomationResponse> {
    return this.automations.get(id);
  }

  @Patch(':id')
  @Operation({
    summary: 'Update an automation',
    description:
      'Only the fields sent change; the trigger cannot. ' +
      'Changing conditions or actions bumps definitionVersion and sends a pending_approval, ' +
      'approved or published automation back to draft (approve and publish it again); other fields keep status and version. Archived automations ' +
      `cannot change (409). ${REFERENCES}`,
    response: AutomationResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  @ApiRequestContent({ 'application/json': { schema: { $ref: getSchemaPath(UpdateAutomationDto) }, example: AUTOMATION_DEFINITION_EXAMPLE } })
  update(@Param('id', ParseUuidPipe) id: string, @Body() dto: UpdateAutomationDto): Promise<AutomationResponse> {
    return this.automations.update(id, dto);
  }

  @Post(':id/request-approval')
  @Operation({
    summary: 'Ask for approval of a draft automation',
    description: `draft → pending_approval. ${GOVERNANCE}`,
    response: AutomationResponse,
    errors: [404, 409, 422],
  })
  requestApproval(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<AutomationResponse> {
    return this.automations.requestApproval(actor, id);
  }

  @Post(':id/approve')
  @Operation({
    summary: 'Approve an automation',
    description:
      'pending_approval → approved. The approver must be another user than the one who requested approval: 403 FORBIDDEN with details { ' +
      `reason: "self_approval" } otherwise. ${GOVERNANCE}`,
    response: AutomationResponse,
    errors: [404, 409, 422],
  })
  approve(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<AutomationResponse> {
    return this.automations.approve(actor, id);
  }

  @Post(':id/publish')
  @Operation({
    summary: 'Publish an approved automation',
    description: `approved → published: it runs from now on while enabled. ${GOVERNANCE}`,
    response: AutomationResponse,
    errors: [404, 409, 422],
  })
  publish(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<AutomationResponse> {
    return this.automations.publish(actor, id);
  }

  @Post(':id/archive')
  @Operation({
    summary: 'Archive an automation',
    description: `Any status but archived → archived, for good: it never runs again and cannot change. ${GOVERNANCE}`,
    response: AutomationResponse,
    errors: [404, 409, 422],
  })
  archive(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string): Promise<AutomationResponse> {
    return this.automations.archive(actor, id);
  }

  @Post(':id/rotate-secret')
  @Operation({
    summary: "Rotate an automation's signing secret",
    description:
      'http_request steps are signed as Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with a secret only this route reveals: ' +
      'it returns a new one, and for 24 hours requests carry signatures by both the new and the replaced secret.',
    response: AutomationSigningSecretResponse,
    errors: [404, 422],
  })
  rotateSecret(@Param('id', ParseUuidPipe) id: string): Promise<AutomationSigningSecretResponse> {
    return this.automations.rotateSigningSecret(id);
  }
}
