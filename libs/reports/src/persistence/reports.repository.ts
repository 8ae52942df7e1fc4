import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { runSql, sql, type Sql } from '@app/core';
import type { ReportWindow } from '../domain/report-window';
import { reachableJobs, type ReportJobs } from './report-reach';

/** A stage of the funnel's job, with its place in the pipeline (0 first). */
export interface FunnelStage {
  id: string;
  position: number;
}

/**
 * REPEATABLE READ READ ONLY: every query of a report sees one moment, and takes no lock a writer waits for; sorts of
 * 100,000 rows stay in memory. Every report runs in one, ours and an extension's (docs/extending.md#a-report).
 */
export function inReportSnapshot<T>(dataSource: DataSource, read: (tx: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction('REPEATABLE READ', async (tx) => {
    await runSql(tx, sql`SET TRANSACTION READ ONLY`);
    // The session's default is 4 MB.
    await runSql(tx, sql`SET LOCAL work_mem = '64MB'`);
    return read(tx);
  });
}

export interface FunnelStageRow {
  stage_id: string;
  entered: number;
  reached_next: number;
  median_ms: string | null;
  p90_ms: string | null;
}

export interface FunnelTotalsRow {
  applications: number;
  hired: number;
  rejected: number;
  withdrawn: number;
}

export interface TimeToHireRow {
  group: string | null;
  hires: number;
  median_ms: string;
  p90_ms: string;
}

export interface SourceRow {
  source: string | null;
  applications: number;
  reached_interview: number;
  offers: number;
  hires: number;
}

export interface OfferRow {
  group: string;
  sent: number;
  accepted: number;
  declined: number;
  expired: number;
  median_ms: string | null;
}

export type TimeToHireGroup = 'job' | 'source' | 'month';
export type OfferGroup = 'job' | 'month';
export type AttributionGroup = 'medium' | 'campaign' | 'referrer';

/** The milliseconds of an interval between two timestamps (days of 24 hours, never months), as an exact integer. */
const intervalMilliseconds = (interval: Sql): Sql => sql`(extract(epoch FROM ${interval}) * 1000)::bigint`;

/**
 * The reports' reads (docs/api/reports.md, docs/adr/0064-stage-history-and-report-storage.md). They read
 * the tables of applications, interviews and offers directly, read-only, in one snapshot.
 */
@Injectable()
export class ReportsRepository {
  /** Called first in the report's REPEATABLE READ transaction: it writes nothing and so waits for no writer. */
  /**
   * Per stage: applications that entered it, those later in a further stage, and the nearest-rank days of completed stays.
   * One pass over the job's transitions (their index by job), kept for the applications in the window (read from the
   * applications' index by job alone), rather than a probe per application (docs/adr/0064-stage-history-and-report-storage.md).
   */
  async funnelStages(tx: EntityManager, jobs: ReportJobs, window: ReportWindow, stages: readonly FunnelStage[]): Promise<FunnelStageRow[]> {
    const positions = sql.join(stages.map((stage) => sql`(${stage.id}::uuid, ${stage.position}::int)`));
    const stay = sql`c.left_at - c.at`;
    return runSql<FunnelStageRow>(
      tx,
      sql`WITH pipeline (stage_id, position) AS (VALUES ${positions}),
        apps AS (
          SELECT a.id FROM applications a
           WHERE ${reachableJobs(jobs, sql`a.job_id`)} AND a.applied_at >= ${window.start} AND a.applied_at < ${window.end}
        ),
        -- What changes a stay: a creation or a move (the stage changes), or a reject, withdraw or hire (the status).
        changes AS (
          SELECT t.application_id, t.to_stage_id, t.from_stage_id IS DISTINCT FROM t.to_stage_id AS entry, t.at,
                 lead(t.at) OVER (PARTITION BY t.application_id ORDER BY t.at, t.id) AS left_at
            FROM stage_transitions t
           WHERE ${reachableJobs(jobs, sql`t.job_id`)} AND t.application_id IN (SELECT id FROM apps)
             AND (t.from_stage_id IS DISTINCT FROM t.to_stage_id OR t.from_status IS DISTINCT FROM t.to_status)
        ),
        entries AS (
          SELECT c.application_id, p.stage_id, p.position, min(c.at) AS first_at, max(c.at) AS last_at
            FROM changes c JOIN pipeline p ON p.stage_id = c.to_stage_id
           WHERE c.entry
           GROUP BY c.application_id, p.stage_id, p.position
        ),
        -- An entry went further when a stage further down was entered after it: the latest entry of the stages below, per application.
        reached AS (
          SELECT e.stage_id, max(e.last_at) OVER further > e.first_at AS next
            FROM entries e
          WINDOW further AS (PARTITION BY e.application_id ORDER BY e.position DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
        ),
        counts AS (
          SELECT stage_id, count(*)::int AS entered, count(*) FILTER (WHERE next)::int AS reached_next FROM reached GROUP BY stage_id
        ),
        stays AS (
          SELECT c.to_stage_id AS stage_id,
                 percentile_disc(0.5) WITHIN GROUP (ORDER BY ${stay}) AS median, percentile_disc(0.9) WITHIN GROUP (ORDER BY ${stay}) AS p90
            FROM changes c WHERE c.entry AND c.left_at IS NOT NULL GROUP BY c.to_stage_id
        )
        SELECT p.stage_id, COALESCE(counts.entered, 0) AS entered, COALESCE(counts.reached_next, 0) AS reached_next,
               ${intervalMilliseconds(sql`stays.median`)}::text AS median_ms, ${intervalMilliseconds(sql`stays.p90`)}::text AS p90_ms
          FROM pipeline p LEFT JOIN counts ON counts.stage_id = p.stage_id LEFT JOIN stays ON stays.stage_id = p.stage_id
         ORDER BY p.position`,
    );
  }

  async funnelTotals(tx: EntityManager, jobs: ReportJobs, window: ReportWindow): Promise<FunnelTotalsRow> {
    const [row] = await runSql<FunnelTotalsRow>(
      tx,
      sql`SELECT count(*)::int AS applications, count(*) FILTER (WHERE status = 'hired')::int AS hired,
                 count(*) FILTER (WHERE status = 'rejected')::int AS rejected, count(*) FILTER (WHERE status = 'withdrawn')::int AS withdrawn
            FROM applications a
           WHERE ${reachableJobs(jobs, sql`a.job_id`)} AND a.applied_at >= ${window.start} AND a.applied_at < ${window.end}`,
    );
    return row;
  }

  /**
   * Hired applications created in the window: the nearest-rank days from appliedAt to the hire (hired_at, the time of
   * its hire transition), per group. Each grouping reads the index of the hires in its order (no sort of every hire),
   * the percentiles order intervals (cheaper than numbers), and only the result is formatted and sorted again
   * (docs/adr/0075-report-data-kept-by-its-owners.md).
   */
  async timeToHire(tx: EntityManager, jobs: ReportJobs, window: ReportWindow, groupBy: TimeToHireGroup): Promise<TimeToHireRow[]> {
    const group = { job: sql`a.job_id`, source: sql`a.source`, month: sql`date_trunc('month', a.hired_at AT TIME ZONE 'UTC')` }[groupBy];
    const shown = { job: sql`g.key::text`, source: sql`g.key`, month: sql`to_char(g.key, 'YYYY-MM')` }[groupBy];
    const duration = sql`a.hired_at - a.applied_at`;
    return runSql<TimeToHireRow>(
      tx,
      sql`WITH g AS MATERIALIZED (
            SELECT ${group} AS key, count(*)::int AS hires,
                   percentile_disc(0.5) WITHIN GROUP (ORDER BY ${duration}) AS median, percentile_disc(0.9) WITHIN GROUP (ORDER BY ${duration}) AS p90
              FROM applications a
             WHERE a.hired_at IS NOT NULL AND a.applied_at >= ${window.start} AND a.applied_at < ${window.end} AND ${reachableJobs(jobs, sql`a.job_id`)}
             GROUP BY 1
          )
          SELECT ${shown} AS "group", g.hires, ${intervalMilliseconds(sql`g.median`)}::text AS median_ms, ${intervalMilliseconds(sql`g.p90`)}::text AS p90_ms
            FROM g ORDER BY g.key NULLS FIRST`,
    );
  }

  /** Applications created in the window, per source: how many reached an interview, an offer sent, a hire. */
  async sources(tx: EntityManager, jobs: ReportJobs, window: ReportWindow): Promise<SourceRow[]> {
    if (jobs === 'every') return this.sourcesOfEveryJob(tx, window, null);
    const ofJobs = (column: Sql) => reachableJobs('allBut' in jobs ? jobs.allBut : jobs, column);
    // Hash joins with the applications that have one (a probe per application is slower by far over a whole year).
    const counted = sql`SELECT a.source, count(*)::int AS applications, count(i.application_id)::int AS reached_interview,
                               count(o.application_id)::int AS offers, count(*) FILTER (WHERE a.status = 'hired')::int AS hires
                          FROM applications a
                          LEFT JOIN (SELECT DISTINCT application_id FROM interviews WHERE ${ofJobs(sql`job_id`)}) i ON i.application_id = a.id
                          LEFT JOIN (SELECT DISTINCT application_id FROM offers WHERE sent_at IS NOT NULL AND ${ofJobs(sql`job_id`)}) o
                            ON o.application_id = a.id
                         WHERE a.applied_at >= ${window.start} AND a.applied_at < ${window.end} AND ${ofJobs(sql`a.job_id`)}
                         GROUP BY a.source`;
    // Every job but a few (a recruiter's reach): the counts of every job less those of the few, counted from their applications.
    if ('allBut' in jobs) return this.sourcesOfEveryJob(tx, window, counted);
    return runSql<SourceRow>(tx, sql`${counted} ORDER BY a.source NULLS FIRST`);
  }

  /**
   * The same per the attribution of careers-site applies (docs/api/reports.md#get-reportssources): the first touch's UTM medium or
   * campaign, or the referrer's user id; applications without one (made through the API) count under null.
   */
  async sourcesByAttribution(tx: EntityManager, jobs: ReportJobs, window: ReportWindow, groupBy: AttributionGroup): Promise<SourceRow[]> {
    const key = { medium: sql`t.first_touch->>'medium'`, campaign: sql`t.first_touch->>'campaign'`, referrer: sql`t.referrer_user_id::text` }[groupBy];
    const ofJobs = (column: Sql) => reachableJobs(jobs, column);
    return runSql<SourceRow>(
      tx,
      sql`SELECT ${key} AS source, count(*)::int AS applications, count(i.application_id)::int AS reached_interview,
                 count(o.application_id)::int AS offers, count(*) FILTER (WHERE a.status = 'hired')::int AS hires
            FROM applications a
            LEFT JOIN application_attribution t ON t.application_id = a.id
            LEFT JOIN (SELECT DISTINCT application_id FROM interviews WHERE ${ofJobs(sql`job_id`)}) i ON i.application_id = a.id
            LEFT JOIN (SELECT DISTINCT application_id FROM offers WHERE sent_at IS NOT NULL AND ${ofJobs(sql`job_id`)}) o ON o.application_id = a.id
           WHERE a.applied_at >= ${window.start} AND a.applied_at < ${window.end} AND ${ofJobs(sql`a.job_id`)}
           GROUP BY 1 ORDER BY 1 NULLS FIRST`,
    );
  }

  /**
   * The same over every job, from the counts the triggers keep per UTC day and source (report_source_counts), less the
   * rows `less` counts per source (the jobs out of reach) when given.
   */
  private sourcesOfEveryJob(tx: EntityManager, window: ReportWindow, less: Sql | null): Promise<SourceRow[]> {
    // The UTC days of the bounds, worked out by the database: a bound can lie outside years 1-9999 (`to` 9999-12-31, a default `from` before year 1).
    const [from, to] = [window.start, window.end].map((instant) => sql`(${instant}::timestamptz AT TIME ZONE 'UTC')::date`);
    const everyJob = sql`SELECT source, sum(applications)::int AS applications, sum(reached_interview)::int AS reached_interview,
                                sum(offers)::int AS offers, sum(hires)::int AS hires
                           FROM report_source_counts WHERE day >= ${from} AND day < ${to}
                          GROUP BY source`;
    if (less === null) return runSql<SourceRow>(tx, sql`${everyJob} HAVING sum(applications) <> 0 ORDER BY source NULLS FIRST`);
    const minus = (column: string) => sql`e.${sql.raw(column)} - COALESCE(l.${sql.raw(column)}, 0)`;
    return runSql<SourceRow>(
      tx,
      sql`WITH every_job AS (${everyJob}), less AS (${less})
          SELECT e.source, ${minus('applications')} AS applications, ${minus('reached_interview')} AS reached_interview,
                 ${minus('offers')} AS offers, ${minus('hires')} AS hires
            FROM every_job e LEFT JOIN less l ON l.source IS NOT DISTINCT FROM e.source
           WHERE ${minus('applications')} <> 0
           ORDER BY e.source NULLS FIRST`,
    );
  }

  /**
   * Offers sent in the window, per group; a sent offer at or past expiresAt is expired (docs/api/states.md#offer). Each
   * grouping reads the index of the sent offers in its order (docs/adr/0075-report-data-kept-by-its-owners.md).
   */
  async offers(tx: EntityManager, jobs: ReportJobs, window: ReportWindow, groupBy: OfferGroup): Promise<OfferRow[]> {
    const group = { job: sql`o.job_id`, month: sql`date_trunc('month', o.sent_at AT TIME ZONE 'UTC')` }[groupBy];
    const shown = { job: sql`g.key::text`, month: sql`to_char(g.key, 'YYYY-MM')` }[groupBy];
    return runSql<OfferRow>(
      tx,
      sql`WITH g AS MATERIALIZED (
            SELECT ${group} AS key, count(*)::int AS sent,
                   count(*) FILTER (WHERE o.status = 'accepted')::int AS accepted,
                   count(*) FILTER (WHERE o.status = 'declined')::int AS declined,
                   count(*) FILTER (WHERE o.status = 'sent' AND o.expires_at <= now())::int AS expired,
                   percentile_disc(0.5) WITHIN GROUP (ORDER BY o.decided_at - o.sent_at) FILTER (WHERE o.status IN ('accepted', 'declined')) AS median
              FROM offers o
             WHERE o.sent_at >= ${window.start} AND o.sent_at < ${window.end} AND ${reachableJobs(jobs, sql`o.job_id`)}
             GROUP BY 1
          )
          SELECT ${shown} AS "group", g.sent, g.accepted, g.declined, g.expired, ${intervalMilliseconds(sql`g.median`)}::text AS median_ms
            FROM g ORDER BY g.key`,
    );
  }
}
