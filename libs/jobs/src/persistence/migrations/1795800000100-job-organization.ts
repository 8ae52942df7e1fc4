import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's department and offices (docs/api/organization.md#jobs-in-departments-and-offices): ids of the organization's
 * nodes, checked by the service when written (docs/adr/0089-jobs-in-the-organization.md). Indexed for the list's and
 * the reports' filters and for the count a node's delete takes.
 */
export class JobOrganization1795800000100 implements MigrationInterface {
  name = 'JobOrganization1795800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE jobs ADD COLUMN department_id uuid, ADD COLUMN office_ids uuid[] NOT NULL DEFAULT '{}'`);
    await db.query('CREATE INDEX jobs_department_idx ON jobs (department_id) WHERE department_id IS NOT NULL');
    await db.query('CREATE INDEX jobs_office_ids_idx ON jobs USING gin (office_ids)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX jobs_office_ids_idx');
    await db.query('DROP INDEX jobs_department_idx');
    await db.query('ALTER TABLE jobs DROP COLUMN office_ids, DROP COLUMN department_id');
  }
}
