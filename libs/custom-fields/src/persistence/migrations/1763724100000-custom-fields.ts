import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Custom fields (docs/api/custom-fields.md): the definitions, and each object's values as one jsonb map. */
export class CustomFields1763724100000 implements MigrationInterface {
  name = 'CustomFields1763724100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE custom_field_definitions (
        id uuid PRIMARY KEY,
        object_type text NOT NULL CHECK (object_type IN ('candidate', 'application', 'job', 'offer', 'interview')),
        key text NOT NULL,
        label text NOT NULL,
        type text NOT NULL,
        options jsonb NOT NULL,
        required boolean NOT NULL,
        pii boolean NOT NULL,
        searchable boolean NOT NULL,
        description text NOT NULL,
        archived boolean NOT NULL,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL,
        CONSTRAINT custom_field_definitions_key_unique UNIQUE (object_type, key)
      )`);
    await db.query(`CREATE INDEX custom_field_definitions_created_idx ON custom_field_definitions (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX custom_field_definitions_type_created_idx ON custom_field_definitions (object_type, created_at DESC, id DESC)`);
    // One row per object that ever had a value; object ids are UUIDs, unique across the object tables.
    await db.query(`
      CREATE TABLE custom_field_values (
        object_id uuid PRIMARY KEY,
        object_type text NOT NULL,
        values jsonb NOT NULL,
        created_at timestamptz(3) NOT NULL,
        updated_at timestamptz(3) NOT NULL
      )`);
    // The bulk read for sync: oldest change first per object type.
    await db.query(`CREATE INDEX custom_field_values_updated_idx ON custom_field_values (object_type, updated_at, object_id)`);
    // Containment (values @> '{"key": ...}'): options still in use, and the lists' cf. equality filters.
    await db.query(`CREATE INDEX custom_field_values_values_idx ON custom_field_values USING gin (values jsonb_path_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE custom_field_values');
    await db.query('DROP TABLE custom_field_definitions');
  }
}
