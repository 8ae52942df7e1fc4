import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searchable candidate fields are matched by `q` (docs/api/custom-fields.md#search): libs/candidates' seam
 * `candidate_search_extra_text` returns the candidate's searchable values of active fields (a select's
 * option labels and values), and a write of a candidate's values refreshes its search row.
 */
export class CustomFieldSearch1763724200000 implements MigrationInterface {
  name = 'CustomFieldSearch1763724200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION candidate_search_extra_text(candidate uuid) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT string_agg(
                 CASE WHEN d.type IN ('single_select', 'multi_select') THEN
                        (SELECT string_agg((o->>'label') || ' ' || (o->>'value'), ' ')
                           FROM jsonb_array_elements(d.options) o
                          WHERE v.values->d.key = to_jsonb(o->>'value') OR v.values->d.key @> jsonb_build_array(o->>'value'))
                      ELSE v.values->>d.key END,
                 ' ')
          FROM custom_field_values v
          JOIN custom_field_definitions d ON d.object_type = 'candidate' AND d.searchable AND NOT d.archived AND v.values ? d.key
         WHERE v.object_id = candidate
      $$`);
    await db.query(`
      CREATE FUNCTION custom_field_values_search_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM candidate_search_refresh(NEW.object_id);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER custom_field_values_search_on_write AFTER INSERT OR UPDATE OF values ON custom_field_values
      FOR EACH ROW WHEN (NEW.object_type = 'candidate') EXECUTE FUNCTION custom_field_values_search_on_write()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER custom_field_values_search_on_write ON custom_field_values');
    await db.query('DROP FUNCTION custom_field_values_search_on_write()');
    await db.query(
      `CREATE OR REPLACE FUNCTION candidate_search_extra_text(candidate uuid) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT NULL::text $$`,
    );
  }
}
