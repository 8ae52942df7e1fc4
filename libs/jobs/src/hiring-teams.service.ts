import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EventRecorder, RoleForbiddenError, ValidationFailedError, type Actor, type Principal, type ValidationIssue } from '@app/core';
import { UsersService } from '@app/users';
import { JobsService } from './jobs.service';
import { HiringTeamRepository, type TeamMemberRow } from './persistence/hiring-team.repository';
import type { JobEntity } from './persistence/job.entity';
import type { HiringTeamResponse } from './representation/hiring-team-response.dto';

/** The roles whose users may put a job's team: an admin, or a member with team role recruiter (docs/api/access.md#hiring-teams). */
const MAY_PUT_TEAM = ['admin', 'recruiter'] as const;

/** GET and PUT /jobs/{id}/hiring-team (docs/api/access.md#hiring-teams). */
@Injectable()
export class HiringTeamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: HiringTeamRepository,
    private readonly jobs: JobsService,
    private readonly users: UsersService,
    private readonly events: EventRecorder,
  ) {}

  /** The team of a job the user reaches (404 otherwise). */
  async get(jobId: string): Promise<HiringTeamResponse> {
    const manager = this.dataSource.manager;
    return this.present(manager, await this.jobs.findOrFail(manager, jobId));
  }

  /** Replaces the team: 404 out of reach, 403 for a user neither admin nor team recruiter, 422 for an unknown user. */
  async put(principal: Principal, jobId: string, members: readonly TeamMemberRow[]): Promise<HiringTeamResponse> {
    const actor: Actor = principal.actor;
    return this.dataSource.transaction(async (tx) => {
      const job = await this.jobs.findOrFail(tx, jobId, 'update');
      if (principal.role !== 'admin' && (await this.repository.roleOf(tx, jobId, actor.id)) !== 'recruiter') {
        throw new RoleForbiddenError(MAY_PUT_TEAM, "Only an admin or a member of the job's hiring team with team role recruiter may change the team");
      }
      const names = await this.users.namesOf(
        tx,
        members.map((member) => member.userId),
      );
      const issues: ValidationIssue[] = [];
      const seen = new Set<string>();
      members.forEach((member, index) => {
        const path = `members.${index}.userId`;
        if (!names.has(member.userId)) issues.push({ location: 'body', path, message: `${path} ${member.userId} is not a user` });
        else if (seen.has(member.userId)) issues.push({ location: 'body', path, message: `${path} ${member.userId} is listed twice: each user once` });
        seen.add(member.userId);
      });
      if (issues.length > 0) throw new ValidationFailedError(issues);
      const at = new Date();
      await this.repository.replace(tx, jobId, members, at);
      const view = await this.present(tx, { ...job, hiringTeamUpdatedAt: at });
      await this.events.record(tx, {
        type: 'job.hiring_team_updated',
        entityId: jobId,
        actor,
        metadata: { userIds: members.map((member) => member.userId) },
        data: view,
      });
      return view;
    });
  }

  private async present(tx: EntityManager, job: Pick<JobEntity, 'id' | 'createdAt' | 'hiringTeamUpdatedAt'>): Promise<HiringTeamResponse> {
    const members = await this.repository.membersOf(tx, job.id);
    const names = await this.users.namesOf(
      tx,
      members.map((member) => member.userId),
    );
    return {
      jobId: job.id,
      members: members.map((member) => ({ userId: member.userId, name: names.get(member.userId) ?? '', role: member.role })),
      updatedAt: (job.hiringTeamUpdatedAt ?? job.createdAt).toISOString(),
    };
  }
}
