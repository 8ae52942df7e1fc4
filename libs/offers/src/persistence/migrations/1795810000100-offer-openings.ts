import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An offer may name the opening its acceptance fills (docs/api/openings.md#offers-and-openings). */
export class OfferOpenings1795810000100 implements MigrationInterface {
  name = 'OfferOpenings1795810000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE offers ADD COLUMN opening_id uuid REFERENCES openings (id)`);
    await db.query(`CREATE INDEX offers_opening_idx ON offers (opening_id) WHERE opening_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE offers DROP COLUMN opening_id');
  }
}
