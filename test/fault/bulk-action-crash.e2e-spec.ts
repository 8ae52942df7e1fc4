import type { TestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/common';
import { createApplication, createJob } from '../kits/pipeline-kit';
import { crashHarness } from './fault-kit';

/**
 * A worker process is SIGKILLed in the middle of a bulk reject; another worker resumes the bulk once
 * BullMQ hands the job on: every item ends with one result, and no application is rejected twice (one
 * event, one stage-history row, one audit event each; docs/adr/0101-bulk-actions-run-item-by-item.md).
 */
jest.setTimeout(180_000);

describe('bulk action across a worker crash', () => {
  const harness = crashHarness({});
  const { launch } = harness;
  let t: TestApp;
  beforeAll(() => ({ t } = harness));

  it('resumes on another worker after a SIGKILL, acting on no item twice', async () => {
    const job = await createJob(t);
    const ids: string[] = [];
    for (let index = 0; index < 300; index++) ids.push((await createApplication(t, { jobId: job.id })).id);
    const first = await launch();
    const created = (await t.api.post('/bulk-actions', { action: 'reject', applicationIds: ids })).body.data;
    const resultCount = async () => (await t.db.query(`SELECT count(*)::int AS n FROM bulk_action_results WHERE bulk_action_id = $1`, [created.id]))[0].n;
    await waitFor('some items done', async () => (await resultCount()) >= 20, 60_000, 10);
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const before = await resultCount();
    expect(before).toBeLessThan(ids.length);

    await launch();
    const bulk = await waitFor(
      'the bulk to finish',
      async () => {
        const current = (await t.api.get(`/bulk-actions/${created.id}`)).body.data;
        return current.finishedAt === null ? null : current;
      },
      90_000,
      200,
    );
    expect(bulk).toMatchObject({ status: 'succeeded', total: 300, succeeded: 300, failed: 0, skipped: 0 });
    const perItem = async (statement: string) =>
      (await t.db.query(statement, [ids])).map((row: { id: string; n: number }) => row.n).filter((n: number) => n !== 1);
    expect(
      await perItem(
        `SELECT payload->'data'->>'id' AS id, count(*)::int AS n FROM outbox_events
          WHERE type = 'application.rejected' AND payload->'data'->>'id' = ANY($1) GROUP BY 1`,
      ),
    ).toEqual([]);
    expect(
      (
        await t.db.query(
          `SELECT count(DISTINCT payload->'data'->>'id')::int AS n FROM outbox_events WHERE type = 'application.rejected' AND payload->'data'->>'id' = ANY($1)`,
          [ids],
        )
      )[0].n,
    ).toBe(300);
    expect(
      await perItem(
        `SELECT application_id AS id, count(*)::int AS n FROM stage_transitions WHERE to_status = 'rejected' AND application_id = ANY($1::uuid[]) GROUP BY 1`,
      ),
    ).toEqual([]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'reject' AND resource_id = ANY($1)`, [ids]))[0].n).toBe(300);
  });
});
