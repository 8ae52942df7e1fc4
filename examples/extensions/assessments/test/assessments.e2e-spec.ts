import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { activityOf, createTestApp, type TestApp } from '@app/testing';
import { ASSESSMENTS_EXTENSION, CALLBACK_SIGNATURE_HEADER, signCallback } from '..';

const CLIENT_SECRET = 'partner-client-secret-0123456789';
const CALLBACK_SECRET = 'partner-callback-secret-0123456789abcdef';
const EXTENSIONS = [ASSESSMENTS_EXTENSION];

/** The partner, on 127.0.0.1 in this process: an OAuth2 token endpoint (client credentials) and its assessments API. */
class Partner {
  readonly tokenRequests: Array<{ contentType: string | undefined; form: URLSearchParams }> = [];
  readonly assessments: Array<{ authorization: string | undefined; body: { reference: string; package: string } }> = [];
  private issued = 0;
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<Partner> {
    const box: { partner?: Partner } = {};
    const server = createServer((incoming, response) => void box.partner?.answer(incoming, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    box.partner = new Partner(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return box.partner;
  }

  private async answer(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, value: unknown): void => void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (incoming.url === '/oauth/token') {
      const form = new URLSearchParams(body);
      this.tokenRequests.push({ contentType: incoming.headers['content-type'], form });
      if (form.get('client_secret') !== CLIENT_SECRET) return json(401, { error: 'invalid_client' });
      return json(200, { access_token: `token-${++this.issued}`, token_type: 'Bearer', expires_in: 3600 });
    }
    if (incoming.url === '/assessments') {
      const parsed = JSON.parse(body) as { reference: string; package: string };
      this.assessments.push({ authorization: incoming.headers.authorization, body: parsed });
      return json(201, { reference: `partner-${parsed.reference.slice(-6)}` });
    }
    json(404, {});
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('the assessments example extension', () => {
  let t: TestApp;
  let partner: Partner;

  beforeAll(async () => {
    partner = await Partner.start();
    // The partner is on this machine: loopback targets allowed (never in production).
    t = await createTestApp(
      {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback',
        ASSESSMENTS_PARTNER_URL: partner.url,
        ASSESSMENTS_CLIENT_ID: 'our-client',
        ASSESSMENTS_CLIENT_SECRET: CLIENT_SECRET,
        ASSESSMENTS_CALLBACK_SECRET: CALLBACK_SECRET,
        ASSESSMENTS_CALLBACKS_PER_MINUTE: '1000',
      },
      { extensions: EXTENSIONS },
    );
  });

  afterAll(async () => {
    await t?.close();
    await partner?.close();
  });

  /** A callback as the partner sends it: the exact bytes signed, with whatever spacing it likes. */
  const callback = (text: string, signature = signCallback(CALLBACK_SECRET, Math.floor(Date.now() / 1000), text)) =>
    request(t.app.getHttpServer())
      .post('/api/v1/assessment-callbacks')
      .set('content-type', 'application/json')
      .set(CALLBACK_SIGNATURE_HEADER, signature)
      .send(text);

  it('asks the partner with a client-credentials token fetched once and cached, behind its own scope', async () => {
    const [first, second] = [await t.factory.candidate(), await t.factory.candidate()];
    const writer = t.as((await t.factory.apiKey(['assessments:write', 'assessments:read'])).key);
    const created = await writer.post('/assessments', { candidateId: first.id, package: 'coding' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ candidateId: first.id, package: 'coding', status: 'requested', score: null });
    expect(created.body.data.partnerReference).toBe(`partner-${created.body.data.id.slice(-6)}`);
    expect((await writer.post('/assessments', { candidateId: second.id, package: 'numeracy' })).status).toBe(201);

    expect(partner.tokenRequests).toHaveLength(1);
    expect(partner.tokenRequests[0].contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(partner.tokenRequests[0].form)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'our-client',
      client_secret: CLIENT_SECRET,
    });
    expect(partner.assessments.map((sent) => sent.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect((await writer.get(`/assessments/${created.body.data.id}`)).body.data).toEqual(created.body.data);

    const reader = t.as((await t.factory.apiKey(['candidates:read'])).key);
    expect((await reader.post('/assessments', { candidateId: first.id, package: 'coding' })).status).toBe(403);
    const unknown = await writer.post('/assessments', { candidateId: '0190a0b4-8a3e-7c2d-9f00-00000000000c', package: 'coding' });
    expect(unknown.status).toBe(422);
    expect(partner.assessments).toHaveLength(2);
  });

  it('completes an assessment from a callback verified on its raw bytes, without an API key, within its own rate limit', async () => {
    const candidate = await t.factory.candidate();
    const assessment = (await t.api.post('/assessments', { candidateId: candidate.id, package: 'language' })).body.data;
    // Spacing and key order a re-serialisation would change: the signature holds over these bytes only.
    const text = `{ "score" : 87,\n  "reference": "${assessment.id}" }`;
    const received = await callback(text);
    expect(received.status).toBe(200);
    expect(received.body.data).toEqual({ status: 'received' });
    expect(received.headers['ratelimit-limit'] ?? received.headers['ratelimit-policy']).toBeDefined();
    const completed = (await t.api.get(`/assessments/${assessment.id}`)).body.data;
    expect(completed).toMatchObject({ status: 'completed', score: 87, completedAt: expect.any(String) });

    // The partner retrying its callback changes nothing.
    expect((await callback(text)).status).toBe(200);
    expect((await t.api.get(`/assessments/${assessment.id}`)).body.data).toEqual(completed);

    const compact = JSON.stringify(JSON.parse(text));
    const signedOther = signCallback(CALLBACK_SECRET, Math.floor(Date.now() / 1000), text);
    for (const refused of [await callback(compact, signedOther), await callback(text, 'v1=00'), await callback(text, signCallback('x'.repeat(32), 1, text))]) {
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('UNAUTHORIZED');
    }
    const otherScore = `{"reference":"${assessment.id}","score":12}`;
    expect((await callback(otherScore)).status).toBe(409);
    const badBody = await callback(`{"reference":"${assessment.id}","score":101}`);
    expect(badBody.status).toBe(422);
    expect((await callback('{"reference":')).status).toBe(400);
    const form = await request(t.app.getHttpServer()).post('/api/v1/assessment-callbacks').set('content-type', 'text/plain').send('score=1');
    expect(form.status).toBe(415);

    const events = (await activityOf(t.api, candidate.id)).map((row) => row.type);
    expect(events).toEqual(expect.arrayContaining(['assessment.requested', 'assessment.completed']));
  });

  it('registers clearance_level: a custom field type of its own with its values’ rules and a range filter over its levels', async () => {
    const field = await t.api.post('/custom-fields', {
      objectType: 'candidate',
      key: 'clearance',
      label: 'Clearance',
      type: 'clearance_level',
      options: ['public', 'internal', 'confidential', 'secret'].map((value) => ({ value, label: value })),
    });
    expect(field.status).toBe(201);
    expect(field.body.data).toMatchObject({ type: 'clearance_level', pii: false });
    expect((await t.api.post('/custom-fields', { objectType: 'candidate', key: 'clearance_two', label: 'C', type: 'clearance_level' })).status).toBe(422);

    const levels = ['internal', 'confidential', 'secret'];
    const candidates = await Promise.all(levels.map(() => t.factory.candidate()));
    for (const [index, candidate] of candidates.entries()) {
      expect((await t.api.patch(`/candidates/${candidate.id}/custom-fields`, { clearance: levels[index] })).status).toBe(200);
    }
    const wrong = await t.api.patch(`/candidates/${candidates[0].id}/custom-fields`, { clearance: 'top' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details).toEqual([expect.objectContaining({ path: 'clearance', message: expect.stringContaining('must be one of the levels') })]);

    const ids = async (query: string) => ((await t.api.get(`/candidates?limit=100&${query}`)).body.data as Array<{ id: string }>).map((row) => row.id).sort();
    expect(await ids('cf.clearance.gte=confidential')).toEqual([candidates[1].id, candidates[2].id].sort());
    expect(await ids('cf.clearance.lte=internal')).toEqual([candidates[0].id]);
    expect(await ids('cf.clearance=secret')).toEqual([candidates[2].id]);
    const refused = await t.api.get('/candidates?cf.clearance.gte=top');
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ path: 'cf.clearance', message: expect.stringContaining('must be one of the levels') }),
    ]);
  });

  it('reports completed assessments per day and package, as JSON or CSV, with the report kit', async () => {
    const candidate = await t.factory.candidate();
    const assessment = (await t.api.post('/assessments', { candidateId: candidate.id, package: 'numeracy' })).body.data;
    expect((await callback(`{"reference":"${assessment.id}","score":64}`)).status).toBe(200);
    const reader = t.as((await t.factory.apiKey(['assessments:read'])).key);
    const report = await reader.get('/assessments/score-report');
    expect(report.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.body.data).toEqual(expect.arrayContaining([{ day: today, package: 'numeracy', completed: 1, meanScore: 64, bestScore: 64 }]));

    const csv = await reader.get('/assessments/score-report?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="assessment-scores.csv"');
    expect(csv.text.split('\r\n')[0]).toBe('day,package,completed,meanScore,bestScore');
    expect(csv.text).toContain(`${today},numeracy,1,64,64`);
    expect((await reader.get('/assessments/score-report?from=2026-02-02&to=2026-02-01')).status).toBe(422);
  });
});
