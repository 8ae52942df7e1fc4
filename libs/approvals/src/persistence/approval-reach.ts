import { currentViewer, reach, sql, type Sql } from '@app/core';

/**
 * Who reaches an approval (docs/api/approvals.md#access): its approvers and its requester, and whoever reaches its
 * subject (the job; the offer, through its application). Null when the viewer reaches every row (an admin).
 */
export function approvalReach(alias: string): Sql | null {
  const viewer = currentViewer();
  if (viewer === undefined) return null;
  const job = reach.of('job', sql.raw(`${alias}.job_id`));
  if (job === null) return null;
  const offer = reach.of('offer', sql.raw(`${alias}.application_id`)) ?? sql`TRUE`;
  const row = sql.raw(alias);
  return sql`(${viewer.userId}::uuid = ANY (${row}.approver_ids) OR ${row}.requested_by_id = ${viewer.userId}::uuid
    OR (${row}.kind = 'job_open' AND ${job}) OR (${row}.kind = 'offer_send' AND ${offer}))`;
}
