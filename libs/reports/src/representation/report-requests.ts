export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const TIME_TO_HIRE_GROUPS = ['job', 'source', 'month'] as const;
export const OFFER_GROUPS = ['job', 'month'] as const;

/** The common query of every report (docs/api/reports.md#the-common-query). */
export interface ReportQuery {
  from?: string;
  to?: string;
  jobId?: string;
  format?: ReportFormat;
}

export interface FunnelQuery extends ReportQuery {
  jobId: string;
}

export interface TimeToHireQuery extends ReportQuery {
  groupBy?: (typeof TIME_TO_HIRE_GROUPS)[number];
}

export interface OffersReportQuery extends ReportQuery {
  groupBy?: (typeof OFFER_GROUPS)[number];
}
