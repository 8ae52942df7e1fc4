import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiResource, CurrentActor, Operation, ParseUuidPipe, type Actor, type FileResponse } from '@app/core';
import { ReportOperation } from '@app/reports';
import { AssessmentsService } from '../assessments.service';
import { AssessmentResponse, ScoreReportRowResponse } from '../representation/assessment';
import { RequestAssessmentDto, ScoreReportQueryDto } from './dto/assessment.dto';

@Controller('assessments')
@ApiResource('assessments', 'Assessments')
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @Post()
  @Operation({
    summary: 'Ask the partner to assess a candidate',
    description:
      'Asks the partner (OAuth2 client credentials, the token cached) and records assessment.requested; the partner posts the result to ' +
      'POST /assessment-callbacks. The partner unreachable or refusing: 503, nothing stored.',
    status: 201,
    response: AssessmentResponse,
    errors: [400, 413, 415, 422, 503],
  })
  request(@CurrentActor() actor: Actor, @Body() dto: RequestAssessmentDto): Promise<AssessmentResponse> {
    return this.assessments.request(actor, dto);
  }

  // Before `:id`, which would take the path segment as an id.
  @Get('score-report')
  @ReportOperation({
    summary: 'Completed assessments per day and package, with their mean and best score',
    description: 'Counts assessments completed from `from` to `to`, UTC days, both inclusive (default: the last 365 days), of the candidates the key reaches.',
    response: [ScoreReportRowResponse],
  })
  scoreReport(@Query() query: ScoreReportQueryDto): Promise<ScoreReportRowResponse[] | FileResponse> {
    return this.assessments.scoreReport(query);
  }

  @Get(':id')
  @Operation({ summary: 'Get an assessment', response: AssessmentResponse, errors: [404, 422] })
  get(@Param('id', ParseUuidPipe) id: string): Promise<AssessmentResponse> {
    return this.assessments.get(id);
  }
}
