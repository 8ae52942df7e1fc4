import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { decodeCursor, newId, parseIsoUtcDateTime, preparedStatement, reach, runPrepared, runSql, sql, type Actor, type Keyset } from '@app/core';
import type { StageTransition } from '../domain/stage-transition';
import type { ListStageTransitionsQuery } from '../representation/stage-transition-requests';

const COLUMNS = sql`id, application_id AS "applicationId", job_id AS "jobId", from_stage_id AS "fromStageId", to_stage_id AS "toStageId",
  from_status AS "fromStatus", to_status AS "toStatus", at, actor_id AS "actorId", actor_name AS "actorName", via`;

const INSERT_TRANSITION = preparedStatement(
  'stage_transition_insert',
  (
    t: StageTransition,
  ) => sql`INSERT INTO stage_transitions (id, application_id, job_id, from_stage_id, to_stage_id, from_status, to_status, at, actor_id, actor_name, via)
    VALUES (${t.id}, ${t.applicationId}, ${t.jobId}, ${t.fromStageId}, ${t.toStageId}, ${t.fromStatus}, ${t.toStatus}, ${t.at},
            ${t.actorId}, ${t.actorName}, ${t.via})`,
);

const TRANSITIONS_OF = preparedStatement(
  'stage_transitions_of',
  (applicationId: string) => sql`SELECT ${COLUMNS} FROM stage_transitions WHERE application_id = ${applicationId} ORDER BY at, id`,
);

/** The stage history's queries (docs/api/reports.md#stage-history). */
@Injectable()
export class StageTransitionRepository {
  /** In the transaction of the change it records. */
  async record(tx: EntityManager, transition: StageTransition): Promise<void> {
    await runPrepared(tx, INSERT_TRANSITION(transition));
  }

  /** A merge: one transition per application of the duplicate (stage and status kept), before they move to the survivor. */
  async recordMerge(tx: EntityManager, duplicateId: string, actor: Actor, at: Date): Promise<void> {
    const rows = await runSql<{ id: string; job_id: string; current_stage_id: string; status: string }>(
      tx,
      sql`SELECT id, job_id, current_stage_id, status FROM applications WHERE candidate_id = ${duplicateId} ORDER BY id`,
    );
    if (rows.length === 0) return;
    const values = rows.map(
      (row) =>
        sql`(${newId()}::uuid, ${row.id}::uuid, ${row.job_id}::uuid, ${row.current_stage_id}::uuid, ${row.current_stage_id}::uuid,
             ${row.status}, ${row.status}, ${at}::timestamptz, ${actor.id}::uuid, ${actor.name}, 'merge')`,
    );
    await runSql(
      tx,
      sql`INSERT INTO stage_transitions (id, application_id, job_id, from_stage_id, to_stage_id, from_status, to_status, at, actor_id, actor_name, via)
        VALUES ${sql.join(values)}`,
    );
  }

  async of(tx: EntityManager, applicationId: string): Promise<StageTransition[]> {
    return runPrepared<StageTransition>(tx, TRANSITIONS_OF(applicationId));
  }

  /** Oldest first, after the cursor's row, one extra row to learn whether another page exists. */
  async list(tx: EntityManager, query: ListStageTransitionsQuery, limit: number): Promise<StageTransition[]> {
    const conditions = [sql`TRUE`];
    const reached = reach.of('job', sql.raw('stage_transitions.job_id'));
    if (reached !== null) conditions.push(reached);
    if (query.jobId !== undefined) conditions.push(sql`job_id = ${query.jobId}`);
    if (query.from !== undefined) conditions.push(sql`at >= ${parseIsoUtcDateTime(query.from)}`);
    if (query.to !== undefined) conditions.push(sql`at < ${parseIsoUtcDateTime(query.to)}`);
    if (query.updatedAfter !== undefined) conditions.push(sql`at > ${parseIsoUtcDateTime(query.updatedAfter)}`);
    const after: Keyset | undefined = decodeCursor(query.cursor);
    if (after !== undefined) conditions.push(sql`(at, id) > (${after.createdAt}, ${after.id})`);
    return runSql<StageTransition>(
      tx,
      sql`SELECT ${COLUMNS} FROM stage_transitions WHERE ${sql.join(conditions, sql` AND `)} ORDER BY at, id LIMIT ${limit + 1}`,
    );
  }
}
