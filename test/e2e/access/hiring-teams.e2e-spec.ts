import { expectValidationError } from '../../helpers/assertions';
import { UNKNOWN_UUID } from '../../helpers/ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createApplication, createJob } from '../../kits/pipeline-kit';

/** GET/PUT /jobs/{id}/hiring-team and confidential jobs (docs/api/access.md#hiring-teams). */
describe('access: hiring teams', () => {
  let t: TestApp;
  const keyOf = async (role: string) => {
    const user = await t.factory.user({ role });
    const key = (await t.factory.apiKey(['*'], { ownerId: user.id })).key as string;
    return { user, key };
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('puts and gets the team with names, records job.hiring_team_updated, and an empty team before', async () => {
    const job = await createJob(t);
    const before = await t.api.get(`/jobs/${job.id}/hiring-team`);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ jobId: job.id, members: [], updatedAt: expect.any(String) });
    const manager = await t.factory.user({ name: 'Hedy Lamarr', role: 'hiring_manager' });
    const put = await t.api.put(`/jobs/${job.id}/hiring-team`, { members: [{ userId: manager.id, role: 'hiring_manager' }] });
    expect(put.status).toBe(200);
    const members = [{ userId: manager.id, name: 'Hedy Lamarr', role: 'hiring_manager' }];
    expect(put.body.data).toEqual({ jobId: job.id, members, updatedAt: expect.any(String) });
    expect(Date.parse(put.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.body.data.updatedAt));
    expect((await t.api.get(`/jobs/${job.id}/hiring-team`)).body.data).toEqual(put.body.data);
    const events = await t.db.query(`SELECT payload FROM outbox_events WHERE type = 'job.hiring_team_updated' AND payload->'data'->>'jobId' = $1`, [job.id]);
    expect(events).toHaveLength(1);
    expect(events[0].payload.data).toEqual(put.body.data);
  });

  it('refuses an unknown user and a user listed twice at their paths (422), and more than 100 members', async () => {
    const job = await createJob(t);
    const user = await t.factory.user();
    const response = await t.api.put(`/jobs/${job.id}/hiring-team`, {
      members: [
        { userId: user.id, role: 'recruiter' },
        { userId: UNKNOWN_UUID, role: 'interviewer' },
        { userId: user.id, role: 'interviewer' },
      ],
    });
    // Dotted paths, as every 422 names a field (docs/api/wire-rules.md).
    expect(
      expectValidationError(response, [
        { location: 'body', path: 'members.1.userId' },
        { location: 'body', path: 'members.2.userId' },
      ]),
    ).toEqual([
      expect.objectContaining({ path: 'members.1.userId', message: `members.1.userId ${UNKNOWN_UUID} is not a user` }),
      expect.objectContaining({ path: 'members.2.userId', message: `members.2.userId ${user.id} is listed twice: each user once` }),
    ]);
    const many = Array.from({ length: 101 }, () => ({ userId: user.id, role: 'interviewer' }));
    expect((await t.api.put(`/jobs/${job.id}/hiring-team`, { members: many })).status).toBe(422);
    expectValidationError(await t.api.put(`/jobs/${job.id}/hiring-team`, { members: [{ userId: user.id, role: 'boss' }] }), [
      { location: 'body', path: 'members.0.role' },
    ]);
    expect((await t.api.get(`/jobs/${job.id}/hiring-team`)).body.data.members).toEqual([]);
  });

  it('lets an admin or a team recruiter put the team; another member is 403 with requiredRole; a user off the team is 404', async () => {
    const job = await createJob(t);
    const teamRecruiter = await keyOf('hiring_manager');
    const member = await keyOf('hiring_manager');
    const outsider = await keyOf('hiring_manager');
    const team = {
      members: [
        { userId: teamRecruiter.user.id, role: 'recruiter' },
        { userId: member.user.id, role: 'hiring_manager' },
      ],
    };
    expect((await t.api.put(`/jobs/${job.id}/hiring-team`, team)).status).toBe(200);
    expect((await t.as(teamRecruiter.key).put(`/jobs/${job.id}/hiring-team`, team)).status).toBe(200);
    const forbidden = await t.as(member.key).put(`/jobs/${job.id}/hiring-team`, team);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    expect(forbidden.body.error.details.requiredRole).toEqual(['admin', 'recruiter']);
    expect((await t.as(outsider.key).put(`/jobs/${job.id}/hiring-team`, team)).status).toBe(404);
    expect((await t.as(outsider.key).get(`/jobs/${job.id}/hiring-team`)).status).toBe(404);
    expect((await t.as(member.key).get(`/jobs/${job.id}/hiring-team`)).status).toBe(200);
    // A recruiter (own role) reaches a non-confidential job but is not on its team as recruiter: 403.
    const recruiter = await keyOf('recruiter');
    expect((await t.as(recruiter.key).put(`/jobs/${job.id}/hiring-team`, team)).status).toBe(403);
  });

  it('confidential defaults to false, is set on create and by PATCH, and hides the job from recruiters off its team', async () => {
    const open = await t.api.post('/jobs', { title: 'Open role' });
    expect(open.body.data.confidential).toBe(false);
    const secret = await t.api.post('/jobs', { title: 'Secret role', confidential: true });
    expect(secret.status).toBe(201);
    expect(secret.body.data.confidential).toBe(true);
    const recruiter = await keyOf('recruiter');
    expect((await t.as(recruiter.key).get(`/jobs/${secret.body.data.id}`)).status).toBe(404);
    expect((await t.as(recruiter.key).get(`/jobs/${open.body.data.id}`)).status).toBe(200);
    const application = await createApplication(t, { jobId: secret.body.data.id });
    expect((await t.as(recruiter.key).get(`/applications/${application.id}`)).status).toBe(404);
    expect((await t.as(recruiter.key).get(`/candidates/${application.candidateId}`)).status).toBe(404);
    await t.api.put(`/jobs/${secret.body.data.id}/hiring-team`, { members: [{ userId: recruiter.user.id, role: 'coordinator' }] });
    expect((await t.as(recruiter.key).get(`/jobs/${secret.body.data.id}`)).status).toBe(200);
    expect((await t.as(recruiter.key).get(`/applications/${application.id}`)).status).toBe(200);
    const patched = await t.api.patch(`/jobs/${open.body.data.id}`, { confidential: true });
    expect(patched.body.data.confidential).toBe(true);
    expect((await t.as(recruiter.key).get(`/jobs/${open.body.data.id}`)).status).toBe(404);
    expect((await t.api.patch(`/jobs/${open.body.data.id}`, { confidential: 'yes' })).status).toBe(422);
  });
});
