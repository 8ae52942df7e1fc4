import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, Operation, ParseUuidPipe, type Page, RequireRole } from '@app/core';
import { AutomationRunsService } from '../automation-runs.service';
import { ListAutomationRunsDto, ReplayRunDto } from './dto/automation-run-query.dto';
import { AutomationRunResponse, AutomationRunWithStepsResponse } from '../representation/automation-run-response.dto';

@Controller('automations')
@ApiResource('automations', 'Automations')
// Installation-wide: they see every record, whoever's reach (docs/api/auth.md#roles).
@RequireRole('admin')
export class AutomationRunsController {
  constructor(private readonly runs: AutomationRunsService) {}

  @Get(':id/runs')
  @Operation({ summary: "List an automation's runs, newest first", response: [AutomationRunResponse], errors: [404, 422] })
  list(@Param('id', ParseUuidPipe) id: string, @Query() query: ListAutomationRunsDto): Promise<Page<AutomationRunResponse>> {
    return this.runs.list(id, query);
  }

  @Get(':id/runs/:runId')
  @Operation({ summary: 'Get an automation run with its steps', response: AutomationRunWithStepsResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string, @Param('runId', ParseUuidPipe) runId: string): Promise<AutomationRunWithStepsResponse> {
    return this.runs.get(id, runId);
  }

  @Post(':id/runs/:runId/cancel')
  @Operation({
    summary: 'Cancel an automation run',
    description:
      'A queued run is canceled at once; a running one stops before its next step (cancelRequestedAt is set now, cancelledAt then). A failed run ' +
      'waiting for its retry stops retrying when its automation is disabled or archived.',
    response: AutomationRunResponse,
    errors: [404, 409, 422],
  })
  cancel(@Param('id', ParseUuidPipe) id: string, @Param('runId', ParseUuidPipe) runId: string): Promise<AutomationRunResponse> {
    return this.runs.cancel(id, runId);
  }

  @Post(':id/runs/:runId/replay')
  @Operation({
    summary: 'Replay an automation run',
    description:
      "A new run of the same trigger event (replayOfRunId) under the automation's current definition, " +
      'starting at startStepIndex (default 0), queued at once. ' +
      'The run must have finished and the automation be published and enabled.',
    status: 202,
    response: AutomationRunResponse,
    errors: [400, 404, 409, 413, 415, 422],
  })
  replay(@Param('id', ParseUuidPipe) id: string, @Param('runId', ParseUuidPipe) runId: string, @Body() dto: ReplayRunDto): Promise<AutomationRunResponse> {
    return this.runs.replay(id, runId, dto);
  }
}
