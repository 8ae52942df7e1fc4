import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => t?.close());

  it('creates and reads a candidate', async () => {
    const created = await t.api.post('/candidates', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(created.status).toBe(201);
    const read = await t.api.get(`/candidates/${created.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.email).toBe('ada@example.com');
  });
});
