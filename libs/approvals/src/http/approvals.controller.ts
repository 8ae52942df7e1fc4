import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, RequireRole, type Actor, type Page } from '@app/core';
import { ApprovalsService } from '../approvals.service';
import { APPROVAL_KINDS } from '../domain/approval-rules';
import { ApprovalFlowResponse, ApprovalResponse } from '../representation/approval-response.dto';
import { DecideApprovalDto, ListApprovalsDto, PutApprovalFlowDto } from './dto/approval.dto';

/** The flows: installation-wide settings (docs/api/approvals.md#flows). */
@Controller('approval-flows')
@ApiResource('organization', 'Approval flows')
// A name, not an id: any other kind is 404 (docs/api/approvals.md#flows).
@ApiParam({ name: 'kind', enum: APPROVAL_KINDS, description: 'What the flow governs' })
export class ApprovalFlowsController {
  constructor(private readonly approvals: ApprovalsService) {}

  @Get(':kind')
  @Operation({
    summary: 'Get the approval flow of a kind',
    description: '`kind` is `job_open` or `offer_send` (404 otherwise). A kind never set has no steps and `updatedAt: null`.',
    response: ApprovalFlowResponse,
    errors: [404],
  })
  get(@Param('kind') kind: string): Promise<ApprovalFlowResponse> {
    return this.approvals.flow(kind);
  }

  @Put(':kind')
  @RequireRole('admin')
  @Operation({
    summary: 'Set the approval flow of a kind (admins)',
    description:
      'Ordered steps, each with 1-20 approvers (active users, each once) and `required` any or all; `[]` turns approval off. Pending ' +
      'approvals keep the steps they were requested with.',
    response: ApprovalFlowResponse,
    errors: [400, 404, 413, 415, 422],
  })
  put(@CurrentActor() actor: Actor, @Param('kind') kind: string, @Body() dto: PutApprovalFlowDto): Promise<ApprovalFlowResponse> {
    return this.approvals.putFlow(actor, kind, dto);
  }
}

/** Approvals: requested from their subject (POST /jobs/{id}/request-approval, POST /offers/{id}/request-approval), decided here. */
@Controller('approvals')
@ApiResource('approvals', 'Approvals')
export class ApprovalsController {
  constructor(private readonly approvals: ApprovalsService) {}

  @Get()
  @Operation({ summary: 'List approvals, newest first', description: 'Filters combine with AND.', response: [ApprovalResponse], errors: [422] })
  list(@Query() query: ListApprovalsDto): Promise<Page<ApprovalResponse>> {
    return this.approvals.list(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get an approval', response: ApprovalResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<ApprovalResponse> {
    return this.approvals.get(id);
  }

  @Post(':id/approve')
  @Operation({
    summary: 'Approve the current step',
    description:
      'By an approver of the current step (403 otherwise). `any`: the step is complete; `all`: once every approver has approved. The last ' +
      'step approves the approval. A decided approval is 409 INVALID_STATE.',
    response: ApprovalResponse,
    errors: [400, 403, 404, 409, 413, 415, 422],
  })
  approve(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: DecideApprovalDto): Promise<ApprovalResponse> {
    return this.approvals.decide(actor, id, 'approved', dto);
  }

  @Post(':id/reject')
  @Operation({
    summary: 'Reject the approval',
    description: 'By an approver of the current step (403 otherwise): the approval is rejected. A decided approval is 409 INVALID_STATE.',
    response: ApprovalResponse,
    errors: [400, 403, 404, 409, 413, 415, 422],
  })
  reject(@CurrentActor() actor: Actor, @Param('id', ParseUuidPipe) id: string, @Body() dto: DecideApprovalDto): Promise<ApprovalResponse> {
    return this.approvals.decide(actor, id, 'rejected', dto);
  }
}
