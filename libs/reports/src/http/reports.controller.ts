import { Controller, Get, Query } from '@nestjs/common';
import { ApiResource, type FileResponse } from '@app/core';
import { ReportsService } from '../reports.service';
import { FunnelResponse, OffersRowResponse, SourceRowResponse, TimeToHireRowResponse } from '../representation/report-responses.dto';
import { FunnelQueryDto, OffersReportQueryDto, SourcesReportQueryDto, TimeToHireQueryDto } from './dto/report-query.dto';
import { ReportOperation } from './report-operation';

const WINDOW = 'Counts applications created (appliedAt) from `from` to `to`, UTC days, both inclusive (default: the last 365 days). ';

@Controller('reports')
@ApiResource('reports', 'Reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('funnel')
  @ReportOperation({
    summary: "A job's funnel: per stage, applications that entered it, went further, and how long they stayed",
    description: WINDOW + 'Stages in pipeline order; days in a stage count completed stays only.',
    response: FunnelResponse,
  })
  funnel(@Query() query: FunnelQueryDto): Promise<FunnelResponse | FileResponse> {
    return this.reports.funnel(query);
  }

  @Get('time-to-hire')
  @ReportOperation({
    summary: 'Days from application to hire, per job, source or month of the hire',
    description: WINDOW + 'Nearest-rank median and 90th percentile.',
    response: [TimeToHireRowResponse],
  })
  timeToHire(@Query() query: TimeToHireQueryDto): Promise<TimeToHireRowResponse[] | FileResponse> {
    return this.reports.timeToHire(query);
  }

  @Get('sources')
  @ReportOperation({
    summary: 'Per source (or UTM medium, campaign, referrer): applications, and how many reached an interview, an offer and a hire',
    description:
      WINDOW +
      '`groupBy`: `source` (default), `medium` or `campaign` (of the first touch of a careers-site apply), `referrer` (the referrer’s user id); ' +
      'each row’s first key stays `source` and holds the group’s value (null: none).',
    response: [SourceRowResponse],
  })
  sources(@Query() query: SourcesReportQueryDto): Promise<SourceRowResponse[] | FileResponse> {
    return this.reports.sources(query);
  }

  @Get('offers')
  @ReportOperation({
    summary: 'Offers sent, accepted, declined and expired, per job or month, with the acceptance rate',
    description: 'Counts offers sent (sentAt) from `from` to `to`, UTC days, both inclusive (default: the last 365 days).',
    response: [OffersRowResponse],
  })
  offers(@Query() query: OffersReportQueryDto): Promise<OffersRowResponse[] | FileResponse> {
    return this.reports.offers(query);
  }
}
