/** GET /stage-transitions, as the service reads it (ListStageTransitionsDto validates it). */
export interface ListStageTransitionsQuery {
  jobId?: string;
  from?: string;
  to?: string;
  updatedAfter?: string;
  cursor?: string;
  limit?: number;
}
