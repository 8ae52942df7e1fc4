import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Departments and offices (docs/api/organization.md): two trees, each node naming its parent. A parent cannot be
 * deleted while it has children (RESTRICT: the service answers 409 first). Lists read newest first.
 */
export class Organization1795800000000 implements MigrationInterface {
  name = 'Organization1795800000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [table, extra] of [
      ['departments', ''],
      ['offices', 'location text,'],
    ] as const) {
      await db.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY,
          name text NOT NULL,
          ${extra}
          parent_id uuid REFERENCES ${table} (id) ON DELETE RESTRICT,
          external_id text,
          created_at timestamptz(3) NOT NULL DEFAULT now(),
          updated_at timestamptz(3) NOT NULL DEFAULT now()
        )`);
      await db.query(`CREATE INDEX ${table}_created_idx ON ${table} (created_at DESC, id DESC)`);
      await db.query(`CREATE INDEX ${table}_parent_idx ON ${table} (parent_id)`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE offices');
    await db.query('DROP TABLE departments');
  }
}
