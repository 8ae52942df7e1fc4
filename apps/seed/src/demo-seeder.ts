import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ANY_APPLICATION_SOURCE,
  APPLICATION_SOURCE_POLICY,
  ApplicationsService,
  type ApplicationResponse,
  type ApplicationSourcePolicy,
} from '@app/applications';
import { AutomationsService } from '@app/automations';
import { CandidateNotesService, CandidatesService, CandidateTagsService } from '@app/candidates';
import { runSql, sql, type Actor, type Sql } from '@app/core';
import { CustomFieldsService, CustomFieldValuesService } from '@app/custom-fields';
import { DocumentsService } from '@app/documents';
import { InterviewsService } from '@app/interviews';
import { JobPostsService } from '@app/job-posts';
import { HiringTeamsService, JobsService, type JobStageResponse, type TeamRole } from '@app/jobs';
import { OffersService } from '@app/offers';
import { ConsentPurposesService, ConsentsService } from '@app/privacy';
import { ScorecardsService } from '@app/scorecards';
import { TalentPoolsService } from '@app/talent-pools';
import { TasksService } from '@app/tasks';
import { OPERATOR, UsersService } from '@app/users';
import { demoDataSet, resumeLines, type DemoApplication, type DemoCandidate, type DemoDataSet, type DemoUser } from './demo-data';
import { pdfWith } from './pdf';

/** Candidates written at the same time: enough to overlap the round trips, few enough for a small pool. */
const CONCURRENCY = 4;

/** The planned source, or when the installation's closed list refuses it, the list's entry chosen by its name (the seed stays deterministic). */
export function seedSource(planned: string, policy: ApplicationSourcePolicy): string {
  const { sources } = policy;
  if (sources === undefined || policy.refusal(planned) === null) return planned;
  return sources[[...planned].reduce((sum, char) => sum + char.charCodeAt(0), 0) % sources.length];
}

/** What one run wrote, by kind: all zero when the data set was already complete. */
export type SeedReport = Record<string, number>;

interface JobRef {
  id: string;
  title: string;
  status: string;
  stages: JobStageResponse[];
}

/**
 * Writes the demo data set through the services the API uses, so events, activity, the outbox and
 * the search index are as real as a client's. Idempotent: each entity is looked up by a stable key
 * (email, title, name, candidate and job) and only what is missing is written, moving each record on
 * to its planned state; an interrupted run resumes where it stopped.
 */
