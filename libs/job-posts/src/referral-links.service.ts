import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EventRecorder,
  newId,
  NotFoundError,
  pageLimit,
  toPage,
  ValidationFailedError,
  type Actor,
  type EventType,
  type Page,
  type RowLock,
  type ValidationIssue,
} from '@app/core';
import { UsersService } from '@app/users';
import { CareersEnvironment } from './careers.env';
import type { ReferralLinkEntity } from './persistence/attribution.entity';
import { JobPostsRepository } from './persistence/job-posts.repository';
import { ReferralLinksRepository } from './persistence/referral-links.repository';
import type { NewReferralLinkResponse, ReferralLinkResponse } from './representation/attribution-response.dto';
import type { CreateReferralLinkInput, ListReferralLinksQuery } from './representation/referral-link-requests';
import { presentReferralLink } from './representation/referral-link.presenter';

/** Referral links: created, listed, read and deleted (docs/api/careers.md#referral-links-and-attribution). */
@Injectable()
export class ReferralLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReferralLinksRepository,
    private readonly posts: JobPostsRepository,
    private readonly users: UsersService,
    private readonly careers: CareersEnvironment,
    private readonly events: EventRecorder,
  ) {}

  /** POST /referral-links: the referrer an active user, the post (when named) one the request reaches; both checked at once (422). */
  async create(actor: Actor, input: CreateReferralLinkInput): Promise<NewReferralLinkResponse> {
    return this.dataSource.transaction(async (tx) => {
      const issues: ValidationIssue[] = [];
      if ((await this.users.activeUser(input.referrerUserId)) === null)
        issues.push({ location: 'body', path: 'referrerUserId', message: `referrerUserId ${input.referrerUserId} is not an active user` });
      if (input.jobPostId !== undefined && (await this.posts.findLive(tx, input.jobPostId)) === null)
        issues.push({ location: 'body', path: 'jobPostId', message: `jobPostId ${input.jobPostId} is not a job post` });
      if (issues.length > 0) throw new ValidationFailedError(issues);
      const now = new Date();
      const link: ReferralLinkEntity = {
        id: newId(),
        // 64 random bits, URL-safe: a code cannot be guessed from another.
        code: randomBytes(8).toString('base64url'),
        referrerUserId: input.referrerUserId,
        jobPostId: input.jobPostId ?? null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      await this.repository.insert(tx, link);
      const { code, url } = await this.recorded(tx, actor, 'referral_link.created', link);
      return { code, url };
    });
  }

  async list(query: ListReferralLinksQuery): Promise<Page<ReferralLinkResponse>> {
    return toPage(await this.repository.list(query), pageLimit(query), (link) => this.present(link));
  }

  async get(id: string): Promise<ReferralLinkResponse> {
    return this.present(await this.findOrFail(this.dataSource.manager, id));
  }

  /** DELETE /referral-links/{id}: gone from every route, and its code no longer credits an apply; touches already recorded stay. */
  async delete(actor: Actor, id: string): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (tx) => {
      const link = await this.findOrFail(tx, id, 'update');
      const now = new Date();
      await this.repository.update(tx, id, { deletedAt: now, updatedAt: now });
      await this.recorded(tx, actor, 'referral_link.deleted', Object.assign(link, { deletedAt: now, updatedAt: now }));
    });
    return { deleted: true };
  }

  /** Records the event (not filed in the activity feed) with the link as presented. */
  private async recorded(tx: EntityManager, actor: Actor, type: EventType, link: ReferralLinkEntity): Promise<ReferralLinkResponse> {
    const view = this.present(link);
    await this.events.record(tx, { type, entityId: link.id, actor, metadata: {}, data: view });
    return view;
  }

  private present(link: ReferralLinkEntity): ReferralLinkResponse {
    return presentReferralLink(link, this.careers.referralUrl(link.code, link.jobPostId));
  }

  private async findOrFail(tx: EntityManager, id: string, lock?: RowLock): Promise<ReferralLinkEntity> {
    const link = await this.repository.find(tx, id, lock);
    if (link === null) throw new NotFoundError('Referral link', id);
    return link;
  }
}
