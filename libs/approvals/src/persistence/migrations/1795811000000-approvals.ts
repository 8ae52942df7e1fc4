import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Approval flows and approvals (docs/api/approvals.md). A flow per kind (`id` is the kind); an approval copies
 * its flow's steps when requested and keeps its decisions in them. `approver_ids` (every step's approvers) serves
 * the `approverId` filter and the approvers' reach; `job_id`/`application_id` the reach through the subject. One
 * pending approval per subject: the partial unique index makes a second request, even a concurrent one, a 409.
 */
export class Approvals1795811000000 implements MigrationInterface {
  name = 'Approvals1795811000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE approval_flows (
        id text PRIMARY KEY CHECK (id IN ('job_open', 'offer_send')),
        steps jsonb NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    await db.query(`
      CREATE TABLE approvals (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('job_open', 'offer_send')),
        subject_id uuid NOT NULL,
        job_id uuid NOT NULL REFERENCES jobs (id),
        application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
        steps jsonb NOT NULL,
        current_step integer NOT NULL,
        approver_ids uuid[] NOT NULL,
        requested_by_id uuid NOT NULL REFERENCES users (id),
        requested_by_name text NOT NULL,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        decided_at timestamptz(3)
      )`);
    await db.query(`CREATE UNIQUE INDEX approvals_one_pending_key ON approvals (kind, subject_id) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX approvals_subject_idx ON approvals (subject_id, kind, status)`);
    await db.query(`CREATE INDEX approvals_created_idx ON approvals (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX approvals_updated_at_idx ON approvals (updated_at)`);
    await db.query(`CREATE INDEX approvals_approver_ids_idx ON approvals USING gin (approver_ids)`);
    await db.query(`CREATE INDEX approvals_job_idx ON approvals (job_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE approvals');
    await db.query('DROP TABLE approval_flows');
  }
}