@Injectable()
export class DemoSeeder {
  private readonly report: SeedReport = {};

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly candidates: CandidatesService,
    private readonly tags: CandidateTagsService,
    private readonly notes: CandidateNotesService,
    private readonly jobs: JobsService,
    private readonly teams: HiringTeamsService,
    private readonly jobPosts: JobPostsService,
    private readonly applications: ApplicationsService,
    private readonly interviews: InterviewsService,
    private readonly scorecards: ScorecardsService,
    private readonly offers: OffersService,
    private readonly tasks: TasksService,
    private readonly pools: TalentPoolsService,
    private readonly automations: AutomationsService,
    private readonly documents: DocumentsService,
    private readonly customFields: CustomFieldsService,
    private readonly customFieldValues: CustomFieldValuesService,
    private readonly consentPurposes: ConsentPurposesService,
    private readonly consents: ConsentsService,
    @Optional() @Inject(APPLICATION_SOURCE_POLICY) private readonly sourcePolicy: ApplicationSourcePolicy = ANY_APPLICATION_SOURCE,
  ) {}

  async run(): Promise<SeedReport> {
    const data = demoDataSet();
    const actors = await this.seedUsers(data.users);
    const recruiter = actors.get('recruiter')!;
    await this.seedAutomation(data, recruiter, actors.get('hiringManager')!);
    const jobs = await this.seedJobs(data, recruiter);
    await this.seedHiringTeams(data, jobs, actors);
    // Before the posts: a form question fills one of them.
    await this.seedCustomFields(data, recruiter);
    await this.seedJobPosts(data, jobs, recruiter);
    const candidateIds: string[] = [];
    const applicationIds: string[][] = [];
    let next = 0;
    let failed = false;
    // On a failure the other lanes finish the candidate they are on and stop, so nothing runs on after the context closes.
    const lanes = await Promise.allSettled(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < data.candidates.length && !failed) {
          const index = next++;
          try {
            const seeded = await this.seedCandidate(data.candidates[index], jobs, actors);
            candidateIds[index] = seeded.id;
            applicationIds[index] = seeded.applicationIds;
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      }),
    );
    const failure = lanes.find((lane) => lane.status === 'rejected');
    if (failure !== undefined) throw failure.reason;
    await this.seedTasks(data, jobs, actors, candidateIds, applicationIds);
    await this.seedPool(data, recruiter, candidateIds);
    await this.seedConsents(data, recruiter, candidateIds);
    return this.report;
  }

  private count(kind: string): void {
    this.report[kind] = (this.report[kind] ?? 0) + 1;
  }

  private async one<T>(statement: Sql): Promise<T | undefined> {
    const [row] = await runSql<T>(this.db, statement);
    return row;
  }

  private async seedUsers(users: readonly DemoUser[]): Promise<Map<DemoUser['key'], Actor>> {
    const actors = new Map<DemoUser['key'], Actor>();
    for (const user of users) {
      let found = await this.one<Actor>(sql`SELECT id, name FROM users WHERE lower(email) = lower(${user.email})`);
      if (found === undefined) {
        found = await this.users.create(OPERATOR, { name: user.name, email: user.email, role: user.role });
        this.count('users');
      }
      actors.set(user.key, { id: found.id, name: found.name });
    }
    return actors;
  }

  /** Published by a different user from the one who asked for approval, as the governance rules want. */
  private async seedAutomation({ automation }: DemoDataSet, recruiter: Actor, approver: Actor): Promise<void> {
    let found = await this.one<{ id: string; status: string }>(
      sql`SELECT id, status FROM automations WHERE name = ${automation.name} AND status <> 'archived'`,
    );
    if (found === undefined) {
      found = await this.automations.create(recruiter, {
        name: automation.name,
        description: automation.description,
        trigger: { event: 'application.hired' },
        conditions: null,
        actions: [
          { type: 'add_tag', config: { label: automation.tagLabel }, continueOnError: false },
          { type: 'add_note', config: { body: automation.noteBody }, continueOnError: false },
        ],
        enabled: true,
      });
      this.count('automations');
    }
    if (found.status === 'draft') found = await this.automations.requestApproval(recruiter, found.id);
    if (found.status === 'pending_approval') found = await this.automations.approve(approver, found.id);
    if (found.status === 'approved') await this.automations.publish(approver, found.id);
  }

  private async seedJobs({ jobs }: DemoDataSet, recruiter: Actor): Promise<JobRef[]> {
    const refs: JobRef[] = [];
    for (const job of jobs) {
      const found = await this.one<{ id: string }>(sql`SELECT id FROM jobs WHERE title = ${job.title} AND deleted_at IS NULL ORDER BY created_at LIMIT 1`);
      const { stages: _plan, skills: _skills, weight: _weight, post: _post, ...fields } = job;
      const view = found
        ? await this.jobs.get(found.id)
        : await this.jobs.create(recruiter, { ...fields, stages: job.stages.map(({ name, color }, order) => ({ name, color, order })) });
      if (!found) this.count('jobs');
      const stages = job.stages.map(({ name }) => {
        const stage = view.stages.find((candidate) => candidate.name === name);
        if (stage === undefined) throw new Error(`The job "${job.title}" has no stage "${name}" any more: the demo data set cannot continue it`);
        return stage;
      });
      refs.push({ id: view.id, title: view.title, status: view.status, stages });
    }
    return refs;
  }

  /**
   * Every job a hiring team (docs/api/access.md): the recruiter, the hiring manager (not on a confidential job's)
   * and the interviewers. A job whose team someone set keeps it.
   */
  private async seedHiringTeams(data: DemoDataSet, jobs: JobRef[], actors: Map<DemoUser['key'], Actor>): Promise<void> {
    const recruiter = actors.get('recruiter')!;
    const admin = { keyId: 'seed', scopes: ['*'], actor: recruiter, role: 'admin', keyOwner: null };
    for (const [index, job] of jobs.entries()) {
      if ((await this.teams.get(job.id)).members.length > 0) continue;
      const members: Array<{ userId: string; role: TeamRole }> = [{ userId: recruiter.id, role: 'recruiter' }];
      if (data.jobs[index].confidential !== true) members.push({ userId: actors.get('hiringManager')!.id, role: 'hiring_manager' });
      for (const key of ['interviewer1', 'interviewer2', 'interviewer3'] as const) members.push({ userId: actors.get(key)!.id, role: 'interviewer' });
      await this.teams.put(admin, job.id, members);
      this.count('hiring teams');
    }
  }

  /**
   * A live post per open job (a draft an interrupted run left is published). A job that is not open
   * gets none, and a post someone closed stays closed.
   */
  private async seedCustomFields({ customFields }: DemoDataSet, recruiter: Actor): Promise<void> {
    for (const field of customFields) {
      const found = await this.one(sql`SELECT 1 FROM custom_field_definitions WHERE object_type = ${field.objectType} AND key = ${field.key}`);
      if (found !== undefined) continue;
      await this.customFields.create(recruiter, { ...field, options: field.options ?? [] });
      this.count('custom fields');
    }
  }

  private async seedJobPosts({ jobPosts }: DemoDataSet, jobs: JobRef[], recruiter: Actor): Promise<void> {
    for (const [index, job] of jobs.entries()) {
      if (job.status !== 'open') continue;
      let post = await this.one<{ id: string; status: string }>(
        sql`SELECT id, status FROM job_posts WHERE job_id = ${job.id} AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
      );
      if (post === undefined) {
        post = await this.jobPosts.create(recruiter, { jobId: job.id, ...jobPosts[index] });
        this.count('job posts');
      }
      if (post.status === 'draft') {
        await this.jobPosts.publish(recruiter, post.id);
        this.count('published posts');
      }
    }
  }

  private async seedCandidate(
    candidate: DemoCandidate,
    jobs: JobRef[],
    actors: Map<DemoUser['key'], Actor>,
  ): Promise<{ id: string; applicationIds: string[] }> {
    const recruiter = actors.get('recruiter')!;
    const { skills: _skills, tags, note, applications, customFields, ...fields } = candidate;
    // An identical upsert changes nothing and records no event (docs/api/sync.md#upsert).
    const { candidate: view, created } = await this.candidates.upsert(recruiter, fields);
    if (created) this.count('candidates');
    for (const label of tags) if ((await this.tags.add(recruiter, view.id, label)).attached) this.count('tags');
    // The same values again change nothing and record no event (docs/api/custom-fields.md#values).
    if (Object.keys(customFields).length > 0) {
      const before = await this.one(sql`SELECT 1 FROM custom_field_values WHERE object_id = ${view.id}`);
      await this.customFieldValues.update(recruiter, 'candidate', view.id, customFields);
      if (before === undefined) this.count('custom field values');
    }
    if (note !== null && (await this.one(sql`SELECT 1 FROM notes WHERE candidate_id = ${view.id} AND body = ${note}`)) === undefined) {
      await this.notes.create(recruiter, view.id, { body: note });
      this.count('notes');
    }
    // The same bytes for the same candidate return the stored document (docs/api/documents.md#upload).
    const resume = await this.documents.upload(recruiter, view.id, false, undefined, {
      filename: `${candidate.email.split('@')[0].replace(/\./g, '-')}-resume.pdf`,
      contentBase64: pdfWith(resumeLines(candidate)).toString('base64'),
      kind: 'resume',
    });
    if (resume.status === 201) this.count('documents');
    const applicationIds: string[] = [];
    for (const plan of applications) applicationIds.push(await this.seedApplication(view.id, plan, jobs[plan.job], actors));
    return { id: view.id, applicationIds };
  }

  /** Creates the application if missing, then moves it on to its planned stage, interviews, scorecards, offer and outcome. */
  private async seedApplication(candidateId: string, plan: DemoApplication, job: JobRef, actors: Map<DemoUser['key'], Actor>): Promise<string> {
    const recruiter = actors.get('recruiter')!;
    const found = await this.one<{ id: string }>(
      sql`SELECT id FROM applications WHERE candidate_id = ${candidateId} AND job_id = ${job.id} ORDER BY created_at LIMIT 1`,
    );
    let application: ApplicationResponse;
    if (found === undefined) {
      const at = new Date(plan.timeline.enteredAt[0]);
      application = await this.applications.create(recruiter, { candidateId, jobId: job.id, source: seedSource(plan.source, this.sourcePolicy) }, { at });
      this.count('applications');
    } else {
      application = await this.applications.get(found.id);
    }
    // Stage by stage, as a recruiter would: each move is an application.stage_changed event.
    for (;;) {
      const at = job.stages.findIndex((stage) => stage.id === application.currentStageId);
      if (application.status !== 'active' || at >= plan.stageIndex) break;
      const options = { at: planned(plan.timeline.enteredAt[at + 1], application.updatedAt) };
      application = await this.applications.move(recruiter, application.id, { toStageId: job.stages[at + 1].id }, options);
      this.count('moves');
    }
    for (const interview of plan.interviews) {
      const interviewer = actors.get(interview.interviewer)!;
      let held = await this.one<{ id: string; status: string }>(
        sql`SELECT id, status FROM interviews WHERE application_id = ${application.id} AND title = ${interview.title}`,
      );
      if (held === undefined) {
        if (application.status !== 'active') continue;
        held = await this.interviews.schedule(recruiter, {
          applicationId: application.id,
          interviewerId: interviewer.id,
          title: interview.title,
          type: interview.type,
          mode: interview.mode,
          scheduledAt: interview.scheduledAt,
          durationMins: interview.durationMins,
          location: interview.location,
          meetingUrl: interview.meetingUrl,
        });
        this.count('interviews');
      }
      if (held.status === 'scheduled' && interview.status === 'completed') await this.interviews.complete(recruiter, held.id);
      if (held.status === 'scheduled' && interview.status === 'canceled') await this.interviews.cancel(recruiter, held.id);
      const stageId = job.stages[interview.stageIndex].id;
      const { scorecard } = interview;
      if (
        scorecard !== null &&
        (await this.one(sql`SELECT 1 FROM scorecards WHERE application_id = ${application.id} AND author_id = ${interviewer.id} AND stage_id = ${stageId}`)) ===
          undefined
      ) {
        await this.scorecards.submit(interviewer, { applicationId: application.id, stageId, ...scorecard });
        this.count('scorecards');
      }
    }
    if (plan.offer !== null) await this.seedOffer(application, plan, job, recruiter);
    if (plan.outcome === 'rejected' && application.status === 'active') {
      await this.applications.reject(recruiter, application.id, { at: planned(plan.timeline.closedAt, application.updatedAt) });
      this.count('rejections');
    }
    if (plan.outcome === 'withdrawn' && application.status === 'active') {
      await this.applications.withdraw(recruiter, application.id, { at: planned(plan.timeline.closedAt, application.updatedAt) });
      this.count('withdrawals');
    }
    return application.id;
  }

  /** Dated as planned (docs/adr/0057-demo-data-set.md): made, sent, decided or withdrawn within the application's history. */
  private async seedOffer(application: ApplicationResponse, plan: DemoApplication, job: JobRef, recruiter: Actor): Promise<void> {
    const target = plan.offer!;
    const times = plan.timeline.offer!;
    const found = await this.one<{ id: string }>(sql`SELECT id FROM offers WHERE application_id = ${application.id} ORDER BY created_at DESC LIMIT 1`);
    let offer = found === undefined ? undefined : await this.offers.get(found.id);
    if (offer === undefined) {
      if (application.status !== 'active') return;
      offer = await this.offers.create(
        recruiter,
        {
          applicationId: application.id,
          title: job.title,
          salaryAmount: plan.salaryAmount!,
          currency: 'EUR',
          salaryPeriod: 'year',
          equity: job.title.includes('Engineer') ? '0.05% over 4 years' : null,
          startDate: '2027-01-04',
          expiresAt: times.expiresAt,
        },
        { at: new Date(times.createdAt) },
      );
      this.count('offers');
    }
    if (offer.status === 'draft' && target === 'withdrawn')
      offer = await this.offers.withdraw(recruiter, offer.id, { at: planned(times.withdrawnAt, offer.updatedAt) });
    if (offer.status === 'draft' && target !== 'draft') offer = await this.offers.send(recruiter, offer.id, { at: planned(times.sentAt, offer.updatedAt) });
    // Accepting hires the application (and fires the "Welcome new hires" automation in the worker).
    if (offer.status === 'sent' && (target === 'accepted' || target === 'declined')) {
      await this.offers.decide(recruiter, offer.id, target, { at: planned(times.decidedAt, offer.updatedAt) });
    }
  }

  private async seedTasks(
    { tasks, candidates }: DemoDataSet,
    jobs: JobRef[],
    actors: Map<DemoUser['key'], Actor>,
    candidateIds: string[],
    applicationIds: string[][],
  ): Promise<void> {
    for (const task of tasks) {
      if ((await this.one(sql`SELECT 1 FROM tasks WHERE title = ${task.title}`)) !== undefined) continue;
      const options = { at: new Date(task.createdAt) };
      await this.tasks.create(
        actors.get('recruiter')!,
        {
          title: task.title,
          description: task.description,
          status: task.status,
          priority: task.priority,
          dueDate: task.dueDate,
          ownerId: actors.get(task.owner)!.id,
          candidateId: candidateIds[task.candidate],
          applicationId: applicationIds[task.candidate][0],
          jobId: jobs[candidates[task.candidate].applications[0].job].id,
        },
        options,
      );
      this.count('tasks');
    }
  }

  private async seedPool({ pool }: DemoDataSet, recruiter: Actor, candidateIds: string[]): Promise<void> {
    let found = await this.one<{ id: string }>(sql`SELECT id FROM talent_pools WHERE name = ${pool.name} ORDER BY created_at LIMIT 1`);
    if (found === undefined) {
      found = await this.pools.create({ name: pool.name, description: pool.description });
      this.count('talent pools');
    }
    for (const member of pool.members) {
      const candidateId = candidateIds[member.candidate];
      if ((await this.one(sql`SELECT 1 FROM talent_pool_entries WHERE pool_id = ${found.id} AND candidate_id = ${candidateId}`)) !== undefined) continue;
      await this.pools.addEntry(recruiter, found.id, { candidateId, note: member.note });
      this.count('pool entries');
    }
  }

  /**
   * Consent (docs/api/privacy.md#consent): the demo's own purpose; every fourth candidate's consent to the processing
   * of their application, every tenth's to hiring events, and the pool's members' to the talent pool (the first few
   * given almost two years ago, so they expire within two weeks). A candidate who holds any consent for a purpose
   * gets none again.
   */
  private async seedConsents({ pool }: DemoDataSet, recruiter: Actor, candidateIds: string[]): Promise<void> {
    if ((await this.one(sql`SELECT 1 FROM consent_purposes WHERE key = ${DEMO_PURPOSE.key}`)) === undefined) {
      await this.consentPurposes.create(DEMO_PURPOSE);
      this.count('consent purposes');
    }
    const held = new Set((await runSql<{ pair: string }>(this.db, sql`SELECT candidate_id || ':' || purpose AS pair FROM consents`)).map((row) => row.pair));
    const now = Date.now();
    const give = async (candidateId: string, purpose: string, givenAt?: Date) => {
      if (held.has(`${candidateId}:${purpose}`)) return;
      await this.consents.give(recruiter, candidateId, { purpose, givenAt: givenAt?.toISOString(), evidence: { via: 'demo seed' } });
      held.add(`${candidateId}:${purpose}`);
      this.count('consents');
    };
    for (const [index, candidateId] of candidateIds.entries()) {
      if (index % 4 === 0) await give(candidateId, 'application');
      if (index % 10 === 0) await give(candidateId, DEMO_PURPOSE.key);
    }
    for (const [index, member] of pool.members.entries()) {
      // talent_pool lasts 730 days: given 730 - (3 + index) days ago, it expires in 3 + index days.
      const givenAt = index < EXPIRING_SOON ? new Date(now - (730 - (3 + index)) * DAY_MS) : undefined;
      await give(candidateIds[member.candidate], 'talent_pool', givenAt);
    }
  }
}

/** The demo's own purpose, beside the three built-in ones (docs/api/privacy.md#purposes). */
const DEMO_PURPOSE = {
  key: 'hiring_events',
  label: 'Invitations to our hiring events',
  description: 'Open days and meetups, twice a year.',
  durationDays: 365,
};
/** How many pool members' talent-pool consents run out within the next two weeks, for a demo of the expiry and of GET /consents?expiresBefore. */
const EXPIRING_SOON = 3;
const DAY_MS = 86_400_000;

/** A change's planned time (none: now), never before the record's last change (one seeded before the plan had these times). */
function planned(at: string | null, lastChange: string): Date | undefined {
  return at === null ? undefined : new Date(Math.max(Date.parse(at), Date.parse(lastChange)));
}
