import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sources report over every job (docs/adr/0064-stage-history-and-report-storage.md): counts per
 * UTC day of appliedAt and source, kept by triggers in the transaction of each change. Each count
 * row is split in 16 shards so that concurrent writes of one day and source rarely wait on one
 * another; `report_application_marks` records once per application that it has an interview or a
 * sent offer (`ON CONFLICT DO NOTHING` decides which insert counts, also between concurrent ones).
 * `report_source_counts_rebuild()` recounts everything from the tables (this migration runs it).
 */
export class ReportSourceCounts1763713000003 implements MigrationInterface {
  name = 'ReportSourceCounts1763713000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE report_source_counts (
        day date NOT NULL,
        source text NOT NULL,
        shard smallint NOT NULL,
        applications integer NOT NULL DEFAULT 0,
        reached_interview integer NOT NULL DEFAULT 0,
        offers integer NOT NULL DEFAULT 0,
        hires integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, source, shard)
      )`);
    await db.query(`
      CREATE TABLE report_application_marks (
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        mark text NOT NULL CHECK (mark IN ('interview', 'offer')),
        PRIMARY KEY (application_id, mark)
      )`);
    await db.query(`
      CREATE FUNCTION report_source_add(p_applied_at timestamptz, p_source text, p_applications integer, p_interview integer, p_offer integer, p_hire integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO report_source_counts AS c (day, source, shard, applications, reached_interview, offers, hires)
        VALUES ((p_applied_at AT TIME ZONE 'UTC')::date, p_source, floor(random() * 16)::smallint, p_applications, p_interview, p_offer, p_hire)
        ON CONFLICT (day, source, shard) DO UPDATE SET
          applications = c.applications + EXCLUDED.applications, reached_interview = c.reached_interview + EXCLUDED.reached_interview,
          offers = c.offers + EXCLUDED.offers, hires = c.hires + EXCLUDED.hires
      $$`);
    await db.query(`
      CREATE FUNCTION report_application_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        marks_interview integer;
        marks_offer integer;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM report_source_add(NEW.applied_at, NEW.source, 1, 0, 0, (NEW.status = 'hired')::int);
          RETURN NULL;
        END IF;
        SELECT count(*) FILTER (WHERE mark = 'interview'), count(*) FILTER (WHERE mark = 'offer') INTO marks_interview, marks_offer
          FROM report_application_marks WHERE application_id = OLD.id;
        IF TG_OP = 'DELETE' THEN
          PERFORM report_source_add(OLD.applied_at, OLD.source, -1, -marks_interview, -marks_offer, -(OLD.status = 'hired')::int);
          RETURN OLD;
        END IF;
        -- An update: what it counted under its old day, source and status goes, and comes back under the new ones.
        PERFORM report_source_add(OLD.applied_at, OLD.source, -1, -marks_interview, -marks_offer, -(OLD.status = 'hired')::int);
        PERFORM report_source_add(NEW.applied_at, NEW.source, 1, marks_interview, marks_offer, (NEW.status = 'hired')::int);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION report_application_marked() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        kind text := CASE TG_TABLE_NAME WHEN 'interviews' THEN 'interview' ELSE 'offer' END;
        counted integer;
        application record;
      BEGIN
        INSERT INTO report_application_marks (application_id, mark) VALUES (NEW.application_id, kind) ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS counted = ROW_COUNT;
        IF counted = 1 THEN
          SELECT applied_at, source INTO application FROM applications WHERE id = NEW.application_id;
          PERFORM report_source_add(application.applied_at, application.source, 0, (kind = 'interview')::int, (kind = 'offer')::int, 0);
        END IF;
        RETURN NULL;
      END $$`);
    // The counts of an application are taken out before its marks go with it (by cascade).
    await db.query(`CREATE TRIGGER report_application_deleted BEFORE DELETE ON applications FOR EACH ROW EXECUTE FUNCTION report_application_counted()`);
    await db.query(`CREATE TRIGGER report_application_inserted AFTER INSERT ON applications FOR EACH ROW EXECUTE FUNCTION report_application_counted()`);
    await db.query(`
      CREATE TRIGGER report_application_updated AFTER UPDATE OF applied_at, source, status ON applications FOR EACH ROW
      WHEN (OLD.applied_at IS DISTINCT FROM NEW.applied_at OR OLD.source IS DISTINCT FROM NEW.source OR (OLD.status = 'hired') <> (NEW.status = 'hired'))
      EXECUTE FUNCTION report_application_counted()`);
    await db.query(`CREATE TRIGGER report_interview_created AFTER INSERT ON interviews FOR EACH ROW EXECUTE FUNCTION report_application_marked()`);
    await db.query(`
      CREATE TRIGGER report_offer_sent AFTER INSERT OR UPDATE OF sent_at ON offers FOR EACH ROW
      WHEN (NEW.sent_at IS NOT NULL) EXECUTE FUNCTION report_application_marked()`);
    await db.query(`
      CREATE FUNCTION report_source_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM report_source_counts;
        DELETE FROM report_application_marks;
        INSERT INTO report_application_marks (application_id, mark)
          SELECT DISTINCT application_id, 'interview' FROM interviews
          UNION ALL SELECT DISTINCT application_id, 'offer' FROM offers WHERE sent_at IS NOT NULL;
        INSERT INTO report_source_counts (day, source, shard, applications, reached_interview, offers, hires)
          SELECT (a.applied_at AT TIME ZONE 'UTC')::date, a.source, 0, count(*), count(i.application_id), count(o.application_id),
                 count(*) FILTER (WHERE a.status = 'hired')
            FROM applications a
            LEFT JOIN report_application_marks i ON i.application_id = a.id AND i.mark = 'interview'
            LEFT JOIN report_application_marks o ON o.application_id = a.id AND o.mark = 'offer'
           GROUP BY 1, 2;
      $$`);
    await db.query(`SELECT report_source_counts_rebuild()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER report_offer_sent ON offers`);
    await db.query(`DROP TRIGGER report_interview_created ON interviews`);
    await db.query(`DROP TRIGGER report_application_updated ON applications`);
    await db.query(`DROP TRIGGER report_application_inserted ON applications`);
    await db.query(`DROP TRIGGER report_application_deleted ON applications`);
    await db.query(`DROP FUNCTION report_source_counts_rebuild(), report_application_marked(), report_application_counted()`);
    await db.query(`DROP FUNCTION report_source_add(timestamptz, text, integer, integer, integer, integer)`);
    await db.query(`DROP TABLE report_application_marks, report_source_counts`);
  }
}
