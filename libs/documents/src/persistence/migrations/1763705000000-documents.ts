import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents (docs/api/documents.md#erasure-merge-and-storage): the row names bytes in the document store by `storage_key`. Erasing a
 * candidate removes its rows (cascade); bytes left without a row are removed by the worker's sweep.
 */
export class Documents1763705000000 implements MigrationInterface {
  name = 'Documents1763705000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY,
        candidate_id uuid NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
        application_id uuid REFERENCES applications (id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN ('resume', 'cover_letter', 'portfolio', 'offer_letter', 'other')),
        filename text NOT NULL,
        content_type text NOT NULL,
        size_bytes bigint NOT NULL CHECK (size_bytes > 0),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        storage_key text NOT NULL UNIQUE,
        text_status text NOT NULL CHECK (text_status IN ('pending', 'extracted', 'unsupported', 'failed')),
        text text,
        created_by_id uuid NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // One document per content and candidate: the same bytes uploaded again return the first one.
    await db.query(`CREATE UNIQUE INDEX documents_candidate_sha256_key ON documents (candidate_id, sha256)`);
    await db.query(`CREATE INDEX documents_candidate_idx ON documents (candidate_id, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX documents_candidate_kind_idx ON documents (candidate_id, kind, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX documents_application_idx ON documents (application_id)`);
    await db.query(`CREATE INDEX documents_text_pending_idx ON documents (created_at) WHERE text_status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE documents');
  }
}
