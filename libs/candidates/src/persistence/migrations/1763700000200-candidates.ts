import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Candidates, tags and notes. Emails and tag labels are unique regardless of letter case.
 * A note's author is an actor (a user or an automation), so it is kept by id and name, not by foreign key.
 */
export class Candidates1763700000200 implements MigrationInterface {
  name = 'Candidates1763700000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`
      CREATE TABLE candidates (
        id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text,
        address text,
        location text,
        headline text,
        summary text,
        linkedin_url text,
        github_url text,
        website_url text,
        education_entries jsonb NOT NULL DEFAULT '[]',
        experience_entries jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX candidates_email_key ON candidates (lower(email))`);
    await db.query(`CREATE INDEX candidates_created_idx ON candidates (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX candidates_search_idx ON candidates USING gin (lower(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`);
    await db.query(`
      CREATE TABLE tags (
        id uuid PRIMARY KEY,
        label text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX tags_label_key ON tags (lower(label))`);
    await db.query(`
      CREATE TABLE candidate_tags (
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (candidate_id, tag_id)
      )`);
    await db.query(`CREATE INDEX candidate_tags_tag_idx ON candidate_tags (tag_id)`);
    await db.query(`
      CREATE TABLE notes (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        author_name text NOT NULL,
        body text NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX notes_candidate_idx ON notes (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX notes_author_idx ON notes (author_id)`);
    await db.query(`
      CREATE TABLE note_mentions (
        note_id uuid NOT NULL REFERENCES notes (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id),
        position smallint NOT NULL,
        PRIMARY KEY (note_id, user_id)
      )`);
    await db.query(`CREATE INDEX note_mentions_user_idx ON note_mentions (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE note_mentions');
    await db.query('DROP TABLE notes');
    await db.query('DROP TABLE candidate_tags');
    await db.query('DROP TABLE tags');
    await db.query('DROP TABLE candidates');
  }
}
