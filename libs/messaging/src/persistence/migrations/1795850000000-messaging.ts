import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging (docs/api/messaging.md): templates, one thread per candidate and application, messages and
 * the suppression list. A candidate's threads, messages and suppressions go with the candidate (erasure).
 */
export class Messaging1795850000000 implements MigrationInterface {
  name = 'Messaging1795850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE message_templates (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('general', 'rejection', 'stage_update', 'consent_request', 'scheduling')),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX message_templates_name_key ON message_templates (name)`);
    await db.query(`CREATE INDEX message_templates_created_idx ON message_templates (created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE message_threads (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
        reply_token text NOT NULL,
        unsubscribe_token text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX message_threads_subject_key ON message_threads (candidate_id, COALESCE(application_id, '00000000-0000-0000-0000-000000000000'))`,
    );
    await db.query(`CREATE UNIQUE INDEX message_threads_reply_token_key ON message_threads (reply_token)`);
    await db.query(`CREATE UNIQUE INDEX message_threads_unsubscribe_token_key ON message_threads (unsubscribe_token)`);
    await db.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
        thread_id uuid NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
        direction text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
        from_address text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        html_body text,
        status text NOT NULL CHECK (status IN ('scheduled', 'queued', 'sent', 'failed', 'suppressed', 'canceled', 'received')),
        send_at timestamptz(3),
        sent_at timestamptz(3),
        failed_reason text,
        template_id uuid REFERENCES message_templates (id) ON DELETE SET NULL,
        sender_id uuid,
        sender_name text,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz(3),
        attempt_started_at timestamptz(3),
        message_id_header text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX messages_created_idx ON messages (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX messages_candidate_idx ON messages (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX messages_application_idx ON messages (application_id) WHERE application_id IS NOT NULL`);
    await db.query(`CREATE INDEX messages_thread_idx ON messages (thread_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX messages_updated_idx ON messages (updated_at)`);
    await db.query(`CREATE INDEX messages_open_idx ON messages (COALESCE(next_attempt_at, send_at, created_at)) WHERE status IN ('scheduled', 'queued')`);
    await db.query(`CREATE UNIQUE INDEX messages_message_id_header_key ON messages (message_id_header)`);
    await db.query(`
      CREATE TABLE message_suppressions (
        id uuid PRIMARY KEY,
        address text NOT NULL,
        reason text NOT NULL CHECK (reason IN ('unsubscribed', 'bounced')),
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX message_suppressions_address_key ON message_suppressions (lower(address))`);
    await db.query(`CREATE INDEX message_suppressions_created_idx ON message_suppressions (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX message_suppressions_candidate_idx ON message_suppressions (candidate_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE message_suppressions');
    await db.query('DROP TABLE messages');
    await db.query('DROP TABLE message_threads');
    await db.query('DROP TABLE message_templates');
  }
}
