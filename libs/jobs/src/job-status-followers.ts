import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { discoverProviders, type Actor } from '@app/core';
import type { JobStatus } from './domain/job-rules';

/** A job's status as it changed in the transaction (PATCH /jobs/{id} with a new status, or DELETE /jobs/{id}). */
export interface JobStatusChange {
  jobId: string;
  fromStatus: JobStatus;
  toStatus: JobStatus;
  /** DELETE /jobs/{id}: the job is closed and soft-deleted. */
  deleted: boolean;
  actor: Actor;
  at: Date;
}

/**
 * What a context above jobs does in the job's own transaction when the job's status changes, e.g.
 * job posts close when their job stops being open (docs/adr/0063-job-status-followers.md). Jobs
 * never imports the context: it finds the followers the process loaded.
 */
export interface JobStatusFollower {
  /** Runs after the job's row is written and its event recorded, with the job's row locked FOR UPDATE. */
  jobStatusChanged(tx: EntityManager, change: JobStatusChange): Promise<void>;
}

const JOB_STATUS_FOLLOWER = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks a provider class as a follower; JobStatusFollowers finds every one (Nest DiscoveryService). */
export function FollowsJobStatus(): ClassDecorator {
  return JOB_STATUS_FOLLOWER();
}

/** The `@FollowsJobStatus()` providers of the modules the process loaded, run one after the other (by class name). */
@Injectable()
export class JobStatusFollowers implements OnApplicationBootstrap {
  private found?: readonly JobStatusFollower[];

  constructor(private readonly discovery: DiscoveryService) {}

  /** A misdeclared follower fails the start, not the first status change. */
  onApplicationBootstrap(): void {
    this.followers();
  }

  async statusChanged(tx: EntityManager, change: JobStatusChange): Promise<void> {
    for (const follower of this.followers()) await follower.jobStatusChanged(tx, change);
  }

  followers(): readonly JobStatusFollower[] {
    this.found ??= discoverProviders<JobStatusFollower>(this.discovery, JOB_STATUS_FOLLOWER, 'Job status follower', 'jobStatusChanged');
    return this.found;
  }
}
