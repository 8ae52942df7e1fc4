import { ValidationFailedError } from '@app/core';
import { JobsService } from '@app/jobs';
import { OrganizationModule, OrgUnitsService } from '@app/organization';
import { bootContext, type BootedContext } from '../../helpers/service-context';
import { UNKNOWN_UUID } from '../../helpers/ids';

/** Jobs placed in departments and offices (docs/api/organization.md#jobs-in-departments-and-offices), on JobsService and OrgUnitsService. */
describe('JobsService and OrgUnitsService: jobs in the organization', () => {
  let context: BootedContext;
  let jobs: JobsService;
  let units: OrgUnitsService;

  beforeAll(async () => {
    context = await bootContext({ imports: [OrganizationModule] });
    jobs = context.get(JobsService);
    units = context.get(OrgUnitsService);
  });
  afterAll(() => context?.close());

  const department = async (parentId: string | null = null) => (await units.create(context.actor, 'department', { name: 'Dept', parentId })).id;
  const office = async (parentId: string | null = null) => (await units.create(context.actor, 'office', { name: 'Office', parentId })).id;
  const issuesOf = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ValidationFailedError);
    return (error as ValidationFailedError).issues.map((issue) => issue.path);
  };

  it('creates and patches a job with a department and offices, and refuses unknown ones at their paths, all at once', async () => {
    const [dept, berlin, lisbon] = [await department(), await office(), await office()];
    const job = await jobs.create(context.actor, { title: 'Placed', departmentId: dept, officeIds: [berlin] });
    expect(job).toMatchObject({ departmentId: dept, officeIds: [berlin] });
    expect(await issuesOf(jobs.create(context.actor, { title: 'Nowhere', departmentId: UNKNOWN_UUID, officeIds: [berlin, UNKNOWN_UUID] }))).toEqual([
      'departmentId',
      'officeIds.1',
    ]);
    // A department id is not an office id.
    expect(await issuesOf(jobs.update(context.actor, job.id, { officeIds: [dept] }))).toEqual(['officeIds.0']);
    expect(await jobs.update(context.actor, job.id, { departmentId: null, officeIds: [lisbon, berlin] })).toMatchObject({
      departmentId: null,
      officeIds: [lisbon, berlin],
    });
  });

  it('refuses to delete a department or office a live job names, with the counts, and deletes it once the job moved', async () => {
    const [dept, berlin] = [await department(), await office()];
    const job = await jobs.create(context.actor, { title: 'Blocking', departmentId: dept, officeIds: [berlin] });
    await expect(units.delete(context.actor, 'department', dept)).rejects.toMatchObject({ code: 'CONFLICT', details: { jobs: 1, children: 0 } });
    await expect(units.delete(context.actor, 'office', berlin)).rejects.toMatchObject({ code: 'CONFLICT', details: { jobs: 1, children: 0 } });
    await jobs.update(context.actor, job.id, { departmentId: null, officeIds: [] });
    expect(await units.delete(context.actor, 'department', dept)).toEqual({ deleted: true });
    expect(await units.delete(context.actor, 'office', berlin)).toEqual({ deleted: true });
  });

  it('lists the jobs of a department with its descendants, of an office with its descendants, and refuses unknown ones (422)', async () => {
    const root = await department();
    const child = await department(root);
    const region = await office();
    const city = await office(region);
    const inRoot = await jobs.create(context.actor, { title: 'Root job', departmentId: root });
    const inChild = await jobs.create(context.actor, { title: 'Child job', departmentId: child, officeIds: [city] });
    await jobs.create(context.actor, { title: 'Elsewhere' });
    const ids = async (query: Record<string, string>) => (await jobs.list({ limit: 100, ...query })).items.map((job) => job.id);
    expect(await ids({ departmentId: root })).toEqual([inChild.id, inRoot.id]);
    expect(await ids({ departmentId: child })).toEqual([inChild.id]);
    expect(await ids({ officeId: region })).toEqual([inChild.id]);
    expect(await ids({ departmentId: root, officeId: city })).toEqual([inChild.id]);
    expect(await issuesOf(jobs.list({ limit: 20, departmentId: UNKNOWN_UUID, officeId: root }))).toEqual(['departmentId', 'officeId']);
  });

  it('answers the jobs a department and an office hold for reports, or which kind is unknown', async () => {
    const root = await department();
    const job = await jobs.create(context.actor, { title: 'Reported', departmentId: await department(root) });
    await context.db.transaction(async (tx) => {
      expect(await jobs.jobsPlacedIn(tx, { departmentId: root })).toEqual({ jobIds: [job.id] });
      expect(await jobs.jobsPlacedIn(tx, { departmentId: root, officeId: UNKNOWN_UUID })).toEqual({ unknown: 'office' });
    });
  });
});
