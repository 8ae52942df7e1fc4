import { createTestApp, type TestApp } from '../../helpers/test-app';
import { uniqueEmail } from '../../kits/candidates-kit';

/**
 * docs/api/search.md#what-is-searched on the write side: a new candidate's search row is written from the inserted row
 * (migration 1763709700000), every later change by `candidate_search_refresh`; both must store the same
 * vector, rank vector and name key, or a candidate would be found differently before and after its first edit.
 */
describe('candidates: search row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const searchRow = async (id: string) => {
    const rows: Array<Record<string, string>> = await t.db.query(
      `SELECT created_at::text, vector::text, rank_vector::text, name_key FROM candidate_search WHERE candidate_id = $1`,
      [id],
    );
    return rows;
  };

  it.each([
    [
      'every searched field',
      {
        firstName: 'José',
        lastName: 'Núñez-Ærø',
        phone: '+44 20 7946 0958',
        location: 'São Paulo',
        headline: 'Staff engineer, naïve café',
        summary: 'Builds search.',
      },
    ],
    ['the required fields only', { firstName: 'Ada', lastName: 'Lovelace' }],
  ])('is the row a refresh computes: %s', async (_case, fields) => {
    const candidate = await t.factory.candidate({ ...fields, email: uniqueEmail() });
    const written = await searchRow(candidate.id);
    expect(written).toHaveLength(1);
    expect(written[0].vector).toContain(`'${candidate.email.split('@')[0].toLowerCase()}`);
    await t.db.query('SELECT candidate_search_refresh($1)', [candidate.id]);
    expect(await searchRow(candidate.id)).toEqual(written);
  });
});
