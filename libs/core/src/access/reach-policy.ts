import type { Sql } from '../database/sql';

/** The user a request acts as, as reach sees it (docs/api/access.md). */
export interface Viewer {
  readonly userId: string;
  /** The user's own role: `admin`, `recruiter`, `hiring_manager`, `interviewer`. */
  readonly role: string;
}

/**
 * Which records a user reaches (docs/api/access.md): each method answers a SQL condition on a column holding an
 * id, true for the rows the viewer reaches, or null when the viewer reaches every row (no predicate at all).
 * The default is the hiring teams' (`@app/jobs`); an extension replaces it through `policies` (docs/extending.md#policies).
 */
export interface ReachPolicy {
  /** Rows whose job (`jobId`, a column holding a job id) the viewer reaches; applications are reached through their job. */
  jobs(viewer: Viewer, jobId: Sql): Sql | null;
  /** Rows whose application (`applicationId`) the viewer reaches: interviews, scorecards, answers. */
  applications(viewer: Viewer, applicationId: Sql): Sql | null;
  /** Rows whose application (`applicationId`) the viewer reaches with its offers (a team role `interviewer` does not). */
  offers(viewer: Viewer, applicationId: Sql): Sql | null;
  /** Rows whose candidate (`candidateId`) the viewer reaches: notes, tags, documents, custom-field values, pool entries. */
  candidates(viewer: Viewer, candidateId: Sql): Sql | null;
}

export const REACH_POLICY = Symbol('REACH_POLICY');
