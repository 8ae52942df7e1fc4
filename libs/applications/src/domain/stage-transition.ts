import type { ApplicationStatus } from './application-rules';

/** How a change reached the application (docs/api/reports.md#stage-history). */
export const TRANSITION_VIAS = ['api', 'automation', 'careers_site', 'merge'] as const;
export type TransitionVia = (typeof TRANSITION_VIAS)[number];

/** What a caller of a change says about it: the way it came in (`api` unless told). A merge records its own. */
export interface ApplicationChangeOptions {
  via?: Exclude<TransitionVia, 'merge'>;
  /**
   * When the change happened, for history written after the fact by in-process callers (the demo seed spreads its
   * history over months, docs/adr/0057-demo-data-set.md); never taken from a request. Now unless told.
   */
  at?: Date;
}

/** A creation's options besides `via`: what its `application.created` metadata adds (a careers-site apply: `{ via: "careers_site", jobPostId }`). */
export interface ApplicationCreateOptions extends ApplicationChangeOptions {
  metadata?: Record<string, unknown>;
}

/** One row of the stage history. */
export interface StageTransition {
  id: string;
  applicationId: string;
  jobId: string;
  fromStageId: string | null;
  toStageId: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  at: Date;
  actorId: string;
  actorName: string;
  via: TransitionVia;
}
