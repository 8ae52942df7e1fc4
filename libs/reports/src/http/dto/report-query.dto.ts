import { DateField, EnumField, UuidField } from '@app/core';
import { OFFER_GROUPS, REPORT_FORMATS, SOURCE_GROUPS, TIME_TO_HIRE_GROUPS, type ReportFormat } from '../../representation/report-requests';
import type { FunnelQuery, OffersReportQuery, ReportQuery, SourcesReportQuery, TimeToHireQuery } from '../../representation/report-requests';

/** The window and format every report takes (docs/api/reports.md#the-common-query); an extension's report query extends it. */
export class ReportWindowDto {
  @DateField({ optional: true, description: 'First UTC day counted (YYYY-MM-DD); default 364 days before `to`' }) from?: string;
  @DateField({ optional: true, description: 'Last UTC day counted (YYYY-MM-DD), inclusive; default today' }) to?: string;
  @EnumField(REPORT_FORMATS, { optional: true, enumName: 'ReportFormat', description: '`json` (default) or `csv` (text/csv with a header line)' })
  format?: ReportFormat;
}

export class ReportQueryDto extends ReportWindowDto implements ReportQuery {
  @UuidField({ optional: true, description: "Only this job's applications (404 when there is no such job)" }) jobId?: string;
  @UuidField({ optional: true, description: 'Only the jobs of this department and of its descendants (404 when there is no such department)' })
  departmentId?: string;
  @UuidField({ optional: true, description: 'Only the jobs in this office or in one of its descendants (404 when there is no such office)' })
  officeId?: string;
}

export class FunnelQueryDto extends ReportWindowDto implements FunnelQuery {
  @UuidField({ description: 'The job whose pipeline the funnel follows (404 when there is no such job)', example: '0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b' })
  jobId: string;
}

export class TimeToHireQueryDto extends ReportQueryDto implements TimeToHireQuery {
  @EnumField(TIME_TO_HIRE_GROUPS, { optional: true, enumName: 'TimeToHireGroup', description: 'Rows per job (default), source or UTC month of the hire' })
  groupBy?: TimeToHireQuery['groupBy'];
}

export class SourcesReportQueryDto extends ReportQueryDto implements SourcesReportQuery {
  @EnumField(SOURCE_GROUPS, {
    optional: true,
    enumName: 'SourceReportGroup',
    description: "Rows per the application's source (default), its first touch's UTM medium or campaign, or its referrer's user id (careers-site applies)",
  })
  groupBy?: SourcesReportQuery['groupBy'];
}

export class OffersReportQueryDto extends ReportQueryDto implements OffersReportQuery {
  @EnumField(OFFER_GROUPS, { optional: true, enumName: 'OfferReportGroup', description: 'Rows per job (default) or UTC month of sentAt' })
  groupBy?: OffersReportQuery['groupBy'];
}
