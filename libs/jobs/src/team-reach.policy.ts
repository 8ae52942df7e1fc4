import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { installReachPolicy, REACH_POLICY, sql, type ReachPolicy, type Sql, type Viewer } from '@app/core';

/** The viewer is on the team of the job `jobId` names; `withOffers` leaves out a membership as `interviewer`. */
function onTeam(viewer: Viewer, jobId: Sql, withOffers = false): Sql {
  const role = withOffers ? sql` AND rm.role <> 'interviewer'` : sql.empty;
  return sql`EXISTS (SELECT 1 FROM hiring_team_members rm WHERE rm.job_id = ${jobId} AND rm.user_id = ${viewer.userId}${role})`;
}

/** A recruiter reaches every job but confidential ones, and those on whose team they are. */
function recruiterReaches(viewer: Viewer, job: Sql, withOffers = false): Sql {
  return sql`(NOT ${job}.confidential OR ${onTeam(viewer, sql`${job}.id`, withOffers)})`;
}

/**
 * The default reach (docs/api/access.md): admins reach everything; recruiters every non-confidential job, the
 * confidential jobs on whose team they are and candidates without an application; anyone else the jobs on
 * whose team they are. Through a job: its applications and their children, and its candidates. EXISTS probes on
 * hiring_team_members' primary key (job_id, user_id): no predicate at all for an admin (docs/adr/0068-reach-in-the-data-layer.md).
 */
export const TEAM_REACH: ReachPolicy = {
  condition(viewer, kind, column) {
    switch (kind) {
      case 'job':
        return jobReach(viewer, column);
      case 'application':
        return applicationReach(viewer, column, false);
      case 'offer':
        return applicationReach(viewer, column, true);
      case 'candidate':
        return candidateReach(viewer, column);
      default:
        throw new Error(`The reach policy knows no record kind "${kind}" (docs/api/access.md#the-policy)`);
    }
  },
};

function jobReach(viewer: Viewer, jobId: Sql): Sql | null {
  if (viewer.role === 'admin') return null;
  if (viewer.role === 'recruiter') return sql`EXISTS (SELECT 1 FROM jobs rj WHERE rj.id = ${jobId} AND ${recruiterReaches(viewer, sql.raw('rj'))})`;
  return onTeam(viewer, jobId);
}

function candidateReach(viewer: Viewer, candidateId: Sql): Sql | null {
  if (viewer.role === 'admin') return null;
  if (viewer.role === 'recruiter') {
    const reachedJob = recruiterReaches(viewer, sql.raw('rj'));
    return sql`(NOT EXISTS (SELECT 1 FROM applications ra WHERE ra.candidate_id = ${candidateId})
      OR EXISTS (SELECT 1 FROM applications ra JOIN jobs rj ON rj.id = ra.job_id WHERE ra.candidate_id = ${candidateId} AND ${reachedJob}))`;
  }
  return sql`EXISTS (SELECT 1 FROM applications ra JOIN hiring_team_members rm ON rm.job_id = ra.job_id AND rm.user_id = ${viewer.userId}
    WHERE ra.candidate_id = ${candidateId})`;
}

function applicationReach(viewer: Viewer, applicationId: Sql, withOffers: boolean): Sql | null {
  if (viewer.role === 'admin') return null;
  if (viewer.role === 'recruiter') {
    const reachedJob = recruiterReaches(viewer, sql.raw('rj'), withOffers);
    return sql`EXISTS (SELECT 1 FROM applications ra JOIN jobs rj ON rj.id = ra.job_id WHERE ra.id = ${applicationId} AND ${reachedJob})`;
  }
  const role = withOffers ? sql` AND rm.role <> 'interviewer'` : sql.empty;
  return sql`EXISTS (SELECT 1 FROM applications ra JOIN hiring_team_members rm ON rm.job_id = ra.job_id AND rm.user_id = ${viewer.userId}${role}
    WHERE ra.id = ${applicationId})`;
}

/** Installs the reach policy at start: an extension's (REACH_POLICY, docs/extending.md#policies), else TEAM_REACH. */
@Injectable()
export class ReachPolicyInstaller implements OnModuleInit {
  constructor(@Optional() @Inject(REACH_POLICY) private readonly override?: ReachPolicy) {}

  onModuleInit(): void {
    installReachPolicy(this.override ?? TEAM_REACH);
  }
}
