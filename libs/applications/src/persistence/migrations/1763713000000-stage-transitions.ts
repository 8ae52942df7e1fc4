import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stage history (docs/api/reports.md#stage-history, docs/adr/0064-stage-history-and-report-storage.md): one row per
 * creation, move, reject, withdraw, hire and merge of an application, written with the change. The
 * history of the applications that exist already is rebuilt from the activity feed: a rebuilt row
 * takes the id of the event it comes from, so running the rebuild again adds nothing.
 */
export class StageTransitions1763713000000 implements MigrationInterface {
  name = 'StageTransitions1763713000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS stage_transitions (
        id uuid PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        job_id uuid NOT NULL,
        from_stage_id uuid,
        to_stage_id uuid NOT NULL,
        from_status text CHECK (from_status IN ('active', 'rejected', 'hired', 'withdrawn')),
        to_status text NOT NULL CHECK (to_status IN ('active', 'rejected', 'hired', 'withdrawn')),
        at timestamptz(3) NOT NULL,
        actor_id uuid NOT NULL,
        actor_name text NOT NULL,
        via text NOT NULL CHECK (via IN ('api', 'automation', 'careers_site', 'merge'))
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS stage_transitions_application_idx ON stage_transitions (application_id, at, id)`);
    await db.query(`CREATE INDEX IF NOT EXISTS stage_transitions_job_idx ON stage_transitions (job_id, at, id)`);
    await db.query(`CREATE INDEX IF NOT EXISTS stage_transitions_at_idx ON stage_transitions (at, id)`);
    await rebuildFromActivity(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stage_transitions');
  }
}

/**
 * The activity feed's application events as transitions. Reject, withdraw and hire end an
 * application's changes, so the stage they kept is the application's current one. An application
 * whose creation event is missing gets a creation at its appliedAt, in the stage its first move left.
 */
export async function rebuildFromActivity(db: QueryRunner): Promise<void> {
  await db.query(`
    INSERT INTO stage_transitions (id, application_id, job_id, from_stage_id, to_stage_id, from_status, to_status, at, actor_id, actor_name, via)
    SELECT e.id, a.id, a.job_id,
           CASE e.type WHEN 'application.created' THEN NULL
                       WHEN 'application.stage_changed' THEN (e.metadata->>'fromStageId')::uuid
                       ELSE a.current_stage_id END,
           CASE e.type WHEN 'application.created' THEN COALESCE((e.metadata->>'stageId')::uuid, a.current_stage_id)
                       WHEN 'application.stage_changed' THEN (e.metadata->>'toStageId')::uuid
                       ELSE a.current_stage_id END,
           CASE e.type WHEN 'application.created' THEN NULL ELSE 'active' END,
           CASE e.type WHEN 'application.rejected' THEN 'rejected'
                       WHEN 'application.withdrawn' THEN 'withdrawn'
                       WHEN 'application.hired' THEN 'hired'
                       ELSE 'active' END,
           e.created_at, e.actor_id, e.actor_name,
           CASE WHEN e.actor_name LIKE 'Automation: %' THEN 'automation'
                WHEN e.actor_name = 'Careers site' THEN 'careers_site'
                ELSE 'api' END
      FROM activity_events e
      JOIN applications a ON a.id = e.entity_id
     WHERE e.entity_type = 'application'
       AND e.type IN ('application.created', 'application.stage_changed', 'application.rejected', 'application.withdrawn', 'application.hired')
       AND (e.type <> 'application.stage_changed' OR (e.metadata ? 'toStageId' AND e.metadata ? 'fromStageId'))
    ON CONFLICT (id) DO NOTHING`);
  await db.query(`
    INSERT INTO stage_transitions (id, application_id, job_id, from_stage_id, to_stage_id, from_status, to_status, at, actor_id, actor_name, via)
    SELECT a.id, a.id, a.job_id, NULL,
           COALESCE((SELECT t.from_stage_id FROM stage_transitions t
                      WHERE t.application_id = a.id AND t.from_stage_id IS NOT NULL AND t.from_stage_id <> t.to_stage_id
                      ORDER BY t.at, t.id LIMIT 1), a.current_stage_id),
           NULL, 'active', a.applied_at, '00000000-0000-0000-0000-000000000000', 'Unknown', 'api'
      FROM applications a
     WHERE NOT EXISTS (SELECT 1 FROM stage_transitions t WHERE t.application_id = a.id AND t.from_status IS NULL)
    ON CONFLICT (id) DO NOTHING`);
}
