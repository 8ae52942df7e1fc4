export * from './reports.context';
export * from './reports.module';
export * from './reports-http.module';
export * from './reports.service';
/**
 * What a report of an extension's own needs to answer as ours do (docs/extending.md#a-report): the common query
 * (`from`, `to`, `format`) and its window rules, one read-only snapshot, the CSV answer, and the route decorator.
 */
export { ReportWindowDto } from './http/dto/report-query.dto';
export { ReportOperation } from './http/report-operation';
export { toCsv, type CsvValue } from './domain/csv';
export { ReportWindows, type ReportWindow } from './domain/report-window';
export { ReportNumbers } from './domain/report-numbers';
export { REPORT_FORMATS, type ReportFormat } from './representation/report-requests';
export { inReportSnapshot } from './persistence/reports.repository';
