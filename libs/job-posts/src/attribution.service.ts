import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { newId, NotFoundError, ValidationFailedError, type ValidationIssue } from '@app/core';
import { ApplicationsService } from '@app/applications';
import { UsersService } from '@app/users';
import { CareersEnvironment } from './careers.env';
import type { Touch } from './persistence/attribution.entity';
import { AttributionRepository } from './persistence/attribution.repository';
import { JobPostsRepository } from './persistence/job-posts.repository';
import type { AttributionResponse, ReferralLinkResponse } from './representation/attribution-response.dto';

/** What an apply says of where it came from, before its referral code is looked up. */
export interface ArrivalInput {
  source: string;
  utm: { medium?: string; campaign?: string } | undefined;
  ref: string | undefined;
}

/** Referral links and where careers-site applications came from (docs/api/careers.md#referral-links-and-attribution). */
@Injectable()
export class AttributionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AttributionRepository,
    private readonly posts: JobPostsRepository,
    private readonly users: UsersService,
    private readonly applications: ApplicationsService,
    private readonly careers: CareersEnvironment,
  ) {}

  /** POST /referral-links: the referrer an active user, the post (when named) one the request reaches; both checked at once (422). */
  async createLink(input: { referrerUserId: string; jobPostId?: string }): Promise<ReferralLinkResponse> {
    return this.dataSource.transaction(async (tx) => {
      const issues: ValidationIssue[] = [];
      if ((await this.users.activeUser(input.referrerUserId)) === null)
        issues.push({ location: 'body', path: 'referrerUserId', message: `referrerUserId ${input.referrerUserId} is not an active user` });
      if (input.jobPostId !== undefined && (await this.posts.findLive(tx, input.jobPostId)) === null)
        issues.push({ location: 'body', path: 'jobPostId', message: `jobPostId ${input.jobPostId} is not a job post` });
      if (issues.length > 0) throw new ValidationFailedError(issues);
      const now = new Date();
      // 64 random bits, URL-safe: a code cannot be guessed from another.
      const code = randomBytes(8).toString('base64url');
      await this.repository.insertLink(tx, {
        id: newId(),
        code,
        referrerUserId: input.referrerUserId,
        jobPostId: input.jobPostId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return { code, url: this.linkUrl(code, input.jobPostId) };
    });
  }

  /** The post's page (CAREERS_POST_URL) or, for every post, the public list, with `ref=<code>`. */
  private linkUrl(code: string, jobPostId: string | undefined): string {
    const base = jobPostId === undefined ? `${this.careers.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/v1/public/job-posts` : this.careers.postUrl(jobPostId);
    const url = new URL(base);
    url.searchParams.set('ref', code);
    return url.href;
  }

  /** The touch of an apply, with the referrer of its code; an unknown code is ignored. */
  async arrival(tx: EntityManager, input: ArrivalInput, at: Date): Promise<{ touch: Touch; referrerUserId: string | null }> {
    const link = input.ref === undefined ? null : await this.repository.findLink(tx, input.ref);
    const touch: Touch = {
      source: input.source,
      medium: input.utm?.medium ?? null,
      campaign: input.utm?.campaign ?? null,
      ref: link?.code ?? null,
      at: at.toISOString(),
    };
    return { touch, referrerUserId: link?.referrerUserId ?? null };
  }

  /** A new application's first (and last) touch. */
  async recordFirst(tx: EntityManager, applicationId: string, arrival: { touch: Touch; referrerUserId: string | null }): Promise<void> {
    await this.repository.insert(tx, { applicationId, firstTouch: arrival.touch, lastTouch: arrival.touch, referrerUserId: arrival.referrerUserId });
  }

  /** A reapply: the last touch moves, the first stays (an application made through the API gets its first touch here). */
  async recordAgain(tx: EntityManager, applicationId: string, arrival: { touch: Touch; referrerUserId: string | null }): Promise<void> {
    await this.repository.touch(tx, applicationId, arrival.touch, arrival.referrerUserId);
  }

  /** GET /applications/{id}/attribution: 404 for an application out of reach, both touches null for one that has none. */
  async of(applicationId: string): Promise<AttributionResponse> {
    const tx = this.dataSource.manager;
    const [application, row] = await Promise.all([this.applications.refOf(tx, applicationId), this.repository.find(tx, applicationId)]);
    if (application === null) throw new NotFoundError('Application', applicationId);
    return { firstTouch: row?.firstTouch ?? null, lastTouch: row?.lastTouch ?? null, referrerUserId: row?.referrerUserId ?? null };
  }
}
