import type { Sql } from '../database/sql';

/** The user a request acts as, as reach sees it (docs/api/access.md). */
export interface Viewer {
  readonly userId: string;
  /** The user's own role: `admin`, `recruiter`, `hiring_manager`, `interviewer`. */
  readonly role: string;
}

/**
 * Which records a user reaches (docs/api/access.md): a SQL condition on a column holding an id of the record
 * kind `kind` names, true for the rows the viewer reaches, or null when the viewer reaches every row (no predicate
 * at all). The kinds are the policy's vocabulary (the default's: docs/api/access.md#the-policy); a kind it does not
 * know must throw, so that a typo fails closed. The default is the hiring teams' (`@app/jobs`); an extension
 * replaces it through `policies` (docs/extending.md#policies).
 */
export interface ReachPolicy {
  condition(viewer: Viewer, kind: string, column: Sql): Sql | null;
}

export const REACH_POLICY = Symbol('REACH_POLICY');
