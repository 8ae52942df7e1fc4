export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const TIME_TO_HIRE_GROUPS = ['job', 'source', 'month'] as const;
export const OFFER_GROUPS = ['job', 'month'] as const;
export const SOURCE_GROUPS = ['source', 'medium', 'campaign', 'referrer'] as const;
export type SourceGroup = (typeof SOURCE_GROUPS)[number];

/** The common query of every report (docs/api/reports.md#the-common-query). */
export interface ReportQuery {
  from?: string;
  to?: string;
  jobId?: string;
  /** Only jobs of this department or its descendants (docs/api/organization.md#jobs-in-departments-and-offices). */
  departmentId?: string;
  /** Only jobs in this office or its descendants. */
  officeId?: string;
  format?: ReportFormat;
}

export interface FunnelQuery extends ReportQuery {
  jobId: string;
}

export interface TimeToHireQuery extends ReportQuery {
  groupBy?: (typeof TIME_TO_HIRE_GROUPS)[number];
}

/** GET /reports/sources: rows per source, or per the first touch's medium or campaign, or per referrer (docs/api/reports.md#get-reportssources). */
export interface SourcesReportQuery extends ReportQuery {
  groupBy?: SourceGroup;
}

export interface OffersReportQuery extends ReportQuery {
  groupBy?: (typeof OFFER_GROUPS)[number];
}
