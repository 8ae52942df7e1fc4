import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { FollowsJobStatus, JobStatusFollowers, type JobStatusChange, type JobStatusFollower } from './job-status-followers';

let calls: string[];
const tx = {} as EntityManager;
const change: JobStatusChange = {
  jobId: 'job-1',
  fromStatus: 'open',
  toStatus: 'on_hold',
  deleted: false,
  actor: { id: 'user-1', name: 'Ada' },
  at: new Date('2026-11-21T10:00:00.000Z'),
};

@FollowsJobStatus()
@Injectable()
class PostsFollower implements JobStatusFollower {
  async jobStatusChanged(_tx: EntityManager, seen: JobStatusChange): Promise<void> {
    calls.push(`posts:${seen.jobId}:${seen.toStatus}`);
  }
}

@FollowsJobStatus()
@Injectable()
class BoardsFollower implements JobStatusFollower {
  async jobStatusChanged(_tx: EntityManager, seen: JobStatusChange): Promise<void> {
    calls.push(`boards:${seen.jobId}`);
  }
}

/** Not a follower: no decorator. */
@Injectable()
class PlainService {
  async jobStatusChanged(): Promise<void> {
    calls.push('plain');
  }
}

@Module({ providers: [PostsFollower, PlainService] })
class InnerModule {}

@Module({ imports: [InnerModule], providers: [BoardsFollower] })
class OuterModule {}

async function followersOf(...imports: Array<new () => unknown>): Promise<JobStatusFollowers> {
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule, ...imports], providers: [JobStatusFollowers] }).compile();
  return moduleRef.get(JobStatusFollowers);
}

describe(JobStatusFollowers.name, () => {
  beforeEach(() => {
    calls = [];
  });

  it('finds the followers of every loaded module and runs each once, by class name, with the change', async () => {
    const followers = await followersOf(OuterModule);
    await followers.statusChanged(tx, change);
    expect(calls).toEqual(['boards:job-1', 'posts:job-1:on_hold']);
  });

  it('runs nothing when no context follows', async () => {
    const followers = await followersOf();
    await followers.statusChanged(tx, change);
    expect(calls).toEqual([]);
  });

  it('stops at the first failing follower, so the job change rolls back', async () => {
    @FollowsJobStatus()
    @Injectable()
    class AFailingFollower implements JobStatusFollower {
      async jobStatusChanged(): Promise<void> {
        throw new Error('posts table on fire');
      }
    }
    @Module({ providers: [AFailingFollower] })
    class FailingModule {}
    const followers = await followersOf(OuterModule, FailingModule);
    await expect(followers.statusChanged(tx, change)).rejects.toThrow('posts table on fire');
    expect(calls).toEqual([]);
  });

  it('refuses, at start, a follower without jobStatusChanged', async () => {
    @FollowsJobStatus()
    @Injectable()
    class MethodlessFollower {}
    @Module({ providers: [MethodlessFollower] })
    class MethodlessModule {}
    const followers = await followersOf(MethodlessModule);
    expect(() => followers.onApplicationBootstrap()).toThrow(/MethodlessFollower has no jobStatusChanged/);
  });
});
