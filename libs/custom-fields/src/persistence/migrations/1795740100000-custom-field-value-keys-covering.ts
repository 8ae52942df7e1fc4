import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The range indexes of custom_field_value_keys carry `object_id`: a filter's bounded read of its matches
 * (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md#indexes) is then an index-only scan, not one heap row per match.
 */
export class CustomFieldValueKeysCovering1795740100000 implements MigrationInterface {
  name = 'CustomFieldValueKeysCovering1795740100000';

  async up(db: QueryRunner): Promise<void> {
    await this.replace(db, 'INCLUDE (object_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await this.replace(db, '');
  }

  private async replace(db: QueryRunner, include: string): Promise<void> {
    await db.query('DROP INDEX custom_field_value_keys_num_idx');
    await db.query('DROP INDEX custom_field_value_keys_day_idx');
    await db.query(`CREATE INDEX custom_field_value_keys_num_idx ON custom_field_value_keys (object_type, key, num) ${include} WHERE num IS NOT NULL`);
    await db.query(`CREATE INDEX custom_field_value_keys_day_idx ON custom_field_value_keys (object_type, key, day) ${include} WHERE day IS NOT NULL`);
  }
}
