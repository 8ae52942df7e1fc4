import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { FileResponse, NotFoundError } from '@app/core';
import { JobsService } from '@app/jobs';
import { toCsv, type CsvValue } from './domain/csv';
import { ReportNumbers } from './domain/report-numbers';
import { ReportWindows, type ReportWindow } from './domain/report-window';
import { reportJobsOf, type ReportJobs } from './persistence/report-reach';
import { inReportSnapshot, ReportsRepository } from './persistence/reports.repository';
import type { FunnelQuery, OffersReportQuery, ReportQuery, SourcesReportQuery, TimeToHireQuery } from './representation/report-requests';
import type { FunnelResponse, OffersRowResponse, SourceRowResponse, TimeToHireRowResponse } from './representation/report-responses.dto';

const { days, rate } = ReportNumbers;

/** The hiring reports (docs/api/reports.md): each read in one read-only snapshot that blocks no writer. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReportsRepository,
    private readonly jobs: JobsService,
  ) {}

  /** GET /reports/funnel. */
  funnel(query: FunnelQuery): Promise<FunnelResponse | FileResponse> {
    const window = ReportWindows.of(query, new Date());
    return this.snapshot(async (tx) => {
      const job = await this.jobs.pipelineOf(tx, query.jobId);
      if (job === null) throw new NotFoundError('Job', query.jobId);
      const stages = job.stages.map((stage, position) => ({ id: stage.id, position }));
      // The job was found within the request's reach, so all of its applications count.
      const jobs = [job.id];
      const rows = stages.length === 0 ? [] : await this.repository.funnelStages(tx, jobs, window, stages);
      const totals = await this.repository.funnelTotals(tx, jobs, window);
      const report: FunnelResponse = {
        jobId: job.id,
        stages: rows.map((row, index) => ({
          stageId: row.stage_id,
          name: job.stages[index].name,
          entered: row.entered,
          reachedNext: row.reached_next,
          conversionRate: rate(row.reached_next, row.entered),
          medianDaysInStage: days(row.median_ms),
          p90DaysInStage: days(row.p90_ms),
        })),
        totals,
      };
      if (query.format !== 'csv') return report;
      const header = ['stageId', 'name', 'entered', 'reachedNext', 'conversionRate', 'medianDaysInStage', 'p90DaysInStage'];
      return csvReport(
        'funnel',
        header,
        report.stages.map((s) => [s.stageId, s.name, s.entered, s.reachedNext, s.conversionRate, s.medianDaysInStage, s.p90DaysInStage]),
      );
    });
  }

  /** GET /reports/time-to-hire. */
  timeToHire(query: TimeToHireQuery): Promise<TimeToHireRowResponse[] | FileResponse> {
    return this.report(query, async (tx, jobs, window) => {
      const rows = await this.repository.timeToHire(tx, jobs, window, query.groupBy ?? 'job');
      const report = rows.map((row) => ({ group: row.group, hires: row.hires, medianDays: days(row.median_ms), p90Days: days(row.p90_ms) }));
      if (query.format !== 'csv') return report;
      return csvReport(
        'time-to-hire',
        ['group', 'hires', 'medianDays', 'p90Days'],
        report.map((r) => [r.group, r.hires, r.medianDays, r.p90Days]),
      );
    });
  }

  /** GET /reports/sources. */
  sources(query: SourcesReportQuery): Promise<SourceRowResponse[] | FileResponse> {
    return this.report(query, async (tx, jobs, window) => {
      const groupBy = query.groupBy ?? 'source';
      const rows =
        groupBy === 'source' ? await this.repository.sources(tx, jobs, window) : await this.repository.sourcesByAttribution(tx, jobs, window, groupBy);
      const report = rows.map((row) => ({
        source: row.source,
        applications: row.applications,
        reachedInterview: row.reached_interview,
        offers: row.offers,
        hires: row.hires,
      }));
      if (query.format !== 'csv') return report;
      const header = ['source', 'applications', 'reachedInterview', 'offers', 'hires'];
      return csvReport(
        'sources',
        header,
        report.map((r) => [r.source, r.applications, r.reachedInterview, r.offers, r.hires]),
      );
    });
  }

  /** GET /reports/offers. */
  offers(query: OffersReportQuery): Promise<OffersRowResponse[] | FileResponse> {
    return this.report(query, async (tx, jobs, window) => {
      const rows = await this.repository.offers(tx, jobs, window, query.groupBy ?? 'job');
      const report = rows.map((row) => ({
        group: row.group,
        sent: row.sent,
        accepted: row.accepted,
        declined: row.declined,
        expired: row.expired,
        acceptanceRate: rate(row.accepted, row.accepted + row.declined + row.expired),
        medianDaysToDecision: days(row.median_ms),
      }));
      if (query.format !== 'csv') return report;
      const header = ['group', 'sent', 'accepted', 'declined', 'expired', 'acceptanceRate', 'medianDaysToDecision'];
      return csvReport(
        'offers',
        header,
        report.map((r) => [r.group, r.sent, r.accepted, r.declined, r.expired, r.acceptanceRate, r.medianDaysToDecision]),
      );
    });
  }

  /**
   * The window (422 first), then the jobs counted: the job named (404 unless reached), else those the request reaches,
   * so that a hiring manager's report starts from their few jobs rather than testing each row's job (docs/adr/0064-stage-history-and-report-storage.md).
   */
  private report<T>(query: ReportQuery, read: (tx: EntityManager, jobs: ReportJobs, window: ReportWindow) => Promise<T>): Promise<T> {
    const window = ReportWindows.of(query, new Date());
    return this.snapshot(async (tx) => {
      if (query.jobId !== undefined && !(await this.jobs.exists(tx, query.jobId))) throw new NotFoundError('Job', query.jobId);
      const jobs = query.jobId === undefined ? reportJobsOf(await this.jobs.jobsByReach(tx)) : [query.jobId];
      return read(tx, await this.placedIn(tx, query, jobs), window);
    });
  }

  /** The jobs counted narrowed to the department and office asked for, each with its descendants (404 for a node that does not exist). */
  private async placedIn(tx: EntityManager, query: ReportQuery, jobs: ReportJobs): Promise<ReportJobs> {
    if (query.departmentId === undefined && query.officeId === undefined) return jobs;
    const placed = await this.jobs.jobsPlacedIn(tx, { departmentId: query.departmentId, officeId: query.officeId });
    if ('unknown' in placed)
      throw placed.unknown === 'department' ? new NotFoundError('Department', query.departmentId ?? '') : new NotFoundError('Office', query.officeId ?? '');
    // jobsPlacedIn reads with the request's reach: only a named job narrows it further.
    return Array.isArray(jobs) && query.jobId !== undefined ? placed.jobIds.filter((id) => jobs.includes(id)) : placed.jobIds;
  }

  /** REPEATABLE READ READ ONLY: every query of a report sees one moment, and takes no lock a writer waits for. */
  private snapshot<T>(read: (tx: EntityManager) => Promise<T>): Promise<T> {
    return inReportSnapshot(this.dataSource, read);
  }
}

/** A report's rows as a CSV download named `<name>.csv` (docs/api/reports.md#csv): what `format=csv` answers. */
export function csvReport(name: string, header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): FileResponse {
  const headers = { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` };
  return new FileResponse(200, headers, Readable.from([toCsv(header, rows)]));
}
