import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql } from '@app/core';
import type { TeamRole } from '../domain/hiring-team';

export interface TeamMemberRow {
  userId: string;
  role: TeamRole;
}

/** The hiring teams' statements (docs/api/access.md#hiring-teams). */
@Injectable()
export class HiringTeamRepository {
  /** The job's team in the order it was last put. */
  membersOf(tx: EntityManager, jobId: string): Promise<TeamMemberRow[]> {
    return runSql<TeamMemberRow>(tx, sql`SELECT user_id AS "userId", role FROM hiring_team_members WHERE job_id = ${jobId} ORDER BY position`);
  }

  /** The user's team role on the job, or null when not on its team. */
  async roleOf(tx: EntityManager, jobId: string, userId: string): Promise<TeamRole | null> {
    const rows = await runSql<{ role: TeamRole }>(tx, sql`SELECT role FROM hiring_team_members WHERE job_id = ${jobId} AND user_id = ${userId}`);
    return rows[0]?.role ?? null;
  }

  /** Replaces the job's team; the caller holds the job's row lock. */
  async replace(tx: EntityManager, jobId: string, members: readonly TeamMemberRow[], at: Date): Promise<void> {
    await runSql(tx, sql`DELETE FROM hiring_team_members WHERE job_id = ${jobId}`);
    if (members.length > 0) {
      const rows = members.map((member, position) => sql`(${jobId}, ${member.userId}, ${member.role}, ${position})`);
      await runSql(tx, sql`INSERT INTO hiring_team_members (job_id, user_id, role, position) VALUES ${sql.join(rows)}`);
    }
    await runSql(tx, sql`UPDATE jobs SET hiring_team_updated_at = ${at} WHERE id = ${jobId}`);
  }
}
