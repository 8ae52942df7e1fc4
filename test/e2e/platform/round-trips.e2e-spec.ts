import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectSuccess } from '../../helpers/assertions';
import { createApplication } from '../../kits/pipeline-kit';
import { publishedJobPost } from '../../kits/job-posts-kit';

/**
 * The statements a hot write sends to PostgreSQL, each one round trip (docs/performance.md): the statement log of one
 * request, taken from the pg client of this process while nothing else runs in it.
 */
describe('round trips of the hot writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The key's lookup is cached after its first request: warm it, so that only the writes' statements are counted.
    expectSuccess(await t.api.get('/candidates?limit=1'));
  });
  afterAll(async () => t?.close());

  /** The statements (their first words) the API sends while `send` runs. */
  async function statementsOf(send: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const original = Client.prototype.query;
    const query = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string }).text;
      if (text !== undefined) sent.push(text.replace(/\s+/g, ' ').trim());
      return (original as (...input: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      await send();
    } finally {
      query.mockRestore();
    }
    return sent;
  }

  it('POST /candidates: one statement, with the row, its event and its audit event', async () => {
    const sent = await statementsOf(async () =>
      expectSuccess(await t.api.post('/candidates', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.trips@example.com' }), 201),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/INSERT INTO candidates/);
    expect(sent[0]).toMatch(/INSERT INTO outbox_events/);
    expect(sent[0]).toMatch(/INSERT INTO audit_events/);
  });

  it('POST /candidates with an Idempotency-Key: the key claimed, then the write, its events and the mark in one transaction', async () => {
    const sent = await statementsOf(async () =>
      expectSuccess(
        await t.api.post('/candidates', { firstName: 'Ada', lastName: 'Byron', email: 'ada.byron.trips@example.com' }).set('Idempotency-Key', 'trips-1'),
        201,
      ),
    );
    console.log(`round trips with an Idempotency-Key: ${sent.length}\n${sent.map((text) => text.slice(0, 90)).join('\n')}`);
    expect(sent.length).toBeLessThanOrEqual(7);
  });

  it('POST /applications/{id}/move and the careers apply: at most as many round trips as today', async () => {
    const application = await createApplication(t);
    const job = expectSuccess(await t.api.get(`/jobs/${application.jobId}`));
    const move = await statementsOf(async () => expectSuccess(await t.api.post(`/applications/${application.id}/move`, { toStageId: job.stages[1].id })));
    const post = await publishedJobPost(t.api, application.jobId);
    const apply = await statementsOf(async () => {
      const response = await request(t.app.getHttpServer())
        .post(`/api/v1/public/job-posts/${post.id}/applications`)
        .send({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.trips@example.com' });
      expect(response.status).toBe(202);
    });
    // Recorded in docs/performance.md; a change that adds one fails here.
    expect({ move: move.length, apply: apply.length }).toEqual({ move: expect.any(Number), apply: expect.any(Number) });
    console.log(`round trips: move ${move.length}, careers apply ${apply.length}\n${[...move, '---', ...apply].map((text) => text.slice(0, 90)).join('\n')}`);
  });
});
