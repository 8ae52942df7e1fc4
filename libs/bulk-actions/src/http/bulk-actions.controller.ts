import { Body, Controller, Get, Ip, Param, Post, Query } from '@nestjs/common';
import { getSchemaPath } from '@nestjs/swagger';
import { ApiRequestContent, ApiResource, CurrentPrincipal, Operation, ParseUuidPipe, type Page, type Principal } from '@app/core';
import { BulkActionsService } from '../bulk-actions.service';
import { BulkActionResponse, BulkActionResultResponse } from '../representation/bulk-action-response.dto';
import { BulkActionResultsQueryDto } from './dto/bulk-action-results.dto';
import { CREATE_BULK_ACTION_EXAMPLE, CreateBulkActionDto } from './dto/create-bulk-action.dto';

@Controller('bulk-actions')
@ApiResource('bulk', 'Bulk actions')
export class BulkActionsController {
  constructor(private readonly bulkActions: BulkActionsService) {}

  @Post()
  @Operation({
    summary: 'Act on many applications or candidates at once',
    description:
      'Queued (202) and done by the worker, each item as its single route would be (same rules, reach, events, audit), in its own ' +
      'transaction; an item the key does not reach fails with NOT_FOUND, one in the wrong state with INVALID_STATE, one whose action ' +
      "needs a scope the key lacks with FORBIDDEN; nothing to do is skipped. dryRun checks every item's rules and writes nothing. " +
      'move, reject and withdraw take applicationIds; add_tag, remove_tag and add_to_pool take candidateIds (1-10,000, each once). ' +
      'send_message is not available yet (422).',
    status: 202,
    response: BulkActionResponse,
    errors: [400, 413, 415, 422],
  })
  @ApiRequestContent({ 'application/json': { schema: { $ref: getSchemaPath(CreateBulkActionDto) }, example: CREATE_BULK_ACTION_EXAMPLE } })
  create(@CurrentPrincipal() principal: Principal, @Ip() ip: string | undefined, @Body() dto: CreateBulkActionDto): Promise<BulkActionResponse> {
    return this.bulkActions.create(principal, ip ?? null, dto);
  }

  @Get(':id')
  @Operation({
    summary: 'Get a bulk action',
    description: 'Its status and its counts so far. Reached by admins and by the user it acted as.',
    response: BulkActionResponse,
    errors: [404, 422],
  })
  get(@Param('id', ParseUuidPipe) id: string): Promise<BulkActionResponse> {
    return this.bulkActions.get(id);
  }

  @Get(':id/results')
  @Operation({
    summary: "List a bulk action's results, newest first",
    description: 'One per item done so far: succeeded, failed (with the error its single route would have answered) or skipped.',
    response: [BulkActionResultResponse],
    errors: [404, 422],
  })
  results(@Param('id', ParseUuidPipe) id: string, @Query() query: BulkActionResultsQueryDto): Promise<Page<BulkActionResultResponse>> {
    return this.bulkActions.results(id, query);
  }
}
