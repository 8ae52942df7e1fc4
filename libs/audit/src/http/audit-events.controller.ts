import { Controller, Get, Query } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ApiErrorResponses, ApiResource, FileResponse, Operation, RequireRole, type Page } from '@app/core';
import { AuditEventsService } from '../audit-events.service';
import { AuditEventResponse, AuditPageMetaSchema, AuditVerificationResponse } from '../representation/audit-event-response.dto';
import { AuditRangeDto, ListAuditEventsDto } from './dto/list-audit-events.dto';

@Controller('audit-events')
@ApiResource('audit', 'Audit log')
@RequireRole('admin')
export class AuditEventsController {
  constructor(private readonly events: AuditEventsService) {}

  @Get()
  @Operation({
    summary: 'List audit events, newest first',
    description: "Scope audit:read, and the key's user must be an admin (else 403 with details.requiredRole). Sealed (hashed) events only; `limit` up to 1000.",
    response: [AuditEventResponse],
    pageMeta: AuditPageMetaSchema,
    errors: [422],
  })
  list(@Query() query: ListAuditEventsDto): Promise<Page<AuditEventResponse>> {
    return this.events.list(query);
  }

  @Get('export')
  @ApiResponse({
    status: 200,
    description: 'One event per line (application/x-ndjson), oldest first in chain order, streamed; itself recorded as an export',
    content: { 'application/x-ndjson': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses(422, 500, 503)
  export(@Query() query: AuditRangeDto): FileResponse {
    return this.events.export(query);
  }

  @Get('verify')
  @Operation({
    summary: 'Verify the hash chain',
    description: "Recomputes every hash from the first event's stored predecessor hash and checks every link; firstBrokenId names the first mismatch.",
    response: AuditVerificationResponse,
    errors: [422],
  })
  verify(@Query() query: AuditRangeDto): Promise<AuditVerificationResponse> {
    return this.events.verify(query);
  }
}
