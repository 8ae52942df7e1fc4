import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Range and existence filters through B-tree indexes (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#indexes):
 * one row per object and key it holds, with the number (a currency's amount) and the `YYYY-MM-DD` text a range compares,
 * kept by a trigger of `custom_field_values` (a deleted map takes its rows by cascade).
 */
export class CustomFieldValueKeys1795734766502 implements MigrationInterface {
  name = 'CustomFieldValueKeys1795734766502';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE custom_field_value_keys (
        object_id uuid NOT NULL REFERENCES custom_field_values (object_id) ON DELETE CASCADE,
        object_type text NOT NULL,
        key text NOT NULL,
        num numeric,
        day text,
        PRIMARY KEY (object_id, key)
      )`);
    await db.query(`
      CREATE FUNCTION custom_field_value_key_rows(object uuid, type text, map jsonb)
        RETURNS TABLE (object_id uuid, object_type text, key text, num numeric, day text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT object, type, e.key,
               CASE jsonb_typeof(e.value)
                 WHEN 'number' THEN (e.value #>> '{}')::numeric
                 WHEN 'object' THEN CASE WHEN jsonb_typeof(e.value->'amount') = 'number' THEN (e.value->>'amount')::numeric END
               END,
               CASE WHEN jsonb_typeof(e.value) = 'string' AND (e.value #>> '{}') ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN e.value #>> '{}' END
          FROM jsonb_each(map) e
      $$`);
    await db.query(`
      CREATE FUNCTION custom_field_value_keys_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN DELETE FROM custom_field_value_keys WHERE object_id = NEW.object_id; END IF;
        INSERT INTO custom_field_value_keys SELECT * FROM custom_field_value_key_rows(NEW.object_id, NEW.object_type, NEW.values);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER custom_field_value_keys_on_write AFTER INSERT OR UPDATE OF values ON custom_field_values
        FOR EACH ROW EXECUTE FUNCTION custom_field_value_keys_on_write()`);
    await db.query(
      `INSERT INTO custom_field_value_keys SELECT k.* FROM custom_field_values v, custom_field_value_key_rows(v.object_id, v.object_type, v.values) k`,
    );
    await db.query(`CREATE INDEX custom_field_value_keys_key_idx ON custom_field_value_keys (object_type, key, object_id)`);
    await db.query(`CREATE INDEX custom_field_value_keys_num_idx ON custom_field_value_keys (object_type, key, num) WHERE num IS NOT NULL`);
    await db.query(`CREATE INDEX custom_field_value_keys_day_idx ON custom_field_value_keys (object_type, key, day) WHERE day IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER custom_field_value_keys_on_write ON custom_field_values');
    await db.query('DROP FUNCTION custom_field_value_keys_on_write()');
    await db.query('DROP TABLE custom_field_value_keys');
    await db.query('DROP FUNCTION custom_field_value_key_rows(uuid, text, jsonb)');
  }
}
