import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A values write touches what it changed (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#speed-of-a-values-patch):
 * the value-key rows of the keys whose value changed, not all of the object's; and the candidate's search row only when the
 * value of a searchable active field changed (definition changes refresh it themselves).
 */
export class CustomFieldValueWritesTouchChangedKeys1795740000000 implements MigrationInterface {
  name = 'CustomFieldValueWritesTouchChangedKeys1795740000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION custom_field_value_keys_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          DELETE FROM custom_field_value_keys k
           WHERE k.object_id = NEW.object_id
             AND k.key IN (SELECT o.key FROM jsonb_each(OLD.values) o WHERE (NEW.values -> o.key) IS DISTINCT FROM o.value);
          INSERT INTO custom_field_value_keys
          SELECT r.* FROM custom_field_value_key_rows(NEW.object_id, NEW.object_type, NEW.values) r
           WHERE (OLD.values -> r.key) IS DISTINCT FROM (NEW.values -> r.key);
        ELSE
          INSERT INTO custom_field_value_keys SELECT * FROM custom_field_value_key_rows(NEW.object_id, NEW.object_type, NEW.values);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION custom_field_values_search_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        before jsonb := CASE WHEN TG_OP = 'UPDATE' THEN OLD.values ELSE '{}' END;
      BEGIN
        IF EXISTS (SELECT 1 FROM custom_field_definitions d
                    WHERE d.object_type = 'candidate' AND d.searchable AND NOT d.archived
                      AND (before -> d.key) IS DISTINCT FROM (NEW.values -> d.key)) THEN
          PERFORM candidate_search_refresh(NEW.object_id);
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION custom_field_value_keys_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN DELETE FROM custom_field_value_keys WHERE object_id = NEW.object_id; END IF;
        INSERT INTO custom_field_value_keys SELECT * FROM custom_field_value_key_rows(NEW.object_id, NEW.object_type, NEW.values);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION custom_field_values_search_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM candidate_search_refresh(NEW.object_id);
        RETURN NULL;
      END $$`);
  }
}
