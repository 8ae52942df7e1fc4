import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A document's extracted text is searched with its candidate (docs/api/search.md#what-is-searched): a
 * change of it refreshes the candidate's search row through libs/candidates' `candidate_search_on_change`.
 * CandidateSearch1763706000000 made this trigger until migrations moved into their contexts: an
 * installation that ran it already has the trigger, and this migration finds it in place
 * (docs/adr/0062-migrations-live-with-their-context.md).
 */
export class DocumentsSearch1763706000001 implements MigrationInterface {
  name = 'DocumentsSearch1763706000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'documents'::regclass AND tgname = 'documents_search_on_change') THEN
          CREATE TRIGGER documents_search_on_change AFTER INSERT OR DELETE OR UPDATE OF text, text_status, candidate_id
          ON documents FOR EACH ROW EXECUTE FUNCTION candidate_search_on_change();
        END IF;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER documents_search_on_change ON documents`);
  }
}
