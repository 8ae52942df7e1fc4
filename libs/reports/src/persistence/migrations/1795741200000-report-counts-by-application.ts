import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counts per day and source keep no source that no application has any longer
 * (docs/adr/0079-report-counts-leave-no-erased-text.md): each application counts in the shard its id
 * picks, not one drawn at random, so what its removal subtracts lands in the row its creation added
 * to, and a row left at zero is deleted with its `source` text, in the same statement's lock. The
 * rebuild shards the same way; this migration runs it so that the rows already kept follow the rule.
 */
export class ReportCountsByApplication1795741200000 implements MigrationInterface {
  name = 'ReportCountsByApplication1795741200000';

  async up(db: QueryRunner): Promise<void> {
    // The last byte of an id: random in a UUID v7, so applications of one day and source still spread over the 16 shards.
    await db.query(`CREATE FUNCTION report_shard(p_application_id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
      SELECT (get_byte(uuid_send(p_application_id), 15) % 16)::smallint $$`);
    await db.query(`
      CREATE FUNCTION report_source_add(p_applied_at timestamptz, p_source text, p_application_id uuid,
                                        p_applications integer, p_interview integer, p_offer integer, p_hire integer)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO report_source_counts AS c (day, source, shard, applications, reached_interview, offers, hires)
        VALUES ((p_applied_at AT TIME ZONE 'UTC')::date, p_source, report_shard(p_application_id), p_applications, p_interview, p_offer, p_hire)
        ON CONFLICT (day, source, shard) DO UPDATE SET
          applications = c.applications + EXCLUDED.applications, reached_interview = c.reached_interview + EXCLUDED.reached_interview,
          offers = c.offers + EXCLUDED.offers, hires = c.hires + EXCLUDED.hires;
        -- A removal that leaves the row counting nothing deletes it (the row is locked by the upsert above).
        DELETE FROM report_source_counts
         WHERE p_applications < 0 AND day = (p_applied_at AT TIME ZONE 'UTC')::date AND source = p_source AND shard = report_shard(p_application_id)
           AND applications = 0 AND reached_interview = 0 AND offers = 0 AND hires = 0;
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION report_application_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        marks_interview integer;
        marks_offer integer;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM report_source_add(NEW.applied_at, NEW.source, NEW.id, 1, 0, 0, (NEW.status = 'hired')::int);
          RETURN NULL;
        END IF;
        SELECT count(*) FILTER (WHERE mark = 'interview'), count(*) FILTER (WHERE mark = 'offer') INTO marks_interview, marks_offer
          FROM report_application_marks WHERE application_id = OLD.id;
        IF TG_OP = 'DELETE' THEN
          PERFORM report_source_add(OLD.applied_at, OLD.source, OLD.id, -1, -marks_interview, -marks_offer, -(OLD.status = 'hired')::int);
          RETURN OLD;
        END IF;
        -- An update: what it counts comes under its new day, source and status first, then goes from the old ones
        -- (a hire alone leaves its row counting it throughout).
        PERFORM report_source_add(NEW.applied_at, NEW.source, NEW.id, 1, marks_interview, marks_offer, (NEW.status = 'hired')::int);
        PERFORM report_source_add(OLD.applied_at, OLD.source, OLD.id, -1, -marks_interview, -marks_offer, -(OLD.status = 'hired')::int);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION report_application_marked() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        kind text := CASE TG_TABLE_NAME WHEN 'interviews' THEN 'interview' ELSE 'offer' END;
        counted integer;
        application record;
      BEGIN
        INSERT INTO report_application_marks (application_id, mark) VALUES (NEW.application_id, kind) ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS counted = ROW_COUNT;
        IF counted = 1 THEN
          SELECT applied_at, source INTO application FROM applications WHERE id = NEW.application_id;
          PERFORM report_source_add(application.applied_at, application.source, NEW.application_id, 0, (kind = 'interview')::int, (kind = 'offer')::int, 0);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`DROP FUNCTION report_source_add(timestamptz, text, integer, integer, integer, integer)`);
    await db.query(`
      CREATE OR REPLACE FUNCTION report_source_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM report_source_counts;
        DELETE FROM report_application_marks;
        INSERT INTO report_application_marks (application_id, mark)
          SELECT DISTINCT application_id, 'interview' FROM interviews
          UNION ALL SELECT DISTINCT application_id, 'offer' FROM offers WHERE sent_at IS NOT NULL;
        INSERT INTO report_source_counts (day, source, shard, applications, reached_interview, offers, hires)
          SELECT (a.applied_at AT TIME ZONE 'UTC')::date, a.source, report_shard(a.id), count(*), count(i.application_id), count(o.application_id),
                 count(*) FILTER (WHERE a.status = 'hired')
            FROM applications a
            LEFT JOIN report_application_marks i ON i.application_id = a.id AND i.mark = 'interview'
            LEFT JOIN report_application_marks o ON o.application_id = a.id AND o.mark = 'offer'
           GROUP BY 1, 2, 3;
      $$`);
    await db.query(`SELECT report_source_counts_rebuild()`);
  }

  async down(db: QueryRunner): Promise<void> {
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
      CREATE OR REPLACE FUNCTION report_application_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
        PERFORM report_source_add(OLD.applied_at, OLD.source, -1, -marks_interview, -marks_offer, -(OLD.status = 'hired')::int);
        PERFORM report_source_add(NEW.applied_at, NEW.source, 1, marks_interview, marks_offer, (NEW.status = 'hired')::int);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION report_application_marked() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await db.query(`DROP FUNCTION report_source_add(timestamptz, text, uuid, integer, integer, integer, integer)`);
    await db.query(`
      CREATE OR REPLACE FUNCTION report_source_counts_rebuild() RETURNS void LANGUAGE sql AS $$
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
    await db.query(`DROP FUNCTION report_shard(uuid)`);
  }
}
